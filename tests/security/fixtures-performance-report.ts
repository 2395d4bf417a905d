import type { Fixture } from './fixtures';
import { seeded, type ScorecardSeed } from './fixtures-scorecard';

/*
 * The performance reports name a tenant's seeded annual plan and quarter 0, which holds the
 * performance record seedEmployeeReviews writes: tenant A's for `valid`, B's for `foreign`.
 */
const F = 'performance-report';
const quarter = (s: ScorecardSeed) => ({ annualPlanId: s.annualPlanId, quarter: 0 });

/** Security fixtures of the performance report routes (see fixtures.ts for what each field means). */
export const PERFORMANCE_REPORT_FIXTURES: Record<string, Fixture> = {
  [`${F}.agreements`]: seeded(quarter),
  [`${F}.assessments`]: seeded(quarter),
  [`${F}.scores`]: seeded(quarter),
  [`${F}.curve`]: seeded(quarter),
  [`${F}.export`]: seeded((s) => ({ ...quarter(s), report: 'curve', format: 'pdf' })),
  [`${F}.review-cycles`]: seeded((s) => ({ annualPlanId: s.annualPlanId })),
};
