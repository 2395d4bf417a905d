import {
  addAuditSetting,
  approveArtefact,
  makeFinalReport,
  openEngagement,
  saveOpinion,
  sendArtefact,
  sendCustomerSurvey,
} from '@stratum/core/audit';
import { adminCtx } from '../support/ctx';
import { mailedSurveyLink } from '../support/audit-survey';
import { sentMail } from '../support/mail';
import type { OrgTenant } from '../support/org';
import { unique } from '../support/world';
import type { Fixture } from './fixtures';
import { seededBy, tenantAdminCtx } from './seeded';

/** One tenant's customer survey the fixtures name: its engagement, the survey, a contact and their link. */
export interface SurveySeed {
  engagementId: string;
  surveyId: string;
  contactId: string;
  questionIds: string[];
  version: number;
  /** the contact's link, unspent: the fixtures' respondent */
  link: string;
}

const seeds = new Map<string, SurveySeed>();

/**
 * Writes a tenant's customer survey through core: an engagement its administrator leads and its
 * employee reviews, an approved opinion and the final report made, and the survey sent to one
 * contact (the link read from the mail). buildWorld calls it.
 */
export const seedAuditSurvey = async (t: OrgTenant): Promise<void> => {
  const ctx = tenantAdminCtx(t);
  const reviewer = adminCtx(
    { ...t.employee, companyId: t.companyId },
    { companyRole: 'employee', actorName: 'Rey Reviewer' },
  );
  const e = await openEngagement(ctx, {
    title: 'Surveyed audit',
    auditArea: 'Finance',
    leadId: t.admin.employeeId!,
    performerIds: [],
    reviewerIds: [t.employee.employeeId!],
    startDate: '2026-10-01',
    endDate: '2026-10-31',
  });
  const rating = await addAuditSetting(ctx, 'opinion-rating', {
    name: unique('Satisfactory'),
    colour: 'green',
  });
  const opinion = await saveOpinion(ctx, {
    engagementId: e.id,
    version: 0,
    ratingId: rating.id,
    reasoning: 'Controls work.',
  });
  const ref = { engagementId: e.id, kind: 'opinion' as const, id: e.id, note: '' };
  const sent = await sendArtefact(ctx, { ...ref, version: opinion.version });
  await approveArtefact(reviewer, { ...ref, version: sent.version });
  await makeFinalReport(ctx, { engagementId: e.id });
  const template = await addAuditSetting(ctx, 'survey-template', {
    name: unique('Satisfaction'),
    items: ['The auditors understood our work.'],
  });
  const email = `${unique('surveyed')}@auditee.example.com`;
  const survey = await sendCustomerSurvey(ctx, {
    engagementId: e.id,
    templateId: template.id,
    contacts: [{ name: 'Sam Surveyed', email }],
  });
  const link = await mailedSurveyLink(email);
  // sent now, so no later drain by another suite moves the tenant's outbox while it is compared
  await sentMail();
  seeds.set(t.companyId, {
    engagementId: e.id,
    surveyId: survey.id,
    contactId: survey.contacts[0]!.id,
    questionIds: survey.questions.map((q) => q.id),
    version: survey.version,
    link,
  });
};

/**
 * The tenant's seed. A tenant made by a suite itself has none: its calls naming ids are answered
 * before anything is written, so any well-formed id of its own stands in.
 */
export const surveySeedOf = (t: OrgTenant): SurveySeed => {
  const seed = seeds.get(t.companyId);
  if (seed) return seed;
  const id = t.org['business-unit'].id;
  return { engagementId: id, surveyId: id, contactId: id, questionIds: [id], version: 1, link: 'none' };
};

const seeded = seededBy(surveySeedOf);

/** A respondent's call names only the tenant's own survey (a link route takes no other tenant's ids). */
const own = (input: (s: SurveySeed) => Record<string, unknown>): Fixture => ({
  valid: (w) => input(surveySeedOf(w.a)),
});

export const AUDIT_SURVEY_FIXTURES: Record<string, Fixture> = {
  'audit-report.customer-satisfaction-survey': seeded((s) => ({ engagementId: s.engagementId })),
  'audit-report.customer-satisfaction-survey-send': seeded((s) => ({
    engagementId: s.engagementId,
    version: s.version,
    contacts: [{ name: 'Ivy Truder', email: 'ivy.truder@example.com' }],
  })),
  'audit-report.customer-satisfaction-survey-resend': seeded((s) => ({
    engagementId: s.engagementId,
    version: s.version,
  })),
  // the year is the caller's own company's: a foreign id cannot be named
  'audit-report.customer-satisfaction-survey-detail': {
    valid: () => ({ year: new Date().getUTCFullYear() }),
  },
  'audit-customer-survey.open': own(() => ({})),
  'audit-customer-survey.get': own((s) => ({ surveyId: s.surveyId, contactId: s.contactId })),
  'audit-customer-survey.submit': own((s) => ({
    surveyId: s.surveyId,
    contactId: s.contactId,
    answers: s.questionIds.map((questionId) => ({ questionId, score: 1 })),
    comment: 'Intruder’s comment',
  })),
};
