import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import { reissueLinkToken } from '../../kernel/link-tokens';
import { appLink, type Mail } from '../../kernel/mail';
import type { MailRenderer } from '../../kernel/outbox';
import type { OutboxMailItem } from '../../kernel/outbox-mail';
import { auditTitleOf } from '../outreach/audit-access';
import { CUSTOMER_SURVEY_MAIL, renderCustomerSurveyMail } from '../survey/survey-mail';
import { findContact, findQuestionnaire, linkTarget } from './questionnaire-store';

export const QUESTIONNAIRE_MAIL = 'audit-questionnaire';

/** Where a contact's link lands: the public page that checks it (spec §2 `questionnaire` auth). */
export const QUESTIONNAIRE_LINK_PATH = '/app/audit-management/questionnaire/auth';

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * A contact's questionnaire mail, rendered when the outbox sends it: the link is issued now (its
 * record and the contact's `tokenId` in one transaction, the contact's earlier link withdrawn in
 * the same one), so a resent mail carries a fresh link and the last one mailed is the only one
 * that works. Nothing is sent to a contact who answered or whose link the team withdrew.
 */
export const renderQuestionnaireMail: MailRenderer = async (
  m: OutboxMailItem,
  now: Date,
): Promise<Mail | null> => {
  const { questionnaireId, contactId } = m.data as { questionnaireId: string; contactId: string };
  const { companyId } = m;
  const contact = await findContact(companyId, questionnaireId, contactId);
  if (!contact || contact.state !== 'Sent') return null;
  const [q, company, auditTitle] = await Promise.all([
    findQuestionnaire(companyId, contact.auditId),
    db().entities.company.get({ companyId }).go(),
    auditTitleOf(companyId, contact.auditId),
  ]);
  if (!q) return null;
  const link = await reissueLinkToken(
    { userId: m.requestedBy, now },
    {
      companyId,
      purpose: 'audit-questionnaire',
      target: linkTarget(questionnaireId, contactId),
      previousTokenId: contact.tokenId,
    },
    (tx, issued) =>
      tx.auditQuestionnaireContact
        .patch({ companyId, questionnaireId, contactId })
        .set({ tokenId: issued.tokenId, linkExpiresAt: issued.expiresAt, updatedAt: now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => `${op.eq(a.state, 'Sent')} AND ${op.eq(a.version, contact.version)}`)
        .commit(),
    new AppError('CONFLICT', 'The contact changed while their link was being issued; it is tried again.'),
  );
  const companyName = company.data?.companyName ?? 'Your auditors';
  return {
    to: contact.email,
    subject: `Audit questionnaire: ${q.title}`,
    paragraphs: [
      `Hello ${contact.name},`,
      `${companyName}'s internal audit team asks you to answer the questionnaire “${q.title}” for the audit “${auditTitle}”.`,
      ...(q.intro ? [q.intro] : []),
      `The link below is yours alone: you need no account. It works until ${day(link.expiresAt)}, and your answers can be submitted once.`,
    ],
    action: {
      label: 'Answer the questionnaire',
      url: appLink(QUESTIONNAIRE_LINK_PATH, { token: link.token }),
    },
  };
};

/** The audit module's mails rendered when sent, by kind (functions/src/mailer.ts). */
export const auditMailKinds: Record<string, MailRenderer> = {
  [QUESTIONNAIRE_MAIL]: renderQuestionnaireMail,
  [CUSTOMER_SURVEY_MAIL]: renderCustomerSurveyMail,
};
