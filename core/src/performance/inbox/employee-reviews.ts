import type { TInboxReview } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { planBands, planCompetency, reviewsOf } from './inbox-review-parts';

/**
 * GET employee-reviews: the caller's own quarters of the annual plan (their performance records:
 * ONE gsi3 `byEmployee` Query by key prefix), with statuses, scores and their supervisor's name.
 */
export const employeeReviews = async (
  ctx: Ctx,
  input: { annualPlanId: string },
): Promise<{ list: TInboxReview[]; total: number }> => {
  const companyId = tenantOf(ctx);
  const bands = await planBands(ctx, input.annualPlanId);
  const me = ctx.employeeId;
  if (!me) return { list: [], total: 0 };
  const { data } = await db()
    .entities.performanceRecord.query.byEmployee({
      companyId,
      employeeId: me,
      annualPlanId: input.annualPlanId,
    })
    .go({ pages: 'all' });
  const list = await reviewsOf(
    companyId,
    // the key prefix of plan "X" must not pick up a plan whose id merely starts with X
    data.filter((r) => r.annualPlanId === input.annualPlanId).map((record) => ({ record, actingFor: null })),
    bands,
    await planCompetency(ctx, input.annualPlanId),
  );
  return { list, total: list.length };
};
