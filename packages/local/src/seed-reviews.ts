import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import type { EmployeeItem } from '@stratum/core/organisation/entities/employee';
import { employeeEmailScope } from '@stratum/core/organisation/employee/claims';
import { giveEmployeeAccess } from '@stratum/core/organisation/employee/give-access';
import { listMonthlyPeriods, saveProgress } from '@stratum/core/performance/monthly/index';
import { getCompanyProgress } from '@stratum/core/performance/monthly/get-company-progress';
import { getEmployeeProgress } from '@stratum/core/performance/monthly/get-employee-progress';
import { addQaMember } from '@stratum/core/performance/qa/add-qa-member';
import { listQaMembers } from '@stratum/core/performance/qa/list-qa-members';
import { addQaReview } from '@stratum/core/performance/qa/add-qa-review';
import { listQaReviews } from '@stratum/core/performance/qa/list-qa-reviews';
import { applyTransition } from '@stratum/core/performance/review/apply-transition';
import { getAssessment } from '@stratum/core/performance/review/get-assessment';
import { saveReviewScore } from '@stratum/core/performance/review/save-review-score';
import { updateReviewActual } from '@stratum/core/performance/review/update-review-actual';
import { findRecord } from '@stratum/core/performance/review/find-record';
import { issueCode } from '@stratum/core/platform/auth/codes';
import { resetPassword } from '@stratum/core/platform/auth/reset-password';
import { findAccountByEmail } from '@stratum/core/platform/auth/session-user';
import {
  addPeriodicEmployeeScorecard,
  listEmployeeScorecards,
} from '@stratum/core/performance/scorecard/index';
import { listAnnualPlans } from '@stratum/core/planning/annual-plan/list-annual-plans';
import { listPlans } from '@stratum/core/planning/plan/list-plans';
import { listQuarters } from '@stratum/core/planning/quarter/list-quarters';

/** [email, annual scorecard name, move the quarter's agreement to Submitted as its employee] */
const DEMO_QUARTERS: Array<[string, string, boolean]> = [
  ['peter.mokoena@acme.test', 'Peter Mokoena 2026', true],
  ['lerato.khumalo@acme.test', 'Lerato Khumalo 2026', false],
];

/**
 * The demo's QA reviewer: an Acme employee with a sign-in, alone on the performance QA panel,
 * reviewing the Finance department (Peter's and Lerato's). Documented in docs/performance.md.
 */
export const DEMO_QA_LOGIN = { email: 'olivia.botha@acme.test', password: 'Olivia!2026pass' };
/** Whose department the QA reviewer reviews. */
const QA_SUBJECT_EMAIL = 'peter.mokoena@acme.test';
/** Whose quarter is Agreed, with the assessment under way (an actual and a self score in). */
const AGREED_EMAIL = 'lerato.khumalo@acme.test';

const employeeByEmail = async (companyId: string, email: string): Promise<EmployeeItem | null> => {
  const claim = await db()
    .entities.unique.get({ scope: employeeEmailScope(companyId), value: email })
    .go();
  if (!claim.data) return null;
  return (await db().entities.employee.get({ companyId, employeeId: claim.data.ownerId }).go()).data;
};

/** An employee as the use cases see them calling (the demo's people mostly have no sign-in). */
const asEmployee = (base: Ctx, e: EmployeeItem): Ctx => ({
  ...base,
  now: new Date(),
  userId: e.userId ?? e.employeeId,
  email: e.email,
  employeeId: e.employeeId,
  companyRole: 'employee',
  actorName: `${e.firstName} ${e.lastName}`,
});

/**
 * A couple of Acme's quarters in the workflow, through the product's own use cases: the
 * quarter's periodic scorecard (with its performance record) for Peter and Lerato; Peter's agreement
 * submitted to his supervisor; Lerato's agreed by her supervisor, with an actual and a self score
 * in (the assessment under way); a performance QA panel of one signed-in employee reviewing the
 * Finance department; and monthly progress (Peter's and the company's) for the earliest month of
 * the plan still open. Runs after seedPerformance; idempotent: each step only where it is missing.
 */
