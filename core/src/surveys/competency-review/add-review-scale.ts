import {
  ZAddReviewScaleRequestSchema,
  type TCompetencyReviewSetup,
  type TAddReviewScaleRequest,
} from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { addNamedItem } from './named-items';

/** Adds a scale to a plan's competency review (Surveys administrators). */
export const addReviewScale = async (
  ctx: Ctx,
  raw: TAddReviewScaleRequest,
): Promise<TCompetencyReviewSetup> => {
  const input = ZAddReviewScaleRequestSchema.parse(raw);
  return addNamedItem(ctx, 'scale', input.annualPlanId, { name: input.name, points: input.points });
};
