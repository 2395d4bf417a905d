import {
  ZUpdateReviewAreaRequestSchema,
  type TCompetencyReviewSetup,
  type TUpdateReviewCompetencyRequest,
} from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { updateNamedItem } from './named-items';

/** A versioned edit of an area of a plan's competency review (stale: 409). */
export const updateReviewArea = async (
  ctx: Ctx,
  raw: TUpdateReviewCompetencyRequest,
): Promise<TCompetencyReviewSetup> => {
  const input = ZUpdateReviewAreaRequestSchema.parse(raw);
  return updateNamedItem(ctx, 'area', input, { name: input.name, description: input.description });
};
