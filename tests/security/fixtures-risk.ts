import { RISK_REGISTER_FAMILY, RISK_REGISTERS, type RiskRegister } from '@stratum/contracts';
import {
  addRisk,
  addRiskAction,
  addRiskCategory,
  addRiskControl,
  addRiskMitigation,
  addRiskProgress,
  addRiskTeam,
  getRiskMatrix,
  listRiskRatingTypes,
  listRiskScale,
  uploadRiskEvidence,
} from '@stratum/core/risk';
import type { Tenant } from '../support/world';
import type { Fixture } from './fixtures';
import { PDF } from './http';
import type { SecurityWorld } from './world';
import { tenantAdminCtx as adminCtx } from './seeded';

// A type, not an interface: fixtures answer plain records (`Input`).
type Ref = { id: string; version: number };

interface RegisterSeed {
  risk: Ref;
  control: Ref;
  mitigation: Ref;
  progressId: string;
  action: Ref;
}

/** One tenant's risk data the fixtures name: its set-up, and a risk of each register with all of it. */
export interface RiskSeed {
  type: Ref;
  impact: Ref;
  likelihood: Ref;
  /** an entry of the type's matrix no risk sits in */
  entry: Ref;
  category: Ref;
  team: Ref;
  employeeId: string;
  register: Record<RiskRegister, RegisterSeed>;
}

const seeds = new Map<string, RiskSeed>();

const ref = (x: { id: string; version: number }): Ref => ({ id: x.id, version: x.version });

/**
 * Writes a tenant's risk seed through core (tenant B has Risk Management off, so its data cannot
 * be made through the API) and remembers it for the fixtures. buildWorld calls it.
 */
export const seedRisk = async (t: Tenant): Promise<void> => {
  const ctx = adminCtx(t);
  const [type] = await listRiskRatingTypes(ctx);
  if (!type) throw new Error('no default rating type');
  const [impacts, likelihoods, matrix] = await Promise.all([
    listRiskScale(ctx, 'impact'),
    listRiskScale(ctx, 'likelihood'),
    getRiskMatrix(ctx, { riskRatingTypeId: type.id }),
  ]);
  const category = await addRiskCategory(ctx, { name: 'Operational', description: null });
  const team = await addRiskTeam(ctx, {
    name: 'Risk team',
    description: null,
    leaderId: t.employee.employeeId,
  });
  const employeeId = t.employee.employeeId!;
  const register = {} as Record<RiskRegister, RegisterSeed>;
  for (const r of RISK_REGISTERS) {
    const risk = await addRisk(ctx, r, {
      title: `${r} risk`,
      description: '',
      causes: '',
      consequences: '',
      categoryId: category.id,
      teamId: team.id,
      ownerId: employeeId,
      riskRatingTypeId: type.id,
      impact: 4,
      likelihood: 4,
      status: 'Open',
    });
    const control = await addRiskControl(ctx, r, {
      riskId: risk.id,
      description: 'Backup supplier',
      type: 'Preventative',
      effectiveness: 'Effective',
    });
    const mitigation = await addRiskMitigation(ctx, r, {
      riskId: risk.id,
      description: 'Second source',
      ownerId: employeeId,
      dueDate: '2030-06-30',
    });
    const progress = await addRiskProgress(ctx, r, {
      riskId: risk.id,
      mitigationId: mitigation.id,
      version: mitigation.version,
      percent: 50,
    });
    await uploadRiskEvidence(
      ctx,
      r,
      { riskId: risk.id, mitigationId: mitigation.id, progressId: progress.item.id },
      { filename: 'evidence.pdf', contentType: 'application/pdf', content: PDF },
    );
    const action = await addRiskAction(ctx, r, {
      riskId: risk.id,
      description: 'Told the board',
      ownerId: employeeId,
      dueDate: '2030-01-31',
    });
    register[r] = {
      action: ref(action),
      risk: ref(control.risk),
      control: ref(control.item),
      mitigation: ref(progress.mitigation),
      progressId: progress.item.id,
    };
  }
  const entry = matrix.list.find((e) => e.impact === 1 && e.likelihood === 1)!;
  seeds.set(t.companyId, {
    type: ref(type),
    impact: ref(impacts[0]!),
    likelihood: ref(likelihoods[0]!),
    entry: ref(entry),
    category: ref(category),
    team: ref(team),
    employeeId,
    register,
  });
};

