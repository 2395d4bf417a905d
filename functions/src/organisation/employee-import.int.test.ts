import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, get, type Reply } from '../../../tests/support/api';
import { addUnit, deactivateDepartment, withOrg, type OrgTenant } from '../../../tests/support/org';
import { makeTenant, ownerSession, unique } from '../../../tests/support/world';

interface Employee {
  id: string;
  fullName: string;
  email: string;
  employeeNumber: string | null;
  jobTitle: string | null;
  status: string;
  unitId: string | null;
  businessUnitId: string | null;
  departmentId: string | null;
  divisionId: string | null;
  sectionId: string | null;
  placement: Array<{ level: string; id: string; name: string }>;
  supervisorId: string | null;
  supervisorName: string | null;
  source: string;
  version: number;
}

interface Preview {
  fileName: string;
  rows: Array<{ line: number; email: string }>;
  problems: Array<{ line: number; column: string | null; message: string }>;
  columns: string[];
  ignoredColumns: string[];
  clean: boolean;
}

type Failed = { code: string; issues?: Array<{ path: string; message: string }> };

let a: OrgTenant;
let b: OrgTenant;

beforeAll(async () => {
  const owner = await ownerSession();
  [a, b] = await Promise.all([
    makeTenant(owner, 'import-a').then(withOrg),
    makeTenant(owner, 'import-b').then(withOrg),
  ]);
});

const send = <T>(path: string, token: string, content: Uint8Array | string, name = 'people.csv') => {
  const form = new FormData();
  form.set('document', new Blob([content as BlobPart]), name);
  return call<T>('POST', path, { token, raw: form });
};
const preview = (token: string, content: Uint8Array | string, name?: string) =>
  send<{ preview: Preview }>('/employee/import-preview', token, content, name);
type ImportJob = { id: string; state: string; total: number; done: number };

