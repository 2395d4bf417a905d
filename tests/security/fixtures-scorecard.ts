import { PLAN_ID_FIELD, PLAN_KINDS, SCORECARD_FAMILY, type PlanKind } from '@stratum/contracts';
import { addAnnualPlan } from '@stratum/core/planning/annual-plan/add-annual-plan';
import { addCorporateScorecard } from '@stratum/core/planning/corporate-scorecard/add-corporate-scorecard';
import { addPeriodicScorecard } from '@stratum/core/planning/corporate-scorecard/add-periodic-scorecard';
import { addPerspective } from '@stratum/core/planning/perspective/add-perspective';
import { addPlan } from '@stratum/core/planning/plan/add-plan';
import { addComment } from '@stratum/core/scorecard/add-comment';
import { addKpa } from '@stratum/core/scorecard/add-kpa';
import { saveKpi } from '@stratum/core/scorecard/save-kpi';
import { addScorecard } from '@stratum/core/planning/scorecard/add-scorecard';
import { readScorecard } from '@stratum/core/scorecard/read-scorecard';
import type { Tenant } from '../support/world';
import { seededBy } from './seeded';
import type { Fixture } from './fixtures';
import type { SecurityWorld } from './world';
import { tenantAdminCtx as adminCtx } from './seeded';

// A type, not an interface: fixtures answer plain records (`Input`).
type Ref = { id: string; version: number };

/**
 * One tenant's scorecards the fixtures name: a strategic and an operational plan, each with a
 * perspective and a scorecard holding a KPA and a KPI (with a comment); a year of the strategic
 * plan with its annual corporate scorecard (built from the strategic one) and that one's Q1
 * periodic scorecard.
 */
export interface ScorecardSeed {
  plan: Record<PlanKind, string>;
  perspective: Record<PlanKind, string>;
  scorecard: Record<PlanKind, Ref>;
  kpa: Record<PlanKind, Ref>;
  kpi: Record<PlanKind, Ref>;
  annualPlanId: string;
  corporate: Ref;
  corporateKpi: Ref;
  corporateKpa: Ref;
  periodic: Ref;
}

const seeds = new Map<string, ScorecardSeed>();

/**
 * Writes a tenant's scorecard seed through core (tenant B has Strategic Planning off, so its data
 * cannot be made through the API), and remembers it for the fixtures. buildWorld calls it.
 */
export const seedScorecards = async (t: Tenant): Promise<void> => {
  const ctx = adminCtx(t);
  const seed: Partial<ScorecardSeed> = {
    plan: {} as never,
    perspective: {} as never,
    scorecard: {} as never,
    kpa: {} as never,
    kpi: {} as never,
  };
  for (const kind of PLAN_KINDS) {
    const plan = await addPlan(ctx, kind, {
      description: `Scorecard ${kind} plan`,
      startDate: '2040-01-01',
      endDate: '2044-12-31',
      status: 'Active',
    });
    const ref = { [PLAN_ID_FIELD[kind]]: plan.id };
    const perspective = await addPerspective(ctx, { ...ref, name: 'Financial' });
    const card = await addScorecard(ctx, kind, {
      ...ref,
      name: `${kind} scorecard`,
      includeKeyPerformanceArea: 'Yes',
      ratingMode: 'automatic',
    });
    const kpa = await addKpa(ctx, [kind], {
      scorecardId: card.id,
      name: 'Growth',
      perspectiveId: perspective.id,
    });
    const kpi = await saveKpi(ctx, [kind], {
      scorecardId: card.id,
      kpaId: kpa.id,
      name: 'Revenue',
      target: 100,
      ytd: 80,
      weight: 100,
      periodicTarget1: 25,
    });
    await addComment(ctx, [kind], { scorecardId: card.id, kpiId: kpi.id, comment: 'Seeded' });
    seed.plan![kind] = plan.id;
    seed.perspective![kind] = perspective.id;
    seed.scorecard![kind] = { id: card.id, version: card.version };
    seed.kpa![kind] = { id: kpa.id, version: kpa.version };
    seed.kpi![kind] = { id: kpi.id, version: kpi.version };
  }
  const annual = await addAnnualPlan(ctx, {
    strategicPlanId: seed.plan!.strategic,
    startDate: '2040-01-01',
    endDate: '2040-12-31',
  });
  const corporate = await addCorporateScorecard(ctx, {
    annualPlanId: annual.id,
    strategicScorecardId: seed.scorecard!.strategic.id,
    name: 'Corporate 2040',
  });
  const periodic = await addPeriodicScorecard(ctx, { annualScorecardId: corporate.id, quarter: 0 });
  const whole = await readScorecard(ctx, ['corporate-annual'], { id: corporate.id });
  seed.annualPlanId = annual.id;
  seed.corporate = { id: corporate.id, version: corporate.version };
  seed.corporateKpi = { id: whole.kpiList[0]!.id, version: whole.kpiList[0]!.version };
  seed.corporateKpa = { id: whole.kpaList[0]!.id, version: whole.kpaList[0]!.version };
  seed.periodic = { id: periodic.id, version: periodic.version };
  seeds.set(t.companyId, seed as ScorecardSeed);
};

/**
 * The tenant's seed. A tenant made by a suite itself (a suspended company…) has none: its calls
 * are refused before any id is looked up, so any well-formed id of its own stands in.
 */
