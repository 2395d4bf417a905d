import type {
  TAuditPlanDetail,
  TAuditSignOff,
  TAuditTask,
  TAuditSummary,
  TAuditTaskCounts,
  TEngagement,
  TMemo,
  TProcessDescription,
  TRcmRow,
  TScope,
  TWorkingPaper,
  TWorkingPaperRow,
} from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentHash } from '@stratum/core/audit';
import { call, get, post, type Reply } from '../../../tests/support/api';
import { makeAuditTenant, openAudit } from '../../../tests/support/audit-engagement';
import { addUnit } from '../../../tests/support/org';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { ownerSession, type Person, type Tenant } from '../../../tests/support/world';

/*
 * The engagement's fieldwork over HTTP against the embedded AWS: who may open and see an audit,
 * the review of each artefact (send, allow-update, approve, not-approve, allow scope change), the
 * sign-offs they leave, and what waits on whom.
 */

type AuditTenant = Tenant & { outsider: Person & { employeeId: string } };
let c: AuditTenant;
let b: AuditTenant;
let audit: TEngagement;
let bAudit: TEngagement;

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const ok = <T>(r: Reply<T>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};
const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};
const write = <T = Record<string, unknown>>(action: string, body: Record<string, unknown>, token: string) =>
  post<T>(`/audit-engagement/${action}`, body, token);
const read = <T>(action: string, query: Record<string, string | number | undefined>, token: string) =>
  get<T>(`/audit-engagement/${action}`, query, token);

beforeAll(async () => {
  const owner = await ownerSession();
  [c, b] = await Promise.all([makeAuditTenant(owner, 'audit-e'), makeAuditTenant(owner, 'audit-eb')]);
  [audit, bAudit] = await Promise.all([openAudit(c), openAudit(b, 'Their audit')]);
});

describe('the engagement', () => {
  it('is opened by an administrator with its team; the caller sees their roles', () => {
    expect(audit).toMatchObject({
      title: 'Procurement audit',
      status: 'Open',
      plannedAuditId: null,
      lead: { employeeId: c.admin.employeeId },
      reviewers: [{ employeeId: c.employee.employeeId }],
      myRoles: ['lead', 'admin'],
    });
  });

  it('refuses a plain employee, a reviewer who also leads, and an end before the start', async () => {
    const body = {
      title: 'X',
      leadId: c.admin.employeeId,
      reviewerIds: [c.employee.employeeId],
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    };
    expectFailed(await write('open', body, c.employee.token), 403, /administrator/);
    expectFailed(
      await write('open', { ...body, reviewerIds: [c.admin.employeeId] }, c.admin.token),
      422,
      /cannot also lead/,
    );
    expectFailed(await write('open', { ...body, endDate: '2026-10-01' }, c.admin.token), 422, /end before/);
    expectFailed(
      await write('open', { ...body, reviewerIds: [b.employee.employeeId] }, c.admin.token),
      422,
      /reviewerIds/,
    );
  });

  it('is opened from a planned audit of an approved plan of its company only, and keeps it', async () => {
    const [unit, bUnit] = await Promise.all([
      addUnit(c.admin.token, 'business-unit', 'Procurement'),
      addUnit(b.admin.token, 'business-unit', 'Their unit'),
    ]);
    const planOf = async (t: AuditTenant, unitId: string) => {
      await post(
        '/audit-management/add-process',
        { name: 'Purchasing', businessUnitId: unitId, likelihood: 4, impact: 4 },
        t.admin.token,
      );
      const r = await post<TAuditPlanDetail>(
        '/audit-management/add-audit-plan',
        { year: 2031, title: 'Plan 2031' },
        t.admin.token,
      );
      return ok(r);
    };
    const [plan, bPlan] = await Promise.all([planOf(c, unit.id), planOf(b, bUnit.id)]);
    const planned = plan.list[0]!;
    const body = {
      title: 'From the plan',
      plannedAuditId: planned.id,
      leadId: c.admin.employeeId,
      reviewerIds: [c.employee.employeeId],
      startDate: '2031-02-01',
      endDate: '2031-02-28',
    };
    const before = await tenantSnapshot(c.companyId);
    expectFailed(await write('open', body, c.admin.token), 422, /Plan 2031.*not approved yet/);
    expectFailed(
      await write('open', { ...body, plannedAuditId: bPlan.list[0]!.id }, c.admin.token),
      404,
      /plannedAuditId: no such planned audit/,
    );
    expectFailed(
      await write('open', { ...body, plannedAuditId: bPlan.list[0]!.id }, c.employee.token),
      404,
      /no such planned audit/,
    );
    expect(await tenantSnapshot(c.companyId)).toEqual(before);

    ok(
      await post(
        '/audit-management/approve-audit-plan',
        { id: plan.item.id, version: plan.item.version },
        c.admin.token,
      ),
    );
    const r = ok(await write<{ item: TEngagement }>('open', body, c.admin.token));
    expect(r.item.plannedAuditId).toBe(planned.id);
  });

  it('lists open audits to the team and administrators only; the outsider sees none of them', async () => {
    const mine = ok(await read<{ list: TEngagement[] }>('all', {}, c.employee.token));
    expect(mine.list.map((e) => e.id)).toContain(audit.id);
    expect(mine.list.find((e) => e.id === audit.id)?.myRoles).toEqual(['reviewer']);
    const outsider = ok(await read<{ list: TEngagement[]; total: number }>('all', {}, c.outsider.token));
    expect(outsider.list).toEqual([]);
    expectFailed(await read('get', { engagementId: audit.id }, c.outsider.token), 403, /Only/);
    const closed = ok(await read<{ list: TEngagement[] }>('all', { status: 'Closed' }, c.admin.token));
    expect(closed.list.map((e) => e.id)).not.toContain(audit.id);
  });

  it("answers another company's audit as not found, and changes nothing of it", async () => {
    const before = await tenantSnapshot(b.companyId);
    expectFailed(await read('get', { engagementId: bAudit.id }, c.admin.token), 404, /no such audit/);
    expectFailed(
      await write('add-scope', { engagementId: bAudit.id, title: 'x', inScope: 'y' }, c.admin.token),
      404,
      /no such audit/,
    );
    expect(await tenantSnapshot(b.companyId)).toBe(before);
  });
});

