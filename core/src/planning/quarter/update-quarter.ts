import {
  QUARTER_WINDOWS,
  WINDOW_FIELDS,
  type TQuarter,
  type TUpdateQuarterRequest,
} from '@stratum/contracts';
import { formatDate } from '@stratum/rules';
import { changes } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireModuleAdmin } from '../../platform';
import { findAnnualPlan } from '../annual-plan/annual-plan-store';
import { rangeLabel } from '../annual-plan/rules';
import type { AnnualPlanItem } from '../entities/annual-plan';
import type { QuarterItem } from '../entities/quarter';
import { findQuarter, quartersOf } from './quarter-store';
import { todayOf, toQuarter } from './quarter-view';
import { checkVersion, label } from './quarter-parts';
import { writeChange } from '../../kernel/change';

/**
 * A quarter's dates must lie inside its annual plan and after the quarter before / before the
 * quarter after (422 naming the field). `neighbours` are the annual plan's other quarters.
 */
const checkQuarterDates = (
  annual: AnnualPlanItem,
  quarter: number,
  dates: { startDate: string; endDate: string },
  neighbours: readonly QuarterItem[],
) => {
  if (dates.startDate < annual.startDate || dates.endDate > annual.endDate) {
    throw new AppError(
      'UNPROCESSABLE',
      `${dates.startDate < annual.startDate ? 'startDate' : 'endDate'}: a quarter must lie inside its annual plan (${rangeLabel(annual)}).`,
    );
  }
  const before = neighbours.find((n) => n.quarter === quarter - 1);
  if (before && dates.startDate <= before.endDate) {
    throw new AppError(
      'UNPROCESSABLE',
      `startDate: must be after ${label(before.quarter)} ends (${formatDate(before.endDate)}).`,
    );
  }
  const after = neighbours.find((n) => n.quarter === quarter + 1);
  if (after && dates.endDate >= after.startDate) {
    throw new AppError(
      'UNPROCESSABLE',
      `endDate: must be before ${label(after.quarter)} starts (${formatDate(after.startDate)}).`,
    );
  }
};

const audited = (q: Partial<QuarterItem>) => ({
  startDate: q.startDate ?? null,
  endDate: q.endDate ?? null,
  ...Object.fromEntries(QUARTER_WINDOWS.flatMap((w) => WINDOW_FIELDS[w]).map((f) => [f, q[f] ?? null])),
  defaultTargetDate: q.defaultTargetDate ?? null,
});

/**
 * Sets a quarter's dates and windows (Strategic Planning administrators). The schema has checked
 * each window (start ≤ end, both or neither); here the dates must fit the annual plan and the
 * neighbouring quarters, which must not change meanwhile (transaction checks on their versions).
 */
export const updateQuarter = async (ctx: Ctx, input: TUpdateQuarterRequest): Promise<TQuarter> => {
  const companyId = tenantOf(ctx);
  const [annual, quarters] = await Promise.all([
    findAnnualPlan(companyId, input.annualPlanId, 'annualPlanId'),
    quartersOf(companyId, input.annualPlanId),
  ]);
  await requireModuleAdmin(ctx, 'planning');
  const before = quarters.find((q) => q.quarter === input.quarter);
  if (!before) throw new AppError('NOT_FOUND', 'annualPlanId: no such annual plan in your company');
  checkVersion(before, input.version);
  const neighbours = quarters.filter((q) => Math.abs(q.quarter - input.quarter) === 1);
  checkQuarterDates(annual, input.quarter, input, neighbours);

  const windowFields = QUARTER_WINDOWS.flatMap((w) => WINDOW_FIELDS[w]);
  const set: Record<string, string> = { startDate: input.startDate, endDate: input.endDate };
  const cleared: (typeof windowFields)[number][] = [];
  for (const f of windowFields) {
    const v = input[f] ?? null;
    if (v === null) cleared.push(f);
    else set[f] = v;
  }
  const diff = changes(audited(before), audited({ ...set } as Partial<QuarterItem>));
  const key = { companyId, annualPlanId: before.annualPlanId, quarter: before.quarter };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'quarter',
      entityId: `${before.annualPlanId}#${before.quarter}`,
      action: 'update',
      summary: `${label(before.quarter)} of the annual plan ${rangeLabel(annual)} updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    (tx) => {
      const patch = tx.quarter
        .patch(key)
        .set({ ...set, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 });
      const full = cleared.length > 0 ? patch.remove(cleared) : patch;
      return [
        full.where((attr, op) => op.eq(attr.version, input.version)).commit(),
        ...neighbours.map((n) =>
          tx.quarter
            .check({ companyId, annualPlanId: n.annualPlanId, quarter: n.quarter })
            .where((attr, op) => op.eq(attr.version, n.version))
            .commit(),
        ),
      ];
    },
    new AppError(
      'CONFLICT',
      'This quarter or the quarters beside it were changed by someone else since you opened them. Reload and try again.',
    ),
  );
  return toQuarter(await findQuarter(companyId, before.annualPlanId, before.quarter), todayOf(ctx.now));
};
