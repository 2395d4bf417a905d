import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { IMPORT_COLUMNS } from '@stratum/contracts';
import type { Ctx } from '@stratum/core/kernel/ctx';
import { getJson } from './http';
import { adminCtx } from '../support/ctx';
import { measure, type Stats } from './stats';

/**
 * The organisation part of the bench: one company with BENCH_EMPLOYEES employees (5,000)
 * imported through `employee/add-bulk`, ten other companies with units and people of their own in
 * the same table, and the two reads a settings screen makes most — a page of the employee list and
 * the departments of a business unit — beside a raw DynamoDB Local query for the same items.
 */
export const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 5000);
const OTHER_COMPANIES = 10;
const OTHER_PEOPLE = 100;
const DEPARTMENTS = 20;

export interface OrgFigures {
  employees: number;
  importMs: number;
  previewMs: number;
  itemsWritten: number;
  list: { ours: Stats; raw: Stats };
  byParent: { ours: Stats; raw: Stats; units: number };
}

const csvOf = (rows: string[][]) => `${rows.map((r) => r.join(',')).join('\n')}\n`;

/** A file of `n` people under `bu`'s departments; person i reports to person ⌊i/10⌋ (the first to `top`). */
const peopleFile = (n: number, tag: string, bu: string, departments: string[], top: string): string => {
  const rows: string[][] = [
    [
      IMPORT_COLUMNS.firstName,
      IMPORT_COLUMNS.lastName,
      IMPORT_COLUMNS.email,
      IMPORT_COLUMNS.employeeNumber,
      IMPORT_COLUMNS.jobTitle,
      IMPORT_COLUMNS.businessUnit,
      IMPORT_COLUMNS.department,
      IMPORT_COLUMNS.supervisor,
    ],
  ];
  for (let i = 0; i < n; i++) {
    rows.push([
      `Person${i % 97}`,
      `${tag}${String(i).padStart(5, '0')}`,
      `${tag}.${i}@bench.test`,
      `${tag}-${i}`,
      i % 10 === 0 ? 'Team lead' : 'Analyst',
      bu,
      departments[i % departments.length]!,
      i === 0 ? top : `${tag}.${Math.floor(i / 10)}@bench.test`,
    ]);
  }
  return csvOf(rows);
};

