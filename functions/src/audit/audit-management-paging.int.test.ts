import type { TAuditFollowUp, TAuditPlan, TAuditProcess, TAuditSetting } from '@stratum/contracts';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { backfillAuditRiskRanks } from '@stratum/core/audit';
import { db } from '@stratum/core/db';
import { documentClient } from '@stratum/core/kernel/clients';
import { get, post, type Reply, type Session } from '../../../tests/support/api';
import { addUnit } from '../../../tests/support/org';
import { makeTenant, ownerSession, type Tenant } from '../../../tests/support/world';

/*
 * Paging of the audit universe (riskiest first, on the stored rank key), the settings lists and
 * the plan lists (docs/audit.md, "Paging"): pages follow each other in order, and one company's
 * cursor or unit answers nothing of another's.
 */

type Page<T> = {
  list: T[];
  total: number;
  cursor: string | null;
};

let owner: Session;
let c: Tenant;
let d: Tenant;
let unit1: string;
let unit2: string;
let unitD: string;

const setAudit = async (companyId: string) => {
  const r = await post('/module/update', { companyId, moduleKey: 'audit', enabled: true }, owner.token);
  if (r.status !== 200) throw new Error(`module/update audit: ${r.status} ${r.body.err_msg}`);
};

const ok = <T>(r: Reply<T>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};

const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

const page = <T>(action: string, query: Record<string, string | number>, token: string) =>
  get<Page<T>>(`/audit-management/${action}`, query, token);

/**
 * Every page of a list, `limit` at a time. A full page carries a cursor even when nothing follows
 * (DynamoDB stops at the limit without looking further): only the last page may then be empty.
 */
const allPages = async <T>(
  action: string,
  query: Record<string, string | number>,
  limit: number,
  token: string,
) => {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const p: Page<T> = ok(await page<T>(action, { ...query, limit, ...(cursor ? { cursor } : {}) }, token));
    expect(p.list.length).toBeLessThanOrEqual(limit);
    if (pages.length > 0) expect(pages.at(-1)!.length).toBe(limit);
    pages.push(p.list);
    cursor = p.cursor;
  } while (cursor && pages.length < 20);
  return pages.at(-1)!.length === 0 && pages.length > 1 ? pages.slice(0, -1) : pages;
};

const addProcess = async (name: string, businessUnitId: string, likelihood: number, impact: number) =>
  ok(
    await post<{ item: TAuditProcess }>(
      '/audit-management/add-process',
      { name, businessUnitId, likelihood, impact },
      c.admin.token,
    ),
  ).item;

const ranked = (list: TAuditProcess[]) => list.map((p) => `${p.rank} ${p.name} ${p.riskScore}`);

beforeAll(async () => {
  owner = await ownerSession();
  [c, d] = await Promise.all([makeTenant(owner, 'audit-pg-c'), makeTenant(owner, 'audit-pg-d')]);
  await Promise.all([setAudit(c.companyId), setAudit(d.companyId)]);
  [unit1, unit2, unitD] = await Promise.all([
    addUnit(c.admin.token, 'business-unit', 'Finance').then((u) => u.id),
    addUnit(c.admin.token, 'business-unit', 'Operations').then((u) => u.id),
    addUnit(d.admin.token, 'business-unit', 'Finance D').then((u) => u.id),
  ]);
  // added out of rank order; two pairs tie on score and are ordered by name
  for (const [name, unit, l, i] of [
    ['Payroll', unit1, 3, 4],
    ['Treasury', unit1, 4, 5],
    ['Fleet', unit2, 3, 4],
    ['Petty cash', unit2, 1, 2],
    ['IT access', unit2, 5, 5],
    ['Inventory', unit1, 2, 1],
  ] as const)
    await addProcess(name, unit, l, i);
  ok(
    await post(
      '/audit-management/add-process',
      { name: 'Other company’s process', businessUnitId: unitD, likelihood: 5, impact: 5 },
      d.admin.token,
    ),
  );
});

const WHOLE = [
  '1 IT access 25',
  '2 Treasury 20',
  '3 Fleet 12',
  '4 Payroll 12',
  '5 Inventory 2',
  '6 Petty cash 2',
];

