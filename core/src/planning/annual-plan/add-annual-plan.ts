import type { TAddAnnualPlanRequest, TAnnualPlan } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireModuleAdmin } from '../../platform';
import type { AnnualPlanItem } from '../entities/annual-plan';
import type { QuarterItem } from '../entities/quarter';
import { findPlan } from '../plan/plan-store';
import { findAnnualPlan } from './annual-plan-store';
import { toAnnualPlan } from './annual-plan-view';
import { defaultQuarterDates, rangeLabel, defaultQuarterFields } from './rules';
import { audited, checkDates, planGuard } from './annual-plan-parts';
import { writeChange } from '../../kernel/change';

const raceMessage = new AppError(
  'CONFLICT',
  'The strategic plan or its annual plans were changed by someone else a moment ago. Reload and try again.',
);

/**
 * Adds an annual plan to a strategic plan (Strategic Planning administrators): inside the plan's
 * dates, overlapping none of its others. Its four quarters (default split, every window the
 * whole quarter) are created in the same transaction.
 */
export const addAnnualPlan = async (ctx: Ctx, input: TAddAnnualPlanRequest): Promise<TAnnualPlan> => {
  const companyId = tenantOf(ctx);
  const plan = await findPlan(companyId, 'strategic', input.strategicPlanId, 'strategicPlanId');
  await requireModuleAdmin(ctx, 'planning');
  await checkDates(plan, input, null);

  const now = ctx.now.toISOString();
  const item = {
    companyId,
    annualPlanId: newId(),
    strategicPlanId: plan.planId,
    startDate: input.startDate,
    endDate: input.endDate,
    scorecardCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies AnnualPlanItem;
  const quarters = defaultQuarterDates(input.startDate, input.endDate).map(
    (dates, quarter) =>
      ({
        companyId,
        annualPlanId: item.annualPlanId,
        quarter,
        strategicPlanId: plan.planId,
        ...defaultQuarterFields(dates),
        version: 1,
        createdAt: now,
        updatedAt: now,
      }) satisfies QuarterItem,
  );
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'annual-plan',
      entityId: item.annualPlanId,
      action: 'add',
      summary: `Annual plan ${rangeLabel(item)} added to “${plan.description}”`,
      after: audited(item),
    },
    (tx) => [
      tx.annualPlan.create(item).commit(),
      ...quarters.map((q) => tx.quarter.create(q).commit()),
      planGuard(tx, plan, 1),
    ],
    raceMessage,
  );
  return toAnnualPlan(await findAnnualPlan(companyId, item.annualPlanId), plan.description);
};
