import { LINK_REFUSED, type TEmbedLink } from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, stack, type Session } from '../../../tests/support/api';
import { makeRiskTenant, setRisk } from '../../../tests/support/risk';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { ownerSession, type Tenant } from '../../../tests/support/world';

/**
 * Embedded figures (docs/dashboard.md): a company administrator makes a read-only link to one
 * dashboard view; the intranet page's image shows that view's figures, in the language chosen,
 * and nothing once the link is withdrawn or the module is off.
 */

let owner: Session;
let a: Tenant;
let b: Tenant;

const image = async (token: string) => {
  const res = await fetch(`${stack().url}/api/v1/embed-creation/view?token=${encodeURIComponent(token)}`);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

const create = async (t: Tenant, body: Record<string, unknown>) => {
  const r = await post<{ item: TEmbedLink }>('/embed-creation/create', body, t.admin.token);
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.item;
};

const list = async (t: Tenant) => {
  const r = await get<{ list: TEmbedLink[] }>('/embed-creation/list', {}, t.admin.token);
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.list;
};

beforeAll(async () => {
  owner = await ownerSession();
  [a, b] = await Promise.all([makeRiskTenant(owner, 'embed-a'), makeRiskTenant(owner, 'embed-b')]);
}, 60_000);

describe('embed links', () => {
  it('show the view’s figures as an SVG image, under the title and company, with no session', async () => {
    const link = await create(a, { view: 'risk-summary', title: 'Risk this week' });
    expect(link).toMatchObject({ view: 'risk-summary', title: 'Risk this week', language: 'en' });
    expect((await list(a)).map((l) => l.id)).toContain(link.id);
    const shown = await image(link.token);
    expect(shown.status).toBe(200);
    expect(shown.type).toMatch(/^image\/svg\+xml/);
    expect(shown.text).toContain('<title>Risk this week</title>');
    expect(shown.text).toContain(`${a.companyName} · Risk Management`);
    expect(shown.text).toContain('>Open high and extreme</text>');
    // no script, no outside reference
    expect(shown.text).not.toMatch(/<script|href=|xlink/);
  });

  it('write the image in the language chosen', async () => {
    const link = await create(a, { view: 'risk-summary', title: 'Risiko', language: 'de' });
    const shown = await image(link.token);
    expect(shown.text).toContain('>Offene hohe und</text>');
    expect(shown.text).toContain('>extreme Risiken</text>');
    expect(shown.text).toContain('Risikomanagement');
  });

  it('refuse bad input and a view whose module is off, changing nothing', async () => {
    const before = await tenantSnapshot(a.companyId);
    for (const [body, status, message] of [
      [{ view: 'everything', title: 'x' }, 400, /view must be one of risk-summary, audit-summary/],
      [{ view: 'risk-summary', title: '  ' }, 400, /title is required/],
      [{ view: 'risk-summary', title: 'x'.repeat(81) }, 400, /at most 80/],
      [{ view: 'audit-summary', title: 'Audits' }, 422, /does not have the module this view shows \(audit\)/],
    ] as const) {
      const r = await post('/embed-creation/create', body, a.admin.token);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.res).toBe('FAILED');
      expect(r.body.err_msg).toMatch(message);
    }
    expect(await tenantSnapshot(a.companyId)).toEqual(before);
  });

  it('answer nothing once withdrawn; withdrawing again, or another company’s link, is not found', async () => {
    const link = await create(a, { view: 'risk-summary', title: 'Soon gone' });
    const other = await create(b, { view: 'risk-summary', title: 'B’s' });
    const foreign = await post('/embed-creation/revoke', { id: other.id }, a.admin.token);
    expect(foreign.status).toBe(404);
    expect((await image(other.token)).status).toBe(200);

    const r = await post<{ id: string }>('/embed-creation/revoke', { id: link.id }, a.admin.token);
    expect(r.status, r.body.err_msg).toBe(200);
    const shown = await image(link.token);
    expect(shown.status).toBe(401);
    expect(JSON.parse(shown.text)).toMatchObject({ res: 'FAILED', err_msg: LINK_REFUSED });
    expect((await list(a)).map((l) => l.id)).not.toContain(link.id);
    expect((await post('/embed-creation/revoke', { id: link.id }, a.admin.token)).status).toBe(404);
  });

  it('answer nothing while the view’s module is off, and again once it is back on', async () => {
    const link = await create(b, { view: 'risk-summary', title: 'Toggled' });
    await setRisk(owner, b.companyId, false);
    expect((await image(link.token)).status).toBe(401);
    await setRisk(owner, b.companyId, true);
    expect((await image(link.token)).status).toBe(200);
  });

  it('are the administrators’: an employee may neither list nor make them', async () => {
    expect((await get('/embed-creation/list', {}, a.employee.token)).status).toBe(403);
    expect(
      (await post('/embed-creation/create', { view: 'risk-summary', title: 'x' }, a.employee.token)).status,
    ).toBe(403);
  });
});
