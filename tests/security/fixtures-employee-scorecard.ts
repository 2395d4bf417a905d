import type { Fixture } from './fixtures';
import { seeded, type ScorecardSeed } from './fixtures-scorecard';

/* Each fixture names the tenant's scorecard seed (`seeded`): tenant A's for `valid`, B's for `foreign`. */
const F = 'employee-scorecard';
/** Scorecard-shaped ids of the seed (a periodic corporate scorecard, its KPI): of no employee kind, so 404 whatever the tenant. */
const card = (s: ScorecardSeed) => s.periodic;
const kpiOf = (s: ScorecardSeed) => ({ scorecardId: s.corporate.id, ...s.corporateKpi });

/** Security fixtures of the employee scorecard routes (see fixtures.ts for what each field means). */
export const EMPLOYEE_SCORECARD_FIXTURES: Record<string, Fixture> = {
  [`${F}.all`]: seeded((s) => ({ annualPlanId: s.annualPlanId })),
  [`${F}.subordinates`]: seeded((s) => ({ annualPlanId: s.annualPlanId })),
  [`${F}.library`]: seeded((s) => ({ annualPlanId: s.annualPlanId })),
  [`${F}.get`]: seeded((s) => ({ id: card(s).id })),
  [`${F}.add`]: seeded((s) => ({ annualPlanId: s.annualPlanId, name: 'Intruder', source: 'empty' })),
  [`${F}.add-functional-scorecard`]: seeded((s) => ({ annualPlanId: s.annualPlanId, name: 'Intruder' })),
  [`${F}.add-periodic`]: seeded((s) => ({ annualScorecardId: card(s).id, quarter: 0 })),
  [`${F}.add-template`]: seeded((s) => ({ annualPlanId: s.annualPlanId, name: 'Intruder' })),
  [`${F}.update`]: seeded((s) => ({
    ...card(s),
    name: 'Renamed',
    includeKeyPerformanceArea: 'Yes',
    ratingMode: 'manual',
  })),
  [`${F}.delete`]: seeded((s) => card(s)),
  [`${F}.add-kpa`]: seeded((s) => ({ scorecardId: card(s).id, name: 'Intruder' })),
  [`${F}.update-kpa`]: seeded((s) => ({ scorecardId: card(s).id, ...s.corporateKpi, name: 'Renamed' })),
  [`${F}.delete-kpa`]: seeded((s) => ({ scorecardId: card(s).id, ...s.corporateKpi })),
  [`${F}.save-kpi`]: seeded((s) => ({ scorecardId: card(s).id, name: 'Intruder' })),
  [`${F}.delete-kpi`]: seeded((s) => kpiOf(s)),
  [`${F}.add-comment`]: seeded((s) => ({ scorecardId: card(s).id, kpiId: s.corporateKpi.id, comment: 'x' })),
  [`${F}.comments`]: seeded((s) => ({ scorecardId: card(s).id, kpiId: s.corporateKpi.id })),
  [`${F}.tag_info`]: seeded((s) => ({ scorecardId: card(s).id })),
  [`${F}.set-tag-info`]: seeded((s) => ({ ...kpiOf(s), kpiId: s.corporateKpi.id, tags: ['x'] })),
  [`${F}.cascade-settings`]: seeded((s) => ({ scorecardId: s.corporate.id })),
  [`${F}.set-cascade-setting`]: seeded((s) => ({
    scorecardId: s.corporate.id,
    kpiId: s.corporateKpi.id,
    version: s.corporateKpi.version,
    cascadeTo: 'everyone',
  })),
};
