import { db } from '@stratum/core/db';
import { LEASE_MS } from '@stratum/core/kernel/job-rules';
import { runJob } from '@stratum/core/kernel/jobs';
import { employeeEmailScope, employeeImportJob, queueEmployeeImport } from '@stratum/core/organisation';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, get, stack } from '../../../tests/support/api';
import { adminCtx } from '../../../tests/support/ctx';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { addUnit, deactivateDepartment, withOrg, type OrgTenant } from '../../../tests/support/org';
import { makeTenant, ownerSession, unique } from '../../../tests/support/world';
import { recover } from '../jobs';

/**
 * Imports as jobs (ARCHITECTURE §11, docs/architecture.md "Jobs"). A crash is simulated honestly:
 * the runner writes its first batches for real and is then abandoned, keeping its runner and lease
 * exactly as a killed process leaves them; the recovery step is then run with a clock past the lease.
 */

interface Job {
  id: string;
  state: string;
  total: number;
  done: number;
  percent: number;
  reason: string | null;
}

let a: OrgTenant;
let b: OrgTenant;

beforeAll(async () => {
  const owner = await ownerSession();
  [a, b] = await Promise.all([
    makeTenant(owner, 'job-a').then(withOrg),
    makeTenant(owner, 'job-b').then(withOrg),
  ]);
});

