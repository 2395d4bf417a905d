import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import { employeeEmailScope } from '@stratum/core/organisation/employee/claims';
import { getAssessment } from '@stratum/core/performance/review/get-assessment';
import { listEmployeeScorecards } from '@stratum/core/performance/scorecard/index';
import { findAccountByEmail } from '@stratum/core/platform/auth/session-user';
import { listAnnualPlans } from '@stratum/core/planning/annual-plan/list-annual-plans';
import { listPlans } from '@stratum/core/planning/plan/list-plans';
import { listQuarters } from '@stratum/core/planning/quarter/list-quarters';
import { getCompetencyReviewSetup, getEmployeeCompetencyReview } from '@stratum/core/surveys';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCtx } from '../../../tests/support/ctx';
import { demoLogins } from './seed';
import { seedCompetencyReview } from './seed-competency-review';

/*
 * The demo's 360 competency review (seed-competency-review.ts) as a person trying the demo finds
 * it: the 2026 plan's set-up with a 20% contribution, Lerato's review answered, and her quarter's
 * assessment showing the blend; seeding again changes none of it.
 */

let admin: Ctx;
let annualPlanId: string;

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

describe('Acme’s competency review', () => {
  it('is set up with a contribution, Lerato’s review blends into her assessment, and seeding again changes nothing', async () => {
    const before = await getCompetencyReviewSetup(admin, { annualPlanId });
    expect(before.competencies.map((c) => c.name)).toEqual([
      'Accountability',
      'Collaboration',
      'Customer focus',
      'Problem solving',
    ]);
    expect(before.contributionWeight).toBe(20);
    expect(before.questions).toHaveLength(8);
    const employeeId = (
      await db()
        .entities.unique.get({
          scope: employeeEmailScope(admin.companyId!),
          value: 'lerato.khumalo@acme.test',
        })
        .go()
    ).data!.ownerId;
    const review = await getEmployeeCompetencyReview(admin, { annualPlanId, employeeId });
    // (4.5 + 3.5 + 4 + 3.5) / 4 on 1..5: 3.875
    expect(review.score).toBe(3.88);
    const quarter = (await listQuarters(admin, { annualPlanId })).find((q) => q.open.pmAgreement)!;
    const periodic = (
      await listEmployeeScorecards(admin, { annualPlanId, employeeId, type: 'periodic' })
    ).find((s) => s.quarter === quarter.quarter)!;
    const assessment = await getAssessment(
      { ...admin, now: new Date(), employeeId, companyRole: 'employee', userId: employeeId },
      { scorecardId: periodic.id },
    );
    expect(assessment.competency).toMatchObject({ weight: 20, score: 3.88, blended: true });
    await seedCompetencyReview(admin);
    expect(await getCompetencyReviewSetup(admin, { annualPlanId })).toEqual(before);
  });
});
