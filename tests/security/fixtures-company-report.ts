import type { Fixture } from './fixtures';
import { scorecardSeedOf, seeded, type ScorecardSeed } from './fixtures-scorecard';

/*
 * The company reports name a tenant's seeded annual plan (and quarter 0), and the CEO report an
 * employee of that tenant: tenant A's for `valid`, B's for `foreign`.
 */
const F = 'performance-report';
const plan = (s: ScorecardSeed) => ({ annualPlanId: s.annualPlanId });
const quarter = (s: ScorecardSeed) => ({ annualPlanId: s.annualPlanId, quarter: 0 });

/** Security fixtures of the company report routes (see fixtures.ts for what each field means). */
export const COMPANY_REPORT_FIXTURES: Record<string, Fixture> = {
  [`${F}.company-performance`]: seeded(quarter),
  [`${F}.company-performance-progressive`]: seeded(plan),
  [`${F}.ceo-performance`]: {
    valid: (w) => ({ ...plan(scorecardSeedOf(w.a)), employeeId: w.a.employee.employeeId }),
    foreign: (w) => ({ ...plan(scorecardSeedOf(w.b)), employeeId: w.b.employee.employeeId }),
  },
  [`${F}.export-company`]: seeded((s) => ({ ...quarter(s), report: 'company-performance', format: 'pdf' })),
};
