import { beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, type Session } from '../../../tests/support/api';
import { sentMail } from '../../../tests/support/mail';
import { addUnit, withOrg, type OrgTenant } from '../../../tests/support/org';
import {
  acceptMailedCode,
  makeTenant,
  ownerSession,
  PASSWORD,
  unique,
  type Tenant,
} from '../../../tests/support/world';
import { demoLogins } from '../../../packages/local/src/seed';

interface Employee {
  id: string;
  fullName: string;
  email: string;
  employeeNumber: string | null;
  jobTitle: string | null;
  status: 'Active' | 'Inactive';
  unitId: string | null;
  departmentId: string | null;
  sectionId: string | null;
  placement: Array<{ level: string; id: string; name: string }>;
  supervisorId: string | null;
  supervisorName: string | null;
  departmentHead: 'Yes' | 'No';
  head: 'Yes' | 'No';
  access: 'None' | 'Invited' | 'Active' | 'Disabled';
  companyRole: 'administrator' | 'employee' | null;
  version: number;
}

interface ChartUnit {
  id: string;
  head: { employeeId: string; fullName: string } | null;
  headJobTitle: string | null;
  memberCount: number;
  parentId: string | null;
}

type Page = { list: Employee[]; total: number; cursor: string | null };

let owner: Session;
let a: OrgTenant;
let b: OrgTenant;

beforeAll(async () => {
  owner = await ownerSession();
  [a, b] = await Promise.all([
    makeTenant(owner, 'people-a').then(withOrg),
    makeTenant(owner, 'people-b').then(withOrg),
  ]);
});

const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Pat',
  lastName: unique('Person'),
  email: `${unique('pat')}@example.com`,
  ...overrides,
});

const add = async (t: Tenant, overrides: Record<string, unknown> = {}): Promise<Employee> => {
  const r = await post<{ employee: Employee }>('/employee/add', person(overrides), t.admin.token);
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.employee;
};

const fetchOne = async (t: Tenant, id: string, token = t.admin.token) =>
  get<{ employee: Employee }>('/employee/get-by-id', { id }, token);

const list = async (
  t: Tenant,
  query: Record<string, string | number | undefined> = {},
  token = t.admin.token,
) => {
  const r = await get<Page>('/employee/all', query, token);
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};