export const orgBench = async (opts: {
  api: string;
  holderCtx: Ctx;
  admin: { email: string; password: string };
  n: number;
}): Promise<OrgFigures> => {
  const { documentClient } = await import('@stratum/core/kernel/clients');
  const { db } = await import('@stratum/core/db');
  const { addCompany } = await import('@stratum/core/organisation');
  const { findAccountByEmail } = await import('@stratum/core/platform/auth/session-user');
  const { addUnit } = await import('@stratum/core/organisation/hierarchy/add-unit');
  const { importEmployeesNow } =
    await import('@stratum/core/organisation/employee/import/add-employees-bulk');

  const ctxOf = async (email: string): Promise<Ctx> => {
    const a = await findAccountByEmail(email);
    if (!a?.tenantId || !a.employeeId) throw new Error(`no company administrator ${email}`);
    const { requestId, actorName, tokenId } = opts.holderCtx;
    return adminCtx(
      { companyId: a.tenantId, userId: a.userId, employeeId: a.employeeId, email },
      { requestId, actorName, tokenId },
    );
  };
  const addUnits = async (ctx: Ctx, name: string, departments: number) => {
    const bu = await addUnit({ ...ctx, now: new Date() }, 'business-unit', {
      name,
      status: 'Active',
      strategyPlanOwner: 'No',
    });
    const names: string[] = [];
    for (let d = 0; d < departments; d++) {
      const dep = await addUnit({ ...ctx, now: new Date() }, 'department', {
        name: `${name} Department ${d + 1}`,
        status: 'Active',
        businessUnitId: bu.id,
      });
      names.push(dep.name);
    }
    return { bu, departments: names };
  };

  // Ten other companies with units and people of their own in the same table.
  for (let c = 0; c < OTHER_COMPANIES; c++) {
    const email = `org-bench${c}@example.com`;
    await addCompany(
      { ...opts.holderCtx, now: new Date() },
      { companyName: `Org Bench ${c}`, eFirstName: 'O', eLastName: 'Bench', email, status: 'Active' },
    );
    const ctx = await ctxOf(email);
    const { bu, departments } = await addUnits(ctx, `Org ${c}`, 3);
    const file = peopleFile(OTHER_PEOPLE, `o${c}`, bu.name, departments, email);
    await importEmployeesNow(
      { ...ctx, now: new Date() },
      { filename: 'people.csv', content: new TextEncoder().encode(file) },
    );
  }

  // The measured company: the demo one, signed in through the API as its administrator.
  const login = await fetch(`${opts.api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(opts.admin),
  });
  const token = ((await login.json()) as { data: { user: { apiToken: string } } }).data.user.apiToken;
  const asAdmin = await ctxOf(opts.admin.email);
  const companyId = asAdmin.companyId!;
  const { bu, departments } = await addUnits(asAdmin, 'Bench Unit', DEPARTMENTS);

  const file = peopleFile(opts.n, 'bench', bu.name, departments, opts.admin.email);
  const upload = (path: string) => {
    const form = new FormData();
    form.set('document', new Blob([file], { type: 'text/csv' }), 'bench.csv');
    return fetch(`${opts.api}${path}`, { method: 'POST', headers: { token }, body: form });
  };
  let t = performance.now();
  const preview = (await (await upload('/employee/import-preview')).json()) as {
    data: { preview: { clean: boolean; problems: unknown[] } };
  };
  const previewMs = performance.now() - t;
  if (!preview.data.preview.clean) {
    throw new Error(`bench file has problems: ${JSON.stringify(preview.data.preview.problems.slice(0, 3))}`);
  }
  t = performance.now();
  type Job = { id: string; state: string; total: number; reason: string | null };
  const queued = (await (await upload('/employee/add-bulk')).json()) as {
    res: string;
    err_msg: string;
    data: { job: Job };
  };
  if (queued.res !== 'SUCCESS') throw new Error(`bench import failed: ${queued.err_msg}`);
  // The import runs as a job: polled as the screen polls it, until it is committed.
  let job = queued.data.job;
  while (!['committed', 'undone'].includes(job.state)) {
    await new Promise((done) => setTimeout(done, 50));
    const url = `${opts.api}/employee/import-job?id=${job.id}`;
    job = ((await (await fetch(url, { headers: { token } })).json()) as { data: { job: Job } }).data.job;
  }
  const importMs = performance.now() - t;
  if (job.state !== 'committed' || job.total !== opts.n) {
    throw new Error(`bench import failed: ${job.state} ${job.reason ?? ''}`);
  }
  // each row: the record, its email claim and its number claim; then the units' counts, the
  // company's counts and the audit entry
  const itemsWritten = opts.n * 3 + Math.min(departments.length, opts.n) + 2;

  const raw = documentClient();
  const send = (input: object) => raw.send(new QueryCommand(input as QueryCommandInput));

  // A page of 50 of the employee list, by name: ours, and the same query raw.
  const listParams = db().entities.employee.query.byName({ companyId }).params({ limit: 50 });
  const ours = async () => {
    const body = await getJson<{ data: { list: Array<{ id: string }>; total: number } }>(
      `${opts.api}/employee/all?limit=50`,
      { token },
    );
    if (body.data.list.length !== 50) throw new Error('employee/all returned the wrong page');
    return body.data.list;
  };
  const rawList = async () => {
    const out = await send(listParams);
    if (out.Items?.length !== 50) throw new Error(`raw list query read ${out.Items?.length} items`);
    return out.Items;
  };
  const [oursFirst, rawFirst] = [await ours(), await rawList()];
  if (oursFirst.map((e) => e.id).join() !== rawFirst.map((i) => String(i.employeeId)).join()) {
    throw new Error('the raw list query does not read the page employee/all answers');
  }

  // The departments of the business unit.
  const byParentParams = db().entities.orgUnit.query.byParent({ companyId, parentId: bu.id }).params();
  const oursByParent = async () => {
    const body = await getJson<{ data: { list: unknown[] } }>(
      `${opts.api}/department/by-parent?parentId=${bu.id}`,
      { token },
    );
    if (body.data.list.length !== DEPARTMENTS)
      throw new Error('department/by-parent returned the wrong list');
  };
  const rawByParent = async () => {
    const out = await send(byParentParams);
    if (out.Items?.length !== DEPARTMENTS)
      throw new Error(`raw by-parent query read ${out.Items?.length} items`);
  };

  return {
    employees: opts.n,
    importMs,
    previewMs,
    itemsWritten,
    list: {
      ours: await measure(opts.n >= 1000 ? 200 : 50, ours),
      raw: await measure(opts.n >= 1000 ? 200 : 50, rawList),
    },
    byParent: {
      ours: await measure(200, oursByParent),
      raw: await measure(200, rawByParent),
      units: DEPARTMENTS,
    },
  };
};
