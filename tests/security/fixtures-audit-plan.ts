import {
  AUDIT_SETTING_KINDS,
  AUDIT_SETTING_NAMES,
  AUDIT_MANAGEMENT_FAMILY,
  type TAuditSettingKind,
} from '@stratum/contracts';
import {
  addAuditFollowUp,
  addAuditPlan,
  addAuditProcess,
  addAuditSetting,
  addPlannedAudit,
} from '@stratum/core/audit';
import type { OrgTenant } from '../support/org';
import type { Fixture } from './fixtures';
import { tenantAdminCtx as adminCtx } from './seeded';
import type { SecurityWorld } from './world';

type Ref = { id: string; version: number };

/** One tenant's audit data the fixtures name: an item of each settings kind, a process, a plan. */
interface AuditSeed {
  settings: Record<TAuditSettingKind, Ref>;
  process: Ref;
  plan: Ref;
  /** an audit added by hand (deletable), and the universe's one */
  manual: Ref;
  planned: Ref;
  followUp: Ref;
  businessUnitId: string;
  employeeId: string;
}

const seeds = new Map<string, AuditSeed>();
const ref = (x: Ref): Ref => ({ id: x.id, version: x.version });

const settingInput = (kind: TAuditSettingKind, employeeId: string): Record<string, unknown> => {
  switch (kind) {
    case 'finding-rating':
      return { level: 'High', colour: 'red' };
    case 'opinion-rating':
      return { name: 'Satisfactory', colour: 'green' };
    case 'mr-owner':
      return { employeeId };
    case 'team-member':
      return { employeeId, roles: ['lead', 'performer'] };
    case 'checklist-template':
    case 'survey-template':
      return { name: `${kind} one`, items: ['Was the scope clear?'] };
    case 'letter-template':
      return { name: 'Notice', subject: 'Audit of {{auditTitle}}', body: 'Dear {{auditeeUnit}}' };
    default:
      return { name: `${kind} one` };
  }
};

/**
 * Writes a tenant's audit seed through core (tenant B has Audit Management off, so its data cannot
 * be made through the API) and remembers it for the fixtures. buildWorld calls it.
 */
export const seedAuditPlan = async (t: OrgTenant): Promise<void> => {
  const ctx = adminCtx(t);
  const employeeId = t.employee.employeeId!;
  const settings = {} as Record<TAuditSettingKind, Ref>;
  for (const kind of AUDIT_SETTING_KINDS) {
    settings[kind] = ref(await addAuditSetting(ctx, kind, settingInput(kind, employeeId) as never));
  }
  const businessUnitId = t.org['business-unit'].id;
  const process = await addAuditProcess(ctx, {
    name: 'Treasury',
    description: null,
    businessUnitId,
    ownerId: employeeId,
    likelihood: 4,
    impact: 5,
    riskIds: [],
    lastAuditedDate: null,
  });
  const plan = await addAuditPlan(ctx, { year: 2027, title: 'Plan 2027' });
  const manual = await addPlannedAudit(ctx, {
    planId: plan.item.id,
    title: 'Management request',
    riskScore: 20,
    quarter: 1,
    included: true,
    reason: '',
    memberIds: [],
    budgetDays: 5,
  });
  const followUp = await addAuditFollowUp(ctx, {
    planId: plan.item.id,
    title: 'Follow up',
    quarter: 3,
    budgetDays: 2,
    notes: null,
  });
  const planned = plan.list[0]!;
  seeds.set(t.companyId, {
    settings,
    process: ref(process),
    plan: { id: plan.item.id, version: plan.item.version + 2 },
    manual: ref(manual),
    planned: ref(planned),
    followUp: ref(followUp),
    businessUnitId,
    employeeId,
  });
};

/** A tenant made by a suite itself has no seed: its calls naming ids are 404 before any write. */
const seedOf = (t: OrgTenant): AuditSeed => {
  const seed = seeds.get(t.companyId);
  if (seed) return seed;
  const any = { id: t.org['business-unit'].id, version: 1 };
  return {
    settings: Object.fromEntries(AUDIT_SETTING_KINDS.map((k) => [k, any])) as Record<TAuditSettingKind, Ref>,
    process: any,
    plan: any,
    manual: any,
    planned: any,
    followUp: any,
    businessUnitId: any.id,
    employeeId: t.employee.employeeId!,
  };
};

