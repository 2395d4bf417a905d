import type { TInboxCompanyReview, TInboxReview } from '@stratum/contracts';
import { db } from '@stratum/core/db';
import { newId } from '@stratum/core/kernel/ids';
import type { PerformanceRecordItem } from '@stratum/core/performance';
import { newPerformanceRecord } from '@stratum/core/performance';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply } from '../../../tests/support/api';
import { addAnnualPlan, addPlan, setPlanning } from '../../../tests/support/planning';
import { makeTenant, ownerSession, unique, type Tenant } from '../../../tests/support/world';

/*
 * My inbox's reviews (docs/performance.md "My inbox"): the plan's Complete company assessments, the
 * caller's own quarters and their reports' (incl. whom they act for). Records and assessments are
 * written through core's entities: the workflows that make them are other suites'.
 */

let a: Tenant;
let b: Tenant;
let planA: string;
let planA2: string;
let planB: string;
let owner: Awaited<ReturnType<typeof ownerSession>>;

const setPerformance = async (t: Tenant, enabled: boolean) => {
  const r = await post(
    '/module/update',
    { companyId: t.companyId, moduleKey: 'performance', enabled },
    owner.token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
};

beforeAll(async () => {
  owner = await ownerSession();
  [a, b] = await Promise.all([makeTenant(owner, 'reviews-a'), makeTenant(owner, 'reviews-b')]);
  for (const t of [a, b]) {
    await setPlanning(owner, t.companyId);
    await setPerformance(t, true);
  }
  const plan = async (t: Tenant) =>
    (
      await addAnnualPlan(
        t.admin.token,
        (await addPlan(t.admin.token, 'strategic', { description: unique('Plan') })).id,
      )
    ).id;
  [planA, planA2, planB] = [await plan(a), await plan(a), await plan(b)];
});

interface Hired {
  id: string;
  fullName: string;
}
const hire = async (supervisorId?: string): Promise<Hired> => {
  const r = await post<{ employee: Hired }>(
    '/employee/add',
    { firstName: unique('Rev'), lastName: 'View', email: `${unique('reviews')}@example.com`, supervisorId },
    a.admin.token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.employee;
};

const record = async (
  employeeId: string,
  quarter: number,
  fields: Partial<PerformanceRecordItem> & { supervisorId?: string },
  annualPlanId = planA,
) => {
  const item = {
    ...newPerformanceRecord({
      companyId: a.companyId,
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

const assessment = async (t: Tenant, annualPlanId: string, quarter: number, status: 'Draft' | 'Complete') => {
  const now = new Date().toISOString();
  await db()
    .entities.companyAssessment.create({
      companyId: t.companyId,
      annualPlanId,
      quarter,
      assessmentId: newId(),
      scorecardIds: [newId()],
      computedScore: 3.8,
      adjustedScore: 4.25,
      finalScore: 4.25,
      comments: `<p>Quarter ${quarter + 1} <b>${status}</b></p>`,
      status,
      assessedById: 'admin',
      assessedByName: 'Ada Admin',
      assessedAt: now,
      ...(status === 'Complete'
        ? { completedById: 'admin', completedByName: 'Ada Admin', completedAt: now }
        : {}),
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .go();
};

const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

const me = () => a.employee.employeeId!;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const list = async <T>(path: string, query: Record<string, string | number>, token = a.employee.token) => {
  const r = await get<{ list: T[]; total: number }>(`/my-inbox/${path}`, query, token);
  expect(r.status, r.body.err_msg).toBe(200);
  expect(r.body.data.total).toBe(r.body.data.list.length);
  return r.body.data.list;
};

describe('my-inbox reviews', () => {
  it('shows every employee the plan’s Complete company assessments only', async () => {
    await assessment(a, planA, 0, 'Complete');
    await assessment(a, planA, 1, 'Draft');
    await assessment(a, planA, 2, 'Complete');
    await assessment(a, planA2, 3, 'Complete');
    const rows = await list<TInboxCompanyReview>('company-reviews', { annualPlanId: planA });
    expect(rows.map((r) => [r.quarterLabel, r.finalScore])).toEqual([
      ['Q1', 4.25],
      ['Q3', 4.25],
    ]);
    expect(rows[0]).toMatchObject({
      annualPlanId: planA,
      completedByName: 'Ada Admin',
      comments: '<p>Quarter 1 <b>Complete</b></p>',
    });
    expect(rows[0]!.finalColorValue).toMatch(/^#/);
    expect(rows[0]!.completedAt).toEqual(expect.any(String));
    // the other plan's quarter stays with that plan
    expect(
      (await list<TInboxCompanyReview>('company-reviews', { annualPlanId: planA2 })).map((r) => r.quarter),
    ).toEqual([3]);
  });

  it('lists the caller’s own quarters of the plan with scores, colours and supervisor', async () => {
    const boss = await hire();
    await record(me(), 2, {
      supervisorId: boss.id,
      agreementStatus: 'Agreed',
      assessmentStatus: 'Complete',
      qaStatus: 'Complete',
      reviewComplete: true,
      selfScore: 3.4,
      totalScore: 3.4,
      adjustedTotal: 4,
    });
    await record(me(), 0, { supervisorId: boss.id });
    await record(me(), 1, { supervisorId: boss.id }, planA2);
    // someone else's quarter of the same plan
    await record((await hire(boss.id)).id, 2, { supervisorId: boss.id });
    const rows = await list<TInboxReview>('employee-reviews', { annualPlanId: planA });
    expect(rows.map((r) => r.quarter)).toEqual([0, 2]);
    expect(rows[1]).toMatchObject({
      employeeId: me(),
      supervisorId: boss.id,
      supervisorName: boss.fullName,
      agreementStatus: 'Agreed',
      assessmentStatus: 'Complete',
      reviewComplete: true,
      selfScore: 3.4,
      totalScore: 3.4,
      adjustedTotal: 4,
      finalScore: 4,
      actingForId: null,
    });
    expect(rows[1]!.finalColorValue).toMatch(/^#/);
    expect(rows[0]).toMatchObject({ agreementStatus: 'Draft', finalScore: null, finalColorValue: null });
  });

  it('lists the caller’s reports’ quarters, and those of whom they act for while acting', async () => {
    const mine = await hire(me());
    const boss = await hire();
    const theirs = await hire(boss.id);
    await record(mine.id, 1, { supervisorId: me(), totalScore: 2.5 });
    await record(mine.id, 3, { supervisorId: me() });
    await record(theirs.id, 1, { supervisorId: boss.id });
    const rows = async (quarter?: number) =>
      (
        await list<TInboxReview>('subordinate-employee-reviews', {
          annualPlanId: planA,
          ...(quarter === undefined ? {} : { quarter }),
        })
      ).filter((r) => [mine.id, theirs.id].includes(r.employeeId));
    expect((await rows()).map((r) => [r.employeeId, r.quarter])).toEqual([
      [mine.id, 1],
      [mine.id, 3],
    ]);
    expect((await rows(1)).map((r) => [r.employeeId, r.quarter, r.finalScore])).toEqual([[mine.id, 1, 2.5]]);

    const set = await post(
      '/acting-supervisor/set',
      { supervisorId: boss.id, actingSupervisorId: me(), from: day(0), to: day(3) },
      a.admin.token,
    );
    expect(set.status, set.body.err_msg).toBe(200);
    const both = await rows(1);
    expect(both.find((r) => r.employeeId === theirs.id)).toMatchObject({
      actingForId: boss.id,
      actingForName: boss.fullName,
      supervisorName: boss.fullName,
    });
    expect(both.find((r) => r.employeeId === mine.id)).toMatchObject({ actingForId: null });
    // the boss's own reviews do not include the caller's reports
    expect(
      (await list<TInboxReview>('employee-reviews', { annualPlanId: planA })).every(
        (r) => r.employeeId === me(),
      ),
    ).toBe(true);
  });

  it('refuses another company’s or an unknown plan (404) and a bad quarter (400)', async () => {
    for (const path of ['company-reviews', 'employee-reviews', 'subordinate-employee-reviews']) {
      expectFailed(
        await get(`/my-inbox/${path}`, { annualPlanId: planB }, a.employee.token),
        404,
        /annual plan/,
      );
      expectFailed(
        await get(`/my-inbox/${path}`, { annualPlanId: newId() }, a.admin.token),
        404,
        /annual plan/,
      );
    }
    expectFailed(
      await get(
        '/my-inbox/subordinate-employee-reviews',
        { annualPlanId: planA, quarter: 4 },
        a.employee.token,
      ),
      400,
      /quarter/,
    );
  });

  it('is closed to a company without Performance Management', async () => {
    await assessment(b, planB, 0, 'Complete');
    expect(
      (await list<TInboxCompanyReview>('company-reviews', { annualPlanId: planB }, b.employee.token)).length,
    ).toBe(1);
    await setPerformance(b, false);
    try {
      for (const path of ['company-reviews', 'employee-reviews', 'subordinate-employee-reviews']) {
        const r = await get(`/my-inbox/${path}`, { annualPlanId: planB }, b.employee.token);
        expect(r.status).toBe(403);
        expect(r.body.res).toBe('FAILED');
      }
    } finally {
      await setPerformance(b, true);
    }
  });
});
