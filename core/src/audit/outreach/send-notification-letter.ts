import {
  ZSendNotificationLetterRequestSchema,
  type TNotificationLetter,
  type TSendNotificationLetterRequest,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { writeLetterPdf } from '../../kernel/documents/letter-pdf';
import { AppError } from '../../kernel/errors';
import { fileKey, putFile } from '../../kernel/files';
import { newId } from '../../kernel/ids';
import { queueMail } from '../../kernel/outbox';
import { FIELDWORKERS, openEngagementAs, requireOpen } from '../engagement/engagement-store';
import { fillLetter, getLetterTemplate } from '../setup/get-letter-template';
import { letterValues, letterViews } from './letter-store';

const PDF = 'application/pdf';

/**
 * Sends the notification letter: the template filled in for this audit, made a PDF (stored under
 * `<companyId>/audit-letters/<letterId>/…`), and a mail to each auditee contact carrying it,
 * queued in the same transaction as the letter's record (ARCHITECTURE §11). The PDF is written
 * first: a failed transaction leaves an unreferenced file, never a record without its file.
 */
export const sendNotificationLetter = async (
  ctx: Ctx,
  raw: TSendNotificationLetterRequest,
): Promise<TNotificationLetter> => {
  const input = ZSendNotificationLetterRequestSchema.parse(raw);
  const { engagement } = await openEngagementAs(ctx, input.auditId, FIELDWORKERS);
  requireOpen(engagement);
  const emails = input.contacts.map((c) => c.email);
  const twice = emails.find((e, i) => emails.indexOf(e) !== i);
  if (twice) throw new AppError('UNPROCESSABLE', `contacts: ${twice} is named twice`);
  const [template, values] = await Promise.all([
    getLetterTemplate(ctx, input.templateId),
    letterValues(engagement),
  ]);
  const subject = fillLetter(template.subject ?? '', values);
  const body = fillLetter(template.body ?? '', values);
  const { companyId } = engagement;
  const letterId = newId();
  const now = ctx.now.toISOString();
  const fileName = 'Notification letter.pdf';
  const key = fileKey(companyId, 'audit-letters', letterId, fileName);
  await putFile(
    key,
    await writeLetterPdf({
      sender: values.companyName,
      date: now.slice(0, 10),
      heading: subject,
      body,
    }),
    PDF,
  );
  const recipients = input.contacts.map((c) => ({ ...c, mailId: newId() }));
  const item = {
    companyId,
    auditId: engagement.engagementId,
    letterId,
    templateId: template.id,
    templateName: template.name,
    subject,
    body,
    fileKey: key,
    fileName,
    recipients,
    sentAt: now,
    sentBy: ctx.userId,
    sentByName: ctx.actorName,
  };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-notification-letter',
      entityId: letterId,
      action: 'send',
      summary: `Audit “${engagement.title}”: notification letter “${subject}” sent to ${emails.join(', ')}`,
      after: { template: template.name, contacts: emails },
    },
    (tx) => [
      tx.auditNotificationLetter.create(item).commit(),
      ...recipients.map((r) =>
        queueMail(tx, ctx, {
          companyId,
          kind: 'message',
          to: r.email,
          subject,
          mailId: r.mailId,
          content: {
            paragraphs: [
              `Dear ${r.name},`,
              ...body
                .split(/\n\s*\n/)
                .map((p) => p.trim())
                .filter(Boolean),
              `The letter is attached as a PDF (${values.companyName}, internal audit).`,
            ],
            attachments: [{ name: fileName, type: PDF, key }],
          },
        }),
      ),
    ],
  );
  return (await letterViews([item]))[0]!;
};
