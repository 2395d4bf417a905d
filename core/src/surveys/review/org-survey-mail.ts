import { surveyStatus } from '@stratum/rules';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import { reissueLinkToken } from '../../kernel/link-tokens';
import { appLink, type Mail } from '../../kernel/mail';
import type { MailRenderer } from '../../kernel/outbox';
import type { OutboxMailItem } from '../../kernel/outbox-mail';
import type { OrgSurveyRecipientItem } from '../entities/org-survey';

export const ORG_SURVEY_MAIL = 'org-survey-review';
export const ORG_SURVEY_REMINDER_MAIL = 'org-survey-reminder';

/** Where an employee's link lands (spec §2 public `/app/organizational-survey-review`). */
export const ORG_SURVEY_LINK_PATH = '/app/organizational-survey-review';

/** What an employee's link opens: `<orgSurveyId>/<employeeId>`. */
export const orgReviewTarget = (orgSurveyId: string, employeeId: string): string =>
  `${orgSurveyId}/${employeeId}`;

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const ANONYMOUS =
  'Your answers are anonymous: they are kept with your unit only, apart from your name, and a unit’s results are only shown once at least five people in it have answered.';

const issueLink = async (m: OutboxMailItem, r: OrgSurveyRecipientItem, now: Date) =>
  reissueLinkToken(
    { userId: m.requestedBy, now },
    {
      companyId: r.companyId,
      purpose: 'org-survey-review',
      target: orgReviewTarget(r.orgSurveyId, r.employeeId),
      previousTokenId: r.tokenId,
    },
    (tx, issued) =>
      tx.orgSurveyRecipient
        .patch({ companyId: r.companyId, orgSurveyId: r.orgSurveyId, employeeId: r.employeeId })
        .set({ tokenId: issued.tokenId, updatedAt: now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => `${op.eq(a.state, 'Sent')} AND ${op.eq(a.version, r.version)}`)
        .commit(),
    new AppError('CONFLICT', 'The recipient changed while their link was being issued; it is tried again.'),
  );

const recipientAndSurvey = async (m: OutboxMailItem) => {
  const { orgSurveyId, employeeId } = m.data as { orgSurveyId: string; employeeId: string };
  const { companyId } = m;
  const [recipient, survey, company] = await Promise.all([
    db().entities.orgSurveyRecipient.get({ companyId, orgSurveyId, employeeId }).go(),
    db().entities.orgSurvey.get({ companyId, orgSurveyId }).go(),
    db().entities.company.get({ companyId }).go(),
  ]);
  return { r: recipient.data, s: survey.data, companyName: company.data?.companyName ?? 'Your company' };
};

/**
 * An employee's organisational survey mail (sent or resent), rendered when the outbox sends it:
 * the link is issued now, in one transaction with the recipient's `tokenId` (conditional on them
 * not having answered), so no usable link waits in the outbox. Nothing is sent to one who
 * answered, nor for a mail a later resend replaced (the recipient names their latest `mailId`).
 */
export const renderOrgSurveyMail: MailRenderer = async (
  m: OutboxMailItem,
  now: Date,
): Promise<Mail | null> => {
  const { r, s, companyName } = await recipientAndSurvey(m);
  if (!r || !s || r.state !== 'Sent' || r.mailId !== m.mailId) return null;
  const link = await issueLink(m, r, now);
  return {
    to: r.email,
    subject: `Your views, please: ${s.title}`,
    paragraphs: [
      `Hello ${r.name},`,
      `${companyName} asks for your views in the survey “${s.title}” (${s.period}), open from ${s.startDate} to ${s.endDate}.`,
      ANONYMOUS,
      `The link below is yours alone and works once, until ${day(link.expiresAt)}.`,
    ],
    action: { label: 'Answer the survey', url: appLink(ORG_SURVEY_LINK_PATH, { token: link.token }) },
  };
};

/**
 * The reminders engine's mail to an employee who has not answered (`org-surveys-not-answered`),
 * rendered when sent with a fresh link (the earlier one withdrawn). Nothing is sent once they
 * answered or the survey is no longer open.
 */
export const renderOrgSurveyReminderMail: MailRenderer = async (
  m: OutboxMailItem,
  now: Date,
): Promise<Mail | null> => {
  const { r, s, companyName } = await recipientAndSurvey(m);
  if (!r || !s || r.state !== 'Sent' || surveyStatus(s.startDate, s.endDate, now) !== 'Open') return null;
  const link = await issueLink(m, r, now);
  return {
    to: r.email,
    subject: `Reminder: ${s.title} closes on ${s.endDate}`,
    paragraphs: [
      `Hello ${r.name},`,
      `${companyName}’s survey “${s.title}” (${s.period}) closes on ${s.endDate}, and we have not had your answers yet.`,
      ANONYMOUS,
      `Here is a new link: the one in the earlier mail no longer works. It is yours alone and works once, until ${day(link.expiresAt)}.`,
    ],
    action: { label: 'Answer the survey', url: appLink(ORG_SURVEY_LINK_PATH, { token: link.token }) },
  };
};

export const orgSurveyMailKinds: Record<string, MailRenderer> = {
  [ORG_SURVEY_MAIL]: renderOrgSurveyMail,
  [ORG_SURVEY_REMINDER_MAIL]: renderOrgSurveyReminderMail,
};