/** Sends a file to import; a queued import is waited for as the screen does, by polling its job. */
const importFile = async (token: string, content: Uint8Array | string, name?: string) => {
  const r = await send<{ job: ImportJob }>('/employee/add-bulk', token, content, name);
  if (r.status !== 200) return r;
  for (let i = 0; i < 600; i++) {
    const j = await get<{ job: ImportJob }>('/employee/import-job', { id: r.body.data.job.id }, token);
    expect(j.status, j.body.err_msg).toBe(200);
    if (['committed', 'undone'].includes(j.body.data.job.state)) {
      r.body.data.job = j.body.data.job;
      return r;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the import did not finish');
};

const total = async (t: OrgTenant, search?: string) => {
  const r = await get<{ list: Employee[]; total: number }>(
    '/employee/all',
    { limit: 200, ...(search ? { search } : {}) },
    t.admin.token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};

const byEmail = async (t: OrgTenant, email: string): Promise<Employee> => {
  const { list } = await total(t, email);
  const found = list.find((e) => e.email === email);
  if (!found) throw new Error(`no employee ${email}`);
  const r = await get<{ employee: Employee }>('/employee/get-by-id', { id: found.id }, t.admin.token);
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.employee;
};

/** The head counts of the tenant's business unit, department and division, from the org chart. */
const memberCounts = async (t: OrgTenant) => {
  const chart = await get<{ units: Array<{ id: string; memberCount: number }> }>(
    '/employee/org-employees',
    {},
    t.admin.token,
  );
  expect(chart.status, chart.body.err_msg).toBe(200);
  const of = (id: string) => chart.body.data.units.find((u) => u.id === id)?.memberCount ?? -1;
  return {
    bu: of(t.org['business-unit'].id),
    department: of(t.org.department.id),
    division: of(t.org.division.id),
  };
};

const HEADER =
  'First name,Last name,Email,Employee number,Job title,Business unit,Department,Division,Supervisor,Notes';

/** A CSV of `n` people: the first reports to the tenant's administrator, everyone else to the first. */
const peopleCsv = (
  t: OrgTenant,
  prefix: string,
  n: number,
  change: (i: number, cells: string[]) => void = () => {},
) => {
  const lines = [HEADER];
  for (let i = 0; i < n; i++) {
    const cells = [
      'Imp',
      `Person ${i}`,
      `${prefix}-${i}@example.com`,
      `${prefix}-N${i}`,
      i % 2 ? 'Analyst' : 'Clerk',
      t.org['business-unit'].name,
      i % 3 === 0 ? '' : t.org.department.name.toUpperCase(),
      i % 3 === 2 ? t.org.division.name : '',
      i === 0 ? t.admin.email : i % 2 ? `${prefix}-0@example.com` : `${prefix}-N0`,
      'ignored',
    ];
    change(i, cells);
    if (i % 3 === 0) cells[7] = '';
    lines.push(cells.map((c) => (c.includes(',') ? `"${c}"` : c)).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
};

describe('employee imports', () => {
  it('names exactly the bad lines, refuses the file whole, then imports the fixed file', async () => {
    const prefix = unique('imp');
    const { total: before } = await total(a);
    // lines 12, 50 and 120 (the header is line 1): a bad email, an unknown department, an unknown supervisor
    const bad = peopleCsv(a, prefix, 200, (i, cells) => {
      if (i === 10) cells[2] = 'not-an-email';
      if (i === 48) cells[6] = 'Nowhere';
      if (i === 118) cells[8] = 'nobody@example.com';
    });

    const seen = await preview(a.admin.token, bad, 'staff.csv');
    expect(seen.status, seen.body.err_msg).toBe(200);
    const p = seen.body.data.preview;
    expect(p.fileName).toBe('staff.csv');
    expect(p.rows).toHaveLength(200);
    expect(p.rows[0]!.line).toBe(2);
    expect(p.clean).toBe(false);
    expect(p.ignoredColumns).toEqual(['Notes']);
    expect(p.columns).toEqual([
      'firstName',
      'lastName',
      'email',
      'employeeNumber',
      'jobTitle',
      'businessUnit',
      'department',
      'division',
      'supervisor',
    ]);
    expect(p.problems.map((x) => [x.line, x.column])).toEqual([
      [12, 'email'],
      [50, 'department'],
      [120, 'supervisor'],
    ]);
    expect(p.problems[1]!.message).toBe(`no department named “Nowhere” in “${a.org['business-unit'].name}”`);
    expect((await total(a)).total).toBe(before);

    const refused = await importFile(a.admin.token, bad);
    expect(refused.status).toBe(422);
    expect(refused.body.res).toBe('FAILED');
    expect(refused.body.err_msg).toMatch(/^3 rows have problems: nothing was imported \(line 12: email: /);
    const issues = (refused.body.data as unknown as Failed).issues!;
    expect(issues.map((i) => i.path)).toEqual([
      'line 12: email',
      'line 50: department',
      'line 120: supervisor',
    ]);
    expect((await total(a)).total).toBe(before);
    expect((await total(a, prefix)).total).toBe(0);

    const good = peopleCsv(a, prefix, 200);
    const membersBefore = await memberCounts(a);
    const clean = await preview(a.admin.token, good);
    expect(clean.body.data.preview).toMatchObject({ clean: true, problems: [] });
    const done = await importFile(a.admin.token, good);
    expect(done.status, done.body.err_msg).toBe(200);
    expect(done.body.data.job).toMatchObject({ state: 'committed', total: 200, done: 200 });
    expect((await total(a)).total).toBe(before + 200);
    expect((await total(a, prefix)).total).toBe(200);

    const first = await byEmail(a, `${prefix}-0@example.com`);
    expect(first).toMatchObject({
      fullName: 'Imp Person 0',
      employeeNumber: `${prefix}-N0`,
      jobTitle: 'Clerk',
      status: 'Active',
      source: 'import',
      version: 1,
      unitId: a.org['business-unit'].id,
      departmentId: null,
      supervisorId: a.admin.employeeId,
      supervisorName: 'Ada Admin',
    });
    const byNumber = await byEmail(a, `${prefix}-4@example.com`);
    expect(byNumber).toMatchObject({
      unitId: a.org.department.id,
      businessUnitId: a.org['business-unit'].id,
      departmentId: a.org.department.id,
      divisionId: null,
      supervisorId: first.id,
      supervisorName: 'Imp Person 0',
    });
    const deep = await byEmail(a, `${prefix}-5@example.com`);
    expect(deep.placement.map((s) => s.name)).toEqual([
      a.org['business-unit'].name,
      a.org.department.name,
      a.org.division.name,
    ]);
    expect(deep).toMatchObject({ unitId: a.org.division.id, supervisorId: first.id, jobTitle: 'Analyst' });

    // The units count their new people: rows 0, 3, … in the business unit itself, 1, 4, … in the
    // department, 2, 5, … in the division.
    expect(await memberCounts(a)).toEqual({
      bu: membersBefore.bu + 67,
      department: membersBefore.department + 67,
      division: membersBefore.division + 66,
    });

    // The same file again: every row's email and number belong to someone now.
    const again = await preview(a.admin.token, good);
    expect(again.body.data.preview.problems).toHaveLength(400);
    expect(again.body.data.preview.problems[0]).toEqual({
      line: 2,
      column: 'email',
      message: 'Imp Person 0 already has this email',
    });
    const twice = await importFile(a.admin.token, good);
    expect(twice.status).toBe(422);
    expect(twice.body.err_msg).toMatch(/^200 rows have problems: nothing was imported/);
    expect((await total(a)).total).toBe(before + 200);
  });

  it('imports an Excel workbook', async () => {
    const prefix = unique('xl');
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Staff');
    ws.addRow(['first_name', 'LAST NAME', 'E-mail', 'Department', 'Business unit', 'Supervisor']);
    ws.addRow([
      'Xena',
      'One',
      `${prefix}-1@example.com`,
      a.org.department.name,
      a.org['business-unit'].name,
      '',
    ]);
    ws.addRow([]);
    ws.addRow([
      'Xavier',
      'Two',
      { text: `${prefix}-2@example.com`, hyperlink: `mailto:${prefix}-2@example.com` },
      '',
      '',
      `${prefix}-1@EXAMPLE.com`,
    ]);
    const content = new Uint8Array(await wb.xlsx.writeBuffer());

    const seen = await preview(a.admin.token, content, 'staff.xlsx');
    expect(seen.status, seen.body.err_msg).toBe(200);
    expect(seen.body.data.preview.rows.map((r) => r.line)).toEqual([2, 4]);
    const done = await importFile(a.admin.token, content, 'staff.xlsx');
    expect(done.status, done.body.err_msg).toBe(200);
    expect(done.body.data.job).toMatchObject({ state: 'committed', total: 2 });
    const one = await byEmail(a, `${prefix}-1@example.com`);
    expect(one).toMatchObject({ fullName: 'Xena One', unitId: a.org.department.id, source: 'import' });
    expect(await byEmail(a, `${prefix}-2@example.com`)).toMatchObject({ supervisorId: one.id, unitId: null });
  });

  it('refuses a duplicate of an existing employee, naming them', async () => {
    const csv = `First name,Last name,Email\nAda,Again,${a.admin.email.toUpperCase()}\n`;
    const seen = await preview(a.admin.token, csv);
    expect(seen.body.data.preview.problems).toEqual([
      { line: 2, column: 'email', message: 'Ada Admin already has this email' },
    ]);
    const { total: before } = await total(a);
    const r = await importFile(a.admin.token, csv);
    expect(r.status).toBe(422);
    expect(r.body.err_msg).toBe(
      '1 row has problems: nothing was imported (line 2: email: Ada Admin already has this email)',
    );
    expect((await total(a)).total).toBe(before);
  });

  it('refuses files it cannot read, with the reason', async () => {
    const cases: Array<[Uint8Array | string, number, RegExp]> = [
      [
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
        415,
        /^document: the file must be a CSV/,
      ],
      [
        'First name,Email\nAda,ada@example.com\n',
        422,
        /^document: the header \(line 1\) has no “Last name” column/,
      ],
      ['First name,Last name,Email\n', 422, /^document: the file has no rows below its header/],
    ];
    for (const [content, status, message] of cases) {
      for (const r of [
        await preview(a.admin.token, content),
        await importFile(a.admin.token, content),
      ] as Reply[]) {
        expect(r.status, r.body.err_msg).toBe(status);
        expect(r.body.err_msg).toMatch(message);
      }
    }
    const big = [
      'First name,Last name,Email',
      ...Array.from({ length: 5001 }, (_, i) => `A,B,big${i}@example.com`),
    ].join('\n');
    const tooMany = await importFile(a.admin.token, big);
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.err_msg).toMatch(/5,001 rows; at most 5,000/);
  });

  it('keeps each company’s imports to itself, and refuses plain employees', async () => {
    const prefix = unique('own');
    const csv = `First name,Last name,Email,Business unit\nOwn,One,${prefix}@example.com,${a.org['business-unit'].name}\n`;
    // B has no unit of that name: in B the same file names an unknown unit.
    const inB = await preview(b.admin.token, csv);
    expect(inB.body.data.preview.problems.map((p) => p.column)).toEqual(['businessUnit']);
    const { total: bBefore } = await total(b);
    expect((await importFile(a.admin.token, csv)).status).toBe(200);
    const mine = await byEmail(a, `${prefix}@example.com`);
    expect((await total(b, prefix)).total).toBe(0);
    expect((await total(b)).total).toBe(bBefore);
    expect((await get('/employee/get-by-id', { id: mine.id }, b.admin.token)).status).toBe(404);

    const { total: aBefore } = await total(a);
    for (const path of ['/employee/import-preview', '/employee/add-bulk']) {
      const r = await send(
        path,
        a.employee.token,
        `First name,Last name,Email\nNo,Body,${unique('no')}@example.com\n`,
      );
      expect(r.status).toBe(403);
    }
    expect((await total(a)).total).toBe(aBefore);
  });

  it('refuses rows in an inactive unit', async () => {
    const parked = await addUnit(a.admin.token, 'department', unique('Parked'), a.org['business-unit'].id);
    await deactivateDepartment(a.admin.token, parked, a.org['business-unit'].id);
    const csv = `First name,Last name,Email,Business unit,Department\nIn,Active,${unique('in')}@example.com,${a.org['business-unit'].name},${parked.name}\n`;
    const seen = await preview(a.admin.token, csv);
    expect(seen.body.data.preview.problems).toEqual([
      { line: 2, column: 'department', message: `“${parked.name}” is inactive and takes no new people` },
    ]);
  });
});
