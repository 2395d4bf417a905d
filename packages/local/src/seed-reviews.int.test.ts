import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import { employeeEmailScope } from '@stratum/core/organisation/employee/claims';
import { listMonthlyPeriods } from '@stratum/core/performance/monthly/index';
import { getCompanyProgress } from '@stratum/core/performance/monthly/get-company-progress';
import { getEmployeeProgress } from '@stratum/core/performance/monthly/get-employee-progress';
import { listQaMembers } from '@stratum/core/performance/qa/list-qa-members';
import { listQaReviews } from '@stratum/core/performance/qa/list-qa-reviews';
import { getAssessment } from '@stratum/core/performance/review/get-assessment';
import { findRecord } from '@stratum/core/performance/review/find-record';
import { listEmployeeScorecards } from '@stratum/core/performance/scorecard/index';
import { findAccountByEmail } from '@stratum/core/platform/auth/session-user';
import { listAnnualPlans } from '@stratum/core/planning/annual-plan/list-annual-plans';
import { listPlans } from '@stratum/core/planning/plan/list-plans';
import { listQuarters } from '@stratum/core/planning/quarter/list-quarters';
import { beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../tests/support/api';
import { adminCtx } from '../../../tests/support/ctx';
import { demoLogins, seedDemo } from './seed';
import { DEMO_QA_LOGIN } from './seed-reviews';

/*
 * The demo's performance cycle (seed-reviews.ts) as a person trying the demo finds it: a QA reviewer
 * who can sign in, on the performance panel, reviewing the Finance department; Lerato's quarter
 * Agreed with her assessment under way; monthly progress recorded; and seeding again changes none of it.
 */

let admin: Ctx;
let annualPlanId: string;

const employeeId = async (email: string) =>
  (
    await db()
      .entities.unique.get({ scope: employeeEmailScope(admin.companyId!), value: email })
      .go()
  ).data!.ownerId;

const asEmployee = async (email: string): Promise<Ctx> => {
  const id = await employeeId(email);
  return { ...admin, now: new Date(), employeeId: id, email, companyRole: 'employee', userId: id };
};

beforeAll(async () => {
  const account = (await findAccountByEmail(demoLogins().admin.email))!;
  admin = adminCtx(
    {
      companyId: account.tenantId ?? null,
      userId: account.userId,
      employeeId: account.employeeId ?? null,
      email: account.email,
    },
    { requestId: 'seed-test', tokenId: 'seed-test' },
  );
  for (const plan of await listPlans(admin, 'strategic', {})) {
    const found = (await listAnnualPlans(admin, { strategicPlanId: plan.id })).find(
      (a) => a.startDate === '2026-01-01',
    );
    if (found) annualPlanId = found.id;
  }
});

const snapshot = async () => {
  const olivia = await employeeId(DEMO_QA_LOGIN.email);
  const members = (await listQaMembers(admin, 'performance')).list.map((m) => m.employeeId);
  const reviews = (await listQaReviews(admin, 'performance', { subjectType: 'department' })).list.filter(
    (r) => r.reviewerId === olivia,
  );
  const scorecardMembers = (await listQaMembers(admin, 'scorecard')).list.map((m) => m.employeeId);
  const scorecardReviews = (
    await listQaReviews(admin, 'scorecard', { subjectType: 'department' })
  ).list.filter((r) => r.reviewerId === olivia);
  const lerato = await asEmployee('lerato.khumalo@acme.test');
  const quarter = (await listQuarters(admin, { annualPlanId })).find((q) => q.open.pmAgreement)!;
  const periodic = (
    await listEmployeeScorecards(admin, { annualPlanId, employeeId: lerato.employeeId!, type: 'periodic' })
  ).find((s) => s.quarter === quarter.quarter)!;
  const record = (await findRecord(admin, periodic.id))!;
  const assessment = await getAssessment(lerato, { scorecardId: periodic.id });
  const month = (await listMonthlyPeriods(admin, { annualPlanId })).list.find((m) => m.open)!.month;
  const peter = await asEmployee('peter.mokoena@acme.test');
  const updates = (sheet: Awaited<ReturnType<typeof getCompanyProgress>>) =>
    sheet.scorecards.flatMap((s) => s.kpis).filter((k) => k.update !== null).length;
  return {
    members,
    olivia,
    reviews: reviews.length,
    scorecardMembers,
    scorecardReviews: scorecardReviews.length,
    agreement: record.agreementStatus,
    assessment: record.assessmentStatus,
    version: record.version,
    actuals: assessment.kpis.filter((k) => k.actual !== null).length,
    selfScores: assessment.kpis.filter((k) => k.selfScore !== null).length,
    employeeUpdates: updates(await getEmployeeProgress(peter, { annualPlanId, month })),
    companyUpdates: updates(await getCompanyProgress(admin, { annualPlanId, month })),
    open: quarter.open.pmAssessment,
  };
};

describe('the demo performance cycle', () => {
  it('has a QA reviewer who signs in, an agreed quarter under assessment and monthly progress; seeding again changes nothing', async () => {
    const session = await login(DEMO_QA_LOGIN.email, DEMO_QA_LOGIN.password);
    const before = await snapshot();
    expect(session.employeeId).toBe(before.olivia);
    expect(before.members).toEqual([before.olivia]);
    expect(before.reviews).toBe(1);
    // she is the scorecard panel too, reviewing the same department
    expect(before.scorecardMembers).toEqual([before.olivia]);
    expect(before.scorecardReviews).toBe(1);
    expect(before).toMatchObject({ agreement: 'Agreed', assessment: 'Not Started' });
    // the demo's current quarter has its assessment window open (seed.ts), so the assessment has begun
    expect(before.open).toBe(true);
    expect(before).toMatchObject({ actuals: 1, selfScores: 1, employeeUpdates: 2, companyUpdates: 2 });

    await seedDemo();
    expect(await snapshot()).toEqual(before);
  });
});