export const seedReviews = async (base: Ctx): Promise<void> => {
  const ctx = () => ({ ...base, now: new Date() });
  const companyId = base.companyId!;
  let annualPlanId: string | undefined;
  for (const plan of await listPlans(ctx(), 'strategic', {})) {
    annualPlanId = (await listAnnualPlans(ctx(), { strategicPlanId: plan.id })).find(
      (a) => a.startDate === '2026-01-01',
    )?.id;
    if (annualPlanId) break;
  }
  if (!annualPlanId) return;
  await seedQaPanel(base, companyId);
  await seedMonthly(base, companyId, annualPlanId);
  const quarter = (await listQuarters(ctx(), { annualPlanId })).find((q) => q.open.pmAgreement);
  if (!quarter) return;
  for (const [email, name, submit] of DEMO_QUARTERS) {
    const employee = await employeeByEmail(companyId, email);
    if (!employee) continue;
    const annual = (
      await listEmployeeScorecards(ctx(), { annualPlanId, employeeId: employee.employeeId, type: 'annual' })
    ).find((s) => s.name === name);
    if (!annual?.employeeId) continue;
    const periodic = (
      await listEmployeeScorecards(ctx(), { annualPlanId, employeeId: annual.employeeId, type: 'periodic' })
    ).find((s) => s.quarter === quarter.quarter);
    const scorecardId =
      periodic?.id ??
      (await addPeriodicEmployeeScorecard(ctx(), { annualScorecardId: annual.id, quarter: quarter.quarter }))
        .id;
    const record = await findRecord(ctx(), scorecardId);
    if (submit && record?.agreementStatus === 'Draft') {
      await applyTransition(asEmployee(base, employee), {
        scorecardId,
        version: record.version,
        action: 'submit',
      });
    }
    if (email === AGREED_EMAIL)
      await seedAgreed(base, companyId, employee, scorecardId, quarter.open.pmAssessment);
  }
};

/**
 * Lerato's quarter: submitted by her, agreed by her supervisor; then, with the assessment window
 * open, her actual of the first quantitative KPI and her own score of it — not yet self assessed.
 */
const seedAgreed = async (
  base: Ctx,
  companyId: string,
  employee: EmployeeItem,
  scorecardId: string,
  assessmentOpen: boolean,
) => {
  const supervisor = employee.supervisorId
    ? (await db().entities.employee.get({ companyId, employeeId: employee.supervisorId }).go()).data
    : null;
  if (!supervisor) return;
  let record = await findRecord({ ...base, now: new Date() }, scorecardId);
  if (record?.agreementStatus === 'Draft') {
    await applyTransition(asEmployee(base, employee), {
      scorecardId,
      version: record.version,
      action: 'submit',
    });
    record = await findRecord({ ...base, now: new Date() }, scorecardId);
  }
  if (record?.agreementStatus === 'Submitted') {
    await applyTransition(asEmployee(base, supervisor), {
      scorecardId,
      version: record.version,
      action: 'agree',
    });
    record = await findRecord({ ...base, now: new Date() }, scorecardId);
  }
  if (!assessmentOpen || record?.agreementStatus !== 'Agreed' || record.assessmentStatus !== 'Not Started')
    return;
  const me = asEmployee(base, employee);
  const kpi = (await getAssessment(me, { scorecardId })).kpis.find(
    (k) => k.kpiType === 'Quantitative' && k.target !== null,
  );
  if (!kpi) return;
  if (kpi.actual === null) {
    await updateReviewActual(asEmployee(base, employee), {
      scorecardId,
      kpiId: kpi.kpiId,
      version: kpi.version,
      actual: Math.round(kpi.target! * 0.9 * 100) / 100,
    });
  }
  if (kpi.selfScore === null) {
    const now = (await getAssessment(me, { scorecardId })).kpis.find((k) => k.kpiId === kpi.kpiId)!;
    await saveReviewScore(asEmployee(base, employee), {
      scorecardId,
      kpiId: kpi.kpiId,
      version: now.version,
      score: 3,
    });
  }
};

