import {
  ZAddReviewAreaRequestSchema,
  type TCompetencyReviewSetup,
  type TAddReviewCompetencyRequest,
} from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { addNamedItem } from './named-items';

/** Adds an area to a plan's competency review (Surveys administrators). */
export const addReviewArea = async (
  ctx: Ctx,
  raw: TAddReviewCompetencyRequest,
): Promise<TCompetencyReviewSetup> => {
  const input = ZAddReviewAreaRequestSchema.parse(raw);
  return addNamedItem(ctx, 'area', input.annualPlanId, { name: input.name, description: input.description });
};
