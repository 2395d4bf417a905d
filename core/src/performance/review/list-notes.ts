import type { TPerformanceNote } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { findRecordFor } from './review-store';
import { toNote } from './review-view';

/** The notes of a record the caller takes part in, oldest first. */
export const listNotes = async (ctx: Ctx, input: { scorecardId: string }): Promise<TPerformanceNote[]> => {
  const { record } = await findRecordFor(ctx, input.scorecardId);
  const { data } = await db()
    .entities.performanceNote.query.byScorecard({
      companyId: record.companyId,
      scorecardId: record.scorecardId,
    })
    .go({ pages: 'all' });
  return data.map(toNote);
};
