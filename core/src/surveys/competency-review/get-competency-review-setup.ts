import { ZCompetencyReviewPlanSchema, type TCompetencyReviewSetup } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { adminPlan, setupNow } from './review-store';

/** A plan's competency review set-up, for Surveys administrators. */
export const getCompetencyReviewSetup = async (
  ctx: Ctx,
  raw: { annualPlanId: string },
): Promise<TCompetencyReviewSetup> => {
  const input = ZCompetencyReviewPlanSchema.parse(raw);
  const companyId = await adminPlan(ctx, input.annualPlanId);
  return setupNow(companyId, input.annualPlanId);
};
