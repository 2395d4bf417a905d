import { ZCompetencyReviewRefSchema, type TCompetencyReviewSetup } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { deleteNamedItem } from './named-items';

/** Deletes a competency no question names (422 otherwise; stale: 409). */
export const deleteReviewCompetency = async (
  ctx: Ctx,
  raw: { annualPlanId: string; id: string; version: number },
): Promise<TCompetencyReviewSetup> =>
  deleteNamedItem(ctx, 'competency', ZCompetencyReviewRefSchema.parse(raw));
