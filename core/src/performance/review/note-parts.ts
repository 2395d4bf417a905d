import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { richTextWords, sanitiseHtml } from '../../kernel/rich-text';
import type { PerformanceRecordItem } from '../entities/performance-record';
import type { TxEntities } from '../../kernel/transact';

/** A note as stored: rich text reduced to the kernel's allow-list (kernel/rich-text). */
export const sanitiseNote = sanitiseHtml;

/**
 * A note's clean HTML, or null when none was given; 400 naming `field` when notes are required
 * and none (or only markup) was given.
 */
export const cleanNotes = async (
  html: string | undefined,
  required: boolean,
  field = 'notes',
): Promise<string | null> => {
  const clean = html === undefined ? '' : await sanitiseNote(html);
  if ((await richTextWords(clean)) === '') {
    if (required) throw new AppError('BAD_REQUEST', `${field}: say why (the notes cannot be empty)`);
    return null;
  }
  return clean;
};

/** The transaction item writing a note. */
export const noteItem = (tx: TxEntities, ctx: Ctx, r: PerformanceRecordItem, action: string, html: string) =>
  tx.performanceNote
    .create({
      companyId: r.companyId,
      scorecardId: r.scorecardId,
      noteId: newId(),
      action,
      html,
      authorId: ctx.employeeId ?? ctx.userId,
      authorName: ctx.actorName,
      createdAt: ctx.now.toISOString(),
    })
    .commit();
