import { addEmployeeScorecard, EMPLOYEE_KINDS } from '@stratum/core/performance/scorecard/index';
import { addAnnualPlan } from '@stratum/core/planning/annual-plan/add-annual-plan';
import { addPlan } from '@stratum/core/planning/plan/add-plan';
import { saveKpi } from '@stratum/core/scorecard/save-kpi';
import type { Tenant } from '../support/world';
import type { Fixture } from './fixtures';
import type { SecurityWorld } from './world';
import { tenantAdminCtx as adminCtx } from './seeded';

/** One tenant's data the monthly-progress fixtures name: a year, and its employee's annual scorecard with a KPI. */
interface MonthlySeed {
  annualPlanId: string;
  scorecardId: string;
  kpiId: string;
}

const seeds = new Map<string, MonthlySeed>();

/**
 * Writes a tenant's monthly seed through core (tenant B's modules are off): a plan and a year of
 * it, and the employee's annual scorecard for that year with one KPI, made by the employee
 * scorecards' own use cases. buildWorld calls it.
 */
export const seedMonthly = async (t: Tenant): Promise<void> => {
  const ctx = adminCtx(t);
  const plan = await addPlan(ctx, 'strategic', {
    description: 'Monthly plan',
    startDate: '2031-01-01',
    endDate: '2031-12-31',
    status: 'Active',
  });
  const annual = await addAnnualPlan(ctx, {
    strategicPlanId: plan.id,
    startDate: '2031-01-01',
    endDate: '2031-12-31',
  });
  const scorecard = await addEmployeeScorecard(ctx, {
    annualPlanId: annual.id,
    employeeId: t.employee.employeeId!,
    name: 'Monthly seed',
    source: 'empty',
    includeKeyPerformanceArea: 'No',
    ratingMode: 'automatic',
  });
  const kpi = await saveKpi(ctx, EMPLOYEE_KINDS, {
    scorecardId: scorecard.id,
    name: 'Seed KPI',
    target: 100,
  });
  const scorecardId = scorecard.id;
  const kpiId = kpi.id;
  seeds.set(t.companyId, { annualPlanId: annual.id, scorecardId, kpiId });
};

/** The tenant's seed; a tenant made by a suite itself has none, and any well-formed id of its own stands in. */
const seedOf = (t: SecurityWorld['a']): MonthlySeed => {
  const seed = seeds.get(t.companyId);
  if (seed) return seed;
  const id = t.org['business-unit'].id;
  return { annualPlanId: id, scorecardId: id, kpiId: id };
};

const month = (w: SecurityWorld, t: 'a' | 'b') => ({
  annualPlanId: seedOf(w[t]).annualPlanId,
  month: '2031-03',
});
const save = (w: SecurityWorld, t: 'a' | 'b') => ({
  scorecardId: seedOf(w[t]).scorecardId,
  kpiId: seedOf(w[t]).kpiId,
  month: '2031-03',
  value: 42,
  comment: 'On track',
});

/** Security fixtures of the monthly-progress routes (see fixtures.ts for what each field means). */
export const MONTHLY_FIXTURES: Record<string, Fixture> = {
  'monthly-progress.periods': {
    valid: (w) => ({ annualPlanId: seedOf(w.a).annualPlanId }),
    foreign: (w) => ({ annualPlanId: seedOf(w.b).annualPlanId }),
  },
  'monthly-progress.set-grace': {
    valid: (w) => ({ annualPlanId: seedOf(w.a).annualPlanId, graceDays: 3, version: 0 }),
    foreign: (w) => ({ annualPlanId: seedOf(w.b).annualPlanId, graceDays: 3, version: 0 }),
  },
  'monthly-progress.employee-progress': {
    valid: (w) => month(w, 'a'),
    foreign: (w) => ({ ...month(w, 'b'), employeeId: w.b.employee.employeeId }),
  },
  'monthly-progress.subordinate-progresses': {
    valid: (w) => month(w, 'a'),
    foreign: (w) => month(w, 'b'),
  },
  'monthly-progress.save-employee-progress': {
    valid: (w) => save(w, 'a'),
    foreign: (w) => save(w, 'b'),
  },
  'monthly-progress.company-progress': {
    valid: (w) => month(w, 'a'),
    foreign: (w) => month(w, 'b'),
  },
  'monthly-progress.save-company-progress': {
    valid: (w) => save(w, 'a'),
    foreign: (w) => save(w, 'b'),
  },
  'monthly-progress.organisational-progress': {
    valid: (w) => month(w, 'a'),
    foreign: (w) => month(w, 'b'),
  },
};
