import {
  ZUpdateReviewCompetencyRequestSchema,
  type TCompetencyReviewSetup,
  type TUpdateReviewCompetencyRequest,
} from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { updateNamedItem } from './named-items';

/** A versioned edit of a competency of a plan's competency review (stale: 409). */
export const updateReviewCompetency = async (
  ctx: Ctx,
  raw: TUpdateReviewCompetencyRequest,
): Promise<TCompetencyReviewSetup> => {
  const input = ZUpdateReviewCompetencyRequestSchema.parse(raw);
  return updateNamedItem(ctx, 'competency', input, { name: input.name, description: input.description });
};
