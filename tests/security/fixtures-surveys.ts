import {
  addSurvey,
  addSurveyCompetency,
  addSurveyQuestion,
  addSurveyReviewers,
  addSurveyScale,
  addOrgSurvey,
  addReviewArea,
  addReviewCompetency,
  addReviewQuestion,
  addReviewScale,
  saveCompetencyAnswers,
  sendOrgSurvey,
  shareSurvey,
} from '@stratum/core/surveys';
import { latestMailTo, sentMail } from '../support/mail';
import { mailedSurveyLink } from '../support/surveys';
import { unique } from '../support/world';
import type { OrgTenant } from '../support/org';
import type { Tenant } from '../support/world';
import type { Fixture } from './fixtures';
import { seededBy, tenantAdminCtx } from './seeded';
import { seedOf as planningSeedOf } from './fixtures-planning';

type Ref = { id: string; version: number };

/** One tenant's 360-degree survey data the fixtures name. */
export interface SurveysSeed {
  scale: Ref;
  competency: Ref;
  question: Ref;
  survey: Ref;
  reviewerId: string;
  employeeId: string;
  /** an outside reviewer's mailed link to the survey */
  link: string;
  /** an organisational survey, sent to every employee */
  orgSurvey: Ref;
  /** the tenant's employee's mailed link to it */
  orgLink: string;
  /** the job that sent it */
  orgSendJobId: string;
  shareJobId: string;
  /** the 360 competency review of the tenant's annual plan: unused items the edits and deletes name */
  review: { annualPlanId: string; competency: Ref; scale: Ref; area: Ref; question: Ref };
}

const seeds = new Map<string, SurveysSeed>();

const ref = (x: Ref): Ref => ({ id: x.id, version: x.version });

const POINTS = [
  { value: 1, label: 'Never' },
  { value: 5, label: 'Always' },
];

/**
 * Writes a tenant's survey seed through core (tenant B has Surveys off, so its data cannot be made
 * through the API): a scale, a competency with a question, a survey of the employee with the
 * employee as self reviewer, plus an unused scale, competency and question the deletes name.
 */
