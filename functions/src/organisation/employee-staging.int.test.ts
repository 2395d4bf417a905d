import { db } from '@stratum/core/db';
import { LEASE_MS } from '@stratum/core/kernel/job-rules';
import { runJob } from '@stratum/core/kernel/jobs';
import { employeeEmailScope, employeeImportJob, queueStagedAdd } from '@stratum/core/organisation';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, get, post, stack } from '../../../tests/support/api';
import { adminCtx } from '../../../tests/support/ctx';
import { withOrg, type OrgTenant } from '../../../tests/support/org';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { makeTenant, ownerSession, unique } from '../../../tests/support/world';
import { recover } from '../jobs';

interface Staged {
  id: string;
  source: 'sage' | 'cow';
  fields: Record<string, string>;
  status: 'Pending' | 'Added';
  employeeId: string | null;
  uploadedAt: string;
  fileName: string;
}
type StagedPage = { list: Staged[]; total: number; cursor: string | null; columns: string[] };

interface Employee {
  id: string;
  fullName: string;
  email: string;
  employeeNumber: string | null;
  jobTitle: string | null;
  unitId: string | null;
  supervisorId: string | null;
  source: string;
}

let a: OrgTenant;
let b: OrgTenant;

beforeAll(async () => {
  const owner = await ownerSession();
  [a, b] = await Promise.all([
    makeTenant(owner, 'staging-a').then(withOrg),
    makeTenant(owner, 'staging-b').then(withOrg),
  ]);
});

const upload = (source: string, token: string, content: Uint8Array | string, name = 'export.csv') => {
  const form = new FormData();
  form.set('document', new Blob([content as BlobPart]), name);
  return call<{ staged: number; columns: string[] }>('POST', `/employee/upload-${source}`, {
    token,
    raw: form,
  });
};

const list = async (source: string, t: OrgTenant, query: Record<string, string | number> = {}) => {
  const r = await get<StagedPage>(`/employee/${source}-employees`, { limit: 200, ...query }, t.admin.token);
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};

const employee = async (t: OrgTenant, id: string) => {
  const r = await get<{ employee: Employee }>('/employee/get-by-id', { id }, t.admin.token);
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.employee;
};

const employeeTotal = async (t: OrgTenant) =>
  (await get<{ total: number }>('/employee/all', { limit: 1 }, t.admin.token)).body.data.total;

const MAPPING = {
  firstName: 'Forename',
  lastName: 'Surname',
  email: 'Work Email',
  employeeNumber: 'Staff No',
  jobTitle: 'Position',
};

