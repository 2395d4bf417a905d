import type { TActingSupervisor } from '@stratum/contracts';
import { db } from '@stratum/core/db';
import { effectiveSupervisor } from '@stratum/core/organisation';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply } from '../../../tests/support/api';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { makeTenant, ownerSession, unique, type Tenant } from '../../../tests/support/world';

let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  const owner = await ownerSession();
  [a, b] = await Promise.all([makeTenant(owner, 'acting-a'), makeTenant(owner, 'acting-b')]);
});

/** A day `n` days from today (UTC), as the API counts days. */
const day = (n: number): string => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

interface Hired {
  id: string;
  version: number;
  fullName: string;
}

/** An Active employee of the tenant, added through the API. */
const hire = async (tenant: Tenant = a, supervisorId?: string): Promise<Hired> => {
  const firstName = unique('Sam');
  const r = await post<{ employee: Hired }>(
    '/employee/add',
    { firstName, lastName: 'Smith', email: `${unique('sam')}@example.com`, supervisorId },
    tenant.admin.token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.employee;
};

const set = (body: Record<string, unknown>, token = a.admin.token) =>
  post<{ item: TActingSupervisor }>('/acting-supervisor/set', body, token);

const unset = (body: Record<string, unknown>, token = a.admin.token) =>
  post<{ item: null }>('/acting-supervisor/unset', body, token);

const getOne = (supervisorId: string, token = a.admin.token) =>
  get<{ item: TActingSupervisor | null }>('/acting-supervisor/get', { supervisorId }, token);

const list = async (query: Record<string, string | number | boolean> = {}, token = a.admin.token) => {
  const r = await get<{ list: TActingSupervisor[]; total: number; cursor: string | null }>(
    '/acting-supervisor/all',
    { limit: 200, ...query },
    token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};

const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

describe('acting-supervisor set, get, unset', () => {
  it('names someone to act, replaces the arrangement with the version read, and ends it', async () => {
    const [boss, stand, other] = [await hire(), await hire(), await hire()];
    const first = await set({
      supervisorId: boss.id,
      actingSupervisorId: stand.id,
      from: day(1),
      to: day(5),
      reason: 'Leave',
    });
    expect(first.status, first.body.err_msg).toBe(200);
    expect(first.body.data.item).toMatchObject({
      supervisorId: boss.id,
      supervisorName: boss.fullName,
      actingSupervisorId: stand.id,
      actingSupervisorName: stand.fullName,
      from: day(1),
      to: day(5),
      reason: 'Leave',
      state: 'Scheduled',
      setByName: 'Ada Admin',
      version: 1,
    });
    expect((await getOne(boss.id)).body.data.item).toEqual(first.body.data.item);

    // A second set must say which arrangement it replaces, at the version it read.
    const replacement = { supervisorId: boss.id, actingSupervisorId: other.id, from: day(0), to: day(3) };
    expectFailed(await set(replacement), 409, /already has an acting supervisor/);
    expectFailed(await set({ ...replacement, version: 7 }), 409, /changed by someone else/);
    const replaced = await set({ ...replacement, version: 1 });
    expect(replaced.status, replaced.body.err_msg).toBe(200);
    expect(replaced.body.data.item).toMatchObject({
      actingSupervisorId: other.id,
      from: day(0),
      state: 'Acting',
      reason: null,
      version: 2,
    });

    expectFailed(await unset({ supervisorId: boss.id, version: 1 }), 409, /changed by someone else/);
    const ended = await unset({ supervisorId: boss.id, version: 2 });
    expect(ended.status, ended.body.err_msg).toBe(200);
    expect(ended.body.data.item).toBeNull();
    expect((await getOne(boss.id)).body.data.item).toBeNull();
    expectFailed(await unset({ supervisorId: boss.id, version: 2 }), 404, /^supervisorId: no one acts for/);
    // A version sent for an arrangement that is gone: someone ended it meanwhile.
    expectFailed(await set({ ...replacement, version: 2 }), 409, /ended by someone else/);

    const trail = (
      await db()
        .entities.auditTrail.query.byEntity({ companyId: a.companyId, entityId: boss.id })
        .go({ pages: 'all' })
    ).data.filter((e) => e.entityType === 'acting-supervisor');
    expect(trail.map((e) => e.action)).toEqual(['set', 'replace', 'unset']);
    expect(trail[1]?.after).toMatchObject({
      actingSupervisorId: other.id,
      from: day(0),
      to: day(3),
      reason: null,
    });
  });

  it('refuses bad arrangements, naming the field, and changes nothing', async () => {
    const [boss, stand] = [await hire(), await hire()];
    const gone = await hire();
    const off = await post('/employee/delete', { id: gone.id, version: gone.version }, a.admin.token);
    expect(off.status, off.body.err_msg).toBe(200);
    const good = { supervisorId: boss.id, actingSupervisorId: stand.id, from: day(0), to: day(2) };
    const before = await tenantSnapshot(a.companyId);

    expectFailed(await set({ ...good, from: day(-5), to: day(-1) }), 422, /^to: the end date .* has passed/);
    expectFailed(
      await set({ ...good, from: day(3), to: day(2) }),
      400,
      /^to: must be on or after the start date/,
    );
    expectFailed(await set({ ...good, to: '2026-13-45' }), 400, /^to: /);
    expectFailed(await set({ ...good, actingSupervisorId: boss.id }), 400, /^actingSupervisorId: /);
    expectFailed(
      await set({ ...good, actingSupervisorId: gone.id }),
      422,
      /^actingSupervisorId: .* is inactive/,
    );
    expectFailed(
      await set({ ...good, actingSupervisorId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }),
      404,
      /^actingSupervisorId: no such employee in your company/,
    );
    expectFailed(await set({ ...good, reason: 'x'.repeat(501) }), 400, /^reason/);
    expectFailed(await unset({ supervisorId: boss.id }), 400, /^version: /);
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });
});

describe('who manages whose arrangement', () => {
  it('lets an employee manage their own only, and see the arrangements they are in', async () => {
    const [stand, colleague, otherBoss] = [await hire(), await hire(), await hire()];
    const me = a.employee.employeeId!;
    const mine = await set(
      { supervisorId: me, actingSupervisorId: stand.id, from: day(2), to: day(4) },
      a.employee.token,
    );
    expect(mine.status, mine.body.err_msg).toBe(200);
    expect(mine.body.data.item.setByName).toBe('Emma Ployee');
    expect((await getOne(me, a.employee.token)).body.data.item?.actingSupervisorId).toBe(stand.id);

    // The administrator names the employee to act for someone else.
    const forOther = await set({
      supervisorId: otherBoss.id,
      actingSupervisorId: me,
      from: day(0),
      to: day(1),
    });
    expect(forOther.status, forOther.body.err_msg).toBe(200);

    const before = await tenantSnapshot(a.companyId);
    const theirs = { supervisorId: colleague.id, actingSupervisorId: me, from: day(0), to: day(1) };
    expectFailed(
      await set(theirs, a.employee.token),
      403,
      /^supervisorId: you can only manage who acts for you/,
    );
    expectFailed(await getOne(otherBoss.id, a.employee.token), 403, /^supervisorId: /);
    expectFailed(
      await unset({ supervisorId: otherBoss.id, version: 1 }, a.employee.token),
      403,
      /^supervisorId: /,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);

    // Their list: the one they set for themselves and the one they act in, nobody else's.
    const seen = await list({}, a.employee.token);
    expect(seen.list.map((x) => x.supervisorId).sort()).toEqual([me, otherBoss.id].sort());
    expect(seen.total).toBe(2);
    const paged = await list({ limit: 1 }, a.employee.token);
    expect(paged.list).toHaveLength(1);
    const next = await list({ limit: 1, cursor: paged.cursor! }, a.employee.token);
    expect([...paged.list, ...next.list].map((x) => x.supervisorId).sort()).toEqual(
      [me, otherBoss.id].sort(),
    );
    expect(next.cursor).toBeNull();

    const ended = await unset({ supervisorId: me, version: 1 }, a.employee.token);
    expect(ended.status, ended.body.err_msg).toBe(200);
  });

  it('keeps each company’s arrangements to itself', async () => {
    const [boss, stand] = [await hire(), await hire()];
    expect(
      (await set({ supervisorId: boss.id, actingSupervisorId: stand.id, from: day(0), to: day(1) })).status,
    ).toBe(200);
    const foreign = await hire(b);
    const before = await tenantSnapshot(a.companyId);

    expect((await list({ includeEnded: true }, b.admin.token)).list.map((x) => x.supervisorId)).not.toContain(
      boss.id,
    );
    expectFailed(
      await getOne(boss.id, b.admin.token),
      404,
      /^supervisorId: no such employee in your company/,
    );
    expectFailed(
      await unset({ supervisorId: boss.id, version: 1 }, b.admin.token),
      404,
      /^supervisorId: no such/,
    );
    expectFailed(
      await set(
        { supervisorId: boss.id, actingSupervisorId: foreign.id, from: day(0), to: day(1), version: 1 },
        b.admin.token,
      ),
      404,
      /^supervisorId: no such/,
    );
    // A's administrator cannot name B's people either.
    expectFailed(
      await set({
        supervisorId: boss.id,
        actingSupervisorId: foreign.id,
        from: day(0),
        to: day(1),
        version: 1,
      }),
      404,
      /^actingSupervisorId: no such employee in your company/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });
});

describe('acting-supervisor/all for an administrator', () => {
  it('pages the company’s arrangements, leaving out ended ones unless asked', async () => {
    const [boss, stand, pastBoss] = [await hire(), await hire(), await hire()];
    expect(
      (await set({ supervisorId: boss.id, actingSupervisorId: stand.id, from: day(0), to: day(9) })).status,
    ).toBe(200);
    // An arrangement that is over (the API never lets one be set in the past: it ended since).
    const now = new Date().toISOString();
    await db()
      .entities.actingSupervisor.create({
        companyId: a.companyId,
        supervisorId: pastBoss.id,
        actingSupervisorId: stand.id,
        from: day(-10),
        to: day(-1),
        setById: a.admin.employeeId!,
        setByName: 'Ada Admin',
        createdAt: now,
        updatedAt: now,
      })
      .go();

    const current = await list();
    expect(current.list.map((x) => x.supervisorId)).toContain(boss.id);
    expect(current.list.map((x) => x.supervisorId)).not.toContain(pastBoss.id);
    expect(current.list.every((x) => x.state !== 'Ended')).toBe(true);
    expect(current.total).toBe(current.list.length);
    expect((await list({ includeEnded: false })).list.map((x) => x.supervisorId)).not.toContain(pastBoss.id);

    const everything = await list({ includeEnded: true });
    expect(everything.list.find((x) => x.supervisorId === pastBoss.id)).toMatchObject({
      state: 'Ended',
      supervisorName: pastBoss.fullName,
      actingSupervisorName: stand.fullName,
    });
    expect(everything.total).toBe(current.total + 1);

    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list({ includeEnded: true, limit: 2, ...(cursor ? { cursor } : {}) });
      expect(page.list.length).toBeLessThanOrEqual(2);
      ids.push(...page.list.map((x) => x.supervisorId));
      cursor = page.cursor ?? undefined;
    } while (cursor);
    expect(ids.sort()).toEqual(everything.list.map((x) => x.supervisorId).sort());
  });
});

describe('effectiveSupervisor', () => {
  it('is the supervisor, or whoever acts for them on the day while they are active', async () => {
    const [boss, stand] = [await hire(), await hire()];
    const worker = { supervisorId: boss.id };
    expect(await effectiveSupervisor(a.companyId, worker, day(0))).toBe(boss.id);
    expect(await effectiveSupervisor(a.companyId, {}, day(0))).toBeNull();

    const r = await set({ supervisorId: boss.id, actingSupervisorId: stand.id, from: day(1), to: day(3) });
    expect(r.status, r.body.err_msg).toBe(200);
    const on = (n: number) => effectiveSupervisor(a.companyId, worker, day(n));
    expect([await on(0), await on(1), await on(3), await on(4)]).toEqual([
      boss.id,
      stand.id,
      stand.id,
      boss.id,
    ]);
    // Another company's records never answer for this one.
    expect(await effectiveSupervisor(b.companyId, worker, day(2))).toBe(boss.id);

    // Someone who has left acts for nobody.
    const off = await post('/employee/delete', { id: stand.id, version: stand.version }, a.admin.token);
    expect(off.status, off.body.err_msg).toBe(200);
    expect(await on(2)).toBe(boss.id);
  });
});
