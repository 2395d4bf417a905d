import {
  ZUpdateReviewScaleRequestSchema,
  type TCompetencyReviewSetup,
  type TUpdateReviewScaleRequest,
} from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { updateNamedItem } from './named-items';

/** A versioned edit of a scale of a plan's competency review (stale: 409). */
export const updateReviewScale = async (
  ctx: Ctx,
  raw: TUpdateReviewScaleRequest,
): Promise<TCompetencyReviewSetup> => {
  const input = ZUpdateReviewScaleRequestSchema.parse(raw);
  return updateNamedItem(ctx, 'scale', input, { name: input.name, points: input.points });
};
