import type { TAwaitingStep, TInboxEmployee, TInboxRecord, TInboxReport } from '@stratum/contracts';
import { db } from '@stratum/core/db';
import { newId } from '@stratum/core/kernel/ids';
import { newPerformanceRecord } from '@stratum/core/performance';
import type { PerformanceRecordItem } from '@stratum/core/performance';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply, type Session } from '../../../tests/support/api';
import { addAnnualPlan, addPlan, setPlanning } from '../../../tests/support/planning';
import { makeTenant, ownerSession, unique, type Tenant } from '../../../tests/support/world';

let owner: Session;
let a: Tenant;
let b: Tenant;
let planA: string;
let planB: string;

beforeAll(async () => {
  owner = await ownerSession();
  [a, b] = await Promise.all([makeTenant(owner, 'inbox-a'), makeTenant(owner, 'inbox-b')]);
  for (const t of [a, b]) {
    await setPlanning(owner, t.companyId);
    const r = await post(
      '/module/update',
      { companyId: t.companyId, moduleKey: 'performance', enabled: true },
      owner.token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
  }
  const plan = async (t: Tenant) =>
    (
      await addAnnualPlan(
        t.admin.token,
        (await addPlan(t.admin.token, 'strategic', { description: unique('Plan') })).id,
      )
    ).id;
  [planA, planB] = [await plan(a), await plan(b)];
});

interface Hired {
  id: string;
  fullName: string;
}
const hire = async (supervisorId?: string, t: Tenant = a): Promise<Hired> => {
  const r = await post<{ employee: Hired }>(
    '/employee/add',
    { firstName: unique('Ina'), lastName: 'Box', email: `${unique('inbox')}@example.com`, supervisorId },
    t.admin.token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.employee;
};

/** A record as the workflow would leave it (written directly: the workflow is another suite's). */
const record = async (
  employeeId: string,
  fields: Partial<PerformanceRecordItem> & { supervisorId?: string },
  t: Tenant = a,
  annualPlanId = planA,
  quarter = 1,
) => {
  const item = {
    ...newPerformanceRecord({
      companyId: t.companyId,
      scorecardId: newId(),
      annualScorecardId: newId(),
      employeeId,
      annualPlanId,
      quarter,
      supervisorId: fields.supervisorId,
      now: new Date().toISOString(),
    }),
    ...fields,
  };
  await db().entities.performanceRecord.create(item).go();
  return item;
};

const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

const me = () => a.employee.employeeId!;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('my-inbox', () => {
  it('lists what waits on the caller, grouped by step, with the badge count', async () => {
    const [x, y, z] = [await hire(me()), await hire(me()), await hire(me())];
    await record(x.id, {
      supervisorId: me(),
      agreementStatus: 'Submitted',
      awaitingId: me(),
      awaitingStep: 'agreement-review',
    });
    await record(y.id, {
      supervisorId: me(),
      agreementStatus: 'Submitted',
      awaitingId: me(),
      awaitingStep: 'agreement-review',
    });
    await record(z.id, {
      supervisorId: me(),
      assessmentStatus: 'Self Assessed',
      awaitingId: me(),
      awaitingStep: 'assessment-supervisor',
    });
    // waits on someone else: not mine
    await record((await hire()).id, {});
    const r = await get<{
      groups: Array<{ step: TAwaitingStep; count: number; list: TInboxRecord[] }>;
      total: number;
    }>('/my-inbox/required-my-actions', {}, a.employee.token);
    expect(r.status, r.body.err_msg).toBe(200);
    expect(r.body.data.total).toBe(3);
    expect(r.body.data.groups.map((g) => [g.step, g.count])).toEqual([
      ['agreement-review', 2],
      ['assessment-supervisor', 1],
    ]);
    expect(r.body.data.groups[1]!.list[0]).toMatchObject({ employeeId: z.id, employeeName: z.fullName });
    const count = await get<{ count: number }>('/my-inbox/required-my-actions-count', {}, a.employee.token);
    expect(count.body.data.count).toBe(3);
    // another company's employee with the same id shape sees nothing of it
    expect(
      (await get<{ count: number }>('/my-inbox/required-my-actions-count', {}, b.employee.token)).body.data
        .count,
    ).toBe(0);
  });

  it('lists the caller’s reports’ records, and those of whom they act for while acting', async () => {
    const mine = await hire(me());
    const boss = await hire();
    const theirs = await hire(boss.id);
    const stranger = await hire(boss.id);
    await record(mine.id, { supervisorId: me(), agreementStatus: 'Agreed' }, a, planA, 2);
    await record(theirs.id, { supervisorId: boss.id }, a, planA, 2);
    const query = { annualPlanId: planA, quarter: 2 };
    const list = async () => {
      const r = await get<{ list: TInboxRecord[] }>(
        '/my-inbox/subordinate-performance-employees',
        query,
        a.employee.token,
      );
      expect(r.status, r.body.err_msg).toBe(200);
      return r.body.data.list;
    };
    expect((await list()).map((x) => x.employeeId)).toEqual([mine.id]);

    // the caller acts for boss from today: boss's reports join, marked
    const set = await post(
      '/acting-supervisor/set',
      { supervisorId: boss.id, actingSupervisorId: me(), from: day(0), to: day(3) },
      a.admin.token,
    );
    expect(set.status, set.body.err_msg).toBe(200);
    const both = await list();
    expect(both.find((x) => x.employeeId === theirs.id)).toMatchObject({
      actingForId: boss.id,
      actingForName: boss.fullName,
    });
    expect(both.find((x) => x.employeeId === mine.id)).toMatchObject({
      actingForId: null,
      agreementStatus: 'Agreed',
    });

    const periodic = await get<{ list: TInboxRecord[] }>(
      '/my-inbox/subordinate-periodic-scorecard-employees',
      query,
      a.employee.token,
    );
    expect(periodic.body.data.list).toHaveLength(2);

    const annual = await get<{ list: TInboxEmployee[] }>(
      '/my-inbox/subordinate-annual-scorecard-employees',
      { annualPlanId: planA },
      a.employee.token,
    );
    expect(annual.status, annual.body.err_msg).toBe(200);
    const ids = annual.body.data.list.map((e) => e.employeeId);
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id, stranger.id]));
    expect(annual.body.data.list.find((e) => e.employeeId === stranger.id)?.actingForName).toBe(
      boss.fullName,
    );

    // a later quarter, another plan: nothing; a foreign plan: 404
    const other = await get<{ list: TInboxRecord[] }>(
      '/my-inbox/subordinate-performance-employees',
      { annualPlanId: planA, quarter: 3 },
      a.employee.token,
    );
    expect(other.body.data.list).toEqual([]);
    expectFailed(
      await get(
        '/my-inbox/subordinate-performance-employees',
        { annualPlanId: planB, quarter: 2 },
        a.employee.token,
      ),
      404,
      /no such annual plan/,
    );
  });

  it('counts agreement and assessment completion of the caller’s reports (inbox reports)', async () => {
    const reports = [await hire(me()), await hire(me()), await hire(me()), await hire(me())];
    await record(
      reports[0]!.id,
      { supervisorId: me(), agreementStatus: 'Agreed', assessmentStatus: 'Complete' },
      a,
      planA,
      3,
    );
    await record(reports[1]!.id, { supervisorId: me(), agreementStatus: 'Agreed' }, a, planA, 3);
    await record(reports[2]!.id, { supervisorId: me(), agreementStatus: 'Submitted' }, a, planA, 3);
    await record(reports[3]!.id, { supervisorId: me(), agreementStatus: 'Disputed' }, a, planA, 3);
    const r = await get<{ report: TInboxReport }>(
      '/my-inbox/reports',
      { annualPlanId: planA, quarter: 3 },
      a.employee.token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
    expect(r.body.data.report).toMatchObject({
      type: 'agreements-assessments',
      total: 4,
      agreements: { Draft: 0, Submitted: 1, Disputed: 1, Agreed: 2 },
      assessments: { 'Not Started': 3, Complete: 1 },
      agreementCompletion: 50,
      assessmentCompletion: 25,
    });
    expectFailed(
      await get('/my-inbox/reports', { annualPlanId: planA, quarter: 3, type: 'bogus' }, a.employee.token),
      400,
      /type/,
    );
  });

  it('is closed to a company without Performance Management', async () => {
    await post(
      '/module/update',
      { companyId: b.companyId, moduleKey: 'performance', enabled: false },
      owner.token,
    );
    const r = await get('/my-inbox/required-my-actions-count', {}, b.employee.token);
    expect(r.status).toBe(403);
    await post(
      '/module/update',
      { companyId: b.companyId, moduleKey: 'performance', enabled: true },
      owner.token,
    );
  });
});