const chart = async (t: Tenant) => {
  const r = await get<{ units: ChartUnit[]; employees: number }>(
    '/employee/org-employees',
    {},
    t.admin.token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
  return { byId: new Map(r.body.data.units.map((u) => [u.id, u])), employees: r.body.data.employees };
};

/** The update body that leaves an employee as they are. */
const asIs = (e: Employee) => ({
  id: e.id,
  version: e.version,
  firstName: e.fullName.split(' ')[0],
  lastName: e.fullName.split(' ').slice(1).join(' '),
  email: e.email,
  employeeNumber: e.employeeNumber,
  jobTitle: e.jobTitle,
  unitId: e.unitId,
  supervisorId: e.supervisorId,
  departmentHead: e.departmentHead,
  status: e.status,
});

const update = (t: Tenant, e: Employee, changes: Record<string, unknown>, token = t.admin.token) =>
  post<{ employee: Employee }>('/employee/update', { ...asIs(e), ...changes }, token);

describe('employee/add and employee/get-by-id', () => {
  it('adds someone without access, who is then on record, listed and counted', async () => {
    const before = await list(a);
    const e = await add(a, { jobTitle: 'Analyst', employeeNumber: ' E-100a ' });
    expect(e).toMatchObject({
      status: 'Active',
      jobTitle: 'Analyst',
      employeeNumber: 'E-100a',
      access: 'None',
      companyRole: null,
      placement: [],
      head: 'No',
      version: 1,
    });
    expect((await fetchOne(a, e.id)).body.data.employee).toEqual(e);
    expect((await list(a)).total).toBe(before.total + 1);
  });

  it('with access, emails an invitation; accepted, the employee signs in to their company', async () => {
    const e = await add(a, { giveAccess: true, companyRole: 'employee' });
    expect(e).toMatchObject({ access: 'Invited', companyRole: 'employee' });
    const session = await acceptMailedCode(e.email, /invited/);
    expect(session.employeeId).toBe(e.id);
    const mine = await get<{ company: { id: string; companyName: string } }>(
      '/company/my-company',
      {},
      session.token,
    );
    expect(mine.status, mine.body.err_msg).toBe(200);
    expect(mine.body.data.company).toMatchObject({ id: a.companyId, companyName: a.companyName });
    expect((await fetchOne(a, e.id)).body.data.employee.access).toBe('Active');
  });

  it('refuses an email or employee number the company already has, naming the field; nothing is added', async () => {
    const first = await add(a, { employeeNumber: unique('N') });
    const { total } = await list(a);
    const sameEmail = await post(
      '/employee/add',
      person({ email: first.email.toUpperCase() }),
      a.admin.token,
    );
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.err_msg).toMatch(new RegExp(`^email: ${first.fullName} already has this email`));
    const sameNumber = await post(
      '/employee/add',
      person({ employeeNumber: ` ${first.employeeNumber!.toUpperCase()} ` }),
      a.admin.token,
    );
    expect(sameNumber.status).toBe(409);
    expect(sameNumber.body.err_msg).toMatch(/^employeeNumber: /);
    expect((await list(a)).total).toBe(total);
    // Another company may have the same person on its records.
    expect((await post('/employee/add', person({ email: first.email }), b.admin.token)).status).toBe(200);
  });

  it('refuses bad input with 400 naming the field, and adds nothing', async () => {
    const { total } = await list(a);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ email: 'not-an-email' }, /^email: /],
      [{ firstName: '  ' }, /^firstName is required/],
      [{ unitId: 'not-an-id' }, /^unitId: /],
      [{ departmentHead: 'Maybe' }, /^departmentHead: /],
      [{ companyRole: 'owner', giveAccess: true }, /^companyRole: /],
    ];
    for (const [body, message] of cases) {
      const r = await post('/employee/add', person(body), a.admin.token);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.res).toBe('FAILED');
      expect(r.body.err_msg).toMatch(message);
    }
    expect((await list(a)).total).toBe(total);
  });

  it('refuses a unit of another company as missing', async () => {
    const r = await post('/employee/add', person({ unitId: b.org.department.id }), a.admin.token);
    expect(r.status).toBe(404);
    expect(r.body.err_msg).toMatch(/^unitId: no such unit/);
  });
});

