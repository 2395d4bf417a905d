import { addAnnualPlan } from '@stratum/core/planning/annual-plan/add-annual-plan';
import { addPlan } from '@stratum/core/planning/plan/add-plan';
import { addScorecard } from '@stratum/core/planning/scorecard/add-scorecard';
import type { Tenant } from '../support/world';
import type { Fixture } from './fixtures';
import type { SecurityWorld } from './world';
import { tenantAdminCtx as adminCtx } from './seeded';

/** One tenant's data the report fixtures name: a strategic plan, a scorecard of it, and a year of it. */
export interface ReportSeed {
  strategicPlanId: string;
  scorecardId: string;
  annualPlanId: string;
}

const seeds = new Map<string, ReportSeed>();

/**
 * Writes a tenant's report seed through core (tenant B has Strategic Planning off, so its data
 * cannot be made through the API) and remembers it for the fixtures. buildWorld calls it.
 */
export const seedReports = async (t: Tenant): Promise<void> => {
  const ctx = adminCtx(t);
  const plan = await addPlan(ctx, 'strategic', {
    description: 'Report plan',
    startDate: '2030-01-01',
    endDate: '2032-12-31',
    status: 'Active',
  });
  const scorecard = await addScorecard(ctx, 'strategic', {
    strategicPlanId: plan.id,
    name: 'Report scorecard',
    includeKeyPerformanceArea: 'No',
    ratingMode: 'automatic',
  });
  const annual = await addAnnualPlan(ctx, {
    strategicPlanId: plan.id,
    startDate: '2030-01-01',
    endDate: '2030-12-31',
  });
  seeds.set(t.companyId, { strategicPlanId: plan.id, scorecardId: scorecard.id, annualPlanId: annual.id });
};

/**
 * The tenant's seed. A tenant made by a suite itself (a suspended company…) has none: its calls
 * are refused before any id is looked up, so any well-formed id of its own stands in.
 */
const seedOf = (t: SecurityWorld['a']): ReportSeed => {
  const seed = seeds.get(t.companyId);
  if (seed) return seed;
  const id = t.org['business-unit'].id;
  return { strategicPlanId: id, scorecardId: id, annualPlanId: id };
};

/** Security fixtures of the report routes (see fixtures.ts for what each field means). */
export const REPORT_FIXTURES: Record<string, Fixture> = {
  'report.strategic-scorecard': {
    valid: (w) => ({ scorecardId: seedOf(w.a).scorecardId, period: 2 }),
    foreign: (w) => ({ scorecardId: seedOf(w.b).scorecardId, period: 'annual' }),
  },
  'report.annual-plans': {
    valid: (w) => ({ strategicPlanId: seedOf(w.a).strategicPlanId }),
    foreign: (w) => ({ strategicPlanId: seedOf(w.b).strategicPlanId }),
  },
  'report.periodic-annual-corporate-scorecards': {
    valid: (w) => ({ annualPlanId: seedOf(w.a).annualPlanId }),
    foreign: (w) => ({ annualPlanId: seedOf(w.b).annualPlanId }),
  },
  'report.export': {
    valid: (w) => ({ report: 'strategic-scorecard', format: 'xlsx', scorecardId: seedOf(w.a).scorecardId }),
    foreign: (w) => ({ report: 'annual-plans', format: 'pdf', strategicPlanId: seedOf(w.b).strategicPlanId }),
  },
};
