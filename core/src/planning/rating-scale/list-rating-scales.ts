import { type TRatingBand, type TRatingScale } from '@stratum/contracts';
import { type Ctx } from '../../kernel/ctx';
import { ratingScaleOf, toRatingBands } from '../../scorecard';
import { loadPlanByRef } from '../plan/plan-store';
import { planPoints } from '../plan/plan-view';
import type { RatingPoints } from '@stratum/rules';
import type { PlanRefInput } from './rating-scale-parts';

/** The rating scale of one plan of the caller's company: its bands, and the scale once complete. */
export const listRatingScales = async (
  ctx: Ctx,
  input: PlanRefInput,
): Promise<{ list: TRatingBand[]; scale: TRatingScale | null; points: RatingPoints }> => {
  const plan = await loadPlanByRef(ctx, input);
  const scale = await ratingScaleOf(plan.companyId, plan.planId);
  return { list: toRatingBands(scale), scale: scale.scale, points: planPoints(plan) };
};
