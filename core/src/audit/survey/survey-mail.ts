import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import { reissueLinkToken } from '../../kernel/link-tokens';
import { appLink, type Mail } from '../../kernel/mail';
import type { MailRenderer } from '../../kernel/outbox';
import type { OutboxMailItem } from '../../kernel/outbox-mail';
import { findSurvey, findSurveyContact, surveyLinkTarget } from './survey-store';

export const CUSTOMER_SURVEY_MAIL = 'audit-customer-survey';

/** Where a contact's link lands: the public page that checks it. */
export const CUSTOMER_SURVEY_LINK_PATH = '/app/audit-management/customer-survey/auth';

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * A contact's survey mail, rendered when the outbox sends it: the link is issued now (its record
 * and the contact's `tokenId` in one transaction, the contact's earlier link withdrawn in the same
 * one), so a resent mail carries a fresh link and only the last one mailed works. Nothing is sent
 * to a contact who answered, nor for a mail a resend has since replaced.
 */
export const renderCustomerSurveyMail: MailRenderer = async (
  m: OutboxMailItem,
  now: Date,
): Promise<Mail | null> => {
  const { surveyId, contactId } = m.data as { surveyId: string; contactId: string };
  const { companyId } = m;
  const contact = await findSurveyContact(companyId, surveyId, contactId);
  if (!contact || contact.state !== 'Sent' || contact.mailId !== m.mailId) return null;
  const [survey, company] = await Promise.all([
    findSurvey(companyId, contact.engagementId),
    db()
      .entities.company.get({ companyId })
      .go({ attributes: ['companyName'] }),
  ]);
  if (!survey || survey.surveyId !== surveyId) return null;
  const link = await reissueLinkToken(
    { userId: m.requestedBy, now },
    {
      companyId,
      purpose: 'audit-customer-survey',
      target: surveyLinkTarget(surveyId, contactId),
      previousTokenId: contact.tokenId,
    },
    (tx, issued) =>
      tx.auditCustomerSurveyContact
        .patch({ companyId, surveyId, contactId })
        .set({ tokenId: issued.tokenId, linkExpiresAt: issued.expiresAt, updatedAt: now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => `${op.eq(a.state, 'Sent')} AND ${op.eq(a.version, contact.version)}`)
        .commit(),
    new AppError('CONFLICT', 'The contact changed while their link was being issued; it is tried again.'),
  );
  const companyName = company.data?.companyName ?? 'Your auditors';
  return {
    to: contact.email,
    subject: `Customer satisfaction survey: ${survey.engagementTitle}`,
    paragraphs: [
      `Hello ${contact.name},`,
      `${companyName}'s internal audit team has issued its final report on “${survey.engagementTitle}”. How well did the audit serve you? Please score ${survey.questions.length} short ${survey.questions.length === 1 ? 'question' : 'questions'} from 1 (very dissatisfied) to 5 (very satisfied).`,
      `The link below is yours alone: you need no account. It works until ${day(link.expiresAt)}, and your answers can be submitted once.`,
    ],
    action: {
      label: 'Answer the survey',
      url: appLink(CUSTOMER_SURVEY_LINK_PATH, { token: link.token }),
    },
  };
};
