import { type TAssessment } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { findRecordFor } from './review-store';
import { assessmentView } from './assessment-parts';

/** `get-scores`: the quarter's KPIs, scores and rating for anyone taking part in the record. */
export const getAssessment = async (ctx: Ctx, input: { scorecardId: string }): Promise<TAssessment> => {
  const { record, roles } = await findRecordFor(ctx, input.scorecardId);
  return assessmentView(ctx, record, roles);
};
