import type { TCustomerSurvey, TCustomerSurveyContact } from '@stratum/contracts';
import { auditSurveyAverage, meanOf, questionAverages, twoDecimals } from '@stratum/rules';
import { db } from '../../db';
import { linkRefused, type LinkGrant } from '../../kernel/link-tokens';
import type { AuditCustomerSurveyContactItem, AuditCustomerSurveyItem } from '../entities/customer-survey';

/** The engagement's customer satisfaction survey, or null before it is sent. */
export const findSurvey = async (
  companyId: string,
  engagementId: string,
): Promise<AuditCustomerSurveyItem | null> =>
  (await db().entities.auditCustomerSurvey.get({ companyId, engagementId }).go()).data;

export const surveyContactsOf = async (
  companyId: string,
  surveyId: string,
): Promise<AuditCustomerSurveyContactItem[]> =>
  (
    await db()
      .entities.auditCustomerSurveyContact.query.bySurvey({ companyId, surveyId })
      .go({ pages: 'all' })
  ).data;

export const findSurveyContact = async (
  companyId: string,
  surveyId: string,
  contactId: string,
): Promise<AuditCustomerSurveyContactItem | null> =>
  (await db().entities.auditCustomerSurveyContact.get({ companyId, surveyId, contactId }).go()).data;

/** What a contact's link opens: `<surveyId>/<contactId>`. */
export const surveyLinkTarget = (surveyId: string, contactId: string): string => `${surveyId}/${contactId}`;

/**
 * The contact a link grants and the survey it is for, refused like any bad link unless the link
 * was issued for exactly this survey and contact, is still the contact's link, and they have not
 * answered.
 */
export const openSurveyGrant = async (
  grant: LinkGrant,
  ref: { surveyId: string; contactId: string },
): Promise<{ contact: AuditCustomerSurveyContactItem; survey: AuditCustomerSurveyItem }> => {
  if (grant.target !== surveyLinkTarget(ref.surveyId, ref.contactId)) throw linkRefused();
  const contact = await findSurveyContact(grant.companyId, ref.surveyId, ref.contactId);
  if (!contact || contact.tokenId !== grant.tokenId || contact.state !== 'Sent') throw linkRefused();
  const survey = await findSurvey(grant.companyId, contact.engagementId);
  if (!survey || survey.surveyId !== contact.surveyId) throw linkRefused();
  return { contact, survey };
};

/** The mails that carry the contacts' links now, by id: one batch get. */
const mailsOf = async (companyId: string, contacts: AuditCustomerSurveyContactItem[]) => {
  if (contacts.length === 0) return new Map<string, { state: string; sentAt: string | null }>();
  const { data } = await db()
    .entities.outboxMail.get(contacts.map((c) => ({ companyId, mailId: c.mailId })))
    .go({ attributes: ['mailId', 'state', 'sentAt'] });
  return new Map(data.map((m) => [m.mailId, { state: m.state, sentAt: m.sentAt ?? null }]));
};

const shown = (n: number | null): number | null => (n === null ? null : twoDecimals(n));

const toContact = (
  c: AuditCustomerSurveyContactItem,
  mail: { state: string; sentAt: string | null } | undefined,
): TCustomerSurveyContact => {
  const answers = c.answers ?? [];
  return {
    id: c.contactId,
    name: c.name,
    email: c.email,
    state: c.state,
    mail: mail ?? null,
    linkExpiresAt: c.linkExpiresAt ? new Date(c.linkExpiresAt).toISOString() : null,
    invitedAt: c.invitedAt,
    mailings: c.mailings,
    submittedAt: c.submittedAt ?? null,
    answers,
    comment: c.comment ?? '',
    average: shown(auditSurveyAverage([{ answers }])),
  };
};

/**
 * The survey as the team sees it: contacts in the order they were added, each with its mail's
 * state and scores; the averages per question from the answers, the audit's from the running sums.
 */
export const surveyView = async (s: AuditCustomerSurveyItem): Promise<TCustomerSurvey> => {
  const contacts = await surveyContactsOf(s.companyId, s.surveyId);
  const mails = await mailsOf(s.companyId, contacts);
  const answers = contacts.map((c) => ({ answers: c.answers ?? [] }));
  return {
    id: s.surveyId,
    engagementId: s.engagementId,
    engagementTitle: s.engagementTitle,
    templateName: s.templateName,
    questions: s.questions,
    year: s.year,
    sentAt: s.sentAt,
    sentBy: s.sentByName,
    contacts: contacts.map((c) => toContact(c, mails.get(c.mailId))),
    questionAverages: questionAverages(
      s.questions.map((q) => q.id),
      answers,
    ).map((q) => ({ questionId: q.questionId, average: shown(q.average) })),
    answered: s.answered,
    average: shown(meanOf(s.scoreSum, s.scoreCount)),
    version: s.version,
  };
};
