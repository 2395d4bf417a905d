import type { TPlannedAudit } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { findPlan, viewPlannedOne } from './plan-store';

export const getPlannedAudit = (ctx: Ctx, input: { id: string }): Promise<TPlannedAudit> =>
  viewPlannedOne(tenantOf(ctx), input.id);

/**
 * A planned audit of the caller's company (404 otherwise), for opening its engagement: its
 * process, unit, quarter, lead and team.
 */
export const findPlannedAudit = (ctx: Ctx, id: string): Promise<TPlannedAudit> =>
  viewPlannedOne(tenantOf(ctx), id);

/**
 * The planned audit an engagement is opened from, named in `field`: of the caller's company (404
 * otherwise, whoever asks).
 */
export const plannedAuditToOpen = (ctx: Ctx, id: string, field = 'plannedAuditId'): Promise<TPlannedAudit> =>
  findPlannedAudit(ctx, id).catch((e: unknown) => {
    throw e instanceof AppError && e.code === 'NOT_FOUND'
      ? new AppError('NOT_FOUND', `${field}: no such planned audit in your company`)
      : e;
  });

/**
 * An engagement is opened only from the plan as it was approved: an unapproved or since-changed
 * plan, or an entity left out of it, is a 422 saying so.
 */
export const requireOpenable = async (
  ctx: Ctx,
  planned: TPlannedAudit,
  field = 'plannedAuditId',
): Promise<void> => {
  const plan = await findPlan(tenantOf(ctx), planned.planId, field);
  if (plan.approval !== 'Approved') {
    throw new AppError(
      'UNPROCESSABLE',
      plan.approval === 'Draft'
        ? `${field}: the audit plan “${plan.title}” is not approved yet; approve it before opening its audits`
        : `${field}: the audit plan “${plan.title}” changed after its approval; approve it again before opening its audits`,
    );
  }
  if (!planned.included) {
    throw new AppError('UNPROCESSABLE', `${field}: “${planned.title}” is left out of the plan`);
  }
};
