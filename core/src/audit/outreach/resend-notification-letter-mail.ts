import type { TNotificationLetter, TResendLetterMailRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { findMail, requeueMail } from '../../kernel/outbox';
import { openAudit } from './audit-access';
import { findLetter, letterViews } from './letter-store';

/**
 * Queues again the mail that carried a notification letter to one contact, when the outbox gave
 * up on it (state failed): the same letter and PDF, a fresh round of attempts. A mail still on its
 * way or already sent is left alone (422), and two resends at once queue it once (409).
 */
export const resendNotificationLetterMail = async (
  ctx: Ctx,
  input: TResendLetterMailRequest,
): Promise<TNotificationLetter> => {
  const audit = await openAudit(ctx, input.auditId);
  const letter = await findLetter(audit.companyId, audit.auditId, input.letterId);
  const email = input.email.toLowerCase();
  const recipient = letter.recipients.find((r) => r.email.toLowerCase() === email);
  if (!recipient) throw new AppError('NOT_FOUND', `email: this letter did not go to ${input.email}`);
  const mail = await findMail(audit.companyId, recipient.mailId);
  if (!mail) throw new AppError('NOT_FOUND', `email: the mail to ${input.email} is no longer kept`);
  if (mail.state !== 'failed') {
    throw new AppError('UNPROCESSABLE', `email: only a failed mail is sent again; this one is ${mail.state}`);
  }
  await writeChange(
    ctx,
    {
      companyId: audit.companyId,
      entityType: 'mail',
      entityId: mail.mailId,
      action: 'resend',
      summary: `Audit “${audit.title}”: notification letter to ${mail.to} queued again`,
      before: { state: mail.state },
      after: { state: 'queued' },
    },
    (tx) => [requeueMail(tx, mail, ctx.now)],
    new AppError('CONFLICT', 'This mail was resent a moment ago.'),
  );
  const [view] = await letterViews([letter]);
  return view!;
};
