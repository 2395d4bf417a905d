import type { TAnnualPlan, TKpi, TPerspective, TPlan, TQuarter, TScorecard } from '@stratum/contracts';
import { db } from '@stratum/core/db';
import { AppError } from '@stratum/core/kernel/errors';
import { newId } from '@stratum/core/kernel/ids';
import type { ScorecardItem } from '@stratum/core/scorecard';
import type { ScorecardKpiItem } from '@stratum/core/scorecard';
import { annualPlanScorecardCountUpdate } from '@stratum/core/scorecard';
import {
  BUILD_LEASE_MS,
  BuildAbandoned,
  recoverScorecardBuilds,
  writeScorecard,
  type NewScorecard,
} from '@stratum/core/scorecard';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply, type Session } from '../../../tests/support/api';
import { adminCtx } from '../../../tests/support/ctx';
import {
  addAnnualPlan,
  addPerspective,
  addPlan,
  addRatingEntry,
  makePlanningTenant,
} from '../../../tests/support/planning';
import {
  addKpa,
  addKpis,
  addScorecard,
  planningSnapshot,
  readScorecard,
  saveKpi,
  scorecardPartition,
} from '../../../tests/support/scorecard';
import { ownerSession, unique, type Tenant } from '../../../tests/support/world';

let owner: Session;
let a: Tenant;
let b: Tenant;

const FAMILY = 'corporate-scorecard';
const call = (action: string, body: Record<string, unknown>, token = a.admin.token) =>
  post(`/${FAMILY}/${action}`, body, token);

const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

const scorecardOf = (r: Reply) => {
  expect(r.status, r.body.err_msg).toBe(200);
  return (r.body.data as { scorecard: TScorecard }).scorecard;
};
const kpiOf = (r: Reply) => {
  expect(r.status, r.body.err_msg).toBe(200);
  return (r.body.data as { kpi: TKpi }).kpi;
};

interface Year {
  plan: TPlan;
  perspectives: TPerspective[];
  annual: TAnnualPlan;
  /** a quarter whose assessment window is open today, and one whose window is closed */
  open: number;
  closed: number;
}

/**
 * A strategic plan around this year with two perspectives and the five-band scale 0–59, 60–79,
 * 80–99, 100–119, 120–149; this year's annual plan (its quarters' windows default to the whole
 * quarter, so today's quarter is open and the others are closed).
 */
const yearOf = async (t: Tenant): Promise<Year> => {
  const y = new Date().getUTCFullYear();
  const plan = await addPlan(t.admin.token, 'strategic', {
    description: unique('Five-year'),
    startDate: `${y - 1}-01-01`,
    endDate: `${y + 3}-12-31`,
  });
  const perspectives = [
    await addPerspective(t.admin.token, plan, 'Financial'),
    await addPerspective(t.admin.token, plan, 'Customer'),
  ];
  for (const target of [59, 79, 99, 119, 149]) await addRatingEntry(t.admin.token, plan, target);
  const annual = await addAnnualPlan(t.admin.token, plan.id, `${y}-01-01`, `${y}-12-31`);
  const quarters = (
    await get<{ list: TQuarter[] }>('/quarter/all', { annualPlanId: annual.id }, t.admin.token)
  ).body.data.list;
  const open = quarters.find((q) => q.open.assessment)!.quarter;
  const closed = quarters.find((q) => !q.open.assessment)!.quarter;
  return { plan, perspectives, annual, open, closed };
};

let year: Year;

beforeAll(async () => {
  owner = await ownerSession();
  [a, b] = await Promise.all([makePlanningTenant(owner, 'corp-a'), makePlanningTenant(owner, 'corp-b')]);
  year = await yearOf(a);
});

