import type { TPerformanceNote } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { newId } from '../../kernel/ids';
import { findRecordFor } from './review-store';
import { toNote } from './review-view';
import { cleanNotes } from './note-parts';
import { writeChange } from '../../kernel/change';

/** Adds a note to a record the caller takes part in (any part), audited in the same transaction. */
export const addNote = async (
  ctx: Ctx,
  input: { scorecardId: string; html: string },
): Promise<TPerformanceNote> => {
  const { record } = await findRecordFor(ctx, input.scorecardId);
  const html = (await cleanNotes(input.html, true, 'html'))!;
  const noteId = newId();
  const note = {
    companyId: record.companyId,
    scorecardId: record.scorecardId,
    noteId,
    action: 'note',
    html,
    authorId: ctx.employeeId ?? ctx.userId,
    authorName: ctx.actorName,
    createdAt: ctx.now.toISOString(),
  };
  await writeChange(
    ctx,
    {
      companyId: record.companyId,
      entityType: 'employee-review',
      entityId: record.scorecardId,
      action: 'add-note',
      summary: `Note added to the Q${record.quarter + 1} performance record of employee ${record.employeeId}`,
      after: { noteId },
    },
    (tx) => [
      tx.performanceRecord
        .check({ companyId: record.companyId, scorecardId: record.scorecardId })
        .where((attr, op) => op.exists(attr.version))
        .commit(),
      tx.performanceNote.create(note).commit(),
    ],
  );
  return toNote(note);
};
