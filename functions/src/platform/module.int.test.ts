import { MODULES } from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Session } from '../../../tests/support/api';
import { makeTenant, ownerSession, type Tenant } from '../../../tests/support/world';

interface CompanyModule {
  moduleKey: string;
  enabled: boolean;
  core: boolean;
}

let owner: Session;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  owner = await ownerSession();
  [a, b] = await Promise.all([makeTenant(owner, 'modules-a'), makeTenant(owner, 'modules-b')]);
});

const stateOf = async (token: string) =>
  new Map(
    (await get<{ list: CompanyModule[] }>('/module/all-company-module-state', {}, token)).body.data.list.map(
      (m) => [m.moduleKey, m.enabled],
    ),
  );

describe('module catalogue and company enablement', () => {
  it('lists every module of the catalogue', async () => {
    const r = await get<{ list: Array<{ key: string }> }>('/module/all', {}, a.employee.token);
    expect(r.body.data.list.map((m) => m.key)).toEqual(MODULES.map((m) => m.key));
  });

  it('starts a company with only the core modules, and the owner switches others on and off', async () => {
    const initial = await stateOf(a.admin.token);
    expect([...initial].filter(([, on]) => on).map(([k]) => k)).toEqual(['organisation', 'dashboard']);

    const on = await post<{ m_c: CompanyModule }>(
      '/module/update',
      { companyId: a.companyId, moduleKey: 'risk', enabled: true },
      owner.token,
    );
    expect(on.body.data.m_c).toMatchObject({ moduleKey: 'risk', enabled: true });
    expect((await stateOf(a.admin.token)).get('risk')).toBe(true);
    expect((await stateOf(b.admin.token)).get('risk')).toBe(false);

    const owners = await get<{ list: CompanyModule[] }>(
      '/module/all-module-company',
      { companyId: a.companyId },
      owner.token,
    );
    expect(owners.body.data.list.find((m) => m.moduleKey === 'risk')?.enabled).toBe(true);

    await post('/module/update', { companyId: a.companyId, moduleKey: 'risk', enabled: false }, owner.token);
    expect((await stateOf(a.admin.token)).get('risk')).toBe(false);

    const trail = await get<{ list: Array<{ action: string; entityId: string }> }>(
      '/company/get-audit-trails',
      { companyId: a.companyId, entityType: 'module' },
      owner.token,
    );
    expect(trail.body.data.list.map((e) => `${e.action} ${e.entityId}`)).toEqual([
      'disable risk',
      'enable risk',
    ]);
  });

  it('shows the owner one module across every company', async () => {
    await post(
      '/module/update',
      { companyId: b.companyId, moduleKey: 'contracts', enabled: true },
      owner.token,
    );
    const r = await get<{ list: Array<{ companyId: string; companyName: string; enabled: boolean }> }>(
      '/module/all-company-by-module',
      { moduleKey: 'contracts' },
      owner.token,
    );
    const byId = new Map(r.body.data.list.map((c) => [c.companyId, c.enabled]));
    expect(byId.get(b.companyId)).toBe(true);
    expect(byId.get(a.companyId)).toBe(false);
    const names = r.body.data.list.map((c) => c.companyName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(
      (await get('/module/all-company-by-module', { moduleKey: 'contracts' }, a.admin.token)).status,
    ).toBe(403);
  });

  it('refuses to switch off a core module', async () => {
    const r = await post(
      '/module/update',
      { companyId: a.companyId, moduleKey: 'organisation', enabled: false },
      owner.token,
    );
    expect(r.status).toBe(422);
    expect(r.body.err_msg).toMatch(/cannot be switched off/);
  });
});

describe('module gate', () => {
  it('refuses a call into a module the company has not enabled with 403, then allows it once enabled', async () => {
    const refused = await post(
      '/module/set-personal-development-plan-type',
      { personalDevelopmentPlanType: 'Periodic' },
      a.admin.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.err_msg).toBe('The Personal Development module is not enabled for your company.');

    await post(
      '/module/update',
      { companyId: a.companyId, moduleKey: 'development', enabled: true },
      owner.token,
    );
    const allowed = await post<{ item: { personalDevelopmentPlanType: string } }>(
      '/module/set-personal-development-plan-type',
      { personalDevelopmentPlanType: 'Periodic' },
      a.admin.token,
    );
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.item.personalDevelopmentPlanType).toBe('Periodic');
    // Enabled for A only: B's administrator is still refused.
    expect(
      (
        await post(
          '/module/set-personal-development-plan-type',
          { personalDevelopmentPlanType: 'Annual' },
          b.admin.token,
        )
      ).status,
    ).toBe(403);
  });
});

describe('employee module access', () => {
  it('lets the administrator give an employee admin access in an enabled module', async () => {
    await post(
      '/module/update',
      { companyId: a.companyId, moduleKey: 'planning', enabled: true },
      owner.token,
    );
    const mine = await get<{ item: { adminAccess: boolean } }>(
      '/module/module-employee-admin-access',
      { moduleKey: 'planning' },
      a.employee.token,
    );
    expect(mine.body.data.item.adminAccess).toBe(false);

    const given = await post<{ m_e: { adminAccess: boolean; moduleKey: string } }>(
      '/module/update-admin-access',
      { employeeId: a.employee.employeeId, moduleKey: 'planning', adminAccess: true },
      a.admin.token,
    );
    expect(given.body.data.m_e).toMatchObject({ moduleKey: 'planning', adminAccess: true });
    const after = await get<{ item: { adminAccess: boolean } }>(
      '/module/module-employee-admin-access',
      { moduleKey: 'planning' },
      a.employee.token,
    );
    expect(after.body.data.item.adminAccess).toBe(true);

    const list = await get<{ list: Array<{ moduleKey: string; adminAccess: boolean }> }>(
      '/module/all-employee-module',
      { employeeId: a.employee.employeeId ?? '' },
      a.admin.token,
    );
    expect(list.body.data.list.find((m) => m.moduleKey === 'planning')?.adminAccess).toBe(true);
  });

  it('refuses access in a module the company has not enabled', async () => {
    const r = await post(
      '/module/update-admin-access',
      { employeeId: a.employee.employeeId, moduleKey: 'audit', adminAccess: true },
      a.admin.token,
    );
    expect(r.status).toBe(422);
  });

  it('treats another company’s employee as not found', async () => {
    const r = await post(
      '/module/update-admin-access',
      { employeeId: b.employee.employeeId, moduleKey: 'organisation', adminAccess: true },
      a.admin.token,
    );
    expect(r.status).toBe(404);
    expect(r.body.err_msg).toBe('Employee not found');
  });

  it('refuses a plain employee the administrator’s calls', async () => {
    const r = await post(
      '/module/update-admin-access',
      { employeeId: a.employee.employeeId, moduleKey: 'organisation', adminAccess: true },
      a.employee.token,
    );
    expect(r.status).toBe(403);
  });
});
