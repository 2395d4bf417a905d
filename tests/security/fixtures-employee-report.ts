import type { Fixture } from './fixtures';
import { seeded, type ScorecardSeed } from './fixtures-scorecard';

/*
 * The employee reports name a tenant's seeded annual plan (and quarter 0, which holds the
 * performance record seedEmployeeReviews writes): tenant A's for `valid`, B's for `foreign`.
 */
const F = 'performance-report';
const plan = (s: ScorecardSeed) => ({ annualPlanId: s.annualPlanId });
const quarter = (s: ScorecardSeed) => ({ annualPlanId: s.annualPlanId, quarter: 0 });

/** Security fixtures of the employee report routes (see fixtures.ts for what each field means). */
export const EMPLOYEE_REPORT_FIXTURES: Record<string, Fixture> = {
  [`${F}.employee-scorecards`]: seeded(quarter),
  [`${F}.employee-kpa-initiative`]: seeded(quarter),
  [`${F}.employee-performance`]: seeded(plan),
  [`${F}.committee-agreements`]: seeded(quarter),
  [`${F}.committee-assessments`]: seeded(quarter),
  [`${F}.export-employee`]: seeded((s) => ({ ...quarter(s), report: 'employee-performance', format: 'pdf' })),
};
