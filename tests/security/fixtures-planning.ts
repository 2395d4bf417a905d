import { PLAN_FAMILY, PLAN_KINDS, type PlanKind } from '@stratum/contracts';
import { addAnnualPlan } from '@stratum/core/planning/annual-plan/add-annual-plan';
import { addPerspective } from '@stratum/core/planning/perspective/add-perspective';
import { addPlan } from '@stratum/core/planning/plan/add-plan';
import { addRatingScale } from '@stratum/core/planning/rating-scale/add-rating-scale';
import type { Tenant } from '../support/world';
import type { Fixture } from './fixtures';
import type { SecurityWorld } from './world';
import { tenantAdminCtx as adminCtx } from './seeded';

// A type, not an interface: fixtures answer plain records (`Input`).
type Ref = { id: string; version: number };

/** One tenant's planning data the fixtures name: a plan of each kind with a perspective and a band each, and a year. */
export interface PlanningSeed {
  plan: Record<PlanKind, Ref>;
  perspective: Record<PlanKind, Ref>;
  rating: Record<PlanKind, Ref>;
  annualPlan: Ref;
}

const seeds = new Map<string, PlanningSeed>();

/** The company's administrator, as core sees them: the seed is written by the use cases themselves. */

/**
 * Writes a tenant's planning seed through core (tenant B has Strategic Planning off, so its data
 * cannot be made through the API), and remembers it for the fixtures. buildWorld calls it.
 */
export const seedPlanning = async (t: Tenant): Promise<void> => {
  const ctx = adminCtx(t);
  const seed: Partial<PlanningSeed> = { plan: {} as never, perspective: {} as never, rating: {} as never };
  for (const kind of PLAN_KINDS) {
    const plan = await addPlan(ctx, kind, {
      description: `${kind} plan`,
      startDate: '2024-01-01',
      endDate: '2026-12-31',
      status: 'Active',
    });
    const ref = kind === 'strategic' ? { strategicPlanId: plan.id } : { operationalPlanId: plan.id };
    const perspective = await addPerspective(ctx, { ...ref, name: 'Customer' });
    const rating = await addRatingScale(ctx, { ...ref, description: 'Poor', target: 49 });
    seed.plan![kind] = { id: plan.id, version: plan.version };
    seed.perspective![kind] = { id: perspective.id, version: perspective.version };
    seed.rating![kind] = { id: rating.id, version: rating.version };
  }
  const annual = await addAnnualPlan(ctx, {
    strategicPlanId: seed.plan!.strategic.id,
    startDate: '2024-01-01',
    endDate: '2024-12-31',
  });
  seed.annualPlan = { id: annual.id, version: annual.version };
  seeds.set(t.companyId, seed as PlanningSeed);
};

/**
 * The tenant's seed. A tenant made by a suite itself (a suspended company…) has none: its calls
 * are refused before any id is looked up, so any well-formed id of its own stands in.
 */
export const seedOf = (t: SecurityWorld['a']): PlanningSeed => {
  const seed = seeds.get(t.companyId);
  if (seed) return seed;
  const ref = { id: t.org['business-unit'].id, version: 1 };
  const both = { strategic: ref, operational: ref };
  return { plan: both, perspective: both, rating: both, annualPlan: ref };
};

const planFields = {
  description: 'Intruder plan',
  startDate: '2024-01-01',
  endDate: '2024-12-31',
  status: 'Active',
};

const planFixtures = (kind: PlanKind): Record<string, Fixture> => {
  const family = PLAN_FAMILY[kind];
  const ref = (t: SecurityWorld['a']) => seedOf(t).plan[kind];
  return {
    [`${family}.all`]: { valid: () => ({ status: 'Active' }) },
    [`${family}.get`]: { valid: (w) => ({ id: ref(w.a).id }), foreign: (w) => ({ id: ref(w.b).id }) },
    // A plan names no other record: it always lands in the caller's company.
    [`${family}.add`]: { valid: () => planFields },
    [`${family}.update`]: {
      valid: (w) => ({ ...ref(w.a), ...planFields }),
      foreign: (w) => ({ ...ref(w.b), ...planFields }),
    },
    [`${family}.delete`]: { valid: (w) => ref(w.a), foreign: (w) => ref(w.b) },
  };
};

/** How a child names the tenant's plan of a kind. */
const planRef = (t: SecurityWorld['a'], kind: PlanKind) =>
  kind === 'strategic'
    ? { strategicPlanId: seedOf(t).plan.strategic.id }
    : { operationalPlanId: seedOf(t).plan.operational.id };