/**
 * The tenant's seed. A tenant made by a suite itself has none: its calls naming ids are answered
 * 404 before anything is written, so any well-formed id of its own stands in.
 */
export const seedOf = (t: SecurityWorld['a']): RiskSeed => {
  const seed = seeds.get(t.companyId);
  if (seed) return seed;
  const any = { id: t.org['business-unit'].id, version: 1 };
  const register = { risk: any, control: any, mitigation: any, progressId: any.id, action: any };
  return {
    type: any,
    impact: any,
    likelihood: any,
    entry: any,
    category: any,
    team: any,
    employeeId: t.employee.employeeId!,
    register: { management: register, assessment: register },
  };
};

/** valid: tenant A's; foreign: the same call naming tenant B's. */
const both = (input: (s: RiskSeed, t: SecurityWorld['a']) => Record<string, unknown>): Fixture => ({
  valid: (w) => input(seedOf(w.a), w.a),
  foreign: (w) => input(seedOf(w.b), w.b),
});

const ratingFixtures: Record<string, Fixture> = {
  'risk-rating.all-types': { valid: () => ({}) },
  'risk-rating.add-type': { valid: () => ({ name: 'Intruder type', scheme: 'three-level' }) },
  'risk-rating.update-type': both((s) => ({ ...s.type, name: 'Renamed', thresholds: [5, 10, 16] })),
  'risk-rating.delete-type': both((s) => s.type),
  'risk-rating.all-impacts': { valid: () => ({}) },
  'risk-rating.add-impact': { valid: () => ({ name: 'Intruder impact', score: 3 }) },
  'risk-rating.update-impact': both((s) => ({ ...s.impact, name: 'Renamed' })),
  'risk-rating.delete-impact': both((s) => s.impact),
  'risk-rating.all-likelihoods': { valid: () => ({}) },
  'risk-rating.add-likelihood': { valid: () => ({ name: 'Intruder likelihood', score: 2 }) },
  'risk-rating.update-likelihood': both((s) => ({ ...s.likelihood, name: 'Renamed' })),
  'risk-rating.delete-likelihood': both((s) => s.likelihood),
  'risk-rating.matrix': both((s) => ({ riskRatingTypeId: s.type.id })),
  'risk-rating.add-matrix-entry': both((s) => ({
    riskRatingTypeId: s.type.id,
    impact: 1,
    likelihood: 1,
    ratingScore: 9,
  })),
  'risk-rating.update-matrix-entry': both((s) => ({
    ...s.entry,
    riskRatingTypeId: s.type.id,
    ratingScore: 9,
  })),
  'risk-rating.delete-matrix-entry': both((s) => ({ ...s.entry, riskRatingTypeId: s.type.id })),
  'risk-rating.all-categories': { valid: () => ({}) },
  'risk-rating.add-category': { valid: () => ({ name: 'Intruder category' }) },
  'risk-rating.update-category': both((s) => ({ ...s.category, name: 'Renamed' })),
  'risk-rating.delete-category': both((s) => s.category),
  'risk-rating.all-teams': { valid: () => ({}) },
  // The leader names a person: another company's is not one of yours.
  'risk-rating.add-team': both((s) => ({ name: 'Intruder team', leaderId: s.employeeId })),
  'risk-rating.update-team': both((s) => ({ ...s.team, name: 'Renamed' })),
  'risk-rating.delete-team': both((s) => s.team),
};

const identification = (s: RiskSeed) => ({
  title: 'Intruder risk',
  categoryId: s.category.id,
  teamId: s.team.id,
  ownerId: s.employeeId,
  riskRatingTypeId: s.type.id,
  impact: 5,
  likelihood: 5,
});

