import type { TCompanyMail } from '@stratum/contracts';
import { db } from '../../db';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { findMail, requeueMail } from '../../kernel/outbox';
import type { OutboxMailItem } from '../../kernel/outbox-mail';
import { pageOf, type Page } from '../../kernel/paging';

const viewOf = (m: OutboxMailItem): TCompanyMail => ({
  id: m.mailId,
  kind: m.kind,
  to: m.to,
  subject: m.subject,
  state: m.state,
  attempts: m.attempts,
  queuedAt: m.queuedAt,
  lastAttemptAt: m.lastAttemptAt ?? null,
  nextAttemptAt: m.state === 'queued' && m.attempts > 0 ? new Date(m.nextAttemptAt).toISOString() : null,
  sentAt: m.sentAt ?? null,
  lastError: m.lastError ?? null,
});

/** The mails the caller's company's changes asked for, newest first (a Query on the company's key). */
export const listCompanyMails = async (
  ctx: Ctx,
  input: { limit: number; cursor?: string | undefined },
): Promise<Page<TCompanyMail>> => {
  const query = db().entities.outboxMail.query.byCompany({ companyId: tenantOf(ctx) });
  const page = await pageOf(query, { limit: input.limit, cursor: input.cursor, order: 'desc' });
  return { ...page, list: page.list.map(viewOf) };
};

/**
 * Queues one of the company's mails again, with its audit entry, in one transaction: a mail still
 * queued is refused (409) — it is already on its way — and another company's mail is not found.
 */
export const resendCompanyMail = async (ctx: Ctx, input: { id: string }): Promise<{ mail: TCompanyMail }> => {
  const companyId = tenantOf(ctx);
  const mail = await findMail(companyId, input.id);
  if (!mail) throw new AppError('NOT_FOUND', 'Mail not found');
  if (mail.state === 'queued') {
    throw new AppError('CONFLICT', 'This mail is already waiting to be sent.');
  }
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'mail',
      entityId: mail.mailId,
      action: 'resend',
      summary: `Mail “${mail.subject}” to ${mail.to} queued again`,
      before: { state: mail.state },
      after: { state: 'queued' },
    },
    (tx) => [requeueMail(tx, mail, ctx.now)],
    new AppError('CONFLICT', 'This mail was resent a moment ago.'),
  );
  return {
    mail: viewOf({
      ...mail,
      state: 'queued',
      attempts: 0,
      nextAttemptAt: ctx.now.getTime(),
      lastError: undefined,
    }),
  };
};
