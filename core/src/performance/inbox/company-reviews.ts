import type { TInboxCompanyReview } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { assessmentsOf } from '../company/store';
import { toCompanyReviews } from './reviews-view';
import { planBands } from './inbox-review-parts';

/**
 * GET company-reviews: the annual plan's Complete company assessments, by quarter — every employee
 * of the company may read them; Drafts stay with the administrators. ONE key-prefix Query of the
 * company's partition (the company assessment store's).
 */
export const companyReviews = async (
  ctx: Ctx,
  input: { annualPlanId: string },
): Promise<{ list: TInboxCompanyReview[]; total: number }> => {
  const bands = await planBands(ctx, input.annualPlanId);
  const list = toCompanyReviews(await assessmentsOf(tenantOf(ctx), input.annualPlanId), bands);
  return { list, total: list.length };
};
