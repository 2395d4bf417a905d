import type {
  TAuditPlan,
  TAuditPlanDetail,
  TAuditProcess,
  TAuditSetting,
  TPlannedAudit,
} from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply, type Session } from '../../../tests/support/api';
import { addUnit } from '../../../tests/support/org';
import { makeTenant, ownerSession, type Tenant } from '../../../tests/support/world';

let owner: Session;
let a: Tenant;
let b: Tenant;
let unitA: string;
let unitB: string;

const setAudit = async (companyId: string) => {
  const r = await post('/module/update', { companyId, moduleKey: 'audit', enabled: true }, owner.token);
  if (r.status !== 200) throw new Error(`module/update audit: ${r.status} ${r.body.err_msg}`);
};

beforeAll(async () => {
  owner = await ownerSession();
  [a, b] = await Promise.all([makeTenant(owner, 'audit-a'), makeTenant(owner, 'audit-b')]);
  await Promise.all([setAudit(a.companyId), setAudit(b.companyId)]);
  unitA = (await addUnit(a.admin.token, 'business-unit', 'Finance A')).id;
  unitB = (await addUnit(b.admin.token, 'business-unit', 'Finance B')).id;
});

const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

const ok = <T>(r: Reply<T>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};

const call = <T>(action: string, body: Record<string, unknown>, token = a.admin.token) =>
  post<T>(`/audit-management/${action}`, body, token);

const addProcess = async (name: string, likelihood: number, impact: number, token = a.admin.token) =>
  ok(
    await call<{ item: TAuditProcess }>(
      'add-process',
      { name, businessUnitId: unitA, likelihood, impact, ownerId: a.employee.employeeId },
      token,
    ),
  ).item;

describe('settings', () => {
  it('keeps MR owners one per person, and only audit administrators change them', async () => {
    const added = ok(
      await call<{ item: TAuditSetting }>('add-mr-owner', { employeeId: a.employee.employeeId }),
    );
    expect(added.item.employeeId).toBe(a.employee.employeeId);
    expectFailed(
      await call('add-mr-owner', { employeeId: a.employee.employeeId }),
      409,
      /already on the list/,
    );
    expectFailed(
      await call('add-audit-type', { name: 'IT audit' }, a.employee.token),
      403,
      /Audit Management administrator/,
    );
    const list = ok(
      await get<{ list: TAuditSetting[] }>('/audit-management/all-mr-owners', {}, a.employee.token),
    );
    expect(list.list.map((s) => s.employeeId)).toEqual([a.employee.employeeId]);
  });

  it('rates opinions only in the spec’s colours and letters only with known placeholders', async () => {
    expectFailed(await call('add-opinion-rating', { name: 'Satisfactory', colour: 'purple' }), 400, /colour/);
    const rating = ok(
      await call<{ item: TAuditSetting }>('add-opinion-rating', {
        name: 'Satisfactory',
        colour: 'dark green',
      }),
    );
    expect(rating.item.colour).toBe('dark green');
    expectFailed(
      await call('add-letter-template', {
        name: 'Notice',
        subject: 'Audit of {{auditTitle}}',
        body: 'Dear {{nobody}}',
      }),
      400,
      /placeholders/,
    );
    const letter = ok(
      await call<{ item: TAuditSetting }>('add-letter-template', {
        name: 'Notice',
        subject: 'Audit of {{auditTitle}}',
        body: 'Dear head of {{auditeeUnit}}, {{leadAuditor}} starts on {{startDate}}.',
      }),
    );
    const changed = ok(
      await call<{ item: TAuditSetting }>('update-letter-template', {
        id: letter.item.id,
        version: letter.item.version,
        name: 'Notification',
        subject: 'Audit: {{auditTitle}}',
        body: 'Hello',
      }),
    );
    expect(changed.item.version).toBe(2);
    // The version read is stale now: nothing is overwritten.
    expectFailed(
      await call('update-letter-template', { ...letter.item, name: 'Lost', subject: 'x', body: 'y' }),
      409,
      /changed by someone else/,
    );
  });

  it('holds the audit team with its roles', async () => {
    const m = ok(
      await call<{ item: TAuditSetting }>('add-audit-team-member', {
        employeeId: a.admin.employeeId,
        roles: ['lead', 'reviewer'],
      }),
    );
    expect(m.item.roles).toEqual(['lead', 'reviewer']);
  });
});