/** A tenant's plan follow-up entry: for the follow-up audit's fixtures (audit-follow-up). */
export const followUpOf = (t: OrgTenant): string => seedOf(t).followUp.id;

/** A tenant's planned audit (of a plan not approved): for fixtures of other families naming one. */
export const plannedAuditOf = (t: OrgTenant): string => seedOf(t).planned.id;

const both = (input: (s: AuditSeed) => Record<string, unknown>): Fixture => ({
  valid: (w: SecurityWorld) => input(seedOf(w.a)),
  foreign: (w: SecurityWorld) => input(seedOf(w.b)),
});

const f = (action: string) => `${AUDIT_MANAGEMENT_FAMILY}.${action}`;

const settingFixtures = (kind: TAuditSettingKind): Record<string, Fixture> => {
  const n = AUDIT_SETTING_NAMES[kind];
  const person = kind === 'mr-owner' || kind === 'team-member';
  const addInput = (s: AuditSeed) => ({ ...settingInput(kind, s.employeeId), name: `Intruder ${kind}` });
  return {
    [f(`all-${n.plural}`)]: { valid: () => ({ limit: 10 }) },
    [f(n.singular)]: both((s) => ({ id: s.settings[kind].id })),
    // A person kind names an employee: another company's is not one of yours.
    [f(`add-${n.singular}`)]: person ? both(addInput) : { valid: (w) => addInput(seedOf(w.a)) },
    [f(`update-${n.singular}`)]: both((s) => ({ ...s.settings[kind], ...addInput(s) })),
    [f(`delete-${n.singular}`)]: both((s) => s.settings[kind]),
  };
};

const processInput = (s: AuditSeed) => ({
  name: 'Intruder process',
  businessUnitId: s.businessUnitId,
  ownerId: s.employeeId,
  likelihood: 3,
  impact: 3,
});

export const AUDIT_PLAN_FIXTURES: Record<string, Fixture> = {
  ...Object.assign({}, ...AUDIT_SETTING_KINDS.map(settingFixtures)),
  [f('all-processes')]: {
    valid: () => ({ limit: 10 }),
    foreign: (w) => ({ businessUnitId: seedOf(w.b).businessUnitId, limit: 10 }),
  },
  [f('process')]: both((s) => ({ id: s.process.id })),
  [f('add-process')]: both(processInput),
  [f('update-process')]: both((s) => ({ ...s.process, ...processInput(s) })),
  [f('delete-process')]: both((s) => s.process),
  [f('all-audit-plans')]: { valid: () => ({ year: 2027, limit: 10 }) },
  [f('audit-plan')]: both((s) => ({ id: s.plan.id })),
  [f('add-audit-plan')]: { valid: () => ({ year: 2028, title: 'Intruder plan' }) },
  [f('update-audit-plan')]: both((s) => ({ ...s.plan, title: 'Renamed', status: 'inactive' })),
  [f('delete-audit-plan')]: both((s) => s.plan),
  [f('approve-audit-plan')]: both((s) => s.plan),
  [f('planned-audit')]: both((s) => ({ id: s.planned.id })),
  [f('add-planned-audit')]: both((s) => ({ planId: s.plan.id, title: 'Intruder audit', quarter: 2 })),
  [f('update-planned-audit')]: both((s) => ({
    ...s.planned,
    quarter: 4,
    included: false,
    reason: 'Intruder',
  })),
  [f('delete-planned-audit')]: both((s) => s.manual),
  [f('all-follow-ups')]: both((s) => ({ planId: s.plan.id, limit: 10 })),
  [f('follow-up')]: both((s) => ({ id: s.followUp.id })),
  [f('add-follow-up')]: both((s) => ({ planId: s.plan.id, title: 'Intruder follow-up', quarter: 2 })),
  [f('update-follow-up')]: both((s) => ({ ...s.followUp, title: 'Renamed', quarter: 4 })),
  [f('delete-follow-up')]: both((s) => s.followUp),
};
