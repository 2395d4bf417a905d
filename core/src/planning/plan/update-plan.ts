import { formatDate } from '@stratum/rules';
import {
  PLAN_FAMILY,
  PLAN_TITLE,
  type PlanKind,
  type TPlan,
  type TUpdatePlanRequest,
} from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireModuleAdmin } from '../../platform';
import { annualPlansOf } from '../annual-plan/annual-plan-store';
import type { PlanItem } from '../entities/plan';
import { findPlan, planNoun } from './plan-store';
import { toPlan } from './plan-view';
import { auditedPlan } from './rules';
import { writeChange } from '../../kernel/change';

/** 409 when the plan is not at the version the caller read. */
export const checkPlanVersion = (plan: PlanItem, version: number): void => {
  if (plan.version !== version) {
    throw new AppError(
      'CONFLICT',
      `This ${planNoun(plan.kind)} was changed by someone else since you opened it. Reload it and try again.`,
    );
  }
};

/**
 * A strategic plan's annual plans must stay inside its dates: 409 naming the first that would
 * fall outside the new ones.
 */
const checkAnnualPlansInside = async (plan: PlanItem, startDate: string, endDate: string) => {
  if (plan.kind !== 'strategic' || plan.annualPlanCount === 0) return;
  const outside = (await annualPlansOf(plan.companyId, plan.planId))
    .filter((a) => a.startDate < startDate || a.endDate > endDate)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  const first = outside[0];
  if (first) {
    throw new AppError(
      'CONFLICT',
      `${first.startDate < startDate ? 'startDate' : 'endDate'}: the annual plan ${formatDate(first.startDate)} – ${formatDate(first.endDate)} would lie outside the plan’s dates. Change or delete it first.`,
    );
  }
};

/**
 * Changes a plan's description, dates or status (Strategic Planning administrators). A strategic
 * plan's annual plans must stay inside its dates; the write is conditional on the version read
 * and on no annual plan having changed since they were checked (`annualPlanRev`).
 */
export const updatePlan = async (ctx: Ctx, kind: PlanKind, input: TUpdatePlanRequest): Promise<TPlan> => {
  const companyId = tenantOf(ctx);
  const before = await findPlan(companyId, kind, input.id);
  await requireModuleAdmin(ctx, 'planning');
  checkPlanVersion(before, input.version);
  await checkAnnualPlansInside(before, input.startDate, input.endDate);

  const set = {
    description: input.description,
    startDate: input.startDate,
    endDate: input.endDate,
    status: input.status,
    updatedAt: ctx.now.toISOString(),
  };
  const diff = changes(auditedPlan(before), auditedPlan(set));
  await writeChange(
    ctx,
    {
      companyId,
      entityType: PLAN_FAMILY[kind],
      entityId: before.planId,
      action: 'update',
      summary: `${PLAN_TITLE[kind]} “${before.description}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    ({ plan }) => [
      plan
        .patch({ companyId, planId: before.planId })
        .set(set)
        .add({ version: 1 })
        .where((attr, op) =>
          [op.eq(attr.version, input.version), op.eq(attr.annualPlanRev, before.annualPlanRev)].join(' AND '),
        )
        .commit(),
    ],
    new AppError(
      'CONFLICT',
      `This ${planNoun(kind)} or its annual plans were changed by someone else since you opened it. Reload it and try again.`,
    ),
  );
  return toPlan(await findPlan(companyId, kind, before.planId));
};