/** `n` people: every third in the business unit, the department or the division. */
const peopleCsv = (t: OrgTenant, prefix: string, n: number) => {
  const lines = ['First name,Last name,Email,Employee number,Business unit,Department,Division'];
  for (let i = 0; i < n; i++) {
    const at = i % 3;
    lines.push(
      [
        'Job',
        `Person ${i}`,
        `${prefix}-${i}@example.com`,
        `${prefix}-N${i}`,
        t.org['business-unit'].name,
        at >= 1 ? t.org.department.name : '',
        at === 2 ? t.org.division.name : '',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
};

const send = (token: string, csv: string) => {
  const form = new FormData();
  form.set('document', new Blob([csv]), 'people.csv');
  return call<{ job: Job }>('POST', '/employee/add-bulk', { token, raw: form });
};

const jobOf = (t: OrgTenant, id: string, token = t.admin.token) =>
  get<{ job: Job }>('/employee/import-job', { id }, token);

/** Polls the job as the screen does until it has finished. */
const finished = async (t: OrgTenant, id: string): Promise<Job> => {
  for (let i = 0; i < 600; i++) {
    const r = await jobOf(t, id);
    expect(r.status, r.body.err_msg).toBe(200);
    if (['committed', 'undone'].includes(r.body.data.job.state)) return r.body.data.job;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`job ${id} did not finish`);
};

/** What a user sees of the company: totals, the prefix's rows, the org chart's head counts. */
const seen = async (t: OrgTenant, prefix: string) => {
  const all = await get<{ total: number }>('/employee/all', { limit: 1 }, t.admin.token);
  const mine = await get<{ total: number; list: Array<{ id: string }> }>(
    '/employee/all',
    { limit: 200, search: prefix },
    t.admin.token,
  );
  const chart = await get<{ employees: number; units: Array<{ id: string; memberCount: number }> }>(
    '/employee/org-employees',
    {},
    t.admin.token,
  );
  const count = (id: string) => chart.body.data.units.find((u) => u.id === id)?.memberCount;
  return {
    total: all.body.data.total,
    listed: mine.body.data.list.length,
    chartEmployees: chart.body.data.employees,
    bu: count(t.org['business-unit'].id),
    department: count(t.org.department.id),
    division: count(t.org.division.id),
  };
};

const importAudits = async (t: OrgTenant, jobId: string) =>
  (await db().entities.auditTrail.query.byEntity({ companyId: t.companyId, entityId: jobId }).go()).data;

/** Rows of the job really stored, listed or not. */
const storedRows = async (t: OrgTenant, jobId: string) =>
  (await db().entities.employee.query.byId({ companyId: t.companyId }).go({ pages: 'all' })).data.filter(
    (e) => e.importId === jobId,
  );

/** The tenant's items without the job records themselves (they stay, as the import's history). */
const withoutJobs = async (t: OrgTenant) =>
  (JSON.parse(await tenantSnapshot(t.companyId)) as Array<Record<string, unknown>>)
    .filter((i) => i.__edb_e__ !== 'job')
    .map((i) => JSON.stringify(i))
    .join('\n');

const later = (minutes: number) => new Date(Date.now() + LEASE_MS + minutes * 60_000);

describe('employee imports as jobs', () => {
  it('answers with a queued job, then lists every row at once with the counts and one audit entry', async () => {
    const prefix = unique('whole');
    const before = await seen(a, prefix);
    const r = await send(a.admin.token, peopleCsv(a, prefix, 120));
    expect(r.status, r.body.err_msg).toBe(200);
    expect(r.body.data.job).toMatchObject({ state: 'queued', total: 120, done: 0 });
    const job = await finished(a, r.body.data.job.id);
    expect(job).toMatchObject({ state: 'committed', done: 120, percent: 100, reason: null });
    expect(await seen(a, prefix)).toEqual({
      total: before.total + 120,
      listed: 120,
      chartEmployees: before.chartEmployees + 120,
      bu: before.bu! + 40,
      department: before.department! + 40,
      division: before.division! + 40,
    });
    const audits = await importAudits(a, job.id);
    expect(audits.map((e) => [e.action, e.summary])).toEqual([
      ['import', 'import: 120 employees (people.csv)'],
    ]);
  });

  it('refuses bad rows before any job: 422 listing them, nothing written and no job', async () => {
    const prefix = unique('bad');
    const csv = peopleCsv(a, prefix, 5).replace(`${prefix}-3@example.com`, 'not-an-email');
    const before = await tenantSnapshot(a.companyId);
    const r = await send(a.admin.token, csv);
    expect(r.status).toBe(422);
    expect(r.body.res).toBe('FAILED');
    expect(r.body.err_msg).toMatch(/^1 row has problems: nothing was imported \(line 5: email:/);
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });

  it('keeps an import cut short invisible, and recovery finishes it: then every row, count and the audit entry', async () => {
    stack();
    const prefix = unique('cut');
    const before = await seen(a, prefix);
    const ctx = adminCtx({ ...a.admin, companyId: a.companyId });
    const job = await queueEmployeeImport(ctx, {
      filename: 'cut.csv',
      content: new TextEncoder().encode(peopleCsv(a, prefix, 200)),
    });
    const ref = { companyId: a.companyId, jobId: job.jobId };
    // The runner writes three batches (99 rows) and dies.
    expect(await runJob(employeeImportJob, ref, { abandonAfter: 3 })).toBe('abandoned');
    const staged = await storedRows(a, job.jobId);
    expect(staged).toHaveLength(99);

    // In between, nothing of it shows: not in the lists, not by id, not in any count, no entry.
    expect(await seen(a, prefix)).toEqual({ ...before, listed: 0 });
    expect((await get('/employee/get-by-id', { id: staged[0]!.employeeId }, a.admin.token)).status).toBe(404);
    expect(await importAudits(a, job.jobId)).toEqual([]);
    expect((await jobOf(a, job.jobId)).body.data.job).toMatchObject({
      state: 'running',
      done: 99,
      total: 200,
    });

    // The recovery step leaves a job alone while its lease runs, and takes it over once it ran out.
    expect((await recover()).filter((x) => x.jobId === job.jobId)).toEqual([]);
    const recovered = await recover({ now: later(0) });
    expect(recovered.filter((x) => x.jobId === job.jobId)).toEqual([{ ...ref, outcome: 'committed' }]);

    expect(await seen(a, prefix)).toEqual({
      total: before.total + 200,
      listed: 200,
      chartEmployees: before.chartEmployees + 200,
      bu: before.bu! + 67,
      department: before.department! + 67,
      division: before.division! + 66,
    });
    expect(await storedRows(a, job.jobId)).toHaveLength(200);
    expect(await importAudits(a, job.jobId)).toHaveLength(1);
    expect((await jobOf(a, job.jobId)).body.data.job).toMatchObject({ state: 'committed', done: 200 });
  });

  it('undoes an import that keeps dying: no row, no count, no claim and no audit entry are left', async () => {
    stack();
    const prefix = unique('dying');
    const before = await seen(a, prefix);
    const snapshot = await withoutJobs(a);
    const ctx = adminCtx({ ...a.admin, companyId: a.companyId });
    const job = await queueEmployeeImport(ctx, {
      filename: 'dying.csv',
      content: new TextEncoder().encode(peopleCsv(a, prefix, 150)),
    });
    const ref = { companyId: a.companyId, jobId: job.jobId };
    // Three runs, each killed after writing some batches (as a Lambda out of memory would be).
    expect(await runJob(employeeImportJob, ref, { abandonAfter: 2 })).toBe('abandoned');
    expect(await runJob(employeeImportJob, ref, { now: () => later(1), abandonAfter: 1 })).toBe('abandoned');
    expect(await runJob(employeeImportJob, ref, { now: () => later(3), abandonAfter: 1 })).toBe('abandoned');
    expect(await storedRows(a, job.jobId)).toHaveLength(132);
    expect(await seen(a, prefix)).toEqual({ ...before, listed: 0 });

    const recovered = await recover({ now: later(5) });
    expect(recovered.filter((x) => x.jobId === job.jobId)).toEqual([{ ...ref, outcome: 'undone' }]);
    expect(await storedRows(a, job.jobId)).toEqual([]);
    expect(await seen(a, prefix)).toEqual({ ...before, listed: 0 });
    expect(await importAudits(a, job.jobId)).toEqual([]);
    expect(await withoutJobs(a)).toBe(snapshot);
    const claims = await db()
      .entities.unique.get(
        Array.from({ length: 150 }, (_, i) => ({
          scope: employeeEmailScope(a.companyId),
          value: `${prefix}-${i}@example.com`,
        })),
      )
      .go();
    expect(claims.data).toEqual([]);
    const shown = (await jobOf(a, job.jobId)).body.data.job;
    expect(shown).toMatchObject({ state: 'undone', done: 0 });
    expect(shown.reason).toMatch(/stopped several times/);
  });

  it('undoes an import whose unit was made inactive while it ran, saying why', async () => {
    stack();
    const prefix = unique('parked');
    const parked = await addUnit(a.admin.token, 'department', unique('Parked'), a.org['business-unit'].id);
    const csv = [
      'First name,Last name,Email,Business unit,Department',
      ...Array.from(
        { length: 40 },
        (_, i) => `Park,${i},${prefix}-${i}@example.com,${a.org['business-unit'].name},${parked.name}`,
      ),
    ].join('\n');
    const before = await seen(a, prefix);
    const ctx = adminCtx({ ...a.admin, companyId: a.companyId });
    const job = await queueEmployeeImport(ctx, {
      filename: 'parked.csv',
      content: new TextEncoder().encode(csv),
    });
    const ref = { companyId: a.companyId, jobId: job.jobId };
    expect(await runJob(employeeImportJob, ref, { abandonAfter: 1 })).toBe('abandoned');
    // Meanwhile the department is made inactive: it shows no member, so nothing stops that.
    await deactivateDepartment(a.admin.token, parked, a.org['business-unit'].id);

    expect((await recover({ now: later(0) })).filter((x) => x.jobId === job.jobId)).toEqual([
      { ...ref, outcome: 'undone' },
    ]);
    expect(await storedRows(a, job.jobId)).toEqual([]);
    expect(await seen(a, prefix)).toEqual(before);
    expect(await importAudits(a, job.jobId)).toEqual([]);
    expect((await jobOf(a, job.jobId)).body.data.job).toMatchObject({
      state: 'undone',
      reason: expect.stringMatching(/^Something these rows rely on changed/) as unknown,
    });
  });

  it('recovers the company’s interrupted import before its next one; a running one refuses the next (409)', async () => {
    stack();
    const first = unique('first');
    const second = unique('second');
    const before = await seen(a, first);
    const ctx = adminCtx({ ...a.admin, companyId: a.companyId });
    const job = await queueEmployeeImport(ctx, {
      filename: 'first.csv',
      content: new TextEncoder().encode(peopleCsv(a, first, 60)),
    });
    expect(
      await runJob(employeeImportJob, { companyId: a.companyId, jobId: job.jobId }, { abandonAfter: 1 }),
    ).toBe('abandoned');

    // Its lease still runs: the next import waits for it, and nothing of the next is written.
    const snapshot = await tenantSnapshot(a.companyId);
    const refused = await send(a.admin.token, peopleCsv(a, second, 3));
    expect(refused.status).toBe(409);
    expect(refused.body.err_msg).toMatch(/still running/);
    expect(await tenantSnapshot(a.companyId)).toBe(snapshot);

    // Later, the runner dead: the next import first finishes the one it left.
    const next = await queueEmployeeImport(
      { ...ctx, now: later(0) },
      { filename: 'second.csv', content: new TextEncoder().encode(peopleCsv(a, second, 3)) },
    );
    expect((await jobOf(a, job.jobId)).body.data.job.state).toBe('committed');
    expect((await seen(a, first)).listed).toBe(60);
    expect((await seen(a, first)).total).toBe(before.total + 60);
    expect(await runJob(employeeImportJob, { companyId: a.companyId, jobId: next.jobId })).toBe('committed');
    expect((await seen(a, second)).listed).toBe(3);
  });

  it('shows a job to its company’s administrators only', async () => {
    const r = await send(a.admin.token, peopleCsv(a, unique('mine'), 2));
    expect(r.status, r.body.err_msg).toBe(200);
    const id = r.body.data.job.id;
    await finished(a, id);
    const other = await jobOf(b, id, b.admin.token);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ res: 'FAILED', err_msg: 'Job not found' });
    expect((await jobOf(a, id, a.employee.token)).status).toBe(403);
  });
});