/** A strategic scorecard with two KPAs and three KPIs whose periodic targets differ by quarter. */
const strategicSource = async () => {
  const card = await addScorecard(a.admin.token, year.plan, { name: unique('Strategy') });
  const growth = await addKpa(a.admin.token, 'strategic', card.id, 'Growth', year.perspectives[0]!.id);
  const service = await addKpa(a.admin.token, 'strategic', card.id, 'Service', year.perspectives[1]!.id);
  const targets = (n: number) => ({
    periodicTarget1: n,
    periodicTarget2: n * 2,
    periodicTarget3: n * 3,
    periodicTarget4: n * 4,
  });
  const kpis = [
    await saveKpi(a.admin.token, 'strategic', {
      scorecardId: card.id,
      kpaId: growth.id,
      perspectiveId: year.perspectives[0]!.id,
      name: 'Revenue',
      target: 400,
      weight: 50,
      ytd: 999,
      actual1: 5,
      manualRatingScore: 3,
      ...targets(100),
    }),
    await saveKpi(a.admin.token, 'strategic', {
      scorecardId: card.id,
      kpaId: growth.id,
      name: 'Unit cost',
      optionType: 'ASC',
      target: 40,
      weight: 30,
      ...targets(10),
    }),
    await saveKpi(a.admin.token, 'strategic', {
      scorecardId: card.id,
      kpaId: service.id,
      name: 'Satisfied customers',
      target: 800,
      weight: 20,
      ...targets(200),
    }),
  ];
  return { card, kpis };
};

