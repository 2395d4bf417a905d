import {
  PLAN_KINDS,
  type PlanKind,
  type TPerspective,
  type TPlan,
  type TRatingBand,
} from '@stratum/contracts';
import { db } from '@stratum/core/db';
import { perspectiveUseUpdate } from '@stratum/core/scorecard';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply } from '../../../tests/support/api';
import {
  addPerspective,
  addPlan,
  addRatingEntry,
  makePlanningTenant,
  planRef,
} from '../../../tests/support/planning';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { makeTenant, ownerSession, unique, type Tenant } from '../../../tests/support/world';

let a: Tenant;
let b: Tenant;
let off: Tenant;

beforeAll(async () => {
  const owner = await ownerSession();
  [a, b, off] = await Promise.all([
    makePlanningTenant(owner, 'children-a'),
    makePlanningTenant(owner, 'children-b'),
    makeTenant(owner, 'children-off'),
  ]);
});

type Body = Record<string, unknown>;

const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

const planOf = async (kind: PlanKind, id: string): Promise<TPlan> => {
  const r = await get<Record<string, TPlan>>(`/${kind}-plan/get`, { id }, a.admin.token);
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data[kind]!;
};

const auditOf = async (entityId: string) =>
  (await db().entities.auditTrail.query.byEntity({ companyId: a.companyId, entityId }).go({ pages: 'all' }))
    .data;