const registerFixtures = (register: RiskRegister): Record<string, Fixture> => {
  const family = RISK_REGISTER_FAMILY[register];
  const of = (s: RiskSeed) => s.register[register];
  const progressRef = (s: RiskSeed) => ({
    riskId: of(s).risk.id,
    mitigationId: of(s).mitigation.id,
    progressId: of(s).progressId,
  });
  return {
    [`${family}.all`]: {
      valid: () => ({ level: 'Extreme', status: 'Open', limit: 10 }),
      foreign: (w) => ({ categoryId: seedOf(w.b).category.id }),
    },
    [`${family}.get`]: both((s) => ({ id: of(s).risk.id })),
    // Everything it names must be the caller's company's: B's category, type, team and owner.
    [`${family}.add-identification`]: both(identification),
    [`${family}.edit-identification`]: both((s) => ({ ...of(s).risk, ...identification(s) })),
    [`${family}.delete`]: both((s) => of(s).risk),
    [`${family}.add-control`]: both((s) => ({
      riskId: of(s).risk.id,
      description: 'Intruder control',
      type: 'Detective',
      effectiveness: 'Effective',
    })),
    [`${family}.update-control`]: both((s) => ({
      riskId: of(s).risk.id,
      ...of(s).control,
      description: 'Changed',
      type: 'Reactive',
      effectiveness: 'Ineffective',
    })),
    [`${family}.delete-control`]: both((s) => ({ riskId: of(s).risk.id, ...of(s).control })),
    [`${family}.add-mitigation`]: both((s) => ({
      riskId: of(s).risk.id,
      description: 'Intruder mitigation',
      ownerId: s.employeeId,
      dueDate: '2031-01-31',
    })),
    [`${family}.update-mitigation`]: both((s) => ({
      riskId: of(s).risk.id,
      ...of(s).mitigation,
      description: 'Changed',
      ownerId: s.employeeId,
      dueDate: '2031-01-31',
    })),
    [`${family}.delete-mitigation`]: both((s) => ({ riskId: of(s).risk.id, ...of(s).mitigation })),
    [`${family}.add-progress`]: both((s) => ({
      riskId: of(s).risk.id,
      mitigationId: of(s).mitigation.id,
      version: of(s).mitigation.version,
      percent: 100,
      note: 'Done',
    })),
    [`${family}.add-action`]: both((s) => ({
      riskId: of(s).risk.id,
      description: 'Intruder action',
      ownerId: s.employeeId,
      dueDate: '2031-01-31',
    })),
    [`${family}.update-action`]: both((s) => ({
      riskId: of(s).risk.id,
      ...of(s).action,
      description: 'Changed',
      status: 'Done',
    })),
    [`${family}.delete-action`]: both((s) => ({ riskId: of(s).risk.id, ...of(s).action })),
    [`${family}.actions`]: both((s) => ({ riskId: of(s).risk.id })),
    [`${family}.progress`]: both((s) => ({ riskId: of(s).risk.id, mitigationId: of(s).mitigation.id })),
    [`${family}.upload-evidence`]: both(progressRef),
    [`${family}.evidence`]: both(progressRef),
    [`${family}.heat-map`]: both((s) => ({ riskRatingTypeId: s.type.id, status: 'Open' })),
    [`${family}.counts`]: { valid: () => ({ status: 'Open' }) },
    [`${family}.download`]: {
      valid: () => ({ level: 'High', format: 'pdf' }),
      foreign: (w) => ({ categoryId: seedOf(w.b).category.id, format: 'pdf' }),
    },
    [`${family}.trend`]: { valid: () => ({ from: '2026-01', to: '2026-06' }) },
    [`${family}.summary`]: { valid: () => ({}) },
  };
};

/** Security fixtures of the risk routes (see fixtures.ts for what each field means). */
export const RISK_FIXTURES: Record<string, Fixture> = {
  ...ratingFixtures,
  ...registerFixtures('management'),
  ...registerFixtures('assessment'),
};
