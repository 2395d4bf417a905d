import type { TPerformanceNote } from '@stratum/contracts';
import sanitizeHtml from 'sanitize-html';
import { db } from '../../db';
import { auditEntry } from '../../kernel/audit';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { commit } from '../../kernel/transact';
import type { TxEntities } from '../../planning/tx';
import type { PerformanceRecordItem } from '../entities/performance-record';
import { findRecordFor } from './review-store';
import { toNote } from './review-view';

/**
 * Rich text as the notes editor writes it, reduced to what a note may hold: paragraphs, line
 * breaks, emphasis, lists, quotes, headings and links (http, https, mailto; opened in a new tab
 * without an opener). Scripts, styles, event handlers, images and unknown tags are dropped with
 * what they hold (script/style) or unwrapped (other tags, keeping their text).
 */
export const sanitiseNote = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'blockquote',
      'h1',
      'h2',
      'h3',
      'a',
      'span',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  }).trim();

/** The text a note shows (for "notes required": markup with no words is no note). */
const textOf = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();

/**
 * A note's clean HTML, or null when none was given; 400 naming `field` when notes are required
 * and none (or only markup) was given.
 */
export const cleanNotes = (html: string | undefined, required: boolean, field = 'notes'): string | null => {
  const clean = html === undefined ? '' : sanitiseNote(html);
  if (textOf(clean) === '') {
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
