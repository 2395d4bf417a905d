import type { TAnnualPlan } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireModuleAdmin } from '../../platform';
import type { AnnualPlanItem } from '../entities/annual-plan';
import { findPlan } from '../plan/plan-store';
import { findAnnualPlan } from './annual-plan-store';
import { toAnnualPlan } from './annual-plan-view';
import { rangeLabel } from './rules';
import { audited, checkVersion } from './annual-plan-parts';
import { writeChange } from '../../kernel/change';

const checkDeletable = (a: AnnualPlanItem, version: number) => {
  checkVersion(a, version);
  if (a.scorecardCount > 0) {
    throw new AppError(
      'CONFLICT',
      `The annual plan ${rangeLabel(a)} has ${a.scorecardCount} corporate ${a.scorecardCount === 1 ? 'scorecard' : 'scorecards'} under it: delete them first.`,
    );
  }
};

/**
 * Deletes an annual plan with no corporate scorecards, with its quarters, conditional on the
 * version and `scorecardCount = 0`; the strategic plan's count goes down in the same transaction.
 */
export const deleteAnnualPlan = async (
  ctx: Ctx,
  input: { id: string; version: number },
): Promise<TAnnualPlan> => {
  const companyId = tenantOf(ctx);
  const before = await findAnnualPlan(companyId, input.id);
  await requireModuleAdmin(ctx, 'planning');
  checkDeletable(before, input.version);
  const plan = await findPlan(companyId, 'strategic', before.strategicPlanId, 'strategicPlanId');
  try {
    await writeChange(
      ctx,
      {
        companyId,
        entityType: 'annual-plan',
        entityId: before.annualPlanId,
        action: 'delete',
        summary: `Annual plan ${rangeLabel(before)} of “${plan.description}” deleted`,
        before: audited(before),
      },
      (tx) => [
        tx.annualPlan
          .delete({ companyId, annualPlanId: before.annualPlanId })
          .where((attr, op) => `${op.eq(attr.version, input.version)} AND ${op.eq(attr.scorecardCount, 0)}`)
          .commit(),
        ...[0, 1, 2, 3].map((quarter) =>
          tx.quarter.delete({ companyId, annualPlanId: before.annualPlanId, quarter }).commit(),
        ),
        tx.plan
          .patch({ companyId, planId: plan.planId })
          .add({ annualPlanRev: 1, annualPlanCount: -1 })
          .commit(),
      ],
    );
  } catch (e) {
    if (e instanceof AppError && e.code === 'CONFLICT') {
      checkDeletable(await findAnnualPlan(companyId, input.id), input.version);
    }
    throw e;
  }
  return toAnnualPlan(before, plan.description);
};
