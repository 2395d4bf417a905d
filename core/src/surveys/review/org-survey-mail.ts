import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import { reissueLinkToken } from '../../kernel/link-tokens';
import { appLink, type Mail } from '../../kernel/mail';
import type { MailRenderer } from '../../kernel/outbox';
import type { OutboxMailItem } from '../../kernel/outbox-mail';

export const ORG_SURVEY_MAIL = 'org-survey-review';

/** Where an employee's link lands (spec §2 public `/app/organizational-survey-review`). */
export const ORG_SURVEY_LINK_PATH = '/app/organizational-survey-review';

/** What an employee's link opens: `<orgSurveyId>/<employeeId>`. */
export const orgReviewTarget = (orgSurveyId: string, employeeId: string): string =>
  `${orgSurveyId}/${employeeId}`;

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * An employee's organisational survey mail, rendered when the outbox sends it: the link is issued
 * now, in one transaction with the recipient's `tokenId` (conditional on them not having answered),
 * so no usable link waits in the outbox. Nothing is sent to one who answered.
 */
export const renderOrgSurveyMail: MailRenderer = async (
  m: OutboxMailItem,
  now: Date,
): Promise<Mail | null> => {
  const { orgSurveyId, employeeId } = m.data as { orgSurveyId: string; employeeId: string };
  const { companyId } = m;
  const [recipient, survey, company] = await Promise.all([
    db().entities.orgSurveyRecipient.get({ companyId, orgSurveyId, employeeId }).go(),
    db().entities.orgSurvey.get({ companyId, orgSurveyId }).go(),
    db().entities.company.get({ companyId }).go(),
  ]);
  const r = recipient.data;
  const s = survey.data;
  if (!r || !s || r.state !== 'Sent' || r.mailId !== m.mailId) return null;
  const link = await reissueLinkToken(
    { userId: m.requestedBy, now },
    {
      companyId,
      purpose: 'org-survey-review',
      target: orgReviewTarget(orgSurveyId, employeeId),
      previousTokenId: r.tokenId,
    },
    (tx, issued) =>
      tx.orgSurveyRecipient
        .patch({ companyId, orgSurveyId, employeeId })
        .set({ tokenId: issued.tokenId, updatedAt: now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => `${op.eq(a.state, 'Sent')} AND ${op.eq(a.version, r.version)}`)
        .commit(),
    new AppError('CONFLICT', 'The recipient changed while their link was being issued; it is tried again.'),
  );
  return {
    to: r.email,
    subject: `Your views, please: ${s.title}`,
    paragraphs: [
      `Hello ${r.name},`,
      `${company.data?.companyName ?? 'Your company'} asks for your views in the survey “${s.title}” (${s.period}), open from ${s.startDate} to ${s.endDate}.`,
      'Your answers are anonymous: they are kept with your unit only, apart from your name, and a unit’s results are only shown once at least five people in it have answered.',
      `The link below is yours alone and works once, until ${day(link.expiresAt)}.`,
    ],
    action: { label: 'Answer the survey', url: appLink(ORG_SURVEY_LINK_PATH, { token: link.token }) },
  };
};

export const orgSurveyMailKinds: Record<string, MailRenderer> = { [ORG_SURVEY_MAIL]: renderOrgSurveyMail };