describe('corporate scorecards', () => {
  it('builds the annual scorecard from a strategic one, enters actuals in the open window, and keeps the periodic one in step', async () => {
    const source = await strategicSource();
    const countBefore = (
      await db().entities.annualPlan.get({ companyId: a.companyId, annualPlanId: year.annual.id }).go()
    ).data!.scorecardCount;
    const annual = scorecardOf(
      await call('add', {
        annualPlanId: year.annual.id,
        strategicScorecardId: source.card.id,
        name: 'Corporate year',
      }),
    );
    expect(annual).toMatchObject({
      kind: 'corporate-annual',
      annualPlanId: year.annual.id,
      strategicPlanId: year.plan.id,
      sourceScorecardId: source.card.id,
      includeKeyPerformanceArea: 'Yes',
      kpaCount: 2,
      kpiCount: 3,
      periodicScorecardIds: [null, null, null, null],
      version: 1,
    });
    expect(
      (await db().entities.annualPlan.get({ companyId: a.companyId, annualPlanId: year.annual.id }).go())
        .data!.scorecardCount,
    ).toBe(countBefore + 1);

    const whole = await readScorecard(a.employee.token, FAMILY, annual.id);
    // The KPIs are copies: new ids, the strategic KPI as their source, targets and weights carried,
    // the strategic scorecard's results (ytd, actuals, manual score) not.
    expect(
      whole.kpiList.map((k) => [
        k.name,
        k.sourceKpiId,
        k.target,
        k.weight,
        k.ytd,
        k.actual1,
        k.manualRatingScore,
      ]),
    ).toEqual([
      ['Revenue', source.kpis[0]!.id, 400, 50, null, null, null],
      ['Unit cost', source.kpis[1]!.id, 40, 30, null, null, null],
      ['Satisfied customers', source.kpis[2]!.id, 800, 20, null, null, null],
    ]);
    expect(whole.kpiList.map((k) => k.id)).not.toContain(source.kpis[0]!.id);
    expect(whole.kpaList.map((k) => [k.name, k.kpiCount, k.perspectiveName])).toEqual([
      ['Growth', 2, 'Financial'],
      ['Service', 1, 'Customer'],
    ]);
    expect(new Set(whole.kpiList.map((k) => k.kpaId))).toEqual(new Set(whole.kpaList.map((k) => k.id)));

    // Actuals of the open quarter q (periodic targets: 100(q+1), 10(q+1), 200(q+1)):
    //   Revenue     DESC actual 105(q+1) → 105% → 4 (100–119) × 0.5 = 2.0
    //   Unit cost   ASC  actual  8(q+1)  → 125% → 5 (120–149) × 0.3 = 1.5
    //   Satisfied   DESC actual 100(q+1) →  50% → 1 (0–59)    × 0.2 = 0.2   total 3.7 (4: blue)
    const q = year.open;
    const n = q + 1;
    const actuals = [105 * n, 8 * n, 100 * n];
    const kpis = whole.kpiList;
    const first = kpiOf(
      await call('update-actual', {
        scorecardId: annual.id,
        kpiId: kpis[0]!.id,
        quarter: q,
        actual: actuals[0],
        version: 1,
      }),
    );
    expect(first).toMatchObject({ [`actual${n}`]: actuals[0], percent: 105, score: 4, version: 2 });
    for (const i of [1, 2]) {
      kpiOf(
        await call('update-actual', {
          scorecardId: annual.id,
          kpiId: kpis[i]!.id,
          quarter: q,
          actual: actuals[i],
          version: 1,
        }),
      );
    }
    const rated = await readScorecard(a.admin.token, FAMILY, annual.id, q);
    expect(rated.kpiList.map((k) => [k.percent, k.score, k.weightedScore])).toEqual([
      [105, 4, 2],
      [125, 5, 1.5],
      [50, 1, 0.2],
    ]);
    expect(rated).toMatchObject({ total: 3.7, colorValue: '#003473', weightsValid: true });

    // The quarter's periodic scorecard: its targets are the annual KPIs' periodic targets of q.
    const periodic = scorecardOf(await call('add-periodic', { annualScorecardId: annual.id, quarter: q }));
    expect(periodic).toMatchObject({
      kind: 'corporate-periodic',
      quarter: q,
      quarterLabel: `Q${n}`,
      name: `Corporate year (Q${n})`,
      sourceScorecardId: annual.id,
      kpiCount: 3,
    });
    const p = await readScorecard(a.admin.token, FAMILY, periodic.id);
    expect(p.period).toBe(q);
    expect(p.kpiList.map((k) => [k.sourceKpiId, k.target, k[`actual${n}` as 'actual1'], k.score])).toEqual([
      [kpis[0]!.id, 100 * n, actuals[0], 4],
      [kpis[1]!.id, 10 * n, actuals[1], 5],
      [kpis[2]!.id, 200 * n, actuals[2], 1],
    ]);
    expect(p.total).toBe(3.7);
    const listed = await get<{ list: TScorecard[] }>(
      `/${FAMILY}/all`,
      { annualPlanId: year.annual.id, quarter: q },
      a.employee.token,
    );
    expect(listed.body.data.list.map((s) => s.id)).toEqual([periodic.id]);
    const annuals = await get<{ list: TScorecard[] }>(
      `/${FAMILY}/all`,
      { annualPlanId: year.annual.id, type: 'annual' },
      a.admin.token,
    );
    expect(annuals.body.data.list.find((s) => s.id === annual.id)?.periodicScorecardIds?.[q]).toBe(
      periodic.id,
    );

    // An actual entered on the periodic scorecard is the annual KPI's too, and the other way round.
    const pk = p.kpiList[2]!;
    kpiOf(
      await call('update-actual', {
        scorecardId: periodic.id,
        kpiId: pk.id,
        quarter: q,
        actual: 180 * n,
        version: pk.version,
      }),
    );
    const annualAfter = await readScorecard(a.admin.token, FAMILY, annual.id, q);
    expect(annualAfter.kpiList[2]).toMatchObject({
      [`actual${n}`]: 180 * n,
      percent: 90,
      score: 3,
      version: 3,
    });
    kpiOf(
      await call('update-actual', {
        scorecardId: annual.id,
        kpiId: kpis[0]!.id,
        quarter: q,
        actual: null,
        version: 2,
      }),
    );
    const periodicAfter = await readScorecard(a.admin.token, FAMILY, periodic.id);
    expect(periodicAfter.kpiList[0]).toMatchObject({ [`actual${n}`]: null, percent: null, score: 0 });
    expect(periodicAfter.kpiList[2]).toMatchObject({ [`actual${n}`]: 180 * n, score: 3 });

    // A periodic scorecard takes its own quarter only; a quarter gets one periodic scorecard.
    expectFailed(
      await call('update-actual', {
        scorecardId: periodic.id,
        kpiId: pk.id,
        quarter: (q + 1) % 4,
        actual: 1,
        version: 2,
      }),
      422,
      /^quarter: /,
    );
    expectFailed(
      await call('add-periodic', { annualScorecardId: annual.id, quarter: q }),
      409,
      /already has its Q\d periodic scorecard/,
    );

    // Targets and weights are saved on corporate KPIs too.
    const reweighted = kpiOf(
      await call('save-kpi', {
        scorecardId: annual.id,
        id: kpis[1]!.id,
        version: 2,
        weight: 40,
        periodicTarget1: 7,
      }),
    );
    expect(reweighted).toMatchObject({ weight: 40, periodicTarget1: 7, target: 40, version: 3 });

    // An annual scorecard goes only after its periodic ones; then the counts are back.
    const fresh = await readScorecard(a.admin.token, FAMILY, annual.id);
    expectFailed(
      await call('delete', { id: annual.id, version: fresh.version }),
      409,
      /has periodic scorecards built from it \(Q\d\)/,
    );
    scorecardOf(await call('delete', { id: periodic.id, version: 1 }));
    const freed = await readScorecard(a.admin.token, FAMILY, annual.id);
    expect(freed.periodicScorecardIds).toEqual([null, null, null, null]);
    scorecardOf(await call('delete', { id: annual.id, version: freed.version }));
    expect(await scorecardPartition(a.companyId, annual.id)).toEqual([]);
    expect(await scorecardPartition(a.companyId, periodic.id)).toEqual([]);
    expect(
      (await db().entities.annualPlan.get({ companyId: a.companyId, annualPlanId: year.annual.id }).go())
        .data!.scorecardCount,
    ).toBe(countBefore);
  });

  it('refuses an actual outside the quarter’s assessment window with exactly “Period is closed”, changing nothing', async () => {
    const source = await strategicSource();
    const annual = scorecardOf(
      await call('add', {
        annualPlanId: year.annual.id,
        strategicScorecardId: source.card.id,
        name: 'Closed check',
      }),
    );
    const kpi = (await readScorecard(a.admin.token, FAMILY, annual.id)).kpiList[0]!;
    const before = await planningSnapshot(a.companyId, [annual.id]);
    const r = await call('update-actual', {
      scorecardId: annual.id,
      kpiId: kpi.id,
      quarter: year.closed,
      actual: 10,
      version: 1,
    });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ res: 'FAILED', err_msg: 'Period is closed' });
    expect(await planningSnapshot(a.companyId, [annual.id])).toBe(before);
  });

  it('refuses bad input (400), stale versions (409), plain employees’ writes (403) and another company’s ids (404), changing nothing', async () => {
    const source = await strategicSource();
    const annual = scorecardOf(
      await call('add', {
        annualPlanId: year.annual.id,
        strategicScorecardId: source.card.id,
        name: 'Guarded',
      }),
    );
    const kpi = (await readScorecard(a.admin.token, FAMILY, annual.id)).kpiList[0]!;
    const theirYear = await yearOf(b);
    const theirSource = await addScorecard(b.admin.token, theirYear.plan);
    const theirs = scorecardOf(
      await call(
        'add',
        { annualPlanId: theirYear.annual.id, strategicScorecardId: theirSource.id, name: 'Theirs' },
        b.admin.token,
      ),
    );
    const before = await planningSnapshot(a.companyId, [annual.id]);
    const theirsBefore = await planningSnapshot(b.companyId, [theirs.id]);
    const ref = { scorecardId: annual.id, kpiId: kpi.id, version: 1 };

    for (const [action, body, message] of [
      ['update-actual', { ...ref, quarter: 4, actual: 1 }, /^quarter must be 0, 1, 2 or 3/],
      ['update-actual', { ...ref, quarter: year.open, actual: 'lots' }, /^actual: must be a number/],
      ['update-actual', { ...ref, quarter: year.open }, /^actual:/],
      ['save-kpi', { scorecardId: annual.id, id: kpi.id, version: 1, weight: 150 }, /^weight:/],
      [
        'add',
        { annualPlanId: year.annual.id, strategicScorecardId: source.card.id, name: '' },
        /^name is required/,
      ],
      ['add-periodic', { annualScorecardId: annual.id, quarter: -1 }, /^quarter must be/],
    ] as const) {
      expectFailed(await call(action, body), 400, message);
    }
    expectFailed(
      await get(`/${FAMILY}/all`, { annualPlanId: year.annual.id, type: 'monthly' }, a.admin.token),
      400,
      /^type:/,
    );
    expectFailed(
      await call('update-actual', { ...ref, quarter: year.open, actual: 5, version: 2 }),
      409,
      /changed by someone else/,
    );
    expectFailed(
      await call('save-kpi', { scorecardId: annual.id, id: kpi.id, version: 3, weight: 5 }),
      409,
      /changed by someone else/,
    );
    expectFailed(
      await call('update', { id: annual.id, version: 9, name: 'X', ratingMode: 'manual' }),
      409,
      /changed by someone else/,
    );

    for (const [action, body] of [
      ['update-actual', { ...ref, quarter: year.open, actual: 5 }],
      ['save-kpi', { scorecardId: annual.id, id: kpi.id, version: 1, weight: 5 }],
      ['add-periodic', { annualScorecardId: annual.id, quarter: year.open }],
      ['set-visible', { id: annual.id, version: 1, visible: false }],
      ['delete', { id: annual.id, version: 1 }],
    ] as const) {
      expectFailed(await call(action, body, a.employee.token), 403, /Strategic Planning administrator/);
    }

    for (const [action, body, message] of [
      [
        'add',
        { annualPlanId: theirYear.annual.id, strategicScorecardId: source.card.id, name: 'X' },
        /^annualPlanId: no such/,
      ],
      [
        'add',
        { annualPlanId: year.annual.id, strategicScorecardId: theirSource.id, name: 'X' },
        /^strategicScorecardId: no such/,
      ],
      ['add-periodic', { annualScorecardId: theirs.id, quarter: 0 }, /^annualScorecardId: no such/],
      [
        'update-actual',
        { scorecardId: theirs.id, kpiId: kpi.id, quarter: year.open, actual: 1, version: 1 },
        /^scorecardId: no such/,
      ],
      ['delete', { id: theirs.id, version: 1 }, /^id: no such/],
    ] as const) {
      expectFailed(await call(action, body), 404, message);
    }
    expectFailed(
      await get(`/${FAMILY}/get`, { id: theirs.id }, a.admin.token),
      404,
      /^id: no such corporate scorecard/,
    );
    // A strategic scorecard is not a corporate one, and the other way round.
    expectFailed(
      await get(`/${FAMILY}/get`, { id: source.card.id }, a.admin.token),
      404,
      /^id: no such corporate/,
    );
    expectFailed(
      await get('/strategic-scorecard/get', { id: annual.id }, a.admin.token),
      404,
      /^id: no such strategic/,
    );
    expect(await planningSnapshot(a.companyId, [annual.id])).toBe(before);
    expect(await planningSnapshot(b.companyId, [theirs.id])).toBe(theirsBefore);

    // A strategic scorecard of another strategic plan cannot make this year's corporate scorecard.
    const elsewhere = await addPlan(a.admin.token, 'strategic', { description: unique('Other') });
    const foreignSource = await addScorecard(a.admin.token, elsewhere);
    expectFailed(
      await call('add', { annualPlanId: year.annual.id, strategicScorecardId: foreignSource.id, name: 'X' }),
      422,
      /^strategicScorecardId: .* another strategic plan/,
    );
  });

  it('builds a corporate scorecard of 300 KPIs in several transactions, reads it scored in one call, and deletes it', async () => {
    const source = await addScorecard(a.admin.token, year.plan, {
      includeKeyPerformanceArea: 'No',
      name: unique('Big'),
    });
    // Weight 1/3 each (300 → 100), half under each perspective.
    await addKpis(a.admin.token, 'strategic', source.id, 300, (i) => ({
      perspectiveId: year.perspectives[i % 2]!.id,
      target: 100,
      ytd: i < 150 ? 90 : 130,
      weight: 1 / 3,
    }));
    const built = scorecardOf(
      await call('add', { annualPlanId: year.annual.id, strategicScorecardId: source.id, name: 'Big year' }),
    );
    expect(built).toMatchObject({ kpiCount: 300, kpaCount: 0 });
    // The copies carry targets and weights, not the strategic results (ytd): nothing scores yet.
    const whole = await readScorecard(a.employee.token, FAMILY, built.id);
    expect(whole.kpiList).toHaveLength(300);
    expect(new Set(whole.kpiList.map((k) => k.sourceKpiId)).size).toBe(300);
    expect(whole).toMatchObject({ total: 0, weightTotal: 100, weightsValid: true });
    expect((await scorecardPartition(a.companyId, built.id)).length).toBe(301);
    const uses = await db()
      .entities.perspective.get({ companyId: a.companyId, perspectiveId: year.perspectives[0]!.id })
      .go();

    scorecardOf(await call('delete', { id: built.id, version: 1 }));
    expect(await scorecardPartition(a.companyId, built.id)).toEqual([]);
    const after = await db()
      .entities.perspective.get({ companyId: a.companyId, perspectiveId: year.perspectives[0]!.id })
      .go();
    expect(after.data!.useCount).toBe(uses.data!.useCount - 150);
  });

  /** A 250-KPI corporate scorecard to build straight through core: three item transactions. */
  const doomedBuild = (opts: { repeatId: boolean }) => {
    const companyId = a.companyId;
    const ctx = adminCtx({ ...a.admin, companyId });
    const scorecardId = newId();
    const buildId = newId();
    const now = ctx.now.toISOString();
    const stamp = { companyId, scorecardId, buildId, version: 1, createdAt: now, updatedAt: now };
    const kpis = Array.from(
      { length: 250 },
      (_, i) =>
        ({
          ...stamp,
          kpiId: newId(),
          name: `K${i}`,
          kpiType: 'Quantitative',
          optionType: 'DESC',
          perspectiveId: year.perspectives[0]!.id,
        }) as ScorecardKpiItem,
    );
    // The last KPI repeats the first one's id: the third transaction fails after the first two were written.
    if (opts.repeatId) kpis[249] = { ...kpis[249]!, kpiId: kpis[0]!.kpiId };
    const scorecard = {
      companyId,
      scorecardId,
      kind: 'corporate-annual',
      planId: year.plan.id,
      planKind: 'strategic',
      listKey: year.annual.id,
      annualPlanId: year.annual.id,
      name: 'Doomed',
      includeKeyPerformanceArea: 'No',
      visible: true,
      ratingMode: 'automatic',
      kpaCount: 0,
      kpiCount: 250,
      commentCount: 0,
      state: 'building',
      buildId,
      version: 1,
      createdAt: now,
      updatedAt: now,
    } satisfies ScorecardItem;
    const conflict = new AppError('CONFLICT', 'nothing was built');
    const build = {
      scorecard,
      kpas: [],
      kpis,
      claim: (tx: Parameters<NewScorecard['claim']>[0]) => [
        annualPlanScorecardCountUpdate(tx, companyId, year.annual.id, 1),
      ],
      release: (tx: Parameters<NewScorecard['release']>[0]) => [
        annualPlanScorecardCountUpdate(tx, companyId, year.annual.id, -1),
      ],
      audit: { entityType: 'corporate-scorecard', action: 'add', summary: 'Doomed' },
      conflict,
    } satisfies NewScorecard;
    return { companyId, ctx, scorecardId, build, conflict };
  };
  const annualCount = async () =>
    (await db().entities.annualPlan.get({ companyId: a.companyId, annualPlanId: year.annual.id }).go()).data!
      .scorecardCount;
  const useCount = async () =>
    (
      await db()
        .entities.perspective.get({ companyId: a.companyId, perspectiveId: year.perspectives[0]!.id })
        .go()
    ).data!.useCount;
  const markerOf = async (companyId: string, scorecardId: string) =>
    (await db().entities.scorecardBuild.get({ companyId, scorecardId }).go()).data;

  it('takes back everything a build wrote when one of its transactions fails', async () => {
    const { companyId, ctx, scorecardId, build, conflict } = doomedBuild({ repeatId: true });
    const [countBefore, useBefore] = [await annualCount(), await useCount()];
    await expect(writeScorecard(ctx, build)).rejects.toBe(conflict);
    expect(await scorecardPartition(companyId, scorecardId)).toEqual([]);
    expect(await annualCount()).toBe(countBefore);
    expect(await useCount()).toBe(useBefore);
    expect(await markerOf(companyId, scorecardId)).toBeNull();
    const trail = await db().entities.auditTrail.query.byEntity({ companyId, entityId: scorecardId }).go();
    expect(trail.data).toEqual([]);
  });

  it('a build whose process died is taken back by the recovery step once its lease has run out', async () => {
    const { companyId, ctx, scorecardId, build } = doomedBuild({ repeatId: false });
    const [countBefore, useBefore] = [await annualCount(), await useCount()];
    // record and marker, the perspectives, one of three item transactions: then the process "dies"
    await expect(writeScorecard(ctx, build, { abandonAfter: 3 })).rejects.toBeInstanceOf(BuildAbandoned);
    expect(await scorecardPartition(companyId, scorecardId)).toHaveLength(101);
    expect(await annualCount()).toBe(countBefore + 1);
    expect(await useCount()).toBe(useBefore + 250);
    expect(await markerOf(companyId, scorecardId)).toMatchObject({ raisedParts: 1 });
    // the hidden record is not shown while it waits
    expectFailed(
      await get(`/${FAMILY}/get`, { id: scorecardId }, a.admin.token),
      404,
      /no such corporate scorecard/,
    );

    const later = (ms: number) => new Date(ctx.now.getTime() + ms);
    expect(await recoverScorecardBuilds({ companyId, now: later(BUILD_LEASE_MS - 1000) })).toEqual([]);
    expect(await annualCount()).toBe(countBefore + 1);

    expect(await recoverScorecardBuilds({ companyId, now: later(BUILD_LEASE_MS) })).toEqual([
      { companyId, scorecardId },
    ]);
    expect(await scorecardPartition(companyId, scorecardId)).toEqual([]);
    expect(await annualCount()).toBe(countBefore);
    expect(await useCount()).toBe(useBefore);
    expect(await markerOf(companyId, scorecardId)).toBeNull();
    // run again, it finds nothing to do
    expect(await recoverScorecardBuilds({ companyId, now: later(BUILD_LEASE_MS) })).toEqual([]);
    expect(await useCount()).toBe(useBefore);
  });

  it('recovery of a build cut short in its own lowering lowers only what is still raised', async () => {
    const { companyId, ctx, scorecardId, build } = doomedBuild({ repeatId: false });
    const [countBefore, useBefore] = [await annualCount(), await useCount()];
    // died right after raising the perspectives, before any item
    await expect(writeScorecard(ctx, build, { abandonAfter: 2 })).rejects.toBeInstanceOf(BuildAbandoned);
    expect(await useCount()).toBe(useBefore + 250);
    // a first recovery lowered the counts and died before its last transaction
    await db()
      .transaction.write(({ perspective, scorecardBuild }) => [
        perspective
          .patch({ companyId, perspectiveId: year.perspectives[0]!.id })
          .add({ useCount: -250 })
          .commit(),
        scorecardBuild.patch({ companyId, scorecardId }).set({ raisedParts: 0 }).commit(),
      ])
      .go();
    const now = new Date(ctx.now.getTime() + BUILD_LEASE_MS);
    expect(await recoverScorecardBuilds({ companyId, now })).toEqual([{ companyId, scorecardId }]);
    expect(await useCount()).toBe(useBefore);
    expect(await annualCount()).toBe(countBefore);
    expect(await scorecardPartition(companyId, scorecardId)).toEqual([]);
  });
});
