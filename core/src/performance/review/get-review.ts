import type { TPerformanceRecord } from '@stratum/contracts';
import { type Ctx } from '../../kernel/ctx';
import { findRecordFor } from './review-store';
import { viewsOf } from './find-record';

/** One record the caller takes part in (404 otherwise). */
export const getReview = async (ctx: Ctx, input: { scorecardId: string }): Promise<TPerformanceRecord> => {
  const { record, roles } = await findRecordFor(ctx, input.scorecardId);
  const [view] = await viewsOf(ctx, [record]);
  return { ...view!, roles };
};
