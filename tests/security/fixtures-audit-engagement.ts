import {
  addProcessDescription,
  addRcmRow,
  addScope,
  addWorkingPaper,
  openEngagement,
  sendArtefact,
  uploadWorkingPaperFile,
} from '@stratum/core/audit';
import type { Tenant } from '../support/world';
import { plannedAuditOf } from './fixtures-audit-plan';
import type { Fixture } from './fixtures';
import { PDF } from './http';
import { tenantAdminCtx as adminCtx } from './seeded';
import type { SecurityWorld } from './world';

/** One tenant's engagement and one artefact of each kind, named by the fixtures. */
export interface AuditEngagementSeed {
  engagementId: string;
  version: number;
  scopeId: string;
  processId: string;
  rowId: string;
  paperId: string;
  fileId: string;
  employeeId: string;
}

const seeds = new Map<string, AuditEngagementSeed>();

/**
 * Writes a tenant's engagement through core (tenant B has Audit Management off): its
 * administrator leads, its employee reviews; the scope is sent, so a decision on it would land.
 */
export const seedAuditEngagement = async (t: Tenant): Promise<void> => {
  const ctx = adminCtx(t);
  const employeeId = t.employee.employeeId!;
  const e = await openEngagement(ctx, {
    title: 'Security audit',
    auditArea: 'IT',
    leadId: t.admin.employeeId!,
    performerIds: [],
    reviewerIds: [employeeId],
    startDate: '2030-01-01',
    endDate: '2030-03-31',
  });
  const ids = { engagementId: e.id };
  const scope = await addScope(ctx, { ...ids, title: 'Access', inScope: 'User access', outOfScope: '' });
  await sendArtefact(ctx, { ...ids, kind: 'scope', id: scope.id, version: scope.version, note: '' });
  const process = await addProcessDescription(ctx, {
    ...ids,
    name: 'Joiners',
    owner: '',
    description: 'HR to IT',
  });
  const row = await addRcmRow(ctx, {
    ...ids,
    processId: process.id,
    risk: 'Access granted late',
    riskRating: 'Medium',
    control: 'Ticket SLA',
    controlType: 'Detective',
    testOfDesign: '',
    testOfEffectiveness: '',
  });
  const paper = await addWorkingPaper(ctx, {
    ...ids,
    title: 'Joiner sample',
    rcmRowId: row.id,
    procedure: 'Inspect 10 tickets',
    sample: '',
    result: '',
    conclusion: '',
  });
  const withFile = await uploadWorkingPaperFile(
    ctx,
    { ...ids, id: paper.id, version: paper.version },
    { filename: 'tickets.pdf', contentType: 'application/pdf', content: PDF },
  );
  seeds.set(t.companyId, {
    engagementId: e.id,
    version: e.version,
    scopeId: scope.id,
    processId: process.id,
    rowId: row.id,
    paperId: paper.id,
    fileId: withFile.files[0]!.fileId,
    employeeId,
  });
};

/** A tenant made by a suite itself has no seed: any well-formed id of its own is answered 404. */
export const seedOf = (t: SecurityWorld['a']): AuditEngagementSeed => {
  const seed = seeds.get(t.companyId);
  if (seed) return seed;
  const id = t.org['business-unit'].id;
  return {
    engagementId: id,
    version: 1,
    scopeId: id,
    processId: id,
    rowId: id,
    paperId: id,
    fileId: id,
    employeeId: t.employee.employeeId!,
  };
};

/** valid: tenant A's; foreign: the same call naming tenant B's. */
const both = (input: (s: AuditEngagementSeed) => Record<string, unknown>): Fixture => ({
  valid: (w) => input(seedOf(w.a)),
  foreign: (w) => input(seedOf(w.b)),
});

const F = 'audit-engagement';
const openInput = (w: SecurityWorld) => ({
  title: 'Intruder audit',
  leadId: w.a.admin.employeeId,
  reviewerIds: [w.a.employee.employeeId],
  startDate: '2030-01-01',
  endDate: '2030-01-31',
});
const engagement = (s: AuditEngagementSeed) => ({ engagementId: s.engagementId });

