import type { TNotificationLetter } from '@stratum/contracts';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { AuditEngagementItem } from '../entities/engagement';
import type { AuditNotificationLetterItem } from '../entities/notification-letter';
import { namesOf } from '../people';

/** The values a letter template's placeholders take for this audit. */
export const letterValues = async (e: AuditEngagementItem) => {
  const [names, company] = await Promise.all([
    namesOf(e.companyId, [e.leadId]),
    db()
      .entities.company.get({ companyId: e.companyId })
      .go({ attributes: ['companyName'] }),
  ]);
  return {
    auditTitle: e.title,
    auditeeUnit: e.auditArea,
    startDate: e.startDate,
    endDate: e.endDate,
    leadAuditor: names.get(e.leadId) ?? '',
    companyName: company.data?.companyName ?? '',
  };
};

export const lettersOf = async (companyId: string, auditId: string): Promise<AuditNotificationLetterItem[]> =>
  (
    await db()
      .entities.auditNotificationLetter.query.byAudit({ companyId, auditId })
      .go({ pages: 'all', order: 'desc' })
  ).data;

export const findLetter = async (
  companyId: string,
  auditId: string,
  letterId: string,
): Promise<AuditNotificationLetterItem> => {
  const { data } = await db().entities.auditNotificationLetter.get({ companyId, auditId, letterId }).go();
  if (!data) throw new AppError('NOT_FOUND', 'letterId: no such notification letter in this audit');
  return data;
};

type MailState = { state: string; sentAt: string | null };

/** The mails that carried the letters, by id: batch gets (DynamoDB takes 100 keys a call). */
const mailsOf = async (companyId: string, mailIds: string[]): Promise<Map<string, MailState>> => {
  const found = new Map<string, MailState>();
  for (let i = 0; i < mailIds.length; i += 100) {
    const { data } = await db()
      .entities.outboxMail.get(mailIds.slice(i, i + 100).map((mailId) => ({ companyId, mailId })))
      .go({ attributes: ['mailId', 'state', 'sentAt'] });
    for (const m of data) found.set(m.mailId, { state: m.state, sentAt: m.sentAt ?? null });
  }
  return found;
};

/** Letters as the team sees them: each recipient with the state of the mail that carried it. */
export const letterViews = async (letters: AuditNotificationLetterItem[]): Promise<TNotificationLetter[]> => {
  const companyId = letters[0]?.companyId;
  if (!companyId) return [];
  const mails = await mailsOf(
    companyId,
    letters.flatMap((l) => l.recipients.map((r) => r.mailId)),
  );
  return letters.map((l) => ({
    id: l.letterId,
    auditId: l.auditId,
    templateName: l.templateName,
    subject: l.subject,
    body: l.body,
    fileName: l.fileName,
    recipients: l.recipients.map((r) => ({
      name: r.name,
      email: r.email,
      mail: mails.get(r.mailId) ?? null,
    })),
    sentAt: l.sentAt,
    sentBy: { userId: l.sentBy, name: l.sentByName },
  }));
};
