import { ZCompetencyReviewRefSchema, type TCompetencyReviewSetup } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { deleteNamedItem } from './named-items';

/** Deletes a scale no question names (422 otherwise; stale: 409). */
export const deleteReviewScale = async (
  ctx: Ctx,
  raw: { annualPlanId: string; id: string; version: number },
): Promise<TCompetencyReviewSetup> => deleteNamedItem(ctx, 'scale', ZCompetencyReviewRefSchema.parse(raw));