describe('the scope', () => {
  let scope: TScope;

  it('is sent, approved by a reviewer, then changes only through an allowed scope change', async () => {
    scope = ok(
      await write<{ item: TScope }>(
        'add-scope',
        {
          engagementId: audit.id,
          title: 'Purchasing',
          inScope: 'Orders over 10k',
          periodFrom: '2026-01-01',
          periodTo: '2026-06-30',
        },
        c.admin.token,
      ),
    ).item;
    expect(scope).toMatchObject({ status: 'Draft', preparer: { employeeId: c.admin.employeeId } });
    // the reviewer does not prepare, and the preparer does not decide
    expectFailed(
      await write('add-scope', { engagementId: audit.id, title: 'x', inScope: 'y' }, c.employee.token),
      403,
      /Only/,
    );
    const ref = { engagementId: audit.id, kind: 'scope', id: scope.id };
    scope = ok(await write<{ item: TScope }>('send', { ...ref, version: scope.version }, c.admin.token)).item;
    expect(scope.status).toBe('Sent');
    expectFailed(
      await write('approve', { ...ref, version: scope.version }, c.admin.token),
      422,
      /You prepared this scope/,
    );
    const edit = { engagementId: audit.id, id: scope.id, title: 'Purchasing', inScope: 'All orders' };
    expectFailed(
      await write('edit-scope', { ...edit, version: scope.version }, c.admin.token),
      422,
      /with the reviewers/,
    );
    scope = ok(
      await write<{ item: TScope }>('approve', { ...ref, version: scope.version }, c.employee.token),
    ).item;
    expect(scope).toMatchObject({ status: 'Approved', changedAfterApproval: false });

    expectFailed(
      await write('edit-scope', { ...edit, version: scope.version }, c.admin.token),
      422,
      /allow a scope change/,
    );
    expectFailed(
      await write(
        'allow-scope-change',
        { engagementId: audit.id, id: scope.id, version: scope.version, reason: ' ' },
        c.admin.token,
      ),
      400,
      /reason/,
    );
    scope = ok(
      await write<{ item: TScope }>(
        'allow-scope-change',
        {
          engagementId: audit.id,
          id: scope.id,
          version: scope.version,
          reason: 'Payments added by the committee',
        },
        c.employee.token,
      ),
    ).item;
    expect(scope).toMatchObject({
      status: 'Draft',
      changedAfterApproval: true,
      changeReason: 'Payments added by the committee',
    });
    scope = ok(
      await write<{ item: TScope }>('edit-scope', { ...edit, version: scope.version }, c.admin.token),
    ).item;
    expect(scope).toMatchObject({ inScope: 'All orders', status: 'Draft', changedAfterApproval: true });
  });

  it('refuses an edit on a stale version with 409', async () => {
    expectFailed(
      await write(
        'edit-scope',
        { engagementId: audit.id, id: scope.id, version: scope.version - 1, title: 'x', inScope: 'y' },
        c.admin.token,
      ),
      409,
      /changed by someone else/,
    );
  });
});

