import type { TQuestionnaire, TQuestionnaireContact } from '@stratum/contracts';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import { linkRefused, type LinkGrant } from '../../kernel/link-tokens';
import type { AuditQuestionnaireItem } from '../entities/questionnaire';
import type { AuditQuestionnaireContactItem } from '../entities/questionnaire-contact';

/** The audit's questionnaire, or null before the team sets one. */
export const findQuestionnaire = async (
  companyId: string,
  auditId: string,
): Promise<AuditQuestionnaireItem | null> =>
  (await db().entities.auditQuestionnaire.get({ companyId, auditId }).go()).data;

export const requireQuestionnaire = async (
  companyId: string,
  auditId: string,
): Promise<AuditQuestionnaireItem> => {
  const q = await findQuestionnaire(companyId, auditId);
  if (!q) throw new AppError('NOT_FOUND', 'auditId: this audit has no questionnaire yet');
  return q;
};

export const contactsOf = async (
  companyId: string,
  questionnaireId: string,
): Promise<AuditQuestionnaireContactItem[]> =>
  (
    await db()
      .entities.auditQuestionnaireContact.query.byQuestionnaire({ companyId, questionnaireId })
      .go({ pages: 'all' })
  ).data;

export const findContact = async (
  companyId: string,
  questionnaireId: string,
  contactId: string,
): Promise<AuditQuestionnaireContactItem | null> =>
  (await db().entities.auditQuestionnaireContact.get({ companyId, questionnaireId, contactId }).go()).data;

/** What a contact's link opens: `<questionnaireId>/<contactId>`. */
export const linkTarget = (questionnaireId: string, contactId: string): string =>
  `${questionnaireId}/${contactId}`;

/**
 * The contact a link grants and the questionnaire it is for, refused like any bad link unless the
 * link was issued for exactly this questionnaire and contact and is still the contact's link.
 */
export const openGrant = async (
  grant: LinkGrant,
  ref: { auditQuestionnaireId: string; userId: string },
): Promise<{ contact: AuditQuestionnaireContactItem; questionnaire: AuditQuestionnaireItem }> => {
  if (grant.target !== linkTarget(ref.auditQuestionnaireId, ref.userId)) throw linkRefused();
  const contact = await findContact(grant.companyId, ref.auditQuestionnaireId, ref.userId);
  if (!contact || contact.tokenId !== grant.tokenId || contact.state !== 'Sent') throw linkRefused();
  const questionnaire = await findQuestionnaire(grant.companyId, contact.auditId);
  if (!questionnaire || questionnaire.questionnaireId !== contact.questionnaireId) throw linkRefused();
  return { contact, questionnaire };
};

/** The mails that carry the contacts' links, by id: one batch get. */
const mailsOf = async (companyId: string, contacts: AuditQuestionnaireContactItem[]) => {
  if (contacts.length === 0) return new Map<string, { state: string; sentAt: string | null }>();
  const { data } = await db()
    .entities.outboxMail.get(contacts.map((c) => ({ companyId, mailId: c.mailId })))
    .go({ attributes: ['mailId', 'state', 'sentAt'] });
  return new Map(data.map((m) => [m.mailId, { state: m.state, sentAt: m.sentAt ?? null }]));
};

const toContact = (
  c: AuditQuestionnaireContactItem,
  mail: { state: string; sentAt: string | null } | undefined,
): TQuestionnaireContact => ({
  id: c.contactId,
  name: c.name,
  email: c.email,
  state: c.state,
  mail: mail ?? null,
  linkExpiresAt: c.linkExpiresAt ? new Date(c.linkExpiresAt).toISOString() : null,
  invitedAt: c.invitedAt,
  submittedAt: c.submittedAt ?? null,
  answers: c.answers ?? [],
  files: (c.files ?? []).map(({ key: _k, ...f }) => f),
});

/** The questionnaire as the team sees it: contacts newest last, each with its mail's state. */
export const questionnaireView = async (q: AuditQuestionnaireItem): Promise<TQuestionnaire> => {
  const contacts = await contactsOf(q.companyId, q.questionnaireId);
  const mails = await mailsOf(q.companyId, contacts);
  return {
    id: q.questionnaireId,
    auditId: q.auditId,
    title: q.title,
    intro: q.intro,
    areas: q.areas,
    contacts: contacts.map((c) => toContact(c, mails.get(c.mailId))),
    version: q.version,
    updatedAt: q.updatedAt,
  };
};
