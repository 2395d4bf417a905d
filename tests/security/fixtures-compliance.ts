import {
  addActivity,
  addComplianceCategory,
  addComplianceTeam,
  addComplianceUniverse,
  addComplyingTeam,
  addRegulation,
} from '@stratum/core/compliance';
import type { Tenant } from '../support/world';
import type { Fixture } from './fixtures';
import { tenantAdminCtx as adminCtx } from './seeded';
import type { SecurityWorld } from './world';

type Ref = { id: string; version: number };

/** One tenant's compliance data the fixtures name. */
export interface ComplianceSeed {
  category: Ref;
  complying: Ref;
  compliance: Ref;
  regulation: Ref;
  universe: Ref;
  activity: Ref;
  employeeId: string;
}

const seeds = new Map<string, ComplianceSeed>();
const ref = (x: Ref): Ref => ({ id: x.id, version: x.version });

/**
 * Writes a tenant's compliance seed through core (tenant B has the module off, so its data cannot
 * be made through the API) and remembers it for the fixtures. buildWorld calls it.
 */
export const seedCompliance = async (t: Tenant): Promise<void> => {
  const ctx = adminCtx(t);
  const employeeId = t.employee.employeeId!;
  const category = await addComplianceCategory(ctx, { name: 'Data protection', description: null });
  const complying = await addComplyingTeam(ctx, {
    name: 'Data owners',
    description: null,
    memberIds: [employeeId],
  });
  const compliance = await addComplianceTeam(ctx, {
    name: 'Privacy office',
    description: null,
    memberIds: [employeeId],
  });
  const regulation = await addRegulation(ctx, {
    name: 'UK GDPR',
    source: 'Data Protection Act 2018',
    reference: 'Art. 30',
    requirement: null,
    categoryId: category.id,
    ownerId: employeeId,
    applicability: null,
    effectiveDate: '2018-05-25',
    riskIds: [],
  });
  // The activity is made first: the universe raises the regulation's version.
  const activity = await addActivity(ctx, {
    name: 'Records of processing reviewed',
    description: null,
    regulationId: regulation.id,
    complyingTeamId: complying.id,
    complianceTeamId: compliance.id,
    recurrence: 'quarterly',
    rule: null,
    startDate: '2030-03-31',
    graceDays: 5,
  });
  const universe = await addComplianceUniverse(ctx, { name: 'Group', description: null, regulationIds: [] });
  seeds.set(t.companyId, {
    category: ref(category),
    complying: ref(complying),
    compliance: ref(compliance),
    regulation: ref(regulation),
    universe: ref(universe),
    activity: ref(activity),
    employeeId,
  });
};

/** A tenant made by a suite itself has no seed: any well-formed id of its own stands in. */
const seedOf = (t: SecurityWorld['a']): ComplianceSeed => {
  const seed = seeds.get(t.companyId);
  if (seed) return seed;
  const any = { id: t.org['business-unit'].id, version: 1 };
  return {
    category: any,
    complying: any,
    compliance: any,
    regulation: any,
    universe: any,
    activity: any,
    employeeId: t.employee.employeeId!,
  };
};

const both = (input: (s: ComplianceSeed) => Record<string, unknown>): Fixture => ({
  valid: (w) => input(seedOf(w.a)),
  foreign: (w) => input(seedOf(w.b)),
});

const activityInput = (s: ComplianceSeed) => ({
  name: 'Intruder activity',
  regulationId: s.regulation.id,
  complyingTeamId: s.complying.id,
  complianceTeamId: s.compliance.id,
  recurrence: 'monthly',
  startDate: '2030-01-31',
  graceDays: 0,
});

export const COMPLIANCE_FIXTURES: Record<string, Fixture> = {
  'compliance.all-categories': { valid: () => ({}) },
  'compliance.add-category': { valid: () => ({ name: 'Intruder category' }) },
  'compliance.update-category': both((s) => ({ ...s.category, name: 'Renamed' })),
  'compliance.delete-category': both((s) => s.category),
  'compliance.all-complying-teams': { valid: () => ({}) },
  // Members name people: another company's are not yours.
  'compliance.add-complying-team': both((s) => ({ name: 'Intruder team', memberIds: [s.employeeId] })),
  'compliance.update-complying-team': both((s) => ({ ...s.complying, name: 'Renamed' })),
  'compliance.delete-complying-team': both((s) => s.complying),
  'compliance.all-compliance-teams': { valid: () => ({}) },
  'compliance.add-compliance-team': both((s) => ({ name: 'Intruder team', memberIds: [s.employeeId] })),
  'compliance.update-compliance-team': both((s) => ({ ...s.compliance, name: 'Renamed' })),
  'compliance.delete-compliance-team': both((s) => s.compliance),
  'compliance.all-regulations': { valid: () => ({}) },
  'compliance.add-regulation': both((s) => ({ name: 'Intruder regulation', categoryId: s.category.id })),
  'compliance.update-regulation': both((s) => ({ ...s.regulation, name: 'Renamed' })),
  'compliance.delete-regulation': both((s) => s.regulation),
  'compliance.all-universes': { valid: () => ({}) },
  'compliance.add-universe': both((s) => ({ name: 'Intruder universe', regulationIds: [s.regulation.id] })),
  'compliance.update-universe': both((s) => ({ ...s.universe, name: 'Renamed' })),
  'compliance.delete-universe': both((s) => s.universe),
  'compliance.activities': { valid: () => ({}) },
  'compliance.activity': both((s) => ({ id: s.activity.id })),
  'compliance.calendar': { valid: () => ({ month: '2030-03' }) },
  'compliance.add-activity': both(activityInput),
  'compliance.update-activity': both((s) => ({ ...activityInput(s), ...s.activity })),
  'compliance.delete-activity': both((s) => s.activity),
  'compliance.save-notes': both((s) => ({ ...s.activity, notes: 'Working on it' })),
  'compliance.submit': both((s) => ({ ...s.activity, notes: 'Done', evidenceEffectiveDate: '2026-01-31' })),
  'compliance.upload-evidence': both((s) => s.activity),
  'compliance.evidence-file': both((s) => ({ id: s.activity.id, fileId: s.activity.id })),
  'compliance.process': both((s) => s.activity),
  'compliance.decline': both((s) => ({ ...s.activity, reason: 'Evidence missing' })),
  'compliance.admin-process': both((s) => s.activity),
  'compliance.history': both((s) => ({ id: s.activity.id })),
  'compliance.required-actions': { valid: () => ({}) },
  'compliance.required-actions-count': { valid: () => ({}) },
  // A filter naming another company's regulation or universe is a 404, not an empty report.
  'compliance.report': both((s) => ({
    report: 'status',
    regulationId: s.regulation.id,
    universeId: s.universe.id,
  })),
  'compliance.export-report': both((s) => ({
    report: 'overdue',
    format: 'xlsx',
    regulationId: s.regulation.id,
    universeId: s.universe.id,
  })),
};