describe('the memorandum', () => {
  it('is saved once, then only on the version read', async () => {
    const empty = ok(await read<{ item: TMemo }>('memo', { engagementId: audit.id }, c.employee.token)).item;
    expect(empty.version).toBe(0);
    const body = {
      engagementId: audit.id,
      objectives: 'Assure purchasing',
      criteria: 'Policy P-1',
      timeline: 'Nov–Dec',
    };
    const saved = ok(await write<{ item: TMemo }>('save-memo', { ...body, version: 0 }, c.admin.token)).item;
    expect(saved).toMatchObject({ objectives: 'Assure purchasing', version: 1 });
    expectFailed(
      await write('save-memo', { ...body, version: 0 }, c.admin.token),
      409,
      /changed by someone else/,
    );
    const again = ok(
      await write<{ item: TMemo }>(
        'save-memo',
        { ...body, resources: '2 auditors', version: 1 },
        c.admin.token,
      ),
    ).item;
    expect(again).toMatchObject({ resources: '2 auditors', version: 2 });
  });
});

describe('process, matrix and working paper', () => {
  let process: TProcessDescription;
  let row: TRcmRow;
  let paper: TWorkingPaper;

  it('describes a process and puts a risk and its control under it', async () => {
    process = ok(
      await write<{ item: TProcessDescription }>(
        'add-process',
        {
          engagementId: audit.id,
          name: 'Purchase to pay',
          description: 'Requisition, order, receipt, invoice',
        },
        c.admin.token,
      ),
    ).item;
    const rowBody = {
      engagementId: audit.id,
      processId: process.id,
      risk: 'Orders placed without approval',
      riskRating: 'High',
      control: 'Two-step approval in the ERP',
      controlType: 'Preventative',
      testOfDesign: 'Walk through one order',
      testOfEffectiveness: 'Sample 25 orders',
    };
    expectFailed(
      await write('add-rcm', { ...rowBody, processId: bAudit.id }, c.admin.token),
      422,
      /processId/,
    );
    expectFailed(
      await write('add-rcm', { ...rowBody, registerRiskId: '01JB0000000000000000000000' }, c.admin.token),
      422,
      /registerRiskId/,
    );
    row = ok(await write<{ item: TRcmRow }>('add-rcm', rowBody, c.admin.token)).item;
    expect(row).toMatchObject({ processName: 'Purchase to pay', riskRating: 'High', status: 'Draft' });
    const listed = ok(
      await read<{ list: TRcmRow[]; total: number }>(
        'rcm',
        { engagementId: audit.id, processId: process.id },
        c.employee.token,
      ),
    );
    expect(listed.list.map((r) => r.id)).toEqual([row.id]);
    const processes = ok(
      await read<{ list: TProcessDescription[] }>('processes', { engagementId: audit.id }, c.admin.token),
    );
    expect(processes.list[0]?.rcmCount).toBe(1);
  });

  it('takes evidence files of the allowed types only', async () => {
    paper = ok(
      await write<{ item: TWorkingPaper }>(
        'add-paper',
        {
          engagementId: audit.id,
          title: 'Approval test',
          rcmRowId: row.id,
          procedure: 'Inspect 25 orders',
          reviewerId: c.employee.employeeId,
        },
        c.admin.token,
      ),
    ).item;
    const upload = (bytes: Uint8Array<ArrayBuffer>, name: string, version: number) => {
      const form = new FormData();
      form.set('engagementId', audit.id);
      form.set('id', paper.id);
      form.set('version', String(version));
      form.set('document', new Blob([bytes]), name);
      return call<{ item: TWorkingPaper }>('POST', '/audit-engagement/upload-paper-file', {
        token: c.admin.token,
        raw: form,
      });
    };
    expectFailed(
      await upload(new TextEncoder().encode('MZ not a pdf'), 'orders.pdf', paper.version),
      415,
      /PDF/,
    );
    paper = ok(await upload(PDF, 'orders.pdf', paper.version)).item;
    expect(paper.files).toMatchObject([
      { filename: 'orders.pdf', contentType: 'application/pdf', size: PDF.length },
    ]);
    const link = ok(
      await read<{ url: string }>(
        'paper-file',
        { engagementId: audit.id, id: paper.id, fileId: paper.files[0]!.fileId },
        c.employee.token,
      ),
    );
    const file = await fetch(link.url);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
  });

  it('lists papers as rows: people, review state and file count, without the long fields', async () => {
    const listed = ok(
      await read<{ list: TWorkingPaperRow[]; total: number }>(
        'papers',
        { engagementId: audit.id, limit: 50 },
        c.employee.token,
      ),
    );
    const mine = listed.list.find((w) => w.id === paper.id);
    expect(mine).toEqual({
      id: paper.id,
      engagementId: audit.id,
      kind: 'paper',
      status: paper.status,
      changedAfterApproval: false,
      reviewNote: null,
      preparer: { employeeId: c.admin.employeeId, fullName: paper.preparer?.fullName },
      version: paper.version,
      createdAt: paper.createdAt,
      updatedAt: paper.updatedAt,
      title: 'Approval test',
      rcmRowId: row.id,
      reviewer: { employeeId: c.employee.employeeId, fullName: paper.reviewer?.fullName },
      fileCount: 1,
    });
    expect(listed.total).toBe(listed.list.length);
    expectFailed(await read('papers', { engagementId: bAudit.id }, c.admin.token), 404, /no such audit/);
  });

  it('is sent, not approved with a note, corrected, approved; both sign-offs stay with their hashes', async () => {
    const ref = { engagementId: audit.id, kind: 'paper', id: paper.id };
    const countsOf = async (token: string) =>
      ok(await read<{ item: TAuditTaskCounts }>('my-task-count', {}, token)).item;
    const before = await countsOf(c.employee.token);
    const adminBefore = await countsOf(c.admin.token);
    const summaryOf = async () => ok(await read<{ item: TAuditSummary }>('summary', {}, c.admin.token)).item;
    const summaryBefore = await summaryOf();
    expect(summaryBefore.engagementsByStatus.find((e) => e.status === 'Open')?.count).toBeGreaterThanOrEqual(
      1,
    );
    expectFailed(await read('summary', {}, c.employee.token), 403, /administrator can do this/);
    paper = ok(
      await write<{ item: TWorkingPaper }>('send', { ...ref, version: paper.version }, c.admin.token),
    ).item;
    const counts = await countsOf(c.employee.token);
    expect(counts.reviewer).toBe(before.reviewer + 1);
    expect(counts.total).toBe(counts.reviewer + counts.performer);
    const tasks = ok(
      await read<{ list: TAuditTask[]; total: number }>('my-task', { role: 'reviewer' }, c.employee.token),
    );
    expect(tasks.list.map((t) => t.artefactId)).toContain(paper.id);
    // the running count is the list's total, and agrees with the tasks it lists
    expect(tasks.total).toBe(counts.reviewer);
    expect(tasks.list).toHaveLength(counts.reviewer);
    expect((await summaryOf()).papersAwaitingReview).toBe(summaryBefore.papersAwaitingReview + 1);

    expectFailed(
      await write('not-approve', { ...ref, version: paper.version }, c.employee.token),
      400,
      /note/,
    );
    const seen = paper;
    paper = ok(
      await write<{ item: TWorkingPaper }>(
        'not-approve',
        { ...ref, version: paper.version, note: 'Sample too small' },
        c.employee.token,
      ),
    ).item;
    expect(paper).toMatchObject({ status: 'Not Approved', reviewNote: 'Sample too small' });
    const mine = ok(await read<{ list: TAuditTask[] }>('my-task', { role: 'performer' }, c.admin.token));
    expect(mine.list.map((t) => t.artefactId)).toContain(paper.id);
    const reviewerNow = ok(
      await read<{ list: TAuditTask[] }>('my-task', { role: 'reviewer' }, c.employee.token),
    );
    expect(reviewerNow.list.map((t) => t.artefactId)).not.toContain(paper.id);
    expect((await countsOf(c.employee.token)).reviewer).toBe(before.reviewer);
    expect((await countsOf(c.admin.token)).performer).toBe(adminBefore.performer + 1);
    expect((await summaryOf()).papersAwaitingReview).toBe(summaryBefore.papersAwaitingReview);

    paper = ok(
      await write<{ item: TWorkingPaper }>(
        'edit-paper',
        {
          engagementId: audit.id,
          id: paper.id,
          version: paper.version,
          title: 'Approval test',
          rcmRowId: row.id,
          procedure: 'Inspect 40 orders',
          result: 'No exceptions',
          conclusion: 'Effective',
          reviewerId: c.employee.employeeId,
        },
        c.admin.token,
      ),
    ).item;
    paper = ok(
      await write<{ item: TWorkingPaper }>('send', { ...ref, version: paper.version }, c.admin.token),
    ).item;
    paper = ok(
      await write<{ item: TWorkingPaper }>('approve', { ...ref, version: paper.version }, c.employee.token),
    ).item;
    expect(paper.status).toBe('Approved');

    const history = ok(await read<{ list: TAuditSignOff[] }>('sign-offs', ref, c.admin.token)).list;
    expect(history.map((s) => [s.decision, s.note, s.role])).toEqual([
      ['Not Approved', 'Sample too small', 'reviewer'],
      ['Approved', '', 'reviewer'],
    ]);
    expect(history[0]!.by.employeeId).toBe(c.employee.employeeId);
    // the first decision hashes the content the reviewer saw then, not today's
    const then = {
      kind: 'paper',
      id: seen.id,
      engagementId: audit.id,
      title: seen.title,
      rcmRowId: seen.rcmRowId ?? '',
      procedure: seen.procedure,
      sample: seen.sample,
      result: seen.result,
      conclusion: seen.conclusion,
      files: seen.files.map((f) => ({
        fileId: f.fileId,
        filename: f.filename,
        contentType: f.contentType,
        size: f.size,
      })),
    };
    expect(history[0]!.contentHash).toBe(contentHash(then));
    expect(history[1]!.contentHash).not.toBe(history[0]!.contentHash);
    const completed = ok(await read<{ list: TAuditSignOff[] }>('my-task-completed', {}, c.employee.token));
    expect(completed.list.slice(0, 2).map((s) => s.decision)).toEqual(['Approved', 'Not Approved']);
  });

  it('marks an approved paper changed after approval when it is edited, and it needs approving again', async () => {
    paper = ok(
      await write<{ item: TWorkingPaper }>(
        'edit-paper',
        {
          engagementId: audit.id,
          id: paper.id,
          version: paper.version,
          title: 'Approval test',
          procedure: 'Inspect 40 orders',
          conclusion: 'Partly effective',
        },
        c.admin.token,
      ),
    ).item;
    expect(paper).toMatchObject({ status: 'Draft', changedAfterApproval: true });
    expectFailed(
      await write(
        'approve',
        { engagementId: audit.id, kind: 'paper', id: paper.id, version: paper.version },
        c.employee.token,
      ),
      422,
      /sent for review/,
    );
  });

  it('lets only the named reviewer decide, and gives a sent item back on allow-update', async () => {
    const ref = { engagementId: audit.id, kind: 'process', id: process.id };
    let p = ok(
      await write<{ item: TProcessDescription }>('send', { ...ref, version: process.version }, c.admin.token),
    ).item;
    expectFailed(await write('approve', { ...ref, version: p.version }, c.outsider.token), 403, /Only/);
    p = ok(
      await write<{ item: TProcessDescription }>(
        'allow-update',
        { ...ref, version: p.version },
        c.employee.token,
      ),
    ).item;
    expect(p.status).toBe('Draft');
    expect(ok(await read<{ list: TAuditSignOff[] }>('sign-offs', ref, c.admin.token)).list).toEqual([]);
  });
});

