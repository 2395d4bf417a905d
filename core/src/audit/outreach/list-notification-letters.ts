import type { TNotificationLetter } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { allAuditSettings } from '../setup/list-audit-settings';
import { openAudit } from './audit-access';
import { letterViews, lettersOf } from './letter-store';

/**
 * The audit's notification letters, newest first, each recipient with their mail's state, and
 * the company's letter templates to fill in (Settings → Letter templates).
 */
export const listNotificationLetters = async (
  ctx: Ctx,
  input: { auditId: string },
): Promise<{ items: TNotificationLetter[]; templates: { id: string; name: string }[] }> => {
  const audit = await openAudit(ctx, input.auditId, 'read');
  const [letters, templates] = await Promise.all([
    lettersOf(audit.companyId, audit.auditId),
    allAuditSettings(ctx, 'letter-template'),
  ]);
  return { items: await letterViews(letters), templates: templates.map((t) => ({ id: t.id, name: t.name })) };
};