export const seedSurveys = async (t: Tenant): Promise<void> => {
  const ctx = tenantAdminCtx(t);
  const employeeId = t.employee.employeeId!;
  const usedScale = await addSurveyScale(ctx, { name: 'Frequency', points: POINTS });
  const usedCompetency = await addSurveyCompetency(ctx, { name: 'Teamwork' });
  await addSurveyQuestion(ctx, { competencyId: usedCompetency.id, text: 'Shares the load' });
  const today = new Date().toISOString().slice(0, 10);
  const end = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const survey = await addSurvey(ctx, {
    title: 'Security 360',
    subjectId: employeeId,
    scaleId: usedScale.id,
    competencyIds: [usedCompetency.id],
    startDate: today,
    endDate: end,
  });
  const email = `${unique('outside')}@reviewer.example.com`;
  const withSelf = await addSurveyReviewers(ctx, {
    id: survey.id,
    version: survey.version,
    reviewers: [{ relationship: 'self' }, { relationship: 'outside', name: 'Otto Outside', email }],
  });
  const { item: shared, job: shareJob } = await shareSurvey(
    ctx,
    { id: withSelf.id, version: withSelf.version },
    { run: 'here' },
  );
  const link = await mailedSurveyLink(email);
  // sent now, so no later drain by another suite moves the tenant's outbox while it is compared
  await sentMail();
  const orgAdded = await addOrgSurvey(ctx, {
    title: unique('Security engagement'),
    period: '2026',
    scaleId: usedScale.id,
    competencyIds: [usedCompetency.id],
    startDate: today,
    endDate: end,
  });
  const { item: orgSurvey, job: orgSend } = await sendOrgSurvey(
    ctx,
    { id: orgAdded.id, version: orgAdded.version },
    { run: 'here' },
  );
  const orgMail = await latestMailTo(t.employee.email, new RegExp(orgAdded.title));
  const orgUrl = /https?:\/\/\S+organizational-survey-review\?\S+/.exec(orgMail.body.text)?.[0];
  const orgLink = orgUrl ? (new URL(orgUrl).searchParams.get('token') ?? '') : '';
  await sentMail();
  const scale = await addSurveyScale(ctx, { name: 'Agreement', points: POINTS });
  const competency = await addSurveyCompetency(ctx, { name: 'Empty competency' });
  const spare = await addSurveyCompetency(ctx, { name: 'Spare competency' });
  const question = await addSurveyQuestion(ctx, { competencyId: spare.id, text: 'Unused question' });
  const annualPlanId = planningSeedOf(t as Parameters<typeof planningSeedOf>[0]).annualPlan.id;
  const reviewOf = (setup: { competencies: Ref[]; scales: Ref[]; areas: Ref[]; questions: Ref[] }) => ({
    annualPlanId,
    competency: ref(setup.competencies[0]!),
    scale: ref(setup.scales[0]!),
    area: ref(setup.areas[0]!),
    question: ref(setup.questions[0]!),
  });
  await addReviewCompetency(ctx, { annualPlanId, name: 'Customer focus' });
  await addReviewArea(ctx, { annualPlanId, name: 'Behaviour' });
  const withScale = await addReviewScale(ctx, { annualPlanId, name: 'Proficiency', points: POINTS });
  const reviewed = await addReviewQuestion(ctx, {
    annualPlanId,
    competencyId: withScale.competencies[0]!.id,
    areaId: withScale.areas[0]!.id,
    scaleId: withScale.scales[0]!.id,
    text: 'Puts the customer first',
  });
  await saveCompetencyAnswers(ctx, {
    annualPlanId,
    employeeId,
    answers: [{ questionId: reviewed.questions[0]!.id, value: 5 }],
  });
  // unused items of their own, so a delete that got through would be possible, not refused for use
  await addReviewCompetency(ctx, { annualPlanId, name: 'Spare competency' });
  await addReviewArea(ctx, { annualPlanId, name: 'Spare area' });
  await addReviewScale(ctx, { annualPlanId, name: 'Spare scale', points: POINTS });
  const spareSetup = await addReviewQuestion(ctx, {
    annualPlanId,
    competencyId: withScale.competencies[0]!.id,
    areaId: withScale.areas[0]!.id,
    scaleId: withScale.scales[0]!.id,
    text: 'Spare question',
  });
  const named = (list: (Ref & { name?: string; text?: string })[], name: string) =>
    list.filter((x) => (x.name ?? x.text) === name);
  const review = reviewOf({
    competencies: named(spareSetup.competencies, 'Spare competency'),
    scales: named(spareSetup.scales, 'Spare scale'),
    areas: named(spareSetup.areas, 'Spare area'),
    questions: named(spareSetup.questions, 'Spare question'),
  });
  seeds.set(t.companyId, {
    review,
    scale: ref(scale),
    competency: ref(competency),
    question: ref(question),
    survey: ref(shared),
    reviewerId: shared.reviewers.find((r) => r.relationship === 'self')!.id,
    employeeId,
    link,
    orgSurvey: ref(orgSurvey),
    orgLink,
    orgSendJobId: orgSend.id,
    shareJobId: shareJob.id,
  });
};

/** A tenant made by a suite itself has no seed: any well-formed id of its own stands in. */
const seedOf = (t: OrgTenant): SurveysSeed => {
  const seed = seeds.get(t.companyId);
  if (seed) return seed;
  const any = { id: t.org['business-unit'].id, version: 1 };
  return {
    scale: any,
    competency: any,
    question: any,
    survey: any,
    reviewerId: any.id,
    employeeId: t.employee.employeeId!,
    link: 'no-link',
    orgSurvey: any,
    orgLink: 'no-link',
    orgSendJobId: any.id,
    shareJobId: any.id,
    review: { annualPlanId: any.id, competency: any, scale: any, area: any, question: any },
  };
};

const both = seededBy(seedOf);

/** The link that opens tenant A's (or B's) survey for its outside reviewer (world.ts linkOf). */
export const surveysLinkOf = (t: OrgTenant): string => seedOf(t).link;

/** The link that opens tenant A's (or B's) organisational survey for its employee. */
export const orgSurveyLinkOf = (t: OrgTenant): string => seedOf(t).orgLink;

