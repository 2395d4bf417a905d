import type { TInboxReview } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { subordinateItems } from './inbox-parts';
import { planBands, planCompetency, reviewsOf } from './inbox-review-parts';

const QUARTERS = [0, 1, 2, 3] as const;

/**
 * GET subordinate-employee-reviews: the quarters (one, or all four) of the people who report to the
 * caller, and to each supervisor they act for today — the inbox's subordinate reading (gsi1
 * `byPeriod` per line and quarter), rows of the latter naming whom the caller acts for.
 */
export const subordinateEmployeeReviews = async (
  ctx: Ctx,
  input: { annualPlanId: string; quarter?: number | undefined },
): Promise<{ list: TInboxReview[]; total: number }> => {
  const bands = await planBands(ctx, input.annualPlanId);
  const found = await subordinateItems(
    ctx,
    input.annualPlanId,
    input.quarter === undefined ? QUARTERS : [input.quarter],
  );
  const list = await reviewsOf(tenantOf(ctx), found, bands, await planCompetency(ctx, input.annualPlanId));
  return { list, total: list.length };
};