describe.each(PLAN_KINDS.map((k) => [k] as const))('perspectives of %s plans', (kind) => {
  const perspectives = async (plan: TPlan, token = a.admin.token) => {
    const r = await get<{ list: TPerspective[] }>('/perspective/all', planRef(plan), token);
    expect(r.status, r.body.err_msg).toBe(200);
    return r.body.data.list;
  };
  const write = (action: string, body: Body, token = a.admin.token) =>
    post<{ perspective: TPerspective }>(`/perspective/${action}`, body, token);

  it('adds, lists by name, renames and deletes, keeping the plan’s count and the audit trail', async () => {
    const plan = await addPlan(a.admin.token, kind);
    const zeta = await addPerspective(a.admin.token, plan, 'Zeta growth');
    expect(zeta).toMatchObject({
      name: 'Zeta growth',
      planKind: kind,
      planId: plan.id,
      strategicPlanId: kind === 'strategic' ? plan.id : null,
      operationalPlanId: kind === 'operational' ? plan.id : null,
      version: 1,
    });
    const alpha = await addPerspective(a.admin.token, plan, 'alpha customers');
    expect((await perspectives(plan, a.employee.token)).map((p) => p.name)).toEqual([
      'alpha customers',
      'Zeta growth',
    ]);
    expect((await planOf(kind, plan.id)).perspectiveCount).toBe(2);

    const renamed = await write('update', { id: zeta.id, version: 1, name: 'Beta growth' });
    expect(renamed.status, renamed.body.err_msg).toBe(200);
    expect(renamed.body.data.perspective).toMatchObject({ name: 'Beta growth', version: 2 });

    const deleted = await write('delete', { id: alpha.id, version: 1 });
    expect(deleted.status, deleted.body.err_msg).toBe(200);
    expect((await perspectives(plan)).map((p) => p.name)).toEqual(['Beta growth']);
    expect((await planOf(kind, plan.id)).perspectiveCount).toBe(1);
    // The names let go are free again.
    await addPerspective(a.admin.token, plan, 'ALPHA customers');
    await addPerspective(a.admin.token, plan, 'Zeta growth');

    expect((await auditOf(zeta.id)).map((e) => e.action).sort()).toEqual(['add', 'update']);
    expect((await auditOf(alpha.id)).map((e) => e.action).sort()).toEqual(['add', 'delete']);
  });

  it('keeps names unique within a plan, whatever the case, but not across plans', async () => {
    const plan = await addPlan(a.admin.token, kind, { description: unique('Names') });
    const other = await addPlan(a.admin.token, kind);
    const first = await addPerspective(a.admin.token, plan, 'Financial');
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await write('add', { ...planRef(plan), name: '  FINANCIAL ' }),
      409,
      new RegExp(
        `^name: the ${kind} plan “${plan.description}” already has a perspective named “FINANCIAL”\\.$`,
      ),
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    await addPerspective(a.admin.token, other, 'Financial');
    const second = await addPerspective(a.admin.token, plan, 'Learning');
    expectFailed(await write('update', { id: second.id, version: 1, name: 'financial' }), 409, /^name: /);
    const recased = await write('update', { id: first.id, version: 1, name: 'FINANCIAL' });
    expect(recased.status, recased.body.err_msg).toBe(200);
  });

  it('lets only one of several simultaneous adds of the same name win', async () => {
    const plan = await addPlan(a.admin.token, kind);
    const replies = await Promise.all(
      [0, 1, 2, 3].map(() => write('add', { ...planRef(plan), name: 'Same' })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await perspectives(plan)).toHaveLength(1);
    expect((await planOf(kind, plan.id)).perspectiveCount).toBe(1);
  });

  it('refuses bad input, stale versions, other companies’ ids and plain employees, changing nothing', async () => {
    const plan = await addPlan(a.admin.token, kind);
    const p = await addPerspective(a.admin.token, plan, 'Internal');
    expect((await write('update', { id: p.id, version: 1, name: 'Internal process' })).status).toBe(200);
    const theirs = await addPlan(b.admin.token, kind);
    const before = await tenantSnapshot(a.companyId);
    const field = kind === 'strategic' ? 'strategicPlanId' : 'operationalPlanId';
    const wrongField = kind === 'strategic' ? 'operationalPlanId' : 'strategicPlanId';

    expectFailed(await write('add', { name: 'No plan' }), 400, /^strategicPlanId: name exactly one/);
    expectFailed(
      await write('add', { strategicPlanId: plan.id, operationalPlanId: plan.id, name: 'Both' }),
      400,
      /^strategicPlanId: name exactly one/,
    );
    expectFailed(await write('add', { ...planRef(plan), name: '' }), 400, /^name is required/);
    expectFailed(
      await write('update', { id: p.id, version: 1, name: 'Stale' }),
      409,
      /changed by someone else/,
    );
    expectFailed(await write('delete', { id: p.id, version: 1 }), 409, /changed by someone else/);
    // Another company's plan, or a plan named under the other kind's field, does not exist here.
    expectFailed(
      await write('add', { ...planRef(theirs), name: 'Intruder' }),
      404,
      new RegExp(`^${field}: no such ${kind} plan in your company`),
    );
    expectFailed(
      await write('add', { [wrongField]: plan.id, name: 'Crossed' }),
      404,
      new RegExp(`^${wrongField}: no such`),
    );
    expectFailed(
      await get('/perspective/all', planRef(theirs), a.admin.token),
      404,
      new RegExp(`^${field}: no such`),
    );
    expectFailed(
      await write('update', { id: p.id, version: 2, name: 'Theirs' }, b.admin.token),
      404,
      /^id: no such perspective/,
    );
    expectFailed(
      await write('delete', { id: p.id, version: 2 }, b.admin.token),
      404,
      /^id: no such perspective/,
    );
    expectFailed(await get('/perspective/all', planRef(plan), b.admin.token), 404, /no such/);
    // Employees read but do not write.
    expect((await perspectives(plan, a.employee.token)).map((x) => x.id)).toEqual([p.id]);
    expectFailed(
      await write('add', { ...planRef(plan), name: 'Mine' }, a.employee.token),
      403,
      /^Only a company administrator/,
    );
    expectFailed(
      await write('delete', { id: p.id, version: 2 }, a.employee.token),
      403,
      /^Only a company administrator/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });
});

describe('a perspective in use', () => {
  it('cannot be deleted while scorecard items are filed under it', async () => {
    const plan = await addPlan(a.admin.token, 'strategic');
    const p = await addPerspective(a.admin.token, plan, 'Customer');
    // What a scorecard's KPI add does in its own transaction.
    const use = (delta: number) =>
      db()
        .transaction.write((tx) => [perspectiveUseUpdate(tx, a.companyId, p.id, delta)])
        .go();
    await use(1);
    await use(1);
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await post('/perspective/delete', { id: p.id, version: 1 }, a.admin.token),
      409,
      /^The perspective “Customer” has 2 scorecard items filed under it: move or delete them first\.$/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    await use(-1);
    await use(-1);
    expect((await post('/perspective/delete', { id: p.id, version: 1 }, a.admin.token)).status).toBe(200);
  });
});

describe.each(PLAN_KINDS.map((k) => [k] as const))('the rating scale of %s plans', (kind) => {
  const scaleOf = async (plan: TPlan, token = a.admin.token) => {
    const r = await get<{ list: TRatingBand[]; scale: Record<string, number> | null }>(
      '/rating-scale/all',
      planRef(plan),
      token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
    return r.body.data;
  };
  const write = (action: string, body: Body, token = a.admin.token) =>
    post<{ item: TRatingBand }>(`/rating-scale/${action}`, body, token);

  it('derives the bands from the entries by target, and the scale once all five are there', async () => {
    const plan = await addPlan(a.admin.token, kind);
    await addRatingEntry(a.admin.token, plan, 89, 'Good');
    const poor = await addRatingEntry(a.admin.token, plan, 49, 'Poor', '#123abc');
    expect(poor).toMatchObject({
      rating: 1,
      min: 0,
      max: 49,
      colorValue: '#123ABC',
      ownColorValue: '#123ABC',
    });
    expect((await scaleOf(plan)).scale).toBeNull();
    await addRatingEntry(a.admin.token, plan, 1000, 'Outstanding');
    await addRatingEntry(a.admin.token, plan, 69, 'Fair');
    const excellent = await addRatingEntry(a.admin.token, plan, 109, 'Excellent');
    expect(excellent).toMatchObject({
      rating: 4,
      min: 90,
      max: 109,
      colorValue: '#003473',
      ownColorValue: null,
    });

    const { list, scale } = await scaleOf(plan, a.employee.token);
    expect(list.map((b) => [b.description, b.rating, b.min, b.max, b.colorValue])).toEqual([
      ['Poor', 1, 0, 49, '#123ABC'],
      ['Fair', 2, 50, 69, '#F59E0B'],
      ['Good', 3, 70, 89, '#10B981'],
      ['Excellent', 4, 90, 109, '#003473'],
      ['Outstanding', 5, 110, 1000, '#0B8C8C'],
    ]);
    expect(scale).toEqual({
      score_1_min: 0,
      score_1_max: 49,
      score_2_min: 50,
      score_2_max: 69,
      score_3_min: 70,
      score_3_max: 89,
      score_4_min: 90,
      score_4_max: 109,
      score_5_min: 110,
      score_5_max: 1000,
    });
    expect((await planOf(kind, plan.id)).ratingScaleCount).toBe(5);

    // A new target re-orders the bands; no colour means the rating's default again.
    const moved = await write('update', { id: poor.id, version: 1, description: 'Poor', target: 95 });
    expect(moved.status, moved.body.err_msg).toBe(200);
    expect(moved.body.data.item).toMatchObject({
      rating: 3,
      min: 90,
      max: 95,
      colorValue: '#10B981',
      ownColorValue: null,
      version: 2,
    });
    expect((await scaleOf(plan)).list.map((b) => b.description)).toEqual([
      'Fair',
      'Good',
      'Poor',
      'Excellent',
      'Outstanding',
    ]);

    const gone = await write('delete', { id: excellent.id, version: 1 });
    expect(gone.status, gone.body.err_msg).toBe(200);
    const after = await scaleOf(plan);
    expect(after.list.map((b) => b.rating)).toEqual([1, 2, 3, 4]);
    expect(after.scale).toBeNull();
    expect((await planOf(kind, plan.id)).ratingScaleCount).toBe(4);
    expect((await auditOf(poor.id)).map((e) => e.action).sort()).toEqual(['add', 'update']);
  });

  it('takes at most five entries, each with its own target', async () => {
    const plan = await addPlan(a.admin.token, kind, { description: unique('Full') });
    const entries = [];
    for (const t of [20, 40, 60, 80, 100]) entries.push(await addRatingEntry(a.admin.token, plan, t));
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await write('add', { ...planRef(plan), description: 'Sixth', target: 120 }),
      409,
      new RegExp(`^The ${kind} plan “${plan.description}” already has 5 rating scale entries`),
    );
    expectFailed(
      await write('update', { id: entries[0]!.id, version: 1, description: 'Clash', target: 40 }),
      409,
      /^target: .* already has an entry with a target of 40%/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    const other = await addPlan(a.admin.token, kind);
    const dup = await addRatingEntry(a.admin.token, other, 40);
    expectFailed(
      await write('add', { ...planRef(other), description: 'Again', target: 40 }),
      409,
      /^target: /,
    );
    // Its own target is not a clash.
    const same = await write('update', { id: dup.id, version: 1, description: 'Renamed', target: 40 });
    expect(same.status, same.body.err_msg).toBe(200);
  });

  it('lets only five of six simultaneous adds in', async () => {
    const plan = await addPlan(a.admin.token, kind);
    const replies = await Promise.all(
      [10, 20, 30, 40, 50, 60].map((target) =>
        write('add', { ...planRef(plan), description: `T${target}`, target }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(1);
    expect((await scaleOf(plan)).list).toHaveLength(5);
    expect((await planOf(kind, plan.id)).ratingScaleCount).toBe(5);
  });

  it('refuses bad input, stale versions, other companies’ ids and plain employees, changing nothing', async () => {
    const plan = await addPlan(a.admin.token, kind);
    const entry = await addRatingEntry(a.admin.token, plan, 50);
    expect(
      (await write('update', { id: entry.id, version: 1, description: 'Half', target: 50 })).status,
    ).toBe(200);
    const theirs = await addPlan(b.admin.token, kind);
    const before = await tenantSnapshot(a.companyId);
    const ok = { ...planRef(plan), description: 'Band' };
    expectFailed(await write('add', { ...ok, target: 0 }), 400, /^target must be more than 0/);
    expectFailed(await write('add', { ...ok, target: 1001 }), 400, /^target must be at most 1000/);
    expectFailed(await write('add', { ...ok, target: 12.5 }), 400, /^target must be a whole number/);
    expectFailed(await write('add', { ...ok, target: 'many' }), 400, /^target/);
    expectFailed(
      await write('add', { ...ok, target: 70, colorValue: 'green' }),
      400,
      /^colorValue: must be a colour/,
    );
    expectFailed(await write('add', { ...ok, description: '', target: 70 }), 400, /^description is required/);
    expectFailed(
      await write('add', { description: 'x', target: 70 }),
      400,
      /^strategicPlanId: name exactly one/,
    );
    expectFailed(
      await write('update', { id: entry.id, version: 1, description: 'Stale', target: 50 }),
      409,
      /changed by someone else/,
    );
    expectFailed(await write('delete', { id: entry.id, version: 1 }), 409, /changed by someone else/);
    expectFailed(
      await write('add', { ...planRef(theirs), description: 'x', target: 70 }),
      404,
      /^(strategic|operational)PlanId: no such/,
    );
    expectFailed(await get('/rating-scale/all', planRef(plan), b.admin.token), 404, /PlanId: no such/);
    expectFailed(
      await write('update', { id: entry.id, version: 2, description: 'x', target: 70 }, b.admin.token),
      404,
      /^id: no such rating scale entry/,
    );
    expectFailed(await write('delete', { id: entry.id, version: 2 }, b.admin.token), 404, /^id: no such/);
    expectFailed(
      await write('add', { ...ok, target: 70 }, a.employee.token),
      403,
      /^Only a company administrator/,
    );
    expectFailed(
      await write('update', { id: entry.id, version: 2, description: 'x', target: 70 }, a.employee.token),
      403,
      /./,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });
});

describe('perspectives and rating scales without Strategic Planning', () => {
  it('are refused', async () => {
    const before = await tenantSnapshot(off.companyId);
    const id = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
    for (const token of [off.admin.token, off.employee.token]) {
      expectFailed(
        await get('/perspective/all', { strategicPlanId: id }, token),
        403,
        /module is not enabled/,
      );
      expectFailed(
        await post('/perspective/add', { strategicPlanId: id, name: 'x' }, token),
        403,
        /module is not enabled/,
      );
      expectFailed(
        await get('/rating-scale/all', { operationalPlanId: id }, token),
        403,
        /module is not enabled/,
      );
      expectFailed(
        await post('/rating-scale/add', { strategicPlanId: id, description: 'x', target: 5 }, token),
        403,
        /module is not enabled/,
      );
    }
    expect(await tenantSnapshot(off.companyId)).toBe(before);
  });
});