/** A link route names only its own survey (the ids come from the link, not another tenant). */
const own = (input: (s: SurveysSeed) => Record<string, unknown>): Fixture => ({
  valid: (w) => input(seedOf(w.a)),
});

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

export const SURVEYS_FIXTURES: Record<string, Fixture> = {
  'degree-360.all-scales': { valid: () => ({}) },
  'degree-360.add-scale': { valid: () => ({ name: 'Intruder scale', points: POINTS }) },
  'degree-360.update-scale': both((s) => ({ ...s.scale, name: 'Renamed', points: POINTS })),
  'degree-360.delete-scale': both((s) => s.scale),
  'degree-360.all-competencies': { valid: () => ({}) },
  'degree-360.add-competency': { valid: () => ({ name: 'Intruder competency' }) },
  'degree-360.update-competency': both((s) => ({ ...s.competency, name: 'Renamed' })),
  'degree-360.delete-competency': both((s) => s.competency),
  // A filter naming another company's competency is not found, not an empty list.
  'degree-360.all-questions': both((s) => ({ competencyId: s.competency.id })),
  'degree-360.add-question': both((s) => ({ competencyId: s.competency.id, text: 'Intruder question' })),
  'degree-360.update-question': both((s) => ({ ...s.question, text: 'Changed' })),
  'degree-360.delete-question': both((s) => s.question),
  'degree-360.all-surveys': { valid: () => ({}) },
  'degree-360.get-survey': both((s) => ({ id: s.survey.id })),
  // Everything it names must be the caller's company's: B's subject, scale and competency.
  'degree-360.add-survey': both((s) => ({
    title: 'Intruder survey',
    subjectId: s.employeeId,
    scaleId: s.scale.id,
    competencyIds: [s.competency.id],
    startDate: today(),
    endDate: inAMonth(),
  })),
  'degree-360.update-survey': both((s) => ({
    ...s.survey,
    title: 'Renamed',
    startDate: today(),
    endDate: inAMonth(),
  })),
  'degree-360.add-reviewers': both((s) => ({
    ...s.survey,
    reviewers: [{ relationship: 'outside', name: 'Ivy Truder', email: 'ivy.truder@example.com' }],
  })),
  'degree-360.remove-reviewer': both((s) => ({ ...s.survey, reviewerId: s.reviewerId })),
  // valid is only sent on calls that must be refused: A's survey is never deleted by the suites
  'degree-360.delete-survey': both((s) => s.survey),
  'degree-360.my-surveys': { valid: () => ({}) },
  'degree-360.inbox-surveys': { valid: () => ({}) },
  'degree-360.share-survey': both((s) => ({ ...s.survey, resend: true })),
  'degree-360.share-job': both((s) => ({ id: s.shareJobId })),
  'degree-360.survey-report': both((s) => ({ id: s.survey.id })),
  'degree-360.export-report': both((s) => ({ id: s.survey.id, format: 'xlsx' })),
  // A unit filter naming another company's unit is not found, not an empty report.
  'degree-360.reviews-report': {
    valid: (w) => ({ unitId: w.a.org['business-unit'].id }),
    foreign: (w) => ({ unitId: w.b.org['business-unit'].id }),
  },
  'degree-360.export-reviews-report': {
    valid: (w) => ({ format: 'pdf', unitId: w.a.org['business-unit'].id }),
    foreign: (w) => ({ format: 'pdf', unitId: w.b.org['business-unit'].id }),
  },
  'survey-review.open': own(() => ({})),
  'survey-review.send-code': own((s) => ({ surveyId: s.survey.id })),
  'survey-review.authenticate': own((s) => ({ surveyId: s.survey.id, code: '123456' })),
  'survey-review.get': own((s) => ({ surveyId: s.survey.id })),
  'survey-review.stop-reminders': own((s) => ({ surveyId: s.survey.id })),
  'survey-review.submit': own((s) => ({ surveyId: s.survey.id, answers: [], comment: '' })),
  'organizational.all-surveys': { valid: () => ({}) },
  'organizational.get-survey': both((s) => ({ id: s.orgSurvey.id })),
  'organizational.heat-map': both((s) => ({ id: s.orgSurvey.id })),
  'organizational.unit-report': both((s) => ({ id: s.orgSurvey.id, unitId: '-' })),
  'organizational.export': both((s) => ({ id: s.orgSurvey.id, format: 'xlsx' })),
  // Everything it names must be the caller's company's: B's scale and competency.
  'organizational.add-survey': both((s) => ({
    title: 'Intruder survey',
    period: '2026',
    scaleId: s.scale.id,
    competencyIds: [s.competency.id],
    startDate: today(),
    endDate: inAMonth(),
  })),
  // the same: A's survey has been sent, so a call that got through would be refused (422)
  'organizational.update-survey': both((s) => ({
    ...s.orgSurvey,
    title: 'Intruder edit',
    period: '2026',
    scaleId: s.scale.id,
    competencyIds: [s.competency.id],
    startDate: today(),
    endDate: inAMonth(),
  })),
  // valid is only sent on calls that must be refused: A's survey has been sent already
  'organizational.send-survey': both((s) => s.orgSurvey),
  'organizational.send-job': both((s) => ({ id: s.orgSendJobId })),
  // the same: only refused calls carry it (the wrong role, or B's own survey from A)
  'organizational.resend-survey': both((s) => s.orgSurvey),
  // the same: A's survey has been sent, so even a call that got through would be refused (422)
  'organizational.delete-survey': both((s) => s.orgSurvey),
  'degree-360-competency.get-setup': both((s) => ({ annualPlanId: s.review.annualPlanId })),
  'degree-360-competency.add-competency': both((s) => ({
    annualPlanId: s.review.annualPlanId,
    name: 'Intruder competency',
  })),
  'degree-360-competency.update-competency': both((s) => ({
    annualPlanId: s.review.annualPlanId,
    ...s.review.competency,
    name: 'Renamed',
  })),
  'degree-360-competency.delete-competency': both((s) => ({
    annualPlanId: s.review.annualPlanId,
    ...s.review.competency,
  })),
  'degree-360-competency.add-scale': both((s) => ({
    annualPlanId: s.review.annualPlanId,
    name: 'Intruder scale',
    points: POINTS,
  })),
  'degree-360-competency.update-scale': both((s) => ({
    annualPlanId: s.review.annualPlanId,
    ...s.review.scale,
    name: 'Renamed',
    points: POINTS,
  })),
  'degree-360-competency.delete-scale': both((s) => ({
    annualPlanId: s.review.annualPlanId,
    ...s.review.scale,
  })),
  'degree-360-competency.add-area': both((s) => ({
    annualPlanId: s.review.annualPlanId,
    name: 'Intruder area',
  })),
  'degree-360-competency.update-area': both((s) => ({
    annualPlanId: s.review.annualPlanId,
    ...s.review.area,
    name: 'Renamed',
  })),
  'degree-360-competency.delete-area': both((s) => ({
    annualPlanId: s.review.annualPlanId,
    ...s.review.area,
  })),
  'degree-360-competency.add-question': both((s) => ({
    annualPlanId: s.review.annualPlanId,
    competencyId: s.review.competency.id,
    areaId: s.review.area.id,
    scaleId: s.review.scale.id,
    text: 'Intruder question',
  })),
  'degree-360-competency.update-question': both((s) => ({
    annualPlanId: s.review.annualPlanId,
    ...s.review.question,
    areaId: s.review.area.id,
    scaleId: s.review.scale.id,
    text: 'Changed',
  })),
  'degree-360-competency.delete-question': both((s) => ({
    annualPlanId: s.review.annualPlanId,
    ...s.review.question,
  })),
  'degree-360-competency.set-contribution': both((s) => ({
    annualPlanId: s.review.annualPlanId,
    weight: 0,
    version: 0,
  })),
  'degree-360-competency.employee-review': both((s) => ({
    annualPlanId: s.review.annualPlanId,
    employeeId: s.employeeId,
  })),
  'degree-360-competency.save-answers': both((s) => ({
    annualPlanId: s.review.annualPlanId,
    employeeId: s.employeeId,
    answers: [{ questionId: s.review.question.id, value: 1 }],
  })),
  'org-survey-review.open': own(() => ({})),
  'org-survey-review.submit': own((s) => ({ surveyId: s.orgSurvey.id, answers: [] })),
};
