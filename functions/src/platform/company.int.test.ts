import { beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, type Session } from '../../../tests/support/api';
import { authKeyIn, latestMailTo } from '../../../tests/support/mail';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { makeTenant, ownerSession, PASSWORD, unique, type Tenant } from '../../../tests/support/world';
import { demoLogins } from '../../../packages/local/src/seed';

interface Company {
  id: string;
  companyName: string;
  status: string;
  version: number;
  createdAt: string;
  companyContributionPerformance: number;
  performanceCommitteeFunction: string;
  logo: string | null;
}

let owner: Session;
let tenant: Tenant;

beforeAll(async () => {
  owner = await ownerSession();
  tenant = await makeTenant(owner, 'company-suite');
});

const newCompany = (overrides: Record<string, unknown> = {}) => ({
  companyName: `${unique('Globex')} Corp`,
  eFirstName: 'Gina',
  eLastName: 'Lobex',
  email: `${unique('gina')}@example.com`,
  status: 'Active',
  ...overrides,
});

describe('company/all', () => {
  it('lists companies newest first with a total, to the owner only', async () => {
    const first = await post<{ company: Company }>('/company/add', newCompany(), owner.token);
    const second = await post<{ company: Company }>('/company/add', newCompany(), owner.token);
    const r = await get<{ company_list: Company[]; total: number }>(
      '/company/all',
      { limit: 200 },
      owner.token,
    );
    expect(r.body.res).toBe('SUCCESS');
    const ids = r.body.data.company_list.map((c) => c.id);
    expect(ids.indexOf(second.body.data.company.id)).toBeLessThan(ids.indexOf(first.body.data.company.id));
    expect(r.body.data.total).toBe(r.body.data.company_list.length);

    const denied = await get('/company/all', {}, tenant.admin.token);
    expect(denied.status).toBe(403);
    expect(denied.body.res).toBe('FAILED');
  });

  it('pages with a cursor and searches by name', async () => {
    const name = unique('Pagetest');
    for (let i = 0; i < 3; i++)
      await post('/company/add', newCompany({ companyName: `${name} ${i}` }), owner.token);
    const page1 = await get<{ company_list: Company[]; total: number; cursor: string | null }>(
      '/company/all',
      { limit: 2, search: name },
      owner.token,
    );
    expect(page1.body.data.company_list).toHaveLength(2);
    expect(page1.body.data.total).toBe(3);
    const page2 = await get<{ company_list: Company[]; cursor: string | null }>(
      '/company/all',
      { limit: 2, search: name, cursor: page1.body.data.cursor ?? '' },
      owner.token,
    );
    expect(page2.body.data.company_list.map((c) => c.companyName)).toEqual([`${name} 0`]);

    const byName = await get<{ company_list: Company[] }>(
      '/company/all',
      { search: name, sortField: 'companyName', sortOrder: 'asc' },
      owner.token,
    );
    expect(byName.body.data.company_list.map((c) => c.companyName)).toEqual(
      [0, 1, 2].map((i) => `${name} ${i}`),
    );
    const byNameDesc = await get<{ company_list: Company[] }>(
      '/company/all',
      { search: name, sortField: 'companyName', sortOrder: 'desc' },
      owner.token,
    );
    expect(byNameDesc.body.data.company_list.map((c) => c.companyName)).toEqual(
      [2, 1, 0].map((i) => `${name} ${i}`),
    );

    // A name that starts with another sorts after it.
    const prefix = `${name} 1`;
    await post('/company/add', newCompany({ companyName: `${prefix} Group` }), owner.token);
    const withPrefix = await get<{ company_list: Company[] }>(
      '/company/all',
      { search: name, sortField: 'companyName', sortOrder: 'asc' },
      owner.token,
    );
    expect(withPrefix.body.data.company_list.map((c) => c.companyName)).toEqual([
      `${name} 0`,
      `${name} 1`,
      `${name} 1 Group`,
      `${name} 2`,
    ]);

    const tampered = await get('/company/all', { cursor: 'not-a-cursor' }, owner.token);
    expect(tampered.status).toBe(400);
  });
});

