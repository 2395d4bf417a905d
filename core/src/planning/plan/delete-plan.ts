import { PLAN_FAMILY, PLAN_TITLE, type PlanKind, type TPlan } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireModuleAdmin } from '../../platform';
import type { PlanItem } from '../entities/plan';
import { findPlan } from './plan-store';
import { toPlan } from './plan-view';
import { auditedPlan, planDeleteRefusal } from './rules';
import { checkPlanVersion } from './update-plan';
import { writeChange } from '../../kernel/change';

const checkDeletable = (plan: PlanItem, version: number): void => {
  checkPlanVersion(plan, version);
  const refusal = planDeleteRefusal(plan);
  if (refusal) throw new AppError('CONFLICT', refusal);
};

/**
 * Deletes a plan with nothing under it (Strategic Planning administrators). The delete is
 * conditional on the version and on every child count being 0, so a perspective, rating scale
 * entry, scorecard or annual plan added a moment ago stops it. Answers the plan as it was.
 */
export const deletePlan = async (
  ctx: Ctx,
  kind: PlanKind,
  input: { id: string; version: number },
): Promise<TPlan> => {
  const companyId = tenantOf(ctx);
  const before = await findPlan(companyId, kind, input.id);
  await requireModuleAdmin(ctx, 'planning');
  checkDeletable(before, input.version);
  try {
    await writeChange(
      ctx,
      {
        companyId,
        entityType: PLAN_FAMILY[kind],
        entityId: before.planId,
        action: 'delete',
        summary: `${PLAN_TITLE[kind]} “${before.description}” deleted`,
        before: auditedPlan(before),
      },
      ({ plan }) => [
        plan
          .delete({ companyId, planId: before.planId })
          .where((attr, op) =>
            [
              op.eq(attr.version, input.version),
              op.eq(attr.perspectiveCount, 0),
              op.eq(attr.ratingScaleCount, 0),
              op.eq(attr.scorecardCount, 0),
              op.eq(attr.annualPlanCount, 0),
            ].join(' AND '),
          )
          .commit(),
      ],
    );
  } catch (e) {
    // Something was added under it, or it was changed, since we read it: say which.
    if (e instanceof AppError && e.code === 'CONFLICT') {
      checkDeletable(await findPlan(companyId, kind, input.id), input.version);
    }
    throw e;
  }
  return toPlan(before);
};