describe('the audit universe, a page at a time', () => {
  it('pages the whole universe riskiest first, ranks running on across pages', async () => {
    const pages = await allPages<TAuditProcess>('all-processes', {}, 2, c.employee.token);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2]);
    expect(ranked(pages.flat())).toEqual(WHOLE);
    const first = ok(await page<TAuditProcess>('all-processes', { limit: 4 }, c.employee.token));
    expect(first.total).toBe(6);
    expect(ranked(first.list)).toEqual(WHOLE.slice(0, 4));
  });

  it('pages one business unit in the same order, with ranks among the whole universe', async () => {
    const pages = await allPages<TAuditProcess>(
      'all-processes',
      { businessUnitId: unit2 },
      2,
      c.employee.token,
    );
    expect(pages.map((p) => p.length)).toEqual([2, 1]);
    expect(ranked(pages.flat())).toEqual(['1 IT access 25', '3 Fleet 12', '6 Petty cash 2']);
    const one = ok(
      await page<TAuditProcess>('all-processes', { businessUnitId: unit1, limit: 10 }, c.employee.token),
    );
    expect(one.total).toBe(3);
    expect(ranked(one.list)).toEqual(['2 Treasury 20', '4 Payroll 12', '5 Inventory 2']);
  });

  it('moves a process in both orders when its score, name or unit changes', async () => {
    const all = ok(await page<TAuditProcess>('all-processes', { limit: 10 }, c.employee.token)).list;
    const inventory = all.find((p) => p.name === 'Inventory')!;
    const moved = ok(
      await post<{ item: TAuditProcess }>(
        '/audit-management/update-process',
        {
          id: inventory.id,
          version: inventory.version,
          name: 'Accounts payable',
          businessUnitId: unit2,
          likelihood: 3,
          impact: 4,
          riskIds: [],
        },
        c.admin.token,
      ),
    ).item;
    expect(moved.rank).toBe(3);
    const whole = ok(await page<TAuditProcess>('all-processes', { limit: 10 }, c.employee.token));
    expect(ranked(whole.list)).toEqual([
      '1 IT access 25',
      '2 Treasury 20',
      '3 Accounts payable 12',
      '4 Fleet 12',
      '5 Payroll 12',
      '6 Petty cash 2',
    ]);
    const unit = ok(
      await page<TAuditProcess>('all-processes', { businessUnitId: unit1, limit: 10 }, c.employee.token),
    );
    expect(ranked(unit.list)).toEqual(['2 Treasury 20', '5 Payroll 12']);
    const got = ok(
      await get<{ item: TAuditProcess }>('/audit-management/process', { id: moved.id }, c.employee.token),
    );
    expect(got.item.rank).toBe(3);
  });

  it('refuses another company’s unit, and another company’s cursor answers nothing of it', async () => {
    expectFailed(
      await page('all-processes', { businessUnitId: unitD }, c.employee.token),
      404,
      /business unit/,
    );
    const theirs = ok(await page<TAuditProcess>('all-processes', { limit: 2 }, d.employee.token));
    expect(theirs.list.map((p) => p.name)).toEqual(['Other company’s process']);
    expect(theirs.cursor).toBeNull();
    const mine = ok(await page<TAuditProcess>('all-processes', { limit: 2 }, c.employee.token));
    // c's cursor in d's hands: refused, never a page of c's processes
    const r = await page<TAuditProcess>(
      'all-processes',
      { limit: 2, cursor: mine.cursor! },
      d.employee.token,
    );
    expectFailed(r, 400, /cursor/);
    expectFailed(await page('all-processes', { cursor: 'not-a-cursor' }, c.employee.token), 400, /cursor/);
  });

  it('writes the rank key of processes stored before it, once, so they come back in the pages', async () => {
    const before = ok(await page<TAuditProcess>('all-processes', { limit: 10 }, c.employee.token)).list;
    // As processes stored before the rank key existed: no key, not in the ranked indexes.
    const treasury = before.find((p) => p.name === 'Treasury')!;
    const params = db()
      .entities.auditProcess.get({ companyId: c.companyId, processId: treasury.id })
      .params() as { TableName: string; Key: Record<string, string> };
    await documentClient().send(
      new UpdateCommand({
        TableName: params.TableName,
        Key: params.Key,
        UpdateExpression: 'REMOVE riskRank, gsi1pk, gsi1sk, gsi2pk, gsi2sk',
      }),
    );
    const without = ok(await page<TAuditProcess>('all-processes', { limit: 10 }, c.employee.token));
    expect(without.list.map((p) => p.name)).not.toContain('Treasury');
    // its own page still ranks it among the whole universe
    const own = ok(
      await get<{ item: TAuditProcess }>('/audit-management/process', { id: treasury.id }, c.employee.token),
    );
    expect(own.item.rank).toBe(2);

    const operator = { userId: 'operator', actorName: 'Operator (rank keys)', now: new Date() };
    expect(await backfillAuditRiskRanks(operator, c.companyId)).toEqual({
      processes: 6,
      written: 1,
      skipped: 0,
    });
    expect(
      ranked(ok(await page<TAuditProcess>('all-processes', { limit: 10 }, c.employee.token)).list),
    ).toEqual(ranked(before));
    const unit = ok(
      await page<TAuditProcess>('all-processes', { businessUnitId: unit1, limit: 10 }, c.employee.token),
    );
    expect(unit.list.map((p) => p.name)).toEqual(['Treasury', 'Payroll']);
    // the content did not change: the same version; a second run writes nothing
    expect(
      ok(
        await get<{ item: TAuditProcess }>(
          '/audit-management/process',
          { id: treasury.id },
          c.employee.token,
        ),
      ).item.version,
    ).toBe(treasury.version);
    expect(await backfillAuditRiskRanks(operator, c.companyId)).toMatchObject({ written: 0 });
    expect(await backfillAuditRiskRanks(operator, d.companyId)).toMatchObject({ processes: 1, written: 0 });
  });
});