describe('Sage staging', () => {
  it('stages an export, lists it newest upload first, adds chosen rows through a mapping, and discards others', async () => {
    const p = unique('sg');
    const first = await upload(
      'sage',
      a.admin.token,
      `Forename,Surname,Work Email,Staff No,Position,Notes\nSam,Stage,${p}-1@example.com,${p}-S1,Buyer,\nSue,Stage,${p}-2@example.com,${p}-S2,,left early\n\nSid,Stage,not-an-email,,${p},\n`,
      'sage-jan.csv',
    );
    expect(first.status, first.body.err_msg).toBe(200);
    expect(first.body.data).toEqual({
      staged: 3,
      columns: ['Forename', 'Surname', 'Work Email', 'Staff No', 'Position', 'Notes'],
    });
    const second = await upload(
      'sage',
      a.admin.token,
      `Forename,Surname,Work Email,Cost centre\nSal,Later,${p}-3@example.com,CC1\n`,
    );
    expect(second.body.data.staged).toBe(1);

    const page = await list('sage', a);
    const mine = page.list.filter((r) => JSON.stringify(r.fields).includes(p));
    // newest upload first; within an upload, the file's order
    expect(mine.map((r) => r.fields.Forename)).toEqual(['Sal', 'Sam', 'Sue', 'Sid']);
    expect(mine[1]).toMatchObject({
      source: 'sage',
      status: 'Pending',
      employeeId: null,
      fileName: 'sage-jan.csv',
      fields: {
        Forename: 'Sam',
        Surname: 'Stage',
        'Work Email': `${p}-1@example.com`,
        'Staff No': `${p}-S1`,
        Position: 'Buyer',
      },
    });
    expect(mine[2]!.fields.Notes).toBe('left early');
    expect(page.columns).toEqual(expect.arrayContaining(['Forename', 'Notes', 'Cost centre']));
    expect(page.total).toBe(page.list.length);
    const [sal, sam, sue, sid] = mine as [Staged, Staged, Staged, Staged];

    // Paging walks the same order, a page at a time.
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const next: StagedPage = await list('sage', a, { limit: 2, ...(cursor ? { cursor } : {}) });
      expect(next.list.length).toBeLessThanOrEqual(2);
      expect(next.total).toBe(page.total);
      walked.push(...next.list.map((r) => r.id));
      cursor = next.cursor;
    } while (cursor);
    expect(walked).toEqual(page.list.map((r) => r.id));

    // A row with problems refuses the whole add, naming the row; nothing changes.
    const before = await tenantSnapshot(a.companyId);
    const refused = await post(
      '/employee/add-sage',
      { ids: [sam.id, sid.id], mapping: MAPPING },
      a.admin.token,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.err_msg).toMatch(/^1 row has problems: nothing was added/);
    expect((refused.body.data as unknown as { issues: Array<{ path: string }> }).issues).toEqual([
      { path: `row ${sid.id}: email`, message: '“not-an-email” is not a valid email address' },
    ]);
    expect(await tenantSnapshot(a.companyId)).toBe(before);

    const unknownColumn = await post(
      '/employee/add-sage',
      { ids: [sam.id], mapping: { ...MAPPING, jobTitle: 'Grade' } },
      a.admin.token,
    );
    expect(unknownColumn.status).toBe(422);
    expect(unknownColumn.body.err_msg).toBe('mapping.jobTitle: none of the chosen rows has a column “Grade”');

    const count = await employeeTotal(a);
    const added = await post(
      '/employee/add-sage',
      {
        ids: [sam.id, sue.id],
        mapping: MAPPING,
        unitId: a.org.department.id,
        supervisorId: a.admin.employeeId,
      },
      a.admin.token,
    );
    expect(added.status, added.body.err_msg).toBe(200);
    expect(added.body.data).toEqual({ success: true, added: 2 });
    expect(await employeeTotal(a)).toBe(count + 2);

    const after = (await list('sage', a)).list.filter((r) => [sam.id, sue.id].includes(r.id));
    expect(after.map((r) => r.status)).toEqual(['Added', 'Added']);
    const samEmployee = await employee(a, after[0]!.employeeId!);
    expect(samEmployee).toMatchObject({
      fullName: 'Sam Stage',
      email: `${p}-1@example.com`,
      employeeNumber: `${p}-S1`,
      jobTitle: 'Buyer',
      unitId: a.org.department.id,
      supervisorId: a.admin.employeeId,
      source: 'sage',
    });
    expect((await list('sage', a, { status: 'Added' })).list.map((r) => r.id)).toEqual(
      expect.arrayContaining([sam.id, sue.id]),
    );

    // Rows already added are refused, for adding and for discarding.
    const again = await post('/employee/add-sage', { ids: [sam.id], mapping: MAPPING }, a.admin.token);
    expect(again.status).toBe(409);
    expect(again.body.err_msg).toMatch(/^ids: 1 of the chosen rows was already added as employees/);
    expect((await post('/employee/delete-sage', { ids: [sue.id, sal.id] }, a.admin.token)).status).toBe(409);
    expect(await employeeTotal(a)).toBe(count + 2);

    const discarded = await post<{ deleted: number }>(
      '/employee/delete-sage',
      { ids: [sal.id, sid.id] },
      a.admin.token,
    );
    expect(discarded.status, discarded.body.err_msg).toBe(200);
    expect(discarded.body.data.deleted).toBe(2);
    const left = (await list('sage', a)).list.map((r) => r.id);
    expect(left).not.toContain(sal.id);
    expect(left).not.toContain(sid.id);
    expect(left).toContain(sam.id);
    expect((await post('/employee/delete-sage', { ids: [sal.id] }, a.admin.token)).status).toBe(404);
  });

  it('refuses a duplicate of an existing employee and another company’s rows', async () => {
    const up = await upload(
      'sage',
      a.admin.token,
      `Forename,Surname,Work Email\nAda,Copy,${a.admin.email}\n`,
    );
    expect(up.status, up.body.err_msg).toBe(200);
    const row = (await list('sage', a)).list.find((r) => r.fields['Work Email'] === a.admin.email)!;
    const mapping = { firstName: 'Forename', lastName: 'Surname', email: 'Work Email' };
    const dup = await post('/employee/add-sage', { ids: [row.id], mapping }, a.admin.token);
    expect(dup.status).toBe(422);
    expect(dup.body.err_msg).toBe(
      `1 row has problems: nothing was added (row ${row.id}: email: Ada Admin already has this email)`,
    );

    const bBefore = await tenantSnapshot(b.companyId);
    const aBefore = await tenantSnapshot(a.companyId);
    for (const path of ['/employee/add-sage', '/employee/delete-sage']) {
      const r = await post(path, { ids: [row.id], mapping }, b.admin.token);
      expect(r.status, `${path}: ${r.body.err_msg}`).toBe(404);
    }
    // Sage rows are not Cow rows.
    expect((await post('/employee/delete-cow', { ids: [row.id] }, a.admin.token)).status).toBe(404);
    expect((await list('sage', b)).list.map((r) => r.id)).not.toContain(row.id);
    expect(await tenantSnapshot(a.companyId)).toBe(aBefore);
    expect(await tenantSnapshot(b.companyId)).toBe(bBefore);
  });

  it('refuses plain employees and files it cannot read', async () => {
    const csv = `Forename,Surname,Work Email\nNo,Body,${unique('no')}@example.com\n`;
    expect((await upload('sage', a.employee.token, csv)).status).toBe(403);
    expect((await get('/employee/sage-employees', {}, a.employee.token)).status).toBe(403);
    const row = (await list('sage', a)).list[0]!;
    expect((await post('/employee/delete-sage', { ids: [row.id] }, a.employee.token)).status).toBe(403);
    const pdf = await upload('sage', a.admin.token, '%PDF-1.4\n%%EOF\n', 'x.pdf');
    expect(pdf.status).toBe(415);
    expect(pdf.body.err_msg).toMatch(/^document: /);
  });
});

