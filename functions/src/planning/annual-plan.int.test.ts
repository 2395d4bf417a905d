import type { TAnnualPlan, TPlan, TQuarter } from '@stratum/contracts';
import { db } from '@stratum/core/db';
import { AppError } from '@stratum/core/kernel/errors';
import { annualPlanScorecardCountUpdate } from '@stratum/core/scorecard';
import { requireOpenWindow } from '@stratum/core/planning';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply } from '../../../tests/support/api';
import { adminCtx } from '../../../tests/support/ctx';
import { addAnnualPlan, addPlan, makePlanningTenant } from '../../../tests/support/planning';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { makeTenant, ownerSession, unique, type Tenant } from '../../../tests/support/world';

let a: Tenant;
let b: Tenant;
let off: Tenant;

beforeAll(async () => {
  const owner = await ownerSession();
  [a, b, off] = await Promise.all([
    makePlanningTenant(owner, 'annual-a'),
    makePlanningTenant(owner, 'annual-b'),
    makeTenant(owner, 'annual-off'),
  ]);
});

type Body = Record<string, unknown>;

const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

const write = (path: string, body: Body, token = a.admin.token) =>
  post<{ item: TAnnualPlan }>(path, body, token);

const quartersOf = async (annualPlanId: string, token = a.admin.token) => {
  const r = await get<{ list: TQuarter[] }>('/quarter/all', { annualPlanId }, token);
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.list;
};

const annualPlans = async (query: Record<string, string> = {}, token = a.admin.token) => {
  const r = await get<{ list: TAnnualPlan[] }>('/annual-plan/all', query, token);
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.list;
};

const strategicPlan = async (id: string): Promise<TPlan> =>
  (await get<{ strategic: TPlan }>('/strategic-plan/get', { id }, a.admin.token)).body.data.strategic;

/** The quarter's update body that keeps everything as it is. */
const same = (q: TQuarter): Body => ({
  annualPlanId: q.annualPlanId,
  quarter: q.quarter,
  version: q.version,
  startDate: q.startDate,
  endDate: q.endDate,
  assessmentStartDate: q.assessmentStartDate,
  assessmentEndDate: q.assessmentEndDate,
  pmAgreementStartDate: q.pmAgreementStartDate,
  pmAgreementEndDate: q.pmAgreementEndDate,
  pmAssessmentStartDate: q.pmAssessmentStartDate,
  pmAssessmentEndDate: q.pmAssessmentEndDate,
});

