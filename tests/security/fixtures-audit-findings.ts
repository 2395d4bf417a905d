import { addFinding, addOutsideFinding } from '@stratum/core/audit';
import type { Tenant } from '../support/world';
import { seedOf as engagementSeedOf } from './fixtures-audit-engagement';
import { seedOf as riskSeedOf } from './fixtures-risk';
import type { Fixture } from './fixtures';
import { tenantAdminCtx as adminCtx } from './seeded';
import type { SecurityWorld } from './world';

/** One tenant's finding on its seeded engagement, linked to its seeded risk. */
interface FindingSeed {
  engagementId: string;
  findingId: string;
  rootCauseId: string;
  riskId: string;
  /** a finding raised outside an engagement */
  outsideFindingId: string;
}

const seeds = new Map<string, FindingSeed>();

/**
 * Writes a tenant's finding through core (tenant B has Audit Management off), after the
 * engagement and risk seeds. buildWorld calls it.
 */
export const seedAuditFindings = async (t: Tenant): Promise<void> => {
  const { engagementId, paperId } = engagementSeedOf(t as SecurityWorld['a']);
  const riskId = riskSeedOf(t as SecurityWorld['a']).register.management.risk.id;
  const finding = await addFinding(adminCtx(t), {
    engagementId,
    title: 'Leavers keep access',
    criteria: 'Access ends on the last day',
    condition: '3 of 10 leavers kept access',
    cause: '',
    effect: '',
    rootCauses: [{ category: 'Process', description: 'HR tells IT late' }],
    rating: 'Medium',
    recommendation: 'Automate the leaver feed',
    paperIds: [paperId],
    risks: [{ riskId, controlIds: [] }],
    mrOwnerIds: [],
  });
  const outside = await addOutsideFinding(adminCtx(t), {
    source: 'External auditor',
    reference: 'Management letter',
    raisedOn: '2026-10-30',
    title: 'Bank details changed unchecked',
    criteria: 'A second person checks',
    condition: '4 of 30 unchecked',
    cause: '',
    effect: '',
    rootCauses: [],
    rating: 'High',
    recommendation: 'Add a second approver',
    risks: [],
    mrOwnerIds: [],
  });
  seeds.set(t.companyId, {
    outsideFindingId: outside.id,
    engagementId,
    findingId: finding.id,
    rootCauseId: finding.rootCauses[0]!.id,
    riskId,
  });
};

/** A tenant made by a suite itself has no seed: any well-formed id of its own is answered 404. */
export const seedOf = (t: SecurityWorld['a']): FindingSeed => {
  const seed = seeds.get(t.companyId);
  if (seed) return seed;
  const id = t.org['business-unit'].id;
  return { engagementId: id, findingId: id, rootCauseId: id, riskId: id, outsideFindingId: id };
};

const both = (input: (s: FindingSeed) => Record<string, unknown>): Fixture => ({
  valid: (w) => input(seedOf(w.a)),
  foreign: (w) => input(seedOf(w.b)),
});

const F = 'audit-findings';
const body = (s: FindingSeed) => ({
  engagementId: s.engagementId,
  title: 'Intruder finding',
  criteria: 'X',
  condition: 'Y',
  rating: 'Low',
  recommendation: 'Z',
  rootCauses: [{ category: 'People', description: 'Intruder' }],
  risks: [{ riskId: s.riskId, controlIds: [] }],
});

/** A finding outside an engagement naming a tenant's risk, and a business unit of `unitOf`'s. */
const outsideBody = (s: FindingSeed, unitOf?: SecurityWorld['a']) => ({
  ...(unitOf ? { unitId: unitOf.org['business-unit'].id } : {}),
  source: 'Regulator',
  reference: 'Intruder letter',
  raisedOn: '2026-11-01',
  title: 'Intruder finding',
  criteria: 'X',
  condition: 'Y',
  rating: 'Low',
  recommendation: 'Z',
  risks: [{ riskId: s.riskId, controlIds: [] }],
});

export const AUDIT_FINDINGS_FIXTURES: Record<string, Fixture> = {
  [`${F}.all`]: both((s) => ({ engagementId: s.engagementId })),
  [`${F}.export`]: both((s) => ({ engagementId: s.engagementId, format: 'xlsx' })),
  [`${F}.get`]: both((s) => ({ engagementId: s.engagementId, id: s.findingId })),
  [`${F}.add`]: both(body),
  [`${F}.update`]: both((s) => ({ ...body(s), id: s.findingId, version: 1 })),
  [`${F}.update-root-cause`]: both((s) => ({
    engagementId: s.engagementId,
    id: s.findingId,
    version: 1,
    rootCauseId: s.rootCauseId,
    category: 'Technology',
    description: 'Intruder',
  })),
  [`${F}.delete`]: both((s) => ({ engagementId: s.engagementId, id: s.findingId, version: 1 })),
  [`${F}.risk-findings`]: both((s) => ({ riskId: s.riskId })),
  // the session's company's page: it names nothing of another company
  [`${F}.all-outside`]: { valid: () => ({}) },
  [`${F}.export-outside`]: { valid: () => ({ format: 'xlsx' }) },
  [`${F}.outside`]: both((s) => ({ id: s.outsideFindingId })),
  // B's business unit is a 404
  [`${F}.add-outside`]: {
    valid: (w) => outsideBody(seedOf(w.a), w.a),
    foreign: (w) => outsideBody(seedOf(w.a), w.b),
  },
  [`${F}.update-outside`]: both((s) => ({ ...outsideBody(s), id: s.outsideFindingId, version: 1 })),
};
