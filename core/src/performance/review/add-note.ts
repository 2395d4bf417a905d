import type { TPerformanceNote } from '@stratum/contracts';
import { db } from '../../db';
import { auditEntry } from '../../kernel/audit';
import type { Ctx } from '../../kernel/ctx';
import { newId } from '../../kernel/ids';
import { commit } from '../../kernel/transact';
import { findRecordFor } from './review-store';
import { toNote } from './review-view';
import { cleanNotes } from './note-parts';

/** Adds a note to a record the caller takes part in (any part), audited in the same transaction. */
export const addNote = async (
  ctx: Ctx,
  input: { scorecardId: string; html: string },
): Promise<TPerformanceNote> => {
  const { record } = await findRecordFor(ctx, input.scorecardId);
  const html = cleanNotes(input.html, true, 'html')!;
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
  await commit(
    db().transaction.write((tx) => [
      tx.performanceRecord
        .check({ companyId: record.companyId, scorecardId: record.scorecardId })
        .where((attr, op) => op.exists(attr.version))
        .commit(),
      tx.performanceNote.create(note).commit(),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId: record.companyId,
            entityType: 'employee-review',
            entityId: record.scorecardId,
            action: 'add-note',
            summary: `Note added to the Q${record.quarter + 1} performance record of employee ${record.employeeId}`,
            after: { noteId },
          }),
        )
        .commit(),
    ]),
  );
  return toNote(note);
};