describe('Cow staging', () => {
  it('stages an Excel export and adds a row', async () => {
    const p = unique('cw');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Export');
    ws.addRow(['Name', 'Family name', 'Mail', '']);
    ws.addRow(['Cora', 'Cow', `${p}@example.com`, 'x']);
    const content = new Uint8Array(await wb.xlsx.writeBuffer());
    const up = await upload('cow', a.admin.token, content, 'cow.xlsx');
    expect(up.status, up.body.err_msg).toBe(200);
    expect(up.body.data).toEqual({ staged: 1, columns: ['Name', 'Family name', 'Mail', 'Column 4'] });
    const row = (await list('cow', a)).list.find((r) => r.fields.Mail === `${p}@example.com`)!;
    expect(row).toMatchObject({ source: 'cow', fileName: 'cow.xlsx', fields: { 'Column 4': 'x' } });
    const added = await post(
      '/employee/add-cow',
      { ids: [row.id], mapping: { firstName: 'Name', lastName: 'Family name', email: 'Mail' } },
      a.admin.token,
    );
    expect(added.status, added.body.err_msg).toBe(200);
    const now = (await list('cow', a)).list.find((r) => r.id === row.id)!;
    expect(now.status).toBe('Added');
    expect(await employee(a, now.employeeId!)).toMatchObject({
      fullName: 'Cora Cow',
      source: 'cow',
      unitId: null,
    });
    expect((await post('/employee/delete-cow', { ids: [row.id] }, a.admin.token)).status).toBe(409);
  });
});

/**
 * A staged add runs as an import job (docs/architecture.md "Jobs"): a crash is simulated as in
 * employee-import-job.int.test.ts — the runner writes a batch for real and is abandoned with its
 * lease, and the recovery step runs with a clock past the lease.
 */
