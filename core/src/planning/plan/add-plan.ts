import { PLAN_FAMILY, PLAN_TITLE, type PlanKind, type TAddPlanRequest, type TPlan } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { newId } from '../../kernel/ids';
import { requireModuleAdmin } from '../../platform';
import type { PlanItem } from '../entities/plan';
import { findPlan } from './plan-store';
import { toPlan } from './plan-view';
import { auditedPlan } from './rules';
import { writeChange } from '../../kernel/change';
import { db } from '../../db';
import { pointsOfOption } from '@stratum/rules';

/**
 * Adds a strategic or operational plan (Strategic Planning administrators), audited. The plan keeps
 * the company's rating scale option of today as its `ratingPoints`: a later change of the option
 * rates the plans made after it, never the scores of a plan already running.
 */
export const addPlan = async (ctx: Ctx, kind: PlanKind, input: TAddPlanRequest): Promise<TPlan> => {
  await requireModuleAdmin(ctx, 'planning');
  const companyId = tenantOf(ctx);
  const company = (await db().entities.company.get({ companyId }).go()).data;
  const planId = newId();
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    planId,
    kind,
    description: input.description,
    startDate: input.startDate,
    endDate: input.endDate,
    status: input.status,
    perspectiveCount: 0,
    ratingScaleCount: 0,
    scorecardCount: 0,
    annualPlanCount: 0,
    annualPlanRev: 0,
    ratingPoints: pointsOfOption(company?.ratingScaleOption),
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies PlanItem;
  await writeChange(
    ctx,
    {
      companyId,
      entityType: PLAN_FAMILY[kind],
      entityId: planId,
      action: 'add',
      summary: `${PLAN_TITLE[kind]} “${item.description}” added`,
      after: auditedPlan(item),
    },
    ({ plan }) => [plan.create(item).commit()],
  );
  return toPlan(await findPlan(companyId, kind, planId));
};
