import { beforeAll, describe, expect, it } from 'vitest';
import { call, get, post, type Session } from '../../../tests/support/api';
import { makeTenant, ownerSession, unique, type Tenant } from '../../../tests/support/world';

interface Manual {
  id: string;
  moduleKey: string;
  title: string;
  version: number;
  size: number;
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let owner: Session;
let tenant: Tenant;

beforeAll(async () => {
  owner = await ownerSession();
  tenant = await makeTenant(owner, 'manuals');
  await post(
    '/module/update',
    { companyId: tenant.companyId, moduleKey: 'risk', enabled: true },
    owner.token,
  );
});

const upload = (token: string, fields: Record<string, string>, file: Blob, name = 'guide.pdf') => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('document', file, name);
  return call<{ item: Manual }>('POST', '/user-manual/add', { token, raw: form });
};

describe('user manuals', () => {
  it('lets the owner publish a PDF that people of companies with the module can open', async () => {
    const riskTitle = unique('Risk guide');
    const auditTitle = unique('Audit guide');
    const risk = await upload(
      owner.token,
      { moduleKey: 'risk', title: riskTitle },
      new Blob([pdf], { type: 'application/pdf' }),
    );
    expect(risk.status).toBe(200);
    expect(risk.body.data.item).toMatchObject({
      moduleKey: 'risk',
      title: riskTitle,
      size: pdf.length,
      version: 1,
    });
    const audit = await upload(
      owner.token,
      { moduleKey: 'audit', title: auditTitle },
      new Blob([pdf], { type: 'application/pdf' }),
    );

    const seen = await get<{ list: Manual[] }>('/user-manual/all', {}, tenant.employee.token);
    const titles = seen.body.data.list.map((m) => m.title);
    expect(titles).toContain(riskTitle);
    expect(titles).not.toContain(auditTitle);

    const link = await get<{ url: string }>(
      '/user-manual/open',
      { id: risk.body.data.item.id },
      tenant.employee.token,
    );
    const file = await fetch(link.body.data.url);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf);

    // A manual of a module the company does not have does not exist for its people.
    const hidden = await get('/user-manual/open', { id: audit.body.data.item.id }, tenant.employee.token);
    expect(hidden.status).toBe(404);
  });

  it('refuses anything but a PDF, and refuses company people', async () => {
    const notPdf = await upload(
      owner.token,
      { moduleKey: 'risk', title: 'x' },
      new Blob(['<html></html>'], { type: 'application/pdf' }),
    );
    expect(notPdf.status).toBe(415);
    expect(notPdf.body.err_msg).toBe('document: a manual must be a PDF file');
    const byAdmin = await upload(tenant.admin.token, { moduleKey: 'risk', title: 'x' }, new Blob([pdf]));
    expect(byAdmin.status).toBe(403);
  });

  it('renames with the version read, refuses a stale one, and deletes', async () => {
    const { body } = await upload(owner.token, { moduleKey: 'risk', title: unique('Old') }, new Blob([pdf]));
    const m = body.data.item;
    const renamed = await post<{ item: Manual }>(
      '/user-manual/update',
      { id: m.id, version: 1, moduleKey: 'risk', title: 'New title' },
      owner.token,
    );
    expect(renamed.body.data.item).toMatchObject({ title: 'New title', version: 2 });
    const stale = await post(
      '/user-manual/update',
      { id: m.id, version: 1, moduleKey: 'risk', title: 'Lost' },
      owner.token,
    );
    expect(stale.status).toBe(409);
    expect((await post('/user-manual/delete', { id: m.id, version: 1 }, owner.token)).status).toBe(409);
    expect((await post('/user-manual/delete', { id: m.id, version: 2 }, owner.token)).status).toBe(200);
    expect((await get('/user-manual/open', { id: m.id }, owner.token)).status).toBe(404);
  });
});