export const AUDIT_ENGAGEMENT_FIXTURES: Record<string, Fixture> = {
  [`${F}.all`]: { valid: () => ({ status: 'Open' }) },
  [`${F}.get`]: both(engagement),
  // Opening names people, and a planned audit: another company's is not found, whoever asks.
  [`${F}.open`]: {
    valid: (w) => openInput(w),
    foreign: (w) => ({ ...openInput(w), plannedAuditId: plannedAuditOf(w.b) }),
  },
  [`${F}.edit-team`]: {
    valid: (w) => ({
      ...engagement(seedOf(w.a)),
      version: seedOf(w.a).version,
      leadId: w.a.admin.employeeId,
      reviewerIds: [w.a.employee.employeeId],
    }),
    foreign: (w) => ({
      ...engagement(seedOf(w.b)),
      version: seedOf(w.b).version,
      leadId: w.a.admin.employeeId,
      reviewerIds: [w.a.employee.employeeId],
    }),
  },
  [`${F}.close`]: both((s) => ({ ...engagement(s), version: s.version })),
  [`${F}.scopes`]: both(engagement),
  [`${F}.add-scope`]: both((s) => ({ ...engagement(s), title: 'Intruder scope', inScope: 'All' })),
  [`${F}.edit-scope`]: both((s) => ({
    ...engagement(s),
    id: s.scopeId,
    version: 2,
    title: 'X',
    inScope: 'Y',
  })),
  [`${F}.allow-scope-change`]: both((s) => ({
    ...engagement(s),
    id: s.scopeId,
    version: 2,
    reason: 'Intruder',
  })),
  [`${F}.memo`]: both(engagement),
  [`${F}.save-memo`]: both((s) => ({ ...engagement(s), version: 0, objectives: 'Intruder' })),
  [`${F}.processes`]: both(engagement),
  [`${F}.add-process`]: both((s) => ({ ...engagement(s), name: 'Intruder', description: 'X' })),
  [`${F}.edit-process`]: both((s) => ({
    ...engagement(s),
    id: s.processId,
    version: 2,
    name: 'X',
    description: 'Y',
  })),
  [`${F}.rcm`]: both(engagement),
  [`${F}.add-rcm`]: both((s) => ({
    ...engagement(s),
    processId: s.processId,
    risk: 'Intruder',
    riskRating: 'High',
    control: 'None',
    controlType: 'Reactive',
  })),
  [`${F}.edit-rcm`]: both((s) => ({
    ...engagement(s),
    id: s.rowId,
    version: 1,
    processId: s.processId,
    risk: 'Intruder',
    riskRating: 'High',
    control: 'None',
    controlType: 'Reactive',
  })),
  [`${F}.papers`]: both(engagement),
  [`${F}.add-paper`]: both((s) => ({ ...engagement(s), title: 'Intruder', procedure: 'X' })),
  [`${F}.edit-paper`]: both((s) => ({
    ...engagement(s),
    id: s.paperId,
    version: 2,
    title: 'X',
    procedure: 'Y',
  })),
  [`${F}.upload-paper-file`]: both((s) => ({ ...engagement(s), id: s.paperId, version: 2 })),
  [`${F}.paper-file`]: both((s) => ({ ...engagement(s), id: s.paperId, fileId: s.fileId })),
  [`${F}.artefact`]: both((s) => ({ ...engagement(s), kind: 'paper', id: s.paperId })),
  [`${F}.send`]: both((s) => ({ ...engagement(s), kind: 'process', id: s.processId, version: 1 })),
  [`${F}.allow-update`]: both((s) => ({ ...engagement(s), kind: 'scope', id: s.scopeId, version: 2 })),
  [`${F}.approve`]: both((s) => ({ ...engagement(s), kind: 'scope', id: s.scopeId, version: 2 })),
  [`${F}.not-approve`]: both((s) => ({
    ...engagement(s),
    kind: 'scope',
    id: s.scopeId,
    version: 2,
    note: 'No',
  })),
  [`${F}.sign-offs`]: both((s) => ({ ...engagement(s), kind: 'scope', id: s.scopeId })),
  [`${F}.my-task`]: { valid: () => ({ role: 'reviewer' }) },
  [`${F}.my-task-count`]: { valid: () => ({}) },
  [`${F}.summary`]: { valid: () => ({}) },
  [`${F}.my-task-completed`]: { valid: () => ({}) },
};