describe('placement and the unit filter', () => {
  it('places people in units, counts them there, and lists a department with its sections', async () => {
    const before = await chart(a);
    const surname = unique('Placed');
    const inSection = await add(a, { lastName: `${surname} One`, unitId: a.org.section.id });
    const inDepartment = await add(a, { lastName: `${surname} Two`, unitId: a.org.department.id });
    expect(inSection.placement.map((p) => p.id)).toEqual([
      a.org['business-unit'].id,
      a.org.department.id,
      a.org.division.id,
      a.org.section.id,
    ]);
    expect(inSection.placement.map((p) => p.name)).toContain(a.org.section.name);
    expect(inSection).toMatchObject({ departmentId: a.org.department.id, sectionId: a.org.section.id });

    const after = await chart(a);
    expect(after.byId.get(a.org.section.id)!.memberCount).toBe(
      before.byId.get(a.org.section.id)!.memberCount + 1,
    );
    expect(after.byId.get(a.org.department.id)!.memberCount).toBe(
      before.byId.get(a.org.department.id)!.memberCount + 1,
    );

    const department = await list(a, { unitId: a.org.department.id, search: surname.toLowerCase() });
    expect(department.list.map((e) => e.id).sort()).toEqual([inSection.id, inDepartment.id].sort());
    expect(department.total).toBe(2);
    const section = await list(a, { unitId: a.org.section.id, search: surname });
    expect(section.list.map((e) => e.id)).toEqual([inSection.id]);
    const byCreation = await list(a, {
      unitId: a.org.department.id,
      search: surname,
      sortField: 'createdAt',
      sortOrder: 'desc',
    });
    expect(byCreation.list.map((e) => e.id)).toEqual([inDepartment.id, inSection.id]);

    // A move counts them out of one unit and into the other.
    const moved = await update(a, inSection, { unitId: a.org.division.id });
    expect(moved.status, moved.body.err_msg).toBe(200);
    expect(moved.body.data.employee).toMatchObject({
      unitId: a.org.division.id,
      sectionId: null,
      version: 2,
    });
    const later = await chart(a);
    expect(later.byId.get(a.org.section.id)!.memberCount).toBe(
      before.byId.get(a.org.section.id)!.memberCount,
    );
    expect(later.byId.get(a.org.division.id)!.memberCount).toBe(
      before.byId.get(a.org.division.id)!.memberCount + 1,
    );
    expect((await list(a, { unitId: a.org.section.id, search: surname })).list).toEqual([]);
  });

  it('shows a renamed unit’s new name in the placement of the people under it at once', async () => {
    const dept = await addUnit(a.admin.token, 'department', unique('Dept'), a.org['business-unit'].id);
    const e = await add(a, { unitId: dept.id });
    const names = async () =>
      (await list(a, { search: e.email })).list[0]!.placement.map((step) => step.name);
    expect(await names()).toEqual([a.org['business-unit'].name, dept.name]);
    const newName = unique('Renamed Dept');
    const r = await post(
      '/department/update',
      {
        id: dept.id,
        version: dept.version,
        name: newName,
        status: 'Active',
        businessUnitId: a.org['business-unit'].id,
      },
      a.admin.token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
    expect(await names()).toEqual([a.org['business-unit'].name, newName]);
  });

  it('refuses a unit filter naming another company’s unit', async () => {
    const r = await get('/employee/all', { unitId: b.org['business-unit'].id }, a.admin.token);
    expect(r.status).toBe(404);
  });
});

describe('employee/all', () => {
  it('searches name, email and number case-insensitively and pages with totals', async () => {
    const token = unique('Findme');
    const people = [
      await add(a, { lastName: `${token} Alpha` }),
      await add(a, { email: `${token.toLowerCase()}@example.com` }),
      await add(a, { employeeNumber: `${token}-7` }),
    ];
    // Someone else between them, so a search has items to skip.
    await add(a);
    const page1 = await list(a, { search: token.toUpperCase(), limit: 2 });
    expect(page1.total).toBe(3);
    expect(page1.list).toHaveLength(2);
    const page2 = await list(a, { search: token, limit: 2, cursor: page1.cursor ?? undefined });
    expect(page2.list).toHaveLength(1);
    expect([...page1.list, ...page2.list].map((e) => e.id).sort()).toEqual(people.map((e) => e.id).sort());
  });

  it('orders by name, and totals the unfiltered list and each status', async () => {
    const all = await list(a, { limit: 200 });
    const names = all.list.map((e) => e.fullName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(all.total).toBe(all.list.length);
    const active = await list(a, { status: 'Active', limit: 200 });
    const inactive = await list(a, { status: 'Inactive', limit: 200 });
    expect(active.total).toBe(active.list.length);
    expect(inactive.total).toBe(inactive.list.length);
    expect(active.total + inactive.total).toBe(all.total);
    expect(active.list.every((e) => e.status === 'Active')).toBe(true);
    expect((await chart(a)).employees).toBe(active.list.length);
  });

  it('refuses a cursor that was tampered with', async () => {
    const r = await get('/employee/all', { cursor: 'not-a-cursor', limit: 1 }, a.admin.token);
    expect(r.status).toBe(400);
    expect(r.body.err_msg).toMatch(/^cursor: /);
  });
});

describe('head flags', () => {
  it('makes someone head of their department; a second head is refused until the first steps down', async () => {
    const dept = a.org.department;
    const first = await add(a, {
      unitId: a.org.division.id,
      departmentHead: 'Yes',
      jobTitle: 'Head of Finance',
    });
    expect(first).toMatchObject({ departmentHead: 'Yes', head: 'Yes' });
    expect((await chart(a)).byId.get(dept.id)).toMatchObject({
      head: { employeeId: first.id, fullName: first.fullName },
      headJobTitle: 'Head of Finance',
    });

    const second = await post(
      '/employee/add',
      person({ unitId: dept.id, departmentHead: 'Yes' }),
      a.admin.token,
    );
    expect(second.status).toBe(409);
    expect(second.body.err_msg).toBe(`departmentHead: “${dept.name}” already has a head: ${first.fullName}.`);

    const unplaced = await post('/employee/add', person({ sectionHead: 'Yes' }), a.admin.token);
    expect(unplaced.status).toBe(422);
    expect(unplaced.body.err_msg).toMatch(/^sectionHead: place the employee in a section/);

    const steppedDown = await update(a, first, { departmentHead: 'No' });
    expect(steppedDown.status, steppedDown.body.err_msg).toBe(200);
    expect((await chart(a)).byId.get(dept.id)!.head).toBeNull();
    const successor = await add(a, { unitId: dept.id, departmentHead: 'Yes' });
    expect((await chart(a)).byId.get(dept.id)!.head?.employeeId).toBe(successor.id);

    // Deactivating the head leaves the department without one.
    const gone = await post(
      '/employee/delete',
      { id: successor.id, version: successor.version },
      a.admin.token,
    );
    expect(gone.status, gone.body.err_msg).toBe(200);
    expect(gone.body.data.employee).toMatchObject({ departmentHead: 'No', status: 'Inactive' });
    expect((await chart(a)).byId.get(dept.id)!.head).toBeNull();
  });
});

describe('supervisors', () => {
  it('names the supervisor, and refuses oneself, a cycle, or someone of another company', async () => {
    const boss = await add(a);
    const lead = await add(a, { supervisorId: boss.id });
    const member = await add(a, { supervisorId: lead.id });
    expect(member).toMatchObject({ supervisorId: lead.id, supervisorName: lead.fullName });

    const cycle = await update(a, boss, { supervisorId: member.id });
    expect(cycle.status).toBe(422);
    expect(cycle.body.err_msg).toMatch(
      new RegExp(`^supervisorId: ${member.fullName} reports to ${boss.fullName}`),
    );
    const self = await update(a, boss, { supervisorId: boss.id });
    expect(self.status).toBe(422);
    expect(self.body.err_msg).toMatch(/^supervisorId: /);
    const foreign = await update(a, boss, { supervisorId: b.employee.employeeId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.err_msg).toMatch(/^supervisorId: no such employee/);
    expect((await fetchOne(a, boss.id)).body.data.employee).toMatchObject({ supervisorId: null, version: 1 });
  });
});

describe('what the list shows of supervisors and accounts', () => {
  const listed = async (t: Tenant, e: Employee) =>
    (await list(t, { search: e.email })).list.find((x) => x.id === e.id);

  it('shows a renamed supervisor’s new name on the people who report to them', async () => {
    const boss = await add(a);
    const reports = await Promise.all([add(a, { supervisorId: boss.id }), add(a, { supervisorId: boss.id })]);
    const renamed = await update(a, boss, { lastName: unique('Renamed') });
    expect(renamed.status, renamed.body.err_msg).toBe(200);
    const newName = renamed.body.data.employee.fullName;
    for (const r of reports) {
      expect(await listed(a, r)).toMatchObject({ supervisorId: boss.id, supervisorName: newName });
      expect((await fetchOne(a, r.id)).body.data.employee.supervisorName).toBe(newName);
    }
    // an edit of a report read before the rename is refused rather than writing the old name back
    const stale = await update(a, reports[0]!, { jobTitle: 'Late' });
    expect(stale.status).toBe(409);
  });

  it('follows the account through invitation, sign-in, role change and revocation', async () => {
    const e = await add(a);
    expect(await listed(a, e)).toMatchObject({ access: 'None', companyRole: null });
    expect((await post('/employee/give-access', { id: e.id }, a.admin.token)).status).toBe(200);
    expect(await listed(a, e)).toMatchObject({ access: 'Invited', companyRole: 'employee' });
    await acceptMailedCode(e.email, /invited/);
    expect(await listed(a, e)).toMatchObject({ access: 'Active', companyRole: 'employee' });
    const role = await post(
      '/employee/update-role',
      { id: e.id, companyRole: 'administrator' },
      a.admin.token,
    );
    expect(role.status, role.body.err_msg).toBe(200);
    expect(await listed(a, e)).toMatchObject({ access: 'Active', companyRole: 'administrator' });
    expect((await post('/employee/revoke-access', { id: e.id }, a.admin.token)).status).toBe(200);
    expect(await listed(a, e)).toMatchObject({ access: 'Disabled', companyRole: 'administrator' });
    // an edit read before the account changed is refused: it would write the old state back
    const stale = await update(a, e, { jobTitle: 'Late' });
    expect(stale.status).toBe(409);
  });
});

describe('employee/update', () => {
  it('refuses a stale version with 409 and keeps the newer change', async () => {
    const e = await add(a);
    const first = await update(a, e, { jobTitle: 'First' });
    expect(first.status).toBe(200);
    const stale = await update(a, e, { jobTitle: 'Second' });
    expect(stale.status).toBe(409);
    expect(stale.body.err_msg).toMatch(/changed by someone else/);
    expect((await fetchOne(a, e.id)).body.data.employee).toMatchObject({ jobTitle: 'First', version: 2 });
  });

  it('moves the email of someone without an account, freeing the old one', async () => {
    const e = await add(a);
    const email = `${unique('moved')}@example.com`;
    const r = await update(a, e, { email });
    expect(r.status, r.body.err_msg).toBe(200);
    expect((await list(a, { search: email })).list.map((x) => x.id)).toEqual([e.id]);
    expect((await post('/employee/add', person({ email: e.email }), a.admin.token)).status).toBe(200);
  });

  it('keeps the email of someone who signs in with it', async () => {
    const e = (await fetchOne(a, a.employee.employeeId!)).body.data.employee;
    const r = await update(a, e, { email: `${unique('other')}@example.com` });
    expect(r.status).toBe(409);
    expect(r.body.err_msg).toMatch(/^email: .*signs in to Stratum/);
  });
});

describe('deactivation', () => {
  it('shuts a signed-in employee out; their record stays, listed as Inactive; reactivation counts them again', async () => {
    const e = await add(a, { giveAccess: true, unitId: a.org.section.id });
    const session = await acceptMailedCode(e.email, /invited/);
    expect((await get('/company/my-company', {}, session.token)).status).toBe(200);
    const before = await chart(a);
    const current = (await fetchOne(a, e.id)).body.data.employee;

    const r = await post<{ employee: Employee }>(
      '/employee/delete',
      { id: e.id, version: current.version },
      a.admin.token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
    expect(r.body.data.employee).toMatchObject({ status: 'Inactive', access: 'Disabled' });

    const refused = await get('/company/my-company', {}, session.token);
    expect(refused.status).toBe(401);
    expect(refused.body.err_msg).toMatch(/not active/);
    expect((await post('/auth/login', { email: e.email, password: PASSWORD })).status).not.toBe(200);

    expect((await fetchOne(a, e.id)).body.data.employee.status).toBe('Inactive');
    expect((await list(a, { status: 'Inactive', search: e.email })).list.map((x) => x.id)).toEqual([e.id]);
    expect((await list(a, { status: 'Active', search: e.email })).list).toEqual([]);
    const after = await chart(a);
    expect(after.employees).toBe(before.employees - 1);
    expect(after.byId.get(a.org.section.id)!.memberCount).toBe(
      before.byId.get(a.org.section.id)!.memberCount - 1,
    );

    const again = await post('/employee/delete', { id: e.id, version: current.version + 1 }, a.admin.token);
    expect(again.status).toBe(409);
    const noAccess = await post('/employee/give-access', { id: e.id }, a.admin.token);
    expect(noAccess.status).toBe(409);
    expect(noAccess.body.err_msg).toMatch(/inactive/);

    const back = await update(a, r.body.data.employee, { status: 'Active' });
    expect(back.status, back.body.err_msg).toBe(200);
    expect(back.body.data.employee).toMatchObject({ status: 'Active', access: 'Disabled' });
    expect((await chart(a)).byId.get(a.org.section.id)!.memberCount).toBe(
      before.byId.get(a.org.section.id)!.memberCount,
    );
    // Access is given again with a fresh invitation.
    const mailsTo = async () => (await sentMail()).filter((m) => m.destination.to.includes(e.email)).length;
    const mails = await mailsTo();
    const given = await post<{ employee: Employee }>('/employee/give-access', { id: e.id }, a.admin.token);
    expect(given.status, given.body.err_msg).toBe(200);
    expect(given.body.data.employee.access).toBe('Invited');
    expect(await mailsTo()).toBe(mails + 1);
    const returned = await acceptMailedCode(e.email, /invited/, 'Again!2026pass');
    expect((await get('/company/my-company', {}, returned.token)).status).toBe(200);
  });

  it('refuses to deactivate the caller themselves', async () => {
    const me = (await fetchOne(a, a.admin.employeeId!)).body.data.employee;
    const r = await post('/employee/delete', { id: me.id, version: me.version }, a.admin.token);
    expect(r.status).toBe(409);
    expect(r.body.err_msg).toMatch(/yourself/);
    expect((await fetchOne(a, me.id)).body.data.employee.status).toBe('Active');
  });
});

describe('access', () => {
  it('sends the invitation again while it is pending, and revokes it', async () => {
    const e = await add(a);
    const given = await post<{ employee: Employee }>('/employee/give-access', { id: e.id }, a.admin.token);
    expect(given.status, given.body.err_msg).toBe(200);
    expect(given.body.data.employee).toMatchObject({ access: 'Invited', companyRole: 'employee' });
    const again = await post('/employee/give-access', { id: e.id }, a.admin.token);
    expect(again.status).toBe(200);
    expect((await sentMail()).filter((m) => m.destination.to.includes(e.email))).toHaveLength(2);

    const signedIn = await acceptMailedCode(e.email, /invited/);
    expect((await post('/employee/give-access', { id: e.id }, a.admin.token)).status).toBe(409);
    const revoked = await post<{ employee: Employee }>(
      '/employee/revoke-access',
      { id: e.id },
      a.admin.token,
    );
    expect(revoked.status, revoked.body.err_msg).toBe(200);
    expect(revoked.body.data.employee).toMatchObject({ access: 'Disabled', status: 'Active' });
    expect((await get('/company/my-company', {}, signedIn.token)).status).toBe(401);
    expect((await post('/employee/revoke-access', { id: e.id }, a.admin.token)).status).toBe(409);
  });

  it('gives access to an address that signs in with another company (one person, two memberships), but never the platform owner’s', async () => {
    const e = await add(a, { email: b.admin.email });
    const r = await post('/employee/give-access', { id: e.id }, a.admin.token);
    expect(r.status, r.body.err_msg).toBe(200);
    expect((await fetchOne(a, e.id)).body.data.employee.access).toBe('Invited');
    // B's own access is as it was
    expect((await login(b.admin.email, PASSWORD)).companyId).toBe(b.companyId);

    const { total } = await list(a);
    const owners = await post(
      '/employee/add',
      person({ email: demoLogins().owner.email, giveAccess: true }),
      a.admin.token,
    );
    expect(owners.status).toBe(409);
    expect(owners.body.err_msg).toMatch(/^email: .*platform owner/);
    expect((await list(a)).total).toBe(total);
  });
});

describe('company roles', () => {
  it('keeps the last administrator, and a role change takes effect at once', async () => {
    const c = await makeTenant(owner, 'people-roles');
    const admin = (await fetchOne(c, c.admin.employeeId!)).body.data.employee;
    expect(admin).toMatchObject({ companyRole: 'administrator', access: 'Active' });

    const demoteLast = await post(
      '/employee/update-role',
      { id: admin.id, companyRole: 'employee' },
      c.admin.token,
    );
    expect(demoteLast.status).toBe(409);
    expect(demoteLast.body.err_msg).toMatch(/^companyRole: .*last active administrator/);
    const noAccount = await add(c);
    const roleless = await post(
      '/employee/update-role',
      { id: noAccount.id, companyRole: 'administrator' },
      c.admin.token,
    );
    expect(roleless.status).toBe(409);
    expect(roleless.body.err_msg).toMatch(/^companyRole: .*give them access first/);

    // The plain employee cannot write, then can once promoted.
    expect((await post('/employee/add', person(), c.employee.token)).status).toBe(403);
    const promoted = await post<{ employee: Employee }>(
      '/employee/update-role',
      { id: c.employee.employeeId, companyRole: 'administrator' },
      c.admin.token,
    );
    expect(promoted.status, promoted.body.err_msg).toBe(200);
    expect(promoted.body.data.employee.companyRole).toBe('administrator');
    expect((await post('/employee/add', person(), c.employee.token)).status).toBe(200);

    // Now the first administrator may step down, and is refused administration from the next call.
    const demoted = await post(
      '/employee/update-role',
      { id: admin.id, companyRole: 'employee' },
      c.employee.token,
    );
    expect(demoted.status, demoted.body.err_msg).toBe(200);
    expect((await post('/employee/add', person(), c.admin.token)).status).toBe(403);
    // The remaining administrator is now the last one: neither demoted nor deactivated by the other.
    const promotedAgain = await post(
      '/employee/update-role',
      { id: c.employee.employeeId, companyRole: 'employee' },
      c.employee.token,
    );
    expect(promotedAgain.status).toBe(409);
    const self = (await fetchOne(c, c.employee.employeeId!)).body.data.employee;
    const deactivated = await post(
      '/employee/delete',
      { id: self.id, version: self.version },
      c.employee.token,
    );
    expect(deactivated.status).toBe(409);
  });

  it('lets one administrator deactivate another; the one left cannot step down', async () => {
    const c = await makeTenant(owner, 'people-last');
    const other = await add(c, { giveAccess: true, companyRole: 'administrator' });
    const otherSession = await acceptMailedCode(other.email, /invited/);
    // Two administrators: one may deactivate the other…
    const first = (await fetchOne(c, c.admin.employeeId!)).body.data.employee;
    const r = await post<{ employee: Employee }>(
      '/employee/delete',
      { id: first.id, version: first.version },
      otherSession.token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
    // Reactivated, the first is on record again but cannot sign in: the second is the last administrator.
    const back = await update(c, r.body.data.employee, { status: 'Active' }, otherSession.token);
    expect(back.status, back.body.err_msg).toBe(200);
    expect(back.body.data.employee.access).toBe('Disabled');
    const demoteLast = await post(
      '/employee/update-role',
      { id: other.id, companyRole: 'employee' },
      otherSession.token,
    );
    expect(demoteLast.status).toBe(409);
  });
});

describe('who may do what', () => {
  it('lets a plain employee read but not write', async () => {
    const token = a.employee.token;
    expect((await get('/employee/all', {}, token)).status).toBe(200);
    expect((await fetchOne(a, a.admin.employeeId!, token)).status).toBe(200);
    expect((await get('/employee/org-employees', {}, token)).status).toBe(200);
    const e = (await fetchOne(a, a.employee.employeeId!)).body.data.employee;
    const writes = [
      post('/employee/add', person(), token),
      update(a, e, { jobTitle: 'Self-promoted' }, token),
      post('/employee/delete', { id: e.id, version: e.version }, token),
      post('/employee/give-access', { id: e.id }, token),
      post('/employee/revoke-access', { id: a.admin.employeeId }, token),
      post('/employee/update-role', { id: e.id, companyRole: 'administrator' }, token),
    ];
    for (const r of await Promise.all(writes)) expect(r.status).toBe(403);
    expect((await fetchOne(a, e.id)).body.data.employee).toEqual(e);
  });

  it('shows another company none of it and lets it change none of it', async () => {
    const e = await add(a, { unitId: a.org.department.id });
    const seen = (await fetchOne(a, e.id)).body.data.employee;
    const token = b.admin.token;
    expect((await fetchOne(b, e.id, token)).status).toBe(404);
    const calls = [
      update(b, e, { jobTitle: 'Hijacked' }, token),
      post('/employee/delete', { id: e.id, version: e.version }, token),
      post('/employee/give-access', { id: e.id }, token),
      post('/employee/revoke-access', { id: a.admin.employeeId }, token),
      post('/employee/update-role', { id: a.admin.employeeId, companyRole: 'employee' }, token),
    ];
    for (const r of await Promise.all(calls)) expect(r.status).toBe(404);
    expect((await list(b, { search: e.email }, token)).list).toEqual([]);
    expect((await fetchOne(a, e.id)).body.data.employee).toEqual(seen);
    expect((await fetchOne(a, a.admin.employeeId!)).body.data.employee.companyRole).toBe('administrator');
  });
});

describe('at the same moment', () => {
  it('lets only one of two writers claim an email, head a unit or demote the other administrator', async () => {
    const d = await withOrg(await makeTenant(owner, 'people-race'));
    const email = `${unique('twice')}@example.com`;
    const sameEmail = await Promise.all([
      post('/employee/add', person({ email }), d.admin.token),
      post('/employee/add', person({ email }), d.admin.token),
    ]);
    expect(sameEmail.map((r) => r.status).sort()).toEqual([200, 409]);

    const unit = d.org['sub-section'];
    const heads = await Promise.all([
      post('/employee/add', person({ unitId: unit.id, subSectionHead: 'Yes' }), d.admin.token),
      post('/employee/add', person({ unitId: unit.id, subSectionHead: 'Yes' }), d.admin.token),
    ]);
    expect(heads.map((r) => r.status).sort()).toEqual([200, 409]);
    const chartNow = await get<{ units: ChartUnit[] }>('/employee/org-employees', {}, d.admin.token);
    const headed = chartNow.body.data.units.find((u) => u.id === unit.id)!;
    const winner = heads.find((r) => r.status === 200)!.body.data as { employee: Employee };
    expect(headed.head?.employeeId).toBe(winner.employee.id);
    expect(headed.memberCount).toBe(1);

    const promoted = await post(
      '/employee/update-role',
      { id: d.employee.employeeId, companyRole: 'administrator' },
      d.admin.token,
    );
    expect(promoted.status, promoted.body.err_msg).toBe(200);
    const demotions = await Promise.all([
      post('/employee/update-role', { id: d.employee.employeeId, companyRole: 'employee' }, d.admin.token),
      post('/employee/update-role', { id: d.admin.employeeId, companyRole: 'employee' }, d.employee.token),
    ]);
    // One wins. The other is refused: 409 when both passed the access check before the first
    // commit, 403 when the winner's change landed first and its caller is no longer an administrator.
    const [won, lost] = demotions.map((r) => r.status).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    // Either way, one administrator is left (reading needs no administration).
    const roles = await Promise.all(
      [d.admin.employeeId!, d.employee.employeeId!].map(
        async (id) => (await fetchOne(d, id)).body.data.employee.companyRole,
      ),
    );
    expect(roles.filter((r) => r === 'administrator')).toHaveLength(1);
  });
});
