import {
  ZAddReviewCompetencyRequestSchema,
  type TCompetencyReviewSetup,
  type TAddReviewCompetencyRequest,
} from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { addNamedItem } from './named-items';

/** Adds a competency to a plan's competency review (Surveys administrators). */
export const addReviewCompetency = async (
  ctx: Ctx,
  raw: TAddReviewCompetencyRequest,
): Promise<TCompetencyReviewSetup> => {
  const input = ZAddReviewCompetencyRequestSchema.parse(raw);
  return addNamedItem(ctx, 'competency', input.annualPlanId, {
    name: input.name,
    description: input.description,
  });
};
