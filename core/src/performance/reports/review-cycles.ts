import type { TReviewCycle } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireModuleAdmin } from '../../platform';
import { listQuarters, loadAnnualPlan, rangeLabel, todayOf } from '../../planning';
import { quarterRecords } from './report-rows';
import { cycleOf } from './review-cycle-rows';

/**
 * The review cycles of an annual plan (spec §2 /app/performance/review-cycles): its quarters with
 * their dates and windows, and how far each quarter's reviews have got. 404 for an annual plan not
 * of the caller's company, then 403 to anyone who does not administer Performance Management.
 * Reads the quarters (one Query) and each quarter's records (one gsi1 Query each, at once).
 */
export const reviewCycles = async (
  ctx: Ctx,
  input: { annualPlanId: string },
): Promise<{ annualPlan: { id: string; label: string }; list: TReviewCycle[] }> => {
  const companyId = tenantOf(ctx);
  const annualPlan = await loadAnnualPlan(ctx, input.annualPlanId);
  await requireModuleAdmin(ctx, 'performance');
  const quarters = await listQuarters(ctx, input);
  const records = await Promise.all(
    quarters.map((q) => quarterRecords(companyId, input.annualPlanId, q.quarter)),
  );
  const today = todayOf(ctx.now);
  return {
    annualPlan: { id: annualPlan.annualPlanId, label: rangeLabel(annualPlan) },
    list: quarters.map((q, i) => cycleOf(q, records[i] ?? [], today)),
  };
};
