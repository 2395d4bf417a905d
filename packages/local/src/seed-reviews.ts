import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import { employeeEmailScope } from '@stratum/core/organisation/employee/claims';
import { applyTransition } from '@stratum/core/performance/review/apply-transition';
import { findRecord } from '@stratum/core/performance/review/reviews';
import {
  addPeriodicEmployeeScorecard,
  listEmployeeScorecards,
} from '@stratum/core/performance/scorecard/index';
import { listAnnualPlans } from '@stratum/core/planning/annual-plan/annual-plans';
import { listPlans } from '@stratum/core/planning/plan/list-plans';
import { listQuarters } from '@stratum/core/planning/quarter/quarters';

/** [email, annual scorecard name, move the quarter's agreement to Submitted as its employee] */
const DEMO_QUARTERS: Array<[string, string, boolean]> = [
  ['peter.mokoena@acme.test', 'Peter Mokoena 2026', true],
  ['lerato.khumalo@acme.test', 'Lerato Khumalo 2026', false],
];

/**
 * A couple of Acme's quarters in the workflow (issue 6): the quarter's periodic scorecard (with its
 * performance record, Draft) for Peter and Lerato, and Peter's agreement submitted to his
 * supervisor, through the product's own use cases. Runs after seedPerformance; idempotent.
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
  const quarter = (await listQuarters(ctx(), { annualPlanId })).find((q) => q.open.pmAgreement);
  if (!quarter) return;
  for (const [email, name, submit] of DEMO_QUARTERS) {
    const claim = await db()
      .entities.unique.get({ scope: employeeEmailScope(companyId), value: email })
      .go();
    const employeeId = claim.data?.ownerId;
    if (!employeeId) continue;
    const annual = (await listEmployeeScorecards(ctx(), { annualPlanId, employeeId, type: 'annual' })).find(
      (s) => s.name === name,
    );
    if (!annual?.employeeId) continue;
    const periodic = (
      await listEmployeeScorecards(ctx(), { annualPlanId, employeeId: annual.employeeId, type: 'periodic' })
    ).find((s) => s.quarter === quarter.quarter);
    const scorecardId =
      periodic?.id ??
      (await addPeriodicEmployeeScorecard(ctx(), { annualScorecardId: annual.id, quarter: quarter.quarter }))
        .id;
    const record = await findRecord(ctx(), scorecardId);
    if (!submit || !record || record.agreementStatus !== 'Draft') continue;
    const employee = (await db().entities.employee.get({ companyId, employeeId: annual.employeeId }).go())
      .data;
    if (!employee) continue;
    await applyTransition(
      {
        ...ctx(),
        userId: employee.userId ?? employee.employeeId,
        email: employee.email,
        employeeId: employee.employeeId,
        companyRole: 'employee',
        actorName: `${employee.firstName} ${employee.lastName}`,
      },
      { scorecardId, version: record.version, action: 'submit' },
    );
  }
};
