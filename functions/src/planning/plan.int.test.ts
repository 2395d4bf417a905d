import { PLAN_FAMILY, PLAN_ITEM_KEY, PLAN_KINDS, type PlanKind, type TPlan } from '@stratum/contracts';
import { db } from '@stratum/core/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply, type Session } from '../../../tests/support/api';
import {
  addAnnualPlan,
  addPerspective,
  addPlan,
  addRatingEntry,
  makePlanningTenant,
  planRef,
} from '../../../tests/support/planning';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { makeTenant, ownerSession, unique, type Tenant } from '../../../tests/support/world';

let owner: Session;
let a: Tenant;
let b: Tenant;
/** a company without Strategic Planning */
let off: Tenant;

beforeAll(async () => {
  owner = await ownerSession();
  [a, b, off] = await Promise.all([
    makePlanningTenant(owner, 'plan-a'),
    makePlanningTenant(owner, 'plan-b'),
    makeTenant(owner, 'plan-off'),
  ]);
});

type Body = Record<string, unknown>;

const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

const auditOf = async (companyId: string, entityId: string) =>
  (await db().entities.auditTrail.query.byEntity({ companyId, entityId }).go({ pages: 'all' })).data;

describe.each(PLAN_KINDS.map((k) => [k] as const))('%s plans', (kind: PlanKind) => {
  const family = PLAN_FAMILY[kind];
  const key = PLAN_ITEM_KEY[kind];
  const noun = `${kind} plan`;
  const call = (action: string, body: Body, token = a.admin.token) =>
    post<Record<string, TPlan>>(`/${family}/${action}`, body, token);
  const list = async (query: Record<string, string> = {}, token = a.admin.token) => {
    const r = await get<{ list: TPlan[] }>(`/${family}/all`, query, token);
    expect(r.status, r.body.err_msg).toBe(200);
    return r.body.data.list;
  };
  const same = (p: TPlan): Body => ({
    id: p.id,
    version: p.version,
    description: p.description,
    startDate: p.startDate,
    endDate: p.endDate,
    status: p.status,
  });

  it('adds, lists, reads, changes and deletes a plan, with display dates and an audit trail', async () => {
    const description = unique('Vision');
    const added = await call('add', { description, startDate: '2024-01-05', endDate: '2026-12-31' });
    expect(added.status, added.body.err_msg).toBe(200);
    const plan = added.body.data[key]!;
    expect(plan).toMatchObject({
      kind,
      description,
      startDate: '2024-01-05',
      endDate: '2026-12-31',
      d_startDate: 'Jan 5th 2024',
      d_endDate: 'Dec 31st 2026',
      status: 'Active',
      perspectiveCount: 0,
      ratingScaleCount: 0,
      scorecardCount: 0,
      annualPlanCount: 0,
      version: 1,
    });

    const later = await addPlan(a.admin.token, kind, {
      description: unique('Later'),
      startDate: '2027-01-01',
      endDate: '2029-12-31',
    });
    const ids = (await list()).map((p) => p.id);
    // The latest start first.
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(plan.id));
    // Anyone in the company reads them.
    expect((await list({}, a.employee.token)).map((p) => p.id)).toContain(plan.id);
    const one = await get<Record<string, TPlan>>(`/${family}/get`, { id: plan.id }, a.employee.token);
    expect(one.body.data[key]).toEqual(plan);

    const changed = await call('update', {
      ...same(plan),
      description: `${description} (revised)`,
      endDate: '2027-06-30',
      status: 'Inactive',
    });
    expect(changed.status, changed.body.err_msg).toBe(200);
    expect(changed.body.data[key]).toMatchObject({
      description: `${description} (revised)`,
      endDate: '2027-06-30',
      d_endDate: 'Jun 30th 2027',
      status: 'Inactive',
      version: 2,
    });
    expect((await list({ status: 'Inactive' })).map((p) => p.id)).toContain(plan.id);
    expect((await list({ status: 'Active' })).map((p) => p.id)).not.toContain(plan.id);

    const deleted = await call('delete', { id: plan.id, version: 2 });
    expect(deleted.status, deleted.body.err_msg).toBe(200);
    expect(deleted.body.data[key]).toMatchObject({ id: plan.id, description: `${description} (revised)` });
    expect((await list()).map((p) => p.id)).not.toContain(plan.id);
    expectFailed(await get(`/${family}/get`, { id: plan.id }, a.admin.token), 404, /^id: no such/);

    const trail = await auditOf(a.companyId, plan.id);
    expect(trail.map((e) => [e.entityType, e.action]).sort()).toEqual([
      [family, 'add'],
      [family, 'delete'],
      [family, 'update'],
    ]);
    expect(trail.find((e) => e.action === 'update')?.after).toEqual({
      description: `${description} (revised)`,
      endDate: '2027-06-30',
      status: 'Inactive',
    });
  });

  it('refuses bad input naming the field, and a stale version, changing nothing', async () => {
    const plan = await addPlan(a.admin.token, kind);
    const bumped = await call('update', { ...same(plan), description: 'Bumped' });
    expect(bumped.status, bumped.body.err_msg).toBe(200);
    const before = await tenantSnapshot(a.companyId);

    const good = { description: 'Ok', startDate: '2024-01-01', endDate: '2024-12-31' };
    expectFailed(
      await call('add', { ...good, endDate: '2024-01-01' }),
      400,
      /^endDate: must be after the start date/,
    );
    expectFailed(await call('add', { ...good, endDate: '2023-12-31' }), 400, /^endDate: /);
    expectFailed(await call('add', { ...good, description: '  ' }), 400, /^description is required/);
    expectFailed(
      await call('add', { ...good, description: 'x'.repeat(501) }),
      400,
      /^description must be at most 500/,
    );
    expectFailed(await call('add', { ...good, startDate: '01/01/2024' }), 400, /^startDate: must be a date/);
    expectFailed(await call('add', { ...good, startDate: '2024-02-30' }), 400, /^startDate: /);
    expectFailed(await call('add', { ...good, status: 'Closed' }), 400, /^status: /);
    expectFailed(await call('update', { ...same(plan), version: 'two' }), 400, /^version: /);
    expectFailed(await call('delete', { id: 'not an id', version: 1 }), 400, /^id: /);
    // The version read before someone else's change.
    expectFailed(
      await call('update', { ...same(plan), description: 'Mine' }),
      409,
      /changed by someone else/,
    );
    expectFailed(await call('delete', { id: plan.id, version: 1 }), 409, /changed by someone else/);
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });

  it('is the company’s own: another company’s ids, or the other kind’s, are 404 and change nothing', async () => {
    const plan = await addPlan(a.admin.token, kind);
    const other = await addPlan(a.admin.token, kind === 'strategic' ? 'operational' : 'strategic');
    const before = await tenantSnapshot(a.companyId);
    expect((await list({}, b.admin.token)).map((p) => p.id)).not.toContain(plan.id);
    expectFailed(
      await get(`/${family}/get`, { id: plan.id }, b.admin.token),
      404,
      new RegExp(`^id: no such ${noun} in your company`),
    );
    expectFailed(await call('update', same(plan), b.admin.token), 404, /^id: no such/);
    expectFailed(await call('delete', { id: plan.id, version: 1 }, b.admin.token), 404, /^id: no such/);
    expectFailed(await get(`/${family}/get`, { id: other.id }, a.admin.token), 404, /^id: no such/);
    expectFailed(await call('delete', { id: other.id, version: 1 }), 404, /^id: no such/);
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });

  it('lets employees read; only administrators and Strategic Planning admins write', async () => {
    const plan = await addPlan(a.admin.token, kind);
    const before = await tenantSnapshot(a.companyId);
    const body = { description: 'By an employee', startDate: '2024-01-01', endDate: '2024-12-31' };
    const refusal = /^Only a company administrator or a Strategic Planning administrator can do this\.$/;
    expectFailed(await call('add', body, a.employee.token), 403, refusal);
    expectFailed(
      await call('update', { ...same(plan), description: 'Mine' }, a.employee.token),
      403,
      refusal,
    );
    expectFailed(await call('delete', { id: plan.id, version: 1 }, a.employee.token), 403, refusal);
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });

  it('is refused to a company without Strategic Planning', async () => {
    const before = await tenantSnapshot(off.companyId);
    for (const token of [off.admin.token, off.employee.token]) {
      expectFailed(await get(`/${family}/all`, {}, token), 403, /Strategic Planning module is not enabled/);
      expectFailed(
        await call('add', { description: 'No', startDate: '2024-01-01', endDate: '2024-12-31' }, token),
        403,
        /module is not enabled/,
      );
    }
    expect(await tenantSnapshot(off.companyId)).toBe(before);
  });

  it('refuses to delete a plan with things under it, saying what, until they are gone', async () => {
    const plan = await addPlan(a.admin.token, kind, { description: unique('Busy') });
    const perspective = await addPerspective(a.admin.token, plan, 'Customer');
    const entry = await addRatingEntry(a.admin.token, plan, 50);
    const annual = kind === 'strategic' ? await addAnnualPlan(a.admin.token, plan.id) : null;
    const fresh = (await get<Record<string, TPlan>>(`/${family}/get`, { id: plan.id }, a.admin.token)).body
      .data[key]!;
    expect(fresh).toMatchObject({
      perspectiveCount: 1,
      ratingScaleCount: 1,
      annualPlanCount: annual ? 1 : 0,
      version: 1,
    });

    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await call('delete', { id: plan.id, version: 1 }),
      409,
      new RegExp(
        `^The ${noun} “${plan.description}” has ${annual ? '1 perspective, 1 rating scale entry and 1 annual plan' : '1 perspective and 1 rating scale entry'} under it: delete them first\\.$`,
      ),
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);

    expect(
      (await post('/perspective/delete', { id: perspective.id, version: 1 }, a.admin.token)).status,
    ).toBe(200);
    expect((await post('/rating-scale/delete', { id: entry.id, version: 1 }, a.admin.token)).status).toBe(
      200,
    );
    if (annual) {
      expect((await post('/annual-plan/delete', { id: annual.id, version: 1 }, a.admin.token)).status).toBe(
        200,
      );
    }
    const ok = await call('delete', { id: plan.id, version: 1 });
    expect(ok.status, ok.body.err_msg).toBe(200);
  });

  it('never leaves a child under a plan deleted at the same moment', async () => {
    for (let i = 0; i < 3; i++) {
      const plan = await addPlan(a.admin.token, kind);
      const [deleted, added] = await Promise.all([
        call('delete', { id: plan.id, version: 1 }),
        post('/perspective/add', { ...planRef(plan), name: 'Racing' }, a.admin.token),
      ]);
      expect([deleted.status, added.status].filter((s) => s === 200)).toHaveLength(1);
      const children = (
        await db().entities.perspective.query.byPlan({ companyId: a.companyId, planId: plan.id }).go()
      ).data;
      if (deleted.status === 200) {
        expect([404, 409]).toContain(added.status);
        expect(children).toEqual([]);
      } else {
        expect(deleted.status).toBe(409);
        expect(children).toHaveLength(1);
      }
    }
  });
});

