import { type TQuarter } from '@stratum/contracts';
import { formatDate } from '@stratum/rules';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireModuleAdmin } from '../../platform';
import { findAnnualPlan } from '../annual-plan/annual-plan-store';
import { rangeLabel } from '../annual-plan/rules';
import { findQuarter } from './quarter-store';
import { todayOf, toQuarter } from './quarter-view';
import { checkVersion, label } from './quarter-parts';
import { writeChange } from '../../kernel/change';

/**
 * Sets (or clears, with null) the target date a quarter's KPIs get by default (Strategic Planning
 * administrators); it must lie inside the annual plan (422).
 */
export const setDefaultTargetDate = async (
  ctx: Ctx,
  input: { annualPlanId: string; quarter: number; version: number; defaultTargetDate: string | null },
): Promise<TQuarter> => {
  const companyId = tenantOf(ctx);
  const [annual, before] = await Promise.all([
    findAnnualPlan(companyId, input.annualPlanId, 'annualPlanId'),
    findQuarter(companyId, input.annualPlanId, input.quarter),
  ]);
  await requireModuleAdmin(ctx, 'planning');
  checkVersion(before, input.version);
  const day = input.defaultTargetDate;
  if (day !== null && (day < annual.startDate || day > annual.endDate)) {
    throw new AppError(
      'UNPROCESSABLE',
      `defaultTargetDate: must lie inside the annual plan (${rangeLabel(annual)}).`,
    );
  }
  const key = { companyId, annualPlanId: before.annualPlanId, quarter: before.quarter };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'quarter',
      entityId: `${before.annualPlanId}#${before.quarter}`,
      action: 'set-default-target-date',
      summary: `${label(before.quarter)} of the annual plan ${rangeLabel(annual)}: default target date ${day ? formatDate(day) : 'cleared'}`,
      before: { defaultTargetDate: before.defaultTargetDate ?? null },
      after: { defaultTargetDate: day },
    },
    (tx) => {
      const patch = tx.quarter.patch(key).set({ updatedAt: ctx.now.toISOString() }).add({ version: 1 });
      const full = day === null ? patch.remove(['defaultTargetDate']) : patch.set({ defaultTargetDate: day });
      return [full.where((attr, op) => op.eq(attr.version, input.version)).commit()];
    },
  );
  return toQuarter(await findQuarter(companyId, before.annualPlanId, before.quarter), todayOf(ctx.now));
};