describe('staged adds as jobs', () => {
  const later = (minutes: number) => new Date(Date.now() + LEASE_MS + minutes * 60_000);
  const stageCow = async (prefix: string, n: number): Promise<Staged[]> => {
    const lines = ['Forename,Surname,Work Email'];
    for (let i = 0; i < n; i++) lines.push(`Cow,Row ${i},${prefix}-${i}@example.com`);
    const up = await upload('cow', a.admin.token, `${lines.join('\n')}\n`);
    expect(up.status, up.body.err_msg).toBe(200);
    const rows = (await list('cow', a)).list.filter((r) => r.fields['Work Email']?.startsWith(`${prefix}-`));
    expect(rows).toHaveLength(n);
    return rows;
  };
  const listed = async (prefix: string) =>
    (await get<{ total: number }>('/employee/all', { limit: 1, search: prefix }, a.admin.token)).body.data
      .total;
  const statuses = async (prefix: string) =>
    [
      ...new Set(
        (await list('cow', a)).list
          .filter((r) => r.fields['Work Email']?.startsWith(`${prefix}-`))
          .map((r) => r.status),
      ),
    ].sort();
  const cow = { firstName: 'Forename', lastName: 'Surname', email: 'Work Email' };
  const audits = async (jobId: string) =>
    (await db().entities.auditTrail.query.byEntity({ companyId: a.companyId, entityId: jobId }).go()).data;

  it('keeps a staged add cut short unlisted, and recovery finishes it: every row Added, listed once', async () => {
    stack();
    const prefix = unique('cowcut');
    const rows = await stageCow(prefix, 60);
    const totalBefore = await employeeTotal(a);
    const ctx = adminCtx({ ...a.admin, companyId: a.companyId });
    const job = await queueStagedAdd(ctx, 'cow', { ids: rows.map((r) => r.id), mapping: cow });
    const ref = { companyId: a.companyId, jobId: job.jobId };
    // One batch (24 rows, each with its staged row marked) lands, then the runner dies.
    expect(await runJob(employeeImportJob, ref, { abandonAfter: 1 })).toBe('abandoned');
    expect(await listed(prefix)).toBe(0);
    expect(await employeeTotal(a)).toBe(totalBefore);
    expect(await audits(job.jobId)).toEqual([]);

    const recovered = await recover({ now: later(0) });
    expect(recovered.filter((x) => x.jobId === job.jobId)).toEqual([{ ...ref, outcome: 'committed' }]);
    expect(await listed(prefix)).toBe(60);
    expect(await employeeTotal(a)).toBe(totalBefore + 60);
    expect(await statuses(prefix)).toEqual(['Added']);
    const [entry, ...more] = await audits(job.jobId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'add-cow', summary: 'Cow: 60 employees added' });
  });

  it('undoes a staged add whose email was taken meanwhile: no employee, every row Pending again, 409 with why', async () => {
    stack();
    const prefix = unique('cowrace');
    const rows = await stageCow(prefix, 50);
    const ctx = adminCtx({ ...a.admin, companyId: a.companyId });
    const job = await queueStagedAdd(ctx, 'cow', { ids: rows.map((r) => r.id), mapping: cow });
    // Someone takes row 40's email after the checks: the batches before it go through first.
    await db()
      .entities.unique.create({
        scope: employeeEmailScope(a.companyId),
        value: `${prefix}-40@example.com`,
        ownerId: 'X',
      })
      .go();
    const outcome = await runJob(employeeImportJob, { companyId: a.companyId, jobId: job.jobId });
    expect(outcome).toBe('undone');
    expect(await listed(prefix)).toBe(0);
    expect(await statuses(prefix)).toEqual(['Pending']);
    expect(await audits(job.jobId)).toEqual([]);
    const claims = await db()
      .entities.unique.get(
        rows.map((_r, i) => ({
          scope: employeeEmailScope(a.companyId),
          value: `${prefix}-${i}@example.com`,
        })),
      )
      .go();
    expect(claims.data.map((c) => c.value)).toEqual([`${prefix}-40@example.com`]);
    const { job: shown } = (
      await get<{ job: { state: string; reason: string } }>(
        '/employee/import-job',
        { id: job.jobId },
        a.admin.token,
      )
    ).body.data;
    expect(shown.state).toBe('undone');
    expect(shown.reason).toMatch(
      /^These Cow rows, or an email, employee number or unit they rely on, changed a moment ago: nothing was added/,
    );

    // Through the route, the same add now answers 422 for that row before any job: the email is taken.
    const again = await post(
      '/employee/add-cow',
      { ids: rows.map((r) => r.id), mapping: cow },
      a.admin.token,
    );
    expect(again.status).toBe(422);
  });
});