const today = () => new Date().toISOString().slice(0, 10);
const dayFromToday = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('annual plans', () => {
  it('are added with four quarters, each window open for its whole quarter, and listed', async () => {
    const plan = await addPlan(a.admin.token, 'strategic', { description: unique('Vision') });
    const added = await write('/annual-plan/add', {
      strategicPlanId: plan.id,
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    expect(added.status, added.body.err_msg).toBe(200);
    const annual = added.body.data.item;
    expect(annual).toMatchObject({
      strategicPlanId: plan.id,
      strategicPlanDescription: plan.description,
      startDate: '2024-01-01',
      endDate: '2024-12-31',
      d_startDate: 'Jan 1st 2024',
      d_endDate: 'Dec 31st 2024',
      label: 'Jan 1st 2024 – Dec 31st 2024',
      scorecardCount: 0,
      version: 1,
    });
    const quarters = await quartersOf(annual.id, a.employee.token);
    expect(quarters.map((q) => [q.label, q.quarter, q.startDate, q.endDate])).toEqual([
      ['Q1', 0, '2024-01-01', '2024-03-31'],
      ['Q2', 1, '2024-04-01', '2024-06-30'],
      ['Q3', 2, '2024-07-01', '2024-09-30'],
      ['Q4', 3, '2024-10-01', '2024-12-31'],
    ]);
    for (const q of quarters) {
      expect(q).toMatchObject({
        assessmentStartDate: q.startDate,
        assessmentEndDate: q.endDate,
        pmAgreementStartDate: q.startDate,
        pmAgreementEndDate: q.endDate,
        pmAssessmentStartDate: q.startDate,
        pmAssessmentEndDate: q.endDate,
        defaultTargetDate: null,
        // 2024 is over: every window is closed.
        open: { assessment: false, pmAgreement: false, pmAssessment: false },
        version: 1,
      });
    }
    expect(quarters[1]?.d_startDate).toBe('Apr 1st 2024');

    const next = await addAnnualPlan(a.admin.token, plan.id, '2025-01-01', '2025-12-31');
    expect((await annualPlans({ strategicPlanId: plan.id }, a.employee.token)).map((x) => x.id)).toEqual([
      next.id,
      annual.id,
    ]);
    const everyone = await annualPlans();
    expect(everyone.find((x) => x.id === annual.id)?.strategicPlanDescription).toBe(plan.description);
    const one = await get<{ item: TAnnualPlan }>('/annual-plan/get', { id: annual.id }, a.employee.token);
    expect(one.body.data.item).toEqual(annual);
    expect((await strategicPlan(plan.id)).annualPlanCount).toBe(2);

    const trail = (
      await db().entities.auditTrail.query.byEntity({ companyId: a.companyId, entityId: annual.id }).go()
    ).data;
    expect(trail.map((e) => e.action)).toEqual(['add']);
  });

  it('must lie inside the strategic plan and overlap no other of it; nothing changes when refused', async () => {
    const plan = await addPlan(a.admin.token, 'strategic', {
      description: unique('Bounds'),
      startDate: '2024-01-01',
      endDate: '2025-12-31',
    });
    const y2024 = await addAnnualPlan(a.admin.token, plan.id, '2024-01-01', '2024-12-31');
    const before = await tenantSnapshot(a.companyId);
    const add = (startDate: string, endDate: string) =>
      write('/annual-plan/add', { strategicPlanId: plan.id, startDate, endDate });
    expectFailed(
      await add('2023-07-01', '2024-06-30'),
      422,
      /^startDate: an annual plan must lie inside its strategic plan/,
    );
    expectFailed(
      await add('2025-07-01', '2026-06-30'),
      422,
      /^endDate: an annual plan must lie inside .* \(Jan 1st 2024 – Dec 31st 2025\)/,
    );
    expectFailed(
      await add('2024-12-31', '2025-12-30'),
      409,
      /^startDate: these dates overlap the annual plan Jan 1st 2024 – Dec 31st 2024/,
    );
    expectFailed(
      await add('2025-01-01', '2025-01-03'),
      422,
      /^endDate: an annual plan needs at least 4 days/,
    );
    expectFailed(await add('2025-01-01', '2024-12-31'), 400, /^endDate: must be after the start date/);
    expectFailed(await add('2025-01-01', 'soon'), 400, /^endDate: must be a date/);
    expectFailed(
      await write('/annual-plan/add', { startDate: '2025-01-01', endDate: '2025-12-31' }),
      400,
      /^strategicPlanId: /,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    const y2025 = await addAnnualPlan(a.admin.token, plan.id, '2025-01-01', '2025-12-31');
    const withBoth = await tenantSnapshot(a.companyId);
    expectFailed(
      await write('/annual-plan/update', {
        id: y2025.id,
        version: 1,
        startDate: '2024-06-01',
        endDate: '2025-05-31',
      }),
      409,
      /overlap the annual plan Jan 1st 2024 – Dec 31st 2024/,
    );
    expect((await strategicPlan(plan.id)).annualPlanCount).toBe(2);
    expect(await tenantSnapshot(a.companyId)).toBe(withBoth);
    expect((await annualPlans({ strategicPlanId: plan.id })).map((x) => x.id)).toEqual([y2025.id, y2024.id]);
  });

  it('lets only one of two overlapping annual plans added at once in', async () => {
    const plan = await addPlan(a.admin.token, 'strategic');
    const replies = await Promise.all([
      write('/annual-plan/add', { strategicPlanId: plan.id, startDate: '2024-01-01', endDate: '2024-12-31' }),
      write('/annual-plan/add', { strategicPlanId: plan.id, startDate: '2024-07-01', endDate: '2025-06-30' }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await annualPlans({ strategicPlanId: plan.id })).toHaveLength(1);
    expect((await strategicPlan(plan.id)).annualPlanCount).toBe(1);
  });

  it('splits its quarters again when its dates change, keeping a default target date that still fits', async () => {
    const plan = await addPlan(a.admin.token, 'strategic');
    const annual = await addAnnualPlan(a.admin.token, plan.id, '2024-01-01', '2024-12-31');
    const [q1, , , q4] = await quartersOf(annual.id);
    const edited = await post(
      '/quarter/update',
      { ...same(q1!), assessmentStartDate: '2024-04-01', assessmentEndDate: '2024-04-15' },
      a.admin.token,
    );
    expect(edited.status, edited.body.err_msg).toBe(200);
    for (const [q, day] of [
      [q1!, '2024-03-01'],
      [q4!, '2024-12-31'],
    ] as const) {
      const r = await post(
        '/quarter/set-default-target-date',
        {
          annualPlanId: annual.id,
          quarter: q.quarter,
          version: q.quarter === 0 ? 2 : 1,
          defaultTargetDate: day,
        },
        a.admin.token,
      );
      expect(r.status, r.body.err_msg).toBe(200);
    }

    const moved = await write('/annual-plan/update', {
      id: annual.id,
      version: 1,
      startDate: '2024-07-01',
      endDate: '2025-06-30',
    });
    expect(moved.status, moved.body.err_msg).toBe(200);
    expect(moved.body.data.item).toMatchObject({
      startDate: '2024-07-01',
      endDate: '2025-06-30',
      version: 2,
    });
    const quarters = await quartersOf(annual.id);
    expect(quarters.map((q) => [q.startDate, q.endDate, q.assessmentStartDate, q.defaultTargetDate])).toEqual(
      [
        ['2024-07-01', '2024-09-30', '2024-07-01', null],
        ['2024-10-01', '2024-12-31', '2024-10-01', null],
        ['2025-01-01', '2025-03-31', '2025-01-01', null],
        ['2025-04-01', '2025-06-30', '2025-04-01', '2024-12-31'],
      ],
    );
  });

  it('is deleted with its quarters, and refused while corporate scorecards hang under it', async () => {
    const plan = await addPlan(a.admin.token, 'strategic');
    const annual = await addAnnualPlan(a.admin.token, plan.id);
    // What a corporate scorecard's add does in its own transaction.
    const scorecards = (delta: number) =>
      db()
        .transaction.write((tx) => [annualPlanScorecardCountUpdate(tx, a.companyId, annual.id, delta)])
        .go();
    await scorecards(1);
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await write('/annual-plan/delete', { id: annual.id, version: 1 }),
      409,
      /^The annual plan Jan 1st 2024 – Dec 31st 2024 has 1 corporate scorecard under it: delete them first\.$/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    await scorecards(-1);
    const gone = await write('/annual-plan/delete', { id: annual.id, version: 1 });
    expect(gone.status, gone.body.err_msg).toBe(200);
    expect(
      await db()
        .entities.quarter.query.byAnnualPlan({ companyId: a.companyId, annualPlanId: annual.id })
        .go(),
    ).toMatchObject({ data: [] });
    expect((await strategicPlan(plan.id)).annualPlanCount).toBe(0);
    expectFailed(
      await get('/quarter/all', { annualPlanId: annual.id }, a.admin.token),
      404,
      /^annualPlanId: no such annual plan/,
    );
  });

  it('refuses stale versions, other companies’ ids, plain employees and companies without the module', async () => {
    const plan = await addPlan(a.admin.token, 'strategic');
    const operational = await addPlan(a.admin.token, 'operational');
    const annual = await addAnnualPlan(a.admin.token, plan.id);
    const theirPlan = await addPlan(b.admin.token, 'strategic');
    expect(
      (
        await write('/annual-plan/update', {
          id: annual.id,
          version: 1,
          startDate: '2024-01-01',
          endDate: '2024-12-30',
        })
      ).status,
    ).toBe(200);
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await write('/annual-plan/update', {
        id: annual.id,
        version: 1,
        startDate: '2024-01-01',
        endDate: '2024-12-31',
      }),
      409,
      /changed by someone else/,
    );
    expectFailed(
      await write('/annual-plan/delete', { id: annual.id, version: 1 }),
      409,
      /changed by someone else/,
    );
    expectFailed(
      await write('/annual-plan/add', {
        strategicPlanId: theirPlan.id,
        startDate: '2024-01-01',
        endDate: '2024-12-31',
      }),
      404,
      /^strategicPlanId: no such strategic plan in your company/,
    );
    expectFailed(
      await write('/annual-plan/add', {
        strategicPlanId: operational.id,
        startDate: '2024-01-01',
        endDate: '2024-12-31',
      }),
      404,
      /^strategicPlanId: no such strategic plan/,
    );
    expectFailed(
      await get('/annual-plan/all', { strategicPlanId: theirPlan.id }, a.admin.token),
      404,
      /^strategicPlanId: no such/,
    );
    expectFailed(
      await get('/annual-plan/get', { id: annual.id }, b.admin.token),
      404,
      /^id: no such annual plan/,
    );
    expect((await annualPlans({}, b.admin.token)).map((x) => x.id)).not.toContain(annual.id);
    expectFailed(
      await write(
        '/annual-plan/update',
        { id: annual.id, version: 2, startDate: '2024-01-01', endDate: '2024-12-31' },
        b.admin.token,
      ),
      404,
      /^id: no such/,
    );
    expectFailed(
      await write('/annual-plan/delete', { id: annual.id, version: 2 }, b.admin.token),
      404,
      /^id: no such/,
    );
    expectFailed(
      await get('/quarter/all', { annualPlanId: annual.id }, b.admin.token),
      404,
      /^annualPlanId: no such/,
    );
    const [q1] = await quartersOf(annual.id);
    expectFailed(await post('/quarter/update', same(q1!), b.admin.token), 404, /^annualPlanId: no such/);
    expectFailed(
      await post(
        '/quarter/set-default-target-date',
        { annualPlanId: annual.id, quarter: 0, version: 1, defaultTargetDate: null },
        b.admin.token,
      ),
      404,
      /^annualPlanId: no such/,
    );
    const employee = /^Only a company administrator or a Strategic Planning administrator can do this\.$/;
    expectFailed(
      await write(
        '/annual-plan/add',
        { strategicPlanId: plan.id, startDate: '2025-01-01', endDate: '2025-12-31' },
        a.employee.token,
      ),
      403,
      employee,
    );
    expectFailed(
      await write('/annual-plan/delete', { id: annual.id, version: 2 }, a.employee.token),
      403,
      employee,
    );
    expectFailed(await post('/quarter/update', same(q1!), a.employee.token), 403, employee);
    expectFailed(
      await post(
        '/quarter/set-default-target-date',
        { annualPlanId: annual.id, quarter: 0, version: 1, defaultTargetDate: null },
        a.employee.token,
      ),
      403,
      employee,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);

    const offBefore = await tenantSnapshot(off.companyId);
    for (const token of [off.admin.token, off.employee.token]) {
      expectFailed(await get('/annual-plan/all', {}, token), 403, /Strategic Planning module is not enabled/);
      expectFailed(
        await get('/quarter/all', { annualPlanId: annual.id }, token),
        403,
        /module is not enabled/,
      );
      expectFailed(
        await write(
          '/annual-plan/add',
          { strategicPlanId: plan.id, startDate: '2024-01-01', endDate: '2024-12-31' },
          token,
        ),
        403,
        /module is not enabled/,
      );
    }
    expect(await tenantSnapshot(off.companyId)).toBe(offBefore);
  });
});

describe('quarters', () => {
  /** A strategic plan around today, with an annual plan for the year around today. */
  const current = async () => {
    const plan = await addPlan(a.admin.token, 'strategic', {
      startDate: '2000-01-01',
      endDate: '2099-12-31',
    });
    const annual = await addAnnualPlan(a.admin.token, plan.id, dayFromToday(-200), dayFromToday(200));
    return { plan, annual, quarters: await quartersOf(annual.id) };
  };

  it('say which windows are open today', async () => {
    const { quarters } = await current();
    const now = quarters.filter((q) => q.startDate <= today() && today() <= q.endDate);
    expect(now).toHaveLength(1);
    expect(now[0]?.open).toEqual({ assessment: true, pmAgreement: true, pmAssessment: true });
    for (const q of quarters.filter((x) => x !== now[0])) {
      expect(q.open).toEqual({ assessment: false, pmAgreement: false, pmAssessment: false });
    }
  });

  it('take new dates and windows; a window set to null is closed', async () => {
    const { annual, quarters } = await current();
    const q = quarters.find((x) => x.startDate <= today() && today() <= x.endDate)!;
    const r = await post<{ item: TQuarter }>(
      '/quarter/update',
      {
        ...same(q),
        assessmentStartDate: dayFromToday(-3),
        assessmentEndDate: dayFromToday(3),
        pmAgreementStartDate: dayFromToday(5),
        pmAgreementEndDate: dayFromToday(9),
        pmAssessmentStartDate: null,
        pmAssessmentEndDate: null,
      },
      a.admin.token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
    expect(r.body.data.item).toMatchObject({
      assessmentStartDate: dayFromToday(-3),
      pmAgreementStartDate: dayFromToday(5),
      pmAssessmentStartDate: null,
      pmAssessmentEndDate: null,
      open: { assessment: true, pmAgreement: false, pmAssessment: false },
      version: 2,
    });
    expect((await quartersOf(annual.id))[q.quarter]).toEqual(r.body.data.item);
    const trail = (
      await db()
        .entities.auditTrail.query.byEntity({ companyId: a.companyId, entityId: `${annual.id}#${q.quarter}` })
        .go()
    ).data;
    expect(trail.map((e) => e.action)).toEqual(['update']);
  });

  it('refuse windows that end before they start or have one end only, and dates that leave the plan or overlap a neighbour', async () => {
    const plan = await addPlan(a.admin.token, 'strategic');
    const annual = await addAnnualPlan(a.admin.token, plan.id, '2024-01-01', '2024-12-31');
    const [q1, q2] = await quartersOf(annual.id);
    const before = await tenantSnapshot(a.companyId);
    const update = (body: Body) => post('/quarter/update', body, a.admin.token);
    expectFailed(
      await update({ ...same(q2!), assessmentEndDate: '2024-03-01' }),
      400,
      /^assessmentEndDate: must be on or after the start date/,
    );
    expectFailed(
      await update({ ...same(q2!), pmAgreementEndDate: null }),
      400,
      /^pmAgreementEndDate: set both the start and the end of a window, or neither/,
    );
    expectFailed(
      await update({ ...same(q2!), endDate: '2024-03-31' }),
      400,
      /^endDate: must be on or after the start date/,
    );
    expectFailed(await update({ ...same(q2!), quarter: 4 }), 400, /^quarter must be 0, 1, 2 or 3/);
    expectFailed(
      await update({ ...same(q1!), startDate: '2023-12-01' }),
      422,
      /^startDate: a quarter must lie inside its annual plan \(Jan 1st 2024 – Dec 31st 2024\)/,
    );
    expectFailed(
      await update({ ...same(q1!), endDate: '2024-04-10' }),
      422,
      /^endDate: must be before Q2 starts \(Apr 1st 2024\)/,
    );
    expectFailed(
      await update({ ...same(q2!), startDate: '2024-03-31' }),
      422,
      /^startDate: must be after Q1 ends \(Mar 31st 2024\)/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    const ok = await update({ ...same(q1!), endDate: '2024-03-15' });
    expect(ok.status, ok.body.err_msg).toBe(200);
    const edited = await tenantSnapshot(a.companyId);
    expectFailed(await update({ ...same(q1!), endDate: '2024-03-20' }), 409, /changed by someone else/);
    expect(await tenantSnapshot(a.companyId)).toBe(edited);
  });

  it('keep a default target date inside the annual plan', async () => {
    const plan = await addPlan(a.admin.token, 'strategic');
    const annual = await addAnnualPlan(a.admin.token, plan.id, '2024-01-01', '2024-12-31');
    const set = (version: number, defaultTargetDate: string | null) =>
      post<{ item: TQuarter }>(
        '/quarter/set-default-target-date',
        { annualPlanId: annual.id, quarter: 2, version, defaultTargetDate },
        a.admin.token,
      );
    const r = await set(1, '2024-09-30');
    expect(r.status, r.body.err_msg).toBe(200);
    expect(r.body.data.item).toMatchObject({
      defaultTargetDate: '2024-09-30',
      d_defaultTargetDate: 'Sep 30th 2024',
      version: 2,
    });
    const before = await tenantSnapshot(a.companyId);
    expectFailed(await set(2, '2025-01-01'), 422, /^defaultTargetDate: must lie inside the annual plan/);
    expectFailed(await set(2, '30/09/2024'), 400, /^defaultTargetDate: /);
    expectFailed(await set(1, '2024-09-01'), 409, /changed by someone else/);
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    const cleared = await set(2, null);
    expect(cleared.body.data.item).toMatchObject({
      defaultTargetDate: null,
      d_defaultTargetDate: '',
      version: 3,
    });
  });
});

describe('requireOpenWindow', () => {
  const ctxOf = (t: Tenant) => adminCtx({ ...t.admin, companyId: t.companyId });

  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: unknown) => (e instanceof AppError ? { code: e.code, status: e.status, message: e.message } : e),
    );

  it('lets a workflow through while the window is open today, and refuses with 409 “Period is closed” otherwise', async () => {
    const plan = await addPlan(a.admin.token, 'strategic', {
      startDate: '2000-01-01',
      endDate: '2099-12-31',
    });
    const annual = await addAnnualPlan(a.admin.token, plan.id, dayFromToday(-200), dayFromToday(200));
    const quarters = await quartersOf(annual.id);
    const q = quarters.find((x) => x.startDate <= today() && today() <= x.endDate)!;
    const past = quarters.find((x) => x.endDate < today())!;
    const ctx = ctxOf(a);

    await expect(
      requireOpenWindow(ctx, { annualPlanId: annual.id, quarter: q.quarter, window: 'pmAgreement' }),
    ).resolves.toBeUndefined();
    expect(
      await refusal(
        requireOpenWindow(ctx, { annualPlanId: annual.id, quarter: past.quarter, window: 'assessment' }),
      ),
    ).toEqual({
      code: 'CONFLICT',
      status: 409,
      message: 'Period is closed',
    });

    // Closing the window (null) or moving it past closes it for the workflow too.
    const r = await post(
      '/quarter/update',
      {
        ...same(q),
        pmAgreementStartDate: null,
        pmAgreementEndDate: null,
        assessmentStartDate: dayFromToday(1),
        assessmentEndDate: dayFromToday(20),
      },
      a.admin.token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
    for (const window of ['pmAgreement', 'assessment'] as const) {
      expect(
        await refusal(requireOpenWindow(ctx, { annualPlanId: annual.id, quarter: q.quarter, window })),
      ).toMatchObject({ status: 409, message: 'Period is closed' });
    }
    await expect(
      requireOpenWindow(ctx, { annualPlanId: annual.id, quarter: q.quarter, window: 'pmAssessment' }),
    ).resolves.toBeUndefined();

    // Another company's annual plan is not there for it.
    expect(
      await refusal(
        requireOpenWindow(ctxOf(b), { annualPlanId: annual.id, quarter: q.quarter, window: 'pmAssessment' }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND', message: expect.stringMatching(/^annualPlanId: no such/) });
  });
});