describe('Strategic Planning administrators', () => {
  it('may write plans once given admin access on the role page, and not after it is taken', async () => {
    const grant = (adminAccess: boolean) =>
      post(
        '/module/update-admin-access',
        { employeeId: a.employee.employeeId, moduleKey: 'planning', adminAccess },
        a.admin.token,
      );
    expect((await grant(true)).status).toBe(200);
    const body = { description: unique('By a planner'), startDate: '2024-01-01', endDate: '2024-12-31' };
    const r = await post<{ strategic: TPlan }>('/strategic-plan/add', body, a.employee.token);
    expect(r.status, r.body.err_msg).toBe(200);
    expect(r.body.data.strategic.description).toBe(body.description);
    expect((await grant(false)).status).toBe(200);
    expectFailed(
      await post('/strategic-plan/add', body, a.employee.token),
      403,
      /^Only a company administrator/,
    );
  });
});

describe('a strategic plan’s dates', () => {
  it('must keep its annual plans inside them', async () => {
    const plan = await addPlan(a.admin.token, 'strategic', {
      startDate: '2024-01-01',
      endDate: '2026-12-31',
    });
    await addAnnualPlan(a.admin.token, plan.id, '2026-01-01', '2026-12-31');
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await post(
        '/strategic-plan/update',
        {
          id: plan.id,
          version: 1,
          description: plan.description,
          startDate: '2024-01-01',
          endDate: '2026-06-30',
          status: 'Active',
        },
        a.admin.token,
      ),
      409,
      /^endDate: the annual plan Jan 1st 2026 – Dec 31st 2026 would lie outside the plan’s dates/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    const wider = await post<{ strategic: TPlan }>(
      '/strategic-plan/update',
      {
        id: plan.id,
        version: 1,
        description: plan.description,
        startDate: '2023-01-01',
        endDate: '2027-12-31',
        status: 'Active',
      },
      a.admin.token,
    );
    expect(wider.status, wider.body.err_msg).toBe(200);
    expect(wider.body.data.strategic).toMatchObject({
      startDate: '2023-01-01',
      annualPlanCount: 1,
      version: 2,
    });
  });
});