/**
 * The QA panels: the reviewer gets a sign-in (given access as an administrator would, then the
 * password set through a reset code, as the demo administrator's is), joins the performance and
 * the scorecard panel and reviews the Finance department on both.
 */
const seedQaPanel = async (base: Ctx, companyId: string) => {
  const ctx = () => ({ ...base, now: new Date() });
  const reviewer = await employeeByEmail(companyId, DEMO_QA_LOGIN.email);
  const subject = await employeeByEmail(companyId, QA_SUBJECT_EMAIL);
  if (!reviewer || !subject?.departmentId) return;
  let account = await findAccountByEmail(DEMO_QA_LOGIN.email);
  if (!account) {
    await giveEmployeeAccess(ctx(), { id: reviewer.employeeId });
    account = await findAccountByEmail(DEMO_QA_LOGIN.email);
  }
  if (account && account.status !== 'Active') {
    const now = new Date();
    const authKey = await issueCode(DEMO_QA_LOGIN.email, 'reset', now);
    await resetPassword(
      { requestId: 'seed', now, sourceIp: '127.0.0.1' },
      { email: DEMO_QA_LOGIN.email, password: DEMO_QA_LOGIN.password, authKey },
    );
  }
  // Both panels: on the scorecard panel, Lerato's agreed quarter waits for her to take it into review.
  for (const panel of ['performance', 'scorecard'] as const) {
    const members = (await listQaMembers(ctx(), panel)).list;
    if (!members.some((m) => m.employeeId === reviewer.employeeId)) {
      await addQaMember(ctx(), panel, { employeeId: reviewer.employeeId });
    }
    const reviews = (await listQaReviews(ctx(), panel, { subjectType: 'department' })).list;
    if (!reviews.some((r) => r.subjectId === subject.departmentId)) {
      await addQaReview(ctx(), panel, {
        subjectType: 'department',
        subjectId: subject.departmentId,
        reviewerId: reviewer.employeeId,
      });
    }
  }
};

/**
 * Monthly progress for the plan's earliest month still open today (the month just past while it
 * takes late updates, else the current one): two of Peter's KPIs and two of the company's. Months
 * already closed take no updates, so nothing is written when none is open.
 */
const seedMonthly = async (base: Ctx, companyId: string, annualPlanId: string) => {
  const ctx = () => ({ ...base, now: new Date() });
  const month = (await listMonthlyPeriods(ctx(), { annualPlanId })).list.find((m) => m.open)?.month;
  if (!month) return;
  const fill = async (who: Ctx, kind: 'employee' | 'company', factors: number[], comment: string) => {
    const sheet =
      kind === 'employee'
        ? await getEmployeeProgress(who, { annualPlanId, month })
        : await getCompanyProgress(who, { annualPlanId, month });
    const scorecard = sheet.scorecards[0];
    if (!scorecard) return;
    const kpis = scorecard.kpis.filter((k) => k.measurable && k.target !== null);
    for (const [i, factor] of factors.entries()) {
      const kpi = kpis[i];
      if (!kpi || kpi.update) continue;
      await saveProgress({ ...who, now: new Date() }, kind, {
        scorecardId: scorecard.id,
        kpiId: kpi.kpiId,
        month,
        value: Math.round(kpi.target! * factor * 100) / 100,
        comment,
      });
    }
  };
  const peter = await employeeByEmail(companyId, QA_SUBJECT_EMAIL);
  if (peter)
    await fill(asEmployee(base, peter), 'employee', [0.92, 0.7], 'On track; month-end backlog cleared.');
  await fill(ctx(), 'company', [0.85, 0.55], 'Recorded at the monthly management meeting.');
};