describe('company/add', () => {
  it('creates the company and emails its administrator an invitation that works', async () => {
    const input = newCompany();
    const r = await post<{ company: Company }>('/company/add', input, owner.token);
    expect(r.status).toBe(200);
    expect(r.body.data.company).toMatchObject({
      companyName: input.companyName,
      status: 'Active',
      version: 1,
    });

    const mail = await latestMailTo(input.email, /invited/);
    expect(mail.subject).toContain(input.companyName);
    const reset = await post('/auth/reset-password', {
      email: input.email,
      password: PASSWORD,
      authKey: authKeyIn(mail),
    });
    expect(reset.body).toMatchObject({ res: 'SUCCESS', data: { password: 'updated' } });
    const admin = await login(input.email, PASSWORD);
    expect(admin.companyId).toBe(r.body.data.company.id);
  });

  it('refuses a bad email with a message naming the field, and adds nothing', async () => {
    const before = await get<{ total: number }>('/company/all', {}, owner.token);
    const r = await post('/company/add', newCompany({ email: 'not-an-email' }), owner.token);
    expect(r.status).toBe(400);
    expect(r.body.res).toBe('FAILED');
    expect(r.body.err_msg).toMatch(/^email: /);
    const after = await get<{ total: number }>('/company/all', {}, owner.token);
    expect(after.body.data.total).toBe(before.body.data.total);
  });

  it('refuses a duplicate name (whatever its case) and the platform owner’s email; one person may administer two companies', async () => {
    const input = newCompany();
    await post('/company/add', input, owner.token);
    const sameName = await post(
      '/company/add',
      newCompany({ companyName: input.companyName.toUpperCase() }),
      owner.token,
    );
    expect(sameName.status).toBe(409);
    expect(sameName.body.err_msg).toMatch(/^companyName: /);
    const ownersEmail = await post(
      '/company/add',
      newCompany({ email: demoLogins().owner.email }),
      owner.token,
    );
    expect(ownersEmail.status).toBe(409);
    expect(ownersEmail.body.err_msg).toMatch(/^email: /);
    const sameAdmin = await post('/company/add', newCompany({ email: input.email }), owner.token);
    expect(sameAdmin.status, sameAdmin.body.err_msg).toBe(200);
  });

  it('admits only one of two concurrent adds of the same name', async () => {
    const name = `${unique('Race')} Inc`;
    const results = await Promise.all([
      post('/company/add', newCompany({ companyName: name }), owner.token),
      post('/company/add', newCompany({ companyName: name }), owner.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const listed = await get<{ total: number }>('/company/all', { search: name }, owner.token);
    expect(listed.body.data.total).toBe(1);
  });
});

describe('company/update and settings', () => {
  it('updates with the version read, and refuses a stale version without changing anything', async () => {
    const { body } = await post<{ company: Company }>('/company/add', newCompany(), owner.token);
    const c = body.data.company;
    const first = await post<{ company: Company }>(
      '/company/update',
      {
        ...newCompany({ companyName: `${c.companyName} Renamed` }),
        id: c.id,
        version: c.version,
        status: 'Inactive',
      },
      owner.token,
    );
    expect(first.status).toBe(200);
    expect(first.body.data.company).toMatchObject({ status: 'Inactive', version: 2 });

    const before = await tenantSnapshot(c.id);
    const stale = await post(
      '/company/update',
      { ...newCompany(), id: c.id, version: c.version },
      owner.token,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.err_msg).toMatch(/changed by someone else/);
    expect(await tenantSnapshot(c.id)).toBe(before);

    // The old name is free again after a rename.
    const reuse = await post('/company/add', newCompany({ companyName: c.companyName }), owner.token);
    expect(reuse.status).toBe(200);
  });

  it('lets exactly one of two concurrent edits at the same version win', async () => {
    const { body } = await post<{ company: Company }>('/company/add', newCompany(), owner.token);
    const c = body.data.company;
    const results = await Promise.all(
      [10, 20].map((v) =>
        post(
          '/company/set-company-contribution-performance',
          { id: c.id, version: c.version, companyContributionPerformance: v },
          owner.token,
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('sets each per-company setting, answering in data.item where the spec says so', async () => {
    const { body } = await post<{ company: Company }>('/company/add', newCompany(), owner.token);
    let c = body.data.company;
    const committee = await post<{ item: Company }>(
      '/company/update-performance-committee-function',
      { id: c.id, version: c.version, performanceCommitteeFunction: 'Yes' },
      owner.token,
    );
    expect(committee.body.data.item.performanceCommitteeFunction).toBe('Yes');
    c = committee.body.data.item;
    const contribution = await post<{ item: Company }>(
      '/company/set-company-contribution-performance',
      { id: c.id, version: c.version, companyContributionPerformance: 30 },
      owner.token,
    );
    expect(contribution.body.data.item.companyContributionPerformance).toBe(30);
    c = contribution.body.data.item;
    const tooMuch = await post(
      '/company/set-company-contribution-performance',
      { id: c.id, version: c.version, companyContributionPerformance: 130 },
      owner.token,
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.err_msg).toMatch(/companyContributionPerformance/);
    const scale = await post<{ company: { ratingScaleOption: string } }>(
      '/company/update-rating-scale-option',
      { id: c.id, version: c.version, ratingScaleOption: 'three-point' },
      owner.token,
    );
    expect(scale.body.data.company.ratingScaleOption).toBe('three-point');
  });

  it('answers 404 for a company that does not exist', async () => {
    const r = await get('/company/get-by-id', { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, owner.token);
    expect(r.status).toBe(404);
    expect(r.body.err_msg).toBe('Company not found');
  });
});

describe('company/get-audit-trails', () => {
  it('records who changed what, newest first, filterable by item and kind', async () => {
    const { body } = await post<{ company: Company }>('/company/add', newCompany(), owner.token);
    const c = body.data.company;
    await post(
      '/company/update',
      { ...newCompany({ companyName: c.companyName }), id: c.id, version: 1, status: 'Inactive' },
      owner.token,
    );
    const r = await get<{
      list: Array<{ action: string; actorName: string; before: unknown; after: unknown; entityType: string }>;
      total: number;
    }>('/company/get-audit-trails', { companyId: c.id }, owner.token);
    expect(r.body.data.list.map((e) => e.action)).toEqual(['update', 'add']);
    expect(r.body.data.total).toBe(2);
    expect(r.body.data.list[0]).toMatchObject({
      actorName: 'Platform Owner',
      before: { status: 'Active' },
      after: { status: 'Inactive' },
    });

    const filtered = await get<{ list: unknown[] }>(
      '/company/get-audit-trails',
      { companyId: c.id, entityType: 'module' },
      owner.token,
    );
    expect(filtered.body.data.list).toEqual([]);
  });
});

describe('logo-upload/upload-logo', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = async (token: string, file: Blob, name: string, companyId?: string) => {
    const form = new FormData();
    if (companyId) form.set('companyId', companyId);
    form.set('document', file, name);
    const { call } = await import('../../../tests/support/api');
    return call<{ logo: string }>('POST', '/logo-upload/upload-logo', { token, raw: form });
  };

  it('stores a PNG in S3 and shows it on the company', async () => {
    const r = await upload(owner.token, new Blob([png], { type: 'image/png' }), 'logo.png', tenant.companyId);
    expect(r.status).toBe(200);
    const image = await fetch(r.body.data.logo);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
    const company = await get<{ company: Company }>(
      '/company/get-by-id',
      { id: tenant.companyId },
      owner.token,
    );
    expect(company.body.data.company.logo).toContain(`/${tenant.companyId}/logo/`);
  });

  it('lets a company administrator set their own logo, which their people see; no one else sets it', async () => {
    const own = await upload(tenant.admin.token, new Blob([png], { type: 'image/png' }), 'mine.png');
    expect(own.status).toBe(200);
    const mine = await get<{ company: { companyName: string; logo: string } }>(
      '/company/my-company',
      {},
      tenant.employee.token,
    );
    expect(mine.body.data.company.companyName).toBe(tenant.companyName);
    expect(mine.body.data.company.logo).toContain('/mine.png');
    expect(Object.keys(mine.body.data.company)).not.toContain('email');
    expect((await get('/company/my-company', {}, owner.token)).status).toBe(403);
    const employee = await upload(tenant.employee.token, new Blob([png], { type: 'image/png' }), 'x.png');
    expect(employee.status).toBe(403);
  });

  it('refuses SVG (even named .png), and a file over 2 MB, storing nothing', async () => {
    const before = await tenantSnapshot(tenant.companyId);
    const svg = await upload(
      owner.token,
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
        type: 'image/png',
      }),
      'evil.png',
      tenant.companyId,
    );
    expect(svg.status).toBe(415);
    expect(svg.body.err_msg).toMatch(/^document: /);
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const tooBig = await upload(
      owner.token,
      new Blob([big], { type: 'image/png' }),
      'big.png',
      tenant.companyId,
    );
    expect(tooBig.status).toBe(413);
    expect(await tenantSnapshot(tenant.companyId)).toBe(before);
  });
});