describe('settings and plan lists, a page at a time', () => {
  it('pages a settings kind in the order its items were added', async () => {
    for (const name of ['Financial audit', 'IT audit', 'Compliance audit'])
      ok(await post('/audit-management/add-audit-type', { name }, c.admin.token));
    const pages = await allPages<TAuditSetting>('all-audit-types', {}, 2, c.employee.token);
    expect(pages.map((p) => p.map((s) => s.name))).toEqual([
      ['Financial audit', 'IT audit'],
      ['Compliance audit'],
    ]);
    const first = ok(await page<TAuditSetting>('all-audit-types', { limit: 2 }, c.employee.token));
    expect(first.total).toBe(3);
    expectFailed(
      await page('all-audit-types', { limit: 2, cursor: first.cursor! }, d.employee.token),
      400,
      /cursor/,
    );
    // the cursor of one kind is not another kind's
    const other = await page<TAuditSetting>(
      'all-audit-standards',
      { limit: 2, cursor: first.cursor! },
      c.employee.token,
    );
    if (other.status === 200) expect(other.body.data.list).toEqual([]);
    else expectFailed(other, 400, /cursor/);
  });

  it('pages the plans newest first and a plan’s follow-ups in the order they were added', async () => {
    const older = ok(
      await post<{ item: TAuditPlan }>(
        '/audit-management/add-audit-plan',
        { year: 2027, title: 'Plan 2027' },
        c.admin.token,
      ),
    ).item;
    const newer = ok(
      await post<{ item: TAuditPlan }>(
        '/audit-management/add-audit-plan',
        { year: 2028, title: 'Plan 2028' },
        c.admin.token,
      ),
    ).item;
    const plans = await allPages<TAuditPlan>('all-audit-plans', {}, 1, c.employee.token);
    expect(plans.map((p) => p.map((x) => x.title))).toEqual([['Plan 2028'], ['Plan 2027']]);
    expect(plans[0]![0]!.plannedCount).toBe(6);
    const of2027 = ok(await page<TAuditPlan>('all-audit-plans', { year: 2027 }, c.employee.token));
    expect(of2027.list.map((p) => p.id)).toEqual([older.id]);
    expect(of2027.total).toBe(1);

    for (const [title, quarter] of [
      ['Follow up payroll', 2],
      ['Follow up fleet', 1],
      ['Follow up treasury', 3],
    ] as const)
      ok(await post('/audit-management/add-follow-up', { planId: newer.id, title, quarter }, c.admin.token));
    const followUps = await allPages<TAuditFollowUp>(
      'all-follow-ups',
      { planId: newer.id },
      2,
      c.employee.token,
    );
    expect(followUps.map((p) => p.map((f) => f.title))).toEqual([
      ['Follow up payroll', 'Follow up fleet'],
      ['Follow up treasury'],
    ]);
    const first = ok(
      await page<TAuditFollowUp>('all-follow-ups', { planId: newer.id, limit: 2 }, c.employee.token),
    );
    expect(first.total).toBe(3);
    // another company names neither the plan nor a page of it
    expectFailed(await page('all-follow-ups', { planId: newer.id }, d.employee.token), 404, /audit plan/);
    const dPlan = ok(
      await post<{ item: TAuditPlan }>(
        '/audit-management/add-audit-plan',
        { year: 2028, title: 'D 2028' },
        d.admin.token,
      ),
    ).item;
    expectFailed(
      await page('all-follow-ups', { planId: dPlan.id, limit: 2, cursor: first.cursor! }, d.employee.token),
      400,
      /cursor/,
    );
    const plansPage = ok(await page<TAuditPlan>('all-audit-plans', { limit: 1 }, c.employee.token));
    expectFailed(
      await page('all-audit-plans', { limit: 1, cursor: plansPage.cursor! }, d.employee.token),
      400,
      /cursor/,
    );
  });
});