export const scorecardSeedOf = (t: SecurityWorld['a']): ScorecardSeed => {
  const seed = seeds.get(t.companyId);
  if (seed) return seed;
  const id = t.org['business-unit'].id;
  const ref = { id, version: 1 };
  const ids = { strategic: id, operational: id };
  const refs = { strategic: ref, operational: ref };
  return {
    plan: ids,
    perspective: ids,
    scorecard: refs,
    kpa: refs,
    kpi: refs,
    annualPlanId: id,
    corporate: ref,
    corporateKpi: ref,
    corporateKpa: ref,
    periodic: ref,
  };
};

/** A fixture whose input names the tenant's scorecard seed: tenant A's for `valid`, B's for `foreign`. */
export const seeded = seededBy(scorecardSeedOf);

const scorecardFixtures = (kind: PlanKind): Record<string, Fixture> => {
  const family = SCORECARD_FAMILY[kind];
  const item = (s: ScorecardSeed, part: 'kpa' | 'kpi') => ({
    scorecardId: s.scorecard[kind].id,
    ...s[part][kind],
  });
  return {
    [`${family}.all`]: seeded((s) => ({ [PLAN_ID_FIELD[kind]]: s.plan[kind] })),
    [`${family}.get`]: seeded((s) => ({ id: s.scorecard[kind].id, period: 'annual' })),
    [`${family}.add`]: seeded((s) => ({
      [PLAN_ID_FIELD[kind]]: s.plan[kind],
      name: 'Intruder scorecard',
      includeKeyPerformanceArea: 'No',
      ratingMode: 'manual',
    })),
    [`${family}.update`]: seeded((s) => ({
      ...s.scorecard[kind],
      name: 'Renamed',
      includeKeyPerformanceArea: 'Yes',
      ratingMode: 'manual',
    })),
    [`${family}.delete`]: seeded((s) => s.scorecard[kind]),
    [`${family}.set-visible`]: seeded((s) => ({ ...s.scorecard[kind], visible: false })),
    [`${family}.add-kpa`]: seeded((s) => ({
      scorecardId: s.scorecard[kind].id,
      name: 'Intruder area',
      perspectiveId: s.perspective[kind],
    })),
    [`${family}.update-kpa`]: seeded((s) => ({ ...item(s, 'kpa'), name: 'Renamed area' })),
    [`${family}.delete-kpa`]: seeded((s) => item(s, 'kpa')),
    [`${family}.save-kpi`]: seeded((s) => ({ ...item(s, 'kpi'), target: 1, weight: 50, actual1: 99 })),
    [`${family}.delete-kpi`]: seeded((s) => item(s, 'kpi')),
    [`${family}.add-comment`]: seeded((s) => ({
      scorecardId: s.scorecard[kind].id,
      kpiId: s.kpi[kind].id,
      comment: 'Intruder comment',
    })),
    [`${family}.comments`]: seeded((s) => ({ scorecardId: s.scorecard[kind].id, kpaId: s.kpa[kind].id })),
  };
};

/** Security fixtures of the scorecard routes (see fixtures.ts for what each field means). */
export const SCORECARD_FIXTURES: Record<string, Fixture> = {
  ...scorecardFixtures('strategic'),
  ...scorecardFixtures('operational'),

  'corporate-scorecard.all': seeded((s) => ({ annualPlanId: s.annualPlanId, type: 'annual' })),
  'corporate-scorecard.my-access': { valid: () => ({}) },
  'corporate-scorecard.progress-report': seeded((s) => ({ id: s.corporate.id })),
  'corporate-scorecard.get': seeded((s) => ({ id: s.corporate.id, period: '0' })),
  'corporate-scorecard.add': seeded((s) => ({
    annualPlanId: s.annualPlanId,
    strategicScorecardId: s.scorecard.strategic.id,
    name: 'Intruder corporate',
  })),
  'corporate-scorecard.add-periodic': seeded((s) => ({ annualScorecardId: s.corporate.id, quarter: 1 })),
  'corporate-scorecard.update': seeded((s) => ({ ...s.corporate, name: 'Renamed', ratingMode: 'manual' })),
  'corporate-scorecard.delete': seeded((s) => s.periodic),
  'corporate-scorecard.set-visible': seeded((s) => ({ ...s.corporate, visible: false })),
  'corporate-scorecard.save-kpi': seeded((s) => ({
    scorecardId: s.corporate.id,
    ...s.corporateKpi,
    weight: 10,
    target: 5,
  })),
  'corporate-scorecard.update-actual': seeded((s) => ({
    scorecardId: s.corporate.id,
    kpiId: s.corporateKpi.id,
    quarter: 0,
    actual: 50,
    version: s.corporateKpi.version,
  })),
  'corporate-scorecard.add-kpa': seeded((s) => ({
    scorecardId: s.corporate.id,
    name: 'Intruder area',
    perspectiveId: s.perspective.strategic,
  })),
  'corporate-scorecard.update-kpa': seeded((s) => ({
    scorecardId: s.corporate.id,
    ...s.corporateKpa,
    name: 'Renamed area',
  })),
  'corporate-scorecard.delete-kpa': seeded((s) => ({ scorecardId: s.corporate.id, ...s.corporateKpa })),
  'corporate-scorecard.add-kpi': seeded((s) => ({
    scorecardId: s.corporate.id,
    kpaId: s.corporateKpa.id,
    name: 'Intruder KPI',
    target: 10,
    weight: 5,
  })),
  'corporate-scorecard.delete-kpi': seeded((s) => ({ scorecardId: s.corporate.id, ...s.corporateKpi })),
};
