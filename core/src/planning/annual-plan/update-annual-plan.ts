import type { TAnnualPlan, TUpdateAnnualPlanRequest } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireModuleAdmin } from '../../platform';
import { findPlan } from '../plan/plan-store';
import { quartersOf } from '../quarter/quarter-store';
import { findAnnualPlan } from './annual-plan-store';
import { toAnnualPlan } from './annual-plan-view';
import { defaultQuarterDates, defaultQuarterFields, rangeLabel } from './rules';
import { audited, checkDates, checkVersion, planGuard } from './annual-plan-parts';
import { writeChange } from '../../kernel/change';

/**
 * Changes an annual plan's dates (Strategic Planning administrators), with the same checks as an
 * add. New dates split its quarters again (every window reset to its quarter; a default target
 * date outside the new dates is cleared), conditional on the versions read.
 */
export const updateAnnualPlan = async (ctx: Ctx, input: TUpdateAnnualPlanRequest): Promise<TAnnualPlan> => {
  const companyId = tenantOf(ctx);
  const before = await findAnnualPlan(companyId, input.id);
  await requireModuleAdmin(ctx, 'planning');
  checkVersion(before, input.version);
  const plan = await findPlan(companyId, 'strategic', before.strategicPlanId, 'strategicPlanId');
  await checkDates(plan, input, before.annualPlanId);
  const moved = input.startDate !== before.startDate || input.endDate !== before.endDate;
  const quarters = moved ? await quartersOf(companyId, before.annualPlanId) : [];
  const split = defaultQuarterDates(input.startDate, input.endDate);
  const now = ctx.now.toISOString();
  const diff = changes(audited(before), audited({ ...before, ...input }));

  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'annual-plan',
      entityId: before.annualPlanId,
      action: 'update',
      summary: `Annual plan ${rangeLabel(before)} updated${moved ? `: now ${rangeLabel(input)}, quarters split again` : ''}`,
      ...diff,
    },
    (tx) => [
      tx.annualPlan
        .patch({ companyId, annualPlanId: before.annualPlanId })
        .set({ startDate: input.startDate, endDate: input.endDate, updatedAt: now })
        .add({ version: 1 })
        .where((attr, op) => op.eq(attr.version, input.version))
        .commit(),
      ...quarters.map((q) => {
        const fields = defaultQuarterFields(split[q.quarter] ?? split[0]!);
        const keep =
          q.defaultTargetDate &&
          q.defaultTargetDate >= input.startDate &&
          q.defaultTargetDate <= input.endDate;
        const patch = tx.quarter
          .patch({ companyId, annualPlanId: q.annualPlanId, quarter: q.quarter })
          .set({ ...fields, updatedAt: now })
          .add({ version: 1 });
        return (keep ? patch : patch.remove(['defaultTargetDate']))
          .where((attr, op) => op.eq(attr.version, q.version))
          .commit();
      }),
      planGuard(tx, plan, 0),
    ],
    new AppError(
      'CONFLICT',
      'This annual plan, its quarters or its strategic plan were changed by someone else since you opened it. Reload it and try again.',
    ),
  );
  return toAnnualPlan(await findAnnualPlan(companyId, before.annualPlanId), plan.description);
};