describe('universe and plan', () => {
  let hi: TAuditProcess;

  it('scores processes by likelihood × impact and ranks them riskiest first', async () => {
    const lo = await addProcess('Petty cash', 2, 2);
    hi = await addProcess('Treasury', 4, 5);
    expect(hi.riskScore).toBe(20);
    expect(hi.riskLevel).toBe('High');
    expect(lo.riskLevel).toBe('Low');
    const list = ok(
      await get<{ list: TAuditProcess[] }>('/audit-management/all-processes', {}, a.employee.token),
    );
    expect(list.list.map((p) => `${p.rank} ${p.name}`)).toEqual(['1 Treasury', '2 Petty cash']);
  });

  it('refuses another company’s business unit and a factor out of range', async () => {
    expectFailed(
      await call('add-process', { name: 'X', businessUnitId: unitB, likelihood: 1, impact: 1 }),
      404,
      /business unit/,
    );
    expectFailed(
      await call('add-process', { name: 'X', businessUnitId: unitA, likelihood: 6, impact: 1 }),
      400,
      /1 to 5/,
    );
  });

  it('builds the plan, asks a reason for a move against the rank, approves, and asks again after a change', async () => {
    const built = ok(await call<TAuditPlanDetail>('add-audit-plan', { year: 2027, title: 'Plan 2027' }));
    expect(built.item.statusText).toBe('Active');
    expect(built.item.approval).toBe('Draft');
    expect(built.list.map((p) => `${p.rank} ${p.title} Q${p.quarter}`)).toEqual([
      '1 Treasury Q2',
      '2 Petty cash Q4',
    ]);
    const petty = built.list.find((p) => p.title === 'Petty cash')!;
    const move = { id: petty.id, version: petty.version, quarter: 1, included: true, budgetDays: 5 };
    expectFailed(await call('update-planned-audit', move), 422, /against its risk rank/);
    expectFailed(
      await call('update-planned-audit', { ...move, leadId: a.employee.employeeId, reason: 'x' }),
      422,
      /not on the audit team/,
    );
    const moved = ok(
      await call<{ item: TPlannedAudit }>('update-planned-audit', {
        ...move,
        reason: 'Cash count must precede the year-end close',
        leadId: a.admin.employeeId,
      }),
    );
    expect(moved.item.lead?.employeeId).toBe(a.admin.employeeId);
    let plan = ok(
      await get<TAuditPlanDetail>('/audit-management/audit-plan', { id: built.item.id }, a.admin.token),
    );
    expect(plan.list.map((p) => `${p.title} Q${p.quarter}`)).toEqual(['Petty cash Q1', 'Treasury Q2']);
    expect(plan.list.every((p) => !p.needsReason)).toBe(true);
    expect(plan.budgetDaysByQuarter).toEqual([5, 0, 0, 0]);

    expectFailed(
      await call('approve-audit-plan', { id: plan.item.id, version: plan.item.version }, a.employee.token),
      403,
      /administrator/,
    );
    const approved = ok(
      await call<{ item: TAuditPlan }>('approve-audit-plan', {
        id: plan.item.id,
        version: plan.item.version,
      }),
    );
    expect(approved.item.approval).toBe('Approved');
    expect(approved.item.approvedAt).toBeTruthy();

    // A change to an approved plan needs approving again.
    const treasury = plan.list.find((p) => p.title === 'Treasury')!;
    ok(
      await call('update-planned-audit', {
        id: treasury.id,
        version: treasury.version,
        quarter: 2,
        included: true,
        budgetDays: 20,
      }),
    );
    plan = ok(
      await get<TAuditPlanDetail>('/audit-management/audit-plan', { id: built.item.id }, a.admin.token),
    );
    expect(plan.item.approval).toBe('Changed after approval');
    // An approval naming the version before the change approves nothing.
    expectFailed(
      await call('approve-audit-plan', { id: plan.item.id, version: approved.item.version }),
      409,
      /changed by someone else/,
    );

    // Leaving an entity out needs a reason too; the process a plan names cannot be deleted.
    expectFailed(
      await call('update-planned-audit', {
        id: treasury.id,
        version: treasury.version + 1,
        quarter: 2,
        included: false,
      }),
      422,
      /left out/,
    );
    expectFailed(await call('delete-process', { id: hi.id, version: hi.version }), 409, /in an audit plan/);

    const inactive = ok(
      await call<{ item: TAuditPlan }>('update-audit-plan', {
        id: plan.item.id,
        version: plan.item.version,
        title: 'Plan 2027',
        status: 'inactive',
      }),
    );
    expect(inactive.item.statusText).toBe('Not Active');
  });

  it('answers nothing about another company’s plan or processes', async () => {
    const plans = ok(
      await get<{ list: TAuditPlan[] }>('/audit-management/all-audit-plans', {}, b.admin.token),
    );
    expect(plans.list).toEqual([]);
    const [mine] = ok(
      await get<{ list: TAuditPlan[] }>('/audit-management/all-audit-plans', {}, a.admin.token),
    ).list;
    expectFailed(
      await get('/audit-management/audit-plan', { id: mine!.id }, b.admin.token),
      404,
      /no such audit plan/,
    );
    expectFailed(
      await call(
        'update-process',
        { id: hi.id, version: 1, name: 'x', businessUnitId: unitB, likelihood: 1, impact: 1 },
        b.admin.token,
      ),
      404,
      /no such auditable process/,
    );
  });

  it('plans follow-ups of a plan', async () => {
    const [mine] = ok(
      await get<{ list: TAuditPlan[] }>('/audit-management/all-audit-plans', {}, a.admin.token),
    ).list;
    const f = ok(
      await call<{ item: { id: string; quarter: number } }>('add-follow-up', {
        planId: mine!.id,
        title: 'Follow up treasury actions',
        quarter: 3,
        budgetDays: 3,
      }),
    );
    expect(f.item.quarter).toBe(3);
    const list = ok(
      await get<{ list: unknown[] }>('/audit-management/all-follow-ups', { planId: mine!.id }, a.admin.token),
    );
    expect(list.list).toHaveLength(1);
  });
});