const quarterBody = (t: SecurityWorld['a']) => ({
  annualPlanId: seedOf(t).annualPlan.id,
  quarter: 1,
  version: 1,
  startDate: '2024-04-01',
  endDate: '2024-06-30',
  assessmentStartDate: '2024-06-01',
  assessmentEndDate: '2024-06-30',
  pmAgreementStartDate: null,
  pmAgreementEndDate: null,
  pmAssessmentStartDate: '2024-07-01',
  pmAssessmentEndDate: '2024-07-15',
});

/** Security fixtures of the planning routes (see fixtures.ts for what each field means). */
export const PLANNING_FIXTURES: Record<string, Fixture> = {
  ...planFixtures('strategic'),
  ...planFixtures('operational'),

  'perspective.all': { valid: (w) => planRef(w.a, 'strategic'), foreign: (w) => planRef(w.b, 'strategic') },
  'perspective.add': {
    valid: (w) => ({ ...planRef(w.a, 'operational'), name: 'Intruder perspective' }),
    foreign: (w) => ({ ...planRef(w.b, 'operational'), name: 'Intruder perspective' }),
  },
  'perspective.update': {
    valid: (w) => ({ ...seedOf(w.a).perspective.strategic, name: 'Renamed' }),
    foreign: (w) => ({ ...seedOf(w.b).perspective.strategic, name: 'Renamed' }),
  },
  'perspective.delete': {
    valid: (w) => seedOf(w.a).perspective.operational,
    foreign: (w) => seedOf(w.b).perspective.operational,
  },

  'rating-scale.all': {
    valid: (w) => planRef(w.a, 'operational'),
    foreign: (w) => planRef(w.b, 'operational'),
  },
  'rating-scale.add': {
    valid: (w) => ({
      ...planRef(w.a, 'strategic'),
      description: 'Intruder band',
      target: 77,
      colorValue: '#10B981',
    }),
    foreign: (w) => ({ ...planRef(w.b, 'strategic'), description: 'Intruder band', target: 77 }),
  },
  'rating-scale.update': {
    valid: (w) => ({ ...seedOf(w.a).rating.strategic, description: 'Changed', target: 55 }),
    foreign: (w) => ({ ...seedOf(w.b).rating.strategic, description: 'Changed', target: 55 }),
  },
  'rating-scale.delete': {
    valid: (w) => seedOf(w.a).rating.operational,
    foreign: (w) => seedOf(w.b).rating.operational,
  },

  'annual-plan.all': {
    valid: (w) => ({ strategicPlanId: seedOf(w.a).plan.strategic.id }),
    foreign: (w) => ({ strategicPlanId: seedOf(w.b).plan.strategic.id }),
  },
  'annual-plan.get': {
    valid: (w) => ({ id: seedOf(w.a).annualPlan.id }),
    foreign: (w) => ({ id: seedOf(w.b).annualPlan.id }),
  },
  'annual-plan.add': {
    valid: (w) => ({
      strategicPlanId: seedOf(w.a).plan.strategic.id,
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    }),
    foreign: (w) => ({
      strategicPlanId: seedOf(w.b).plan.strategic.id,
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    }),
  },
  'annual-plan.update': {
    valid: (w) => ({ ...seedOf(w.a).annualPlan, startDate: '2024-02-01', endDate: '2025-01-31' }),
    foreign: (w) => ({ ...seedOf(w.b).annualPlan, startDate: '2024-02-01', endDate: '2025-01-31' }),
  },
  'annual-plan.delete': { valid: (w) => seedOf(w.a).annualPlan, foreign: (w) => seedOf(w.b).annualPlan },

  'quarter.all': {
    valid: (w) => ({ annualPlanId: seedOf(w.a).annualPlan.id }),
    foreign: (w) => ({ annualPlanId: seedOf(w.b).annualPlan.id }),
  },
  'quarter.update': { valid: (w) => quarterBody(w.a), foreign: (w) => quarterBody(w.b) },
  'quarter.set-default-target-date': {
    valid: (w) => ({
      annualPlanId: seedOf(w.a).annualPlan.id,
      quarter: 2,
      version: 1,
      defaultTargetDate: '2024-09-30',
    }),
    foreign: (w) => ({
      annualPlanId: seedOf(w.b).annualPlan.id,
      quarter: 2,
      version: 1,
      defaultTargetDate: '2024-09-30',
    }),
  },
};