describe('closing', () => {
  it('moves the audit to the closed ones, and its fieldwork no longer changes', async () => {
    const other = await openAudit(c, 'To be closed');
    expectFailed(await write('close', { engagementId: other.id, version: 1 }, c.employee.token), 403, /Only/);
    const closed = ok(
      await write<{ item: TEngagement }>('close', { engagementId: other.id, version: 1 }, c.admin.token),
    ).item;
    expect(closed.status).toBe('Closed');
    const list = ok(await read<{ list: TEngagement[] }>('all', { status: 'Closed' }, c.admin.token));
    expect(list.list.map((e) => e.id)).toContain(other.id);
    expectFailed(
      await write('add-scope', { engagementId: other.id, title: 'x', inScope: 'y' }, c.admin.token),
      422,
      /closed/,
    );
  });
});

describe('the team of an open audit', () => {
  it('is changed by an administrator on the version read; the reviewers stay while work waits on them', async () => {
    const e = await openAudit(c, 'Team changes');
    const team = (version: number, more: Record<string, unknown> = {}) => ({
      engagementId: e.id,
      version,
      leadId: c.admin.employeeId,
      performerIds: [c.outsider.employeeId],
      reviewerIds: [c.employee.employeeId],
      ...more,
    });
    expectFailed(await write('edit-team', team(1), c.employee.token), 403, /Only/);
    expectFailed(await write('edit-team', team(1), b.admin.token), 404, /no such audit/);
    expectFailed(
      await write('edit-team', team(1, { reviewerIds: [c.outsider.employeeId] }), c.admin.token),
      422,
      /cannot also lead or perform/,
    );
    const changed = ok(await write<{ item: TEngagement }>('edit-team', team(1), c.admin.token)).item;
    expect(changed).toMatchObject({ version: 2, performers: [{ employeeId: c.outsider.employeeId }] });
    // the new performer sees the audit now; a stale version is refused and changes nothing
    ok(await read('get', { engagementId: e.id }, c.outsider.token));
    expectFailed(await write('edit-team', team(1, { performerIds: [] }), c.admin.token), 409, /changed/);

    const scope = ok(
      await write<{ item: TScope }>(
        'add-scope',
        { engagementId: e.id, title: 'S', inScope: 'All' },
        c.admin.token,
      ),
    ).item;
    ok(
      await write(
        'send',
        { engagementId: e.id, kind: 'scope', id: scope.id, version: scope.version },
        c.admin.token,
      ),
    );
    expectFailed(
      await write(
        'edit-team',
        team(2, { performerIds: [], reviewerIds: [c.outsider.employeeId] }),
        c.admin.token,
      ),
      422,
      /1 of this audit's artefacts wait on the reviewers/,
    );
    // the performers may still change while the reviewers decide
    const fewer = ok(
      await write<{ item: TEngagement }>('edit-team', team(2, { performerIds: [] }), c.admin.token),
    );
    expect(fewer.item).toMatchObject({ version: 3, performers: [] });
    expectFailed(await read('get', { engagementId: e.id }, c.outsider.token), 403, /Only/);
  });
});
