import type SanitizeHtml from 'sanitize-html';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import type { PerformanceRecordItem } from '../entities/performance-record';
import type { TxEntities } from '../../kernel/transact';

/**
 * sanitize-html (with its HTML parser and entity tables, about a third of a family's bundle) loads
 * with the first note: only the calls that write notes or comments need it. CommonJS: the
 * namespace's `default` is the function, under Node and a bundle alike.
 */
const loadSanitizer = async (): Promise<typeof SanitizeHtml> => {
  const mod = (await import('sanitize-html')) as unknown as { default?: typeof SanitizeHtml };
  return mod.default ?? (mod as unknown as typeof SanitizeHtml);
};

/**
 * Rich text as the notes editor writes it, reduced to what a note may hold: paragraphs, line
 * breaks, emphasis, lists, quotes, headings and links (http, https, mailto; opened in a new tab
 * without an opener). Scripts, styles, event handlers, images and unknown tags are dropped with
 * what they hold (script/style) or unwrapped (other tags, keeping their text).
 */
export const sanitiseNote = async (html: string): Promise<string> => {
  const sanitizeHtml = await loadSanitizer();
  return sanitizeHtml(html, {
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
};

/** The text a note shows (for "notes required": markup with no words is no note). */
const textOf = async (html: string): Promise<string> =>
  (await loadSanitizer())(html, { allowedTags: [], allowedAttributes: {} }).trim();

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
  if ((await textOf(clean)) === '') {
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
