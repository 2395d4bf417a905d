import { LETTER_PLACEHOLDERS, type TAuditSetting } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { getAuditSetting } from './get-audit-setting';

/** The placeholders a letter template may hold, `{{name}}` each. */
export const LETTER_TEMPLATE_PLACEHOLDERS = LETTER_PLACEHOLDERS;

/** A letter template of the caller's company (404 otherwise): its subject and body with placeholders. */
export const getLetterTemplate = (ctx: Ctx, id: string): Promise<TAuditSetting> =>
  getAuditSetting(ctx, 'letter-template', { id });

/**
 * Fills a template's placeholders; one with no value stays as written so a reader sees what is
 * missing.
 */
export const fillLetter = (
  text: string,
  values: Partial<Record<(typeof LETTER_PLACEHOLDERS)[number], string>>,
) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key as keyof typeof values] ?? whole);
