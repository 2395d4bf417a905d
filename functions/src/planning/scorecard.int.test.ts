import {
  PLAN_KINDS,
  SCORECARD_FAMILY,
  type PlanKind,
  type TKpi,
  type TPerspective,
  type TPlan,
  type TScorecard,
} from '@stratum/contracts';
import { db } from '@stratum/core/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply, type Session } from '../../../tests/support/api';
import { addPerspective, addPlan, addRatingEntry, makePlanningTenant } from '../../../tests/support/planning';
import {
  addKpa,
  addKpis,
  addScorecard,
  planningSnapshot,
  readScorecard,
  saveKpi,
  scorecardPartition,
} from '../../../tests/support/scorecard';
import { ownerSession, setCompanySetting, unique, type Tenant } from '../../../tests/support/world';

let owner: Session;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  owner = await ownerSession();
  [a, b] = await Promise.all([makePlanningTenant(owner, 'sc-a'), makePlanningTenant(owner, 'sc-b')]);
});

type Body = Record<string, unknown>;

const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

/** The five-band scale of the tables below: 0–59 → 1, 60–79 → 2, 80–99 → 3, 100–119 → 4, 120–149 → 5. */
const SCALE = [59, 79, 99, 119, 149];
const RED = '#EF4444';
const GREEN = '#10B981';
const BLUE = '#003473';
const DARK_BLUE = '#0B8C8C';

interface PlanSetup {
  plan: TPlan;
  perspectives: TPerspective[];
}

const planWithScale = async (t: Tenant, kind: PlanKind): Promise<PlanSetup> => {
  const plan = await addPlan(t.admin.token, kind, { description: unique('Scorecard plan') });
  const perspectives = [];
  for (const name of ['Financial', 'Customer'])
    perspectives.push(await addPerspective(t.admin.token, plan, name));
  for (const target of SCALE) await addRatingEntry(t.admin.token, plan, target);
  return { plan, perspectives };
};

describe.each(PLAN_KINDS.map((k) => [k] as const))('%s scorecards', (kind: PlanKind) => {
  const family = SCORECARD_FAMILY[kind];
  const call = (action: string, body: Body, token = a.admin.token) =>
    post(`/${family}/${action}`, body, token);
  let setup: PlanSetup;

  beforeAll(async () => {
    setup = await planWithScale(a, kind);
  });

  it('scores a scorecard’s KPIs exactly as the hand-computed table says (spec §5)', async () => {
    const { plan, perspectives } = setup;
    const card = await addScorecard(a.admin.token, plan, { name: unique('Balanced') });
    expect(card).toMatchObject({
      kind,
      planKind: kind,
      planId: plan.id,
      includeKeyPerformanceArea: 'Yes',
      visible: true,
      ratingMode: 'automatic',
      kpaCount: 0,
      kpiCount: 0,
      version: 1,
    });
    const growth = await addKpa(a.admin.token, kind, card.id, 'Growth', perspectives[0]!.id);
    const people = await addKpa(a.admin.token, kind, card.id, 'People', perspectives[1]!.id);

    // KPI        type/option        target ytd  weight | percent score weighted colour
    // Revenue    Quantitative DESC   100    85    50    |   85      3     1.5    green
    // Unit cost  Quantitative ASC     10     8    30    |  125      5     1.5    dark blue
    // Trained    Quantitative DESC   200   110    20    |   55      1     0.2    red
    // total 3.2 (rounds to 3: green); weights 100.
    // Q2 (period 1): periodicTarget2/actual2 25/30 → 120 → 5; ASC 12/12 → 100 → 4; 50/20 → 40 → 1
    // total 5×0.5 + 4×0.3 + 1×0.2 = 3.9 (rounds to 4: blue).
    const revenue = await saveKpi(a.admin.token, kind, {
      scorecardId: card.id,
      kpaId: growth.id,
      perspectiveId: perspectives[0]!.id,
      name: 'Revenue',
      target: 100,
      ytd: 85,
      weight: 50,
      periodicTarget2: 25,
      actual2: 30,
      baseline: 1250000,
      targetDate: '2026-06-30',
    });
    expect(revenue).toMatchObject({
      name: 'Revenue',
      kpaId: growth.id,
      perspectiveName: 'Financial',
      kpiType: 'Quantitative',
      optionType: 'DESC',
      percent: 85,
      computedScore: 3,
      score: 3,
      weightedScore: 1.5,
      colorValue: GREEN,
      d_baseline: '1,250,000',
      d_target: '100',
      d_ytd: '85',
      d_targetDate: 'Jun 30th 2026',
      manualRatingScore: null,
      version: 1,
    });
    await saveKpi(a.admin.token, kind, {
      scorecardId: card.id,
      kpaId: growth.id,
      name: 'Unit cost',
      optionType: 'ASC',
      target: 10,
      ytd: 8,
      weight: 30,
      periodicTarget2: 12,
      actual2: 12,
    });
    const trained = await saveKpi(a.admin.token, kind, {
      scorecardId: card.id,
      kpaId: people.id,
      name: 'Trained',
      target: 200,
      ytd: 110,
      weight: 20,
      periodicTarget2: 50,
      actual2: 20,
    });

    const year = await readScorecard(a.employee.token, family, card.id);
    expect(year.period).toBe('annual');
    expect(year.kpiList.map((k) => [k.name, k.percent, k.score, k.weightedScore, k.colorValue])).toEqual([
      ['Revenue', 85, 3, 1.5, GREEN],
      ['Unit cost', 125, 5, 1.5, DARK_BLUE],
      ['Trained', 55, 1, 0.2, RED],
    ]);
    expect(year).toMatchObject({
      total: 3.2,
      adjustedTotal: null,
      weightTotal: 100,
      weightsValid: true,
      colorValue: GREEN,
      kpaCount: 2,
      kpiCount: 3,
      scale: { score_1_min: 0, score_1_max: 59, score_2_min: 60, score_5_max: 149 },
    });
    expect(year.kpaList.map((k) => [k.name, k.kpiCount, k.weightTotal, k.total, k.perspectiveName])).toEqual([
      ['Growth', 2, 80, 3, 'Financial'],
      ['People', 1, 20, 0.2, 'Customer'],
    ]);

    const q2 = await readScorecard(a.employee.token, family, card.id, 1);
    expect(q2.period).toBe(1);
    expect(q2.kpiList.map((k) => [k.percent, k.score])).toEqual([
      [120, 5],
      [100, 4],
      [40, 1],
    ]);
    expect(q2).toMatchObject({ total: 3.9, colorValue: BLUE });

    // An adjusted score counts in the adjusted total only: 1.5 + 1.5 + 2 × 0.2 = 3.4.
    const adjusted = await saveKpi(a.admin.token, kind, {
      scorecardId: card.id,
      id: trained.id,
      version: trained.version,
      adjustedScore: 2,
    });
    expect(adjusted).toMatchObject({ adjustedScore: 2, score: 1, ytd: 110, version: 2 });
    expect(await readScorecard(a.admin.token, family, card.id)).toMatchObject({
      total: 3.2,
      adjustedTotal: 3.4,
    });

    // Weights that do not sum to 100 are accepted while editing, and reported: 1.5 + 1.5 + 1 × 0.3.
    await saveKpi(a.admin.token, kind, { scorecardId: card.id, id: trained.id, version: 2, weight: 30 });
    expect(await readScorecard(a.admin.token, family, card.id)).toMatchObject({
      weightTotal: 110,
      weightsValid: false,
      total: 3.3,
    });

    // Manual mode: every KPI scores its manual score (none = 0): Revenue's 4 × 0.5 = 2.
    const updated = await call('update', {
      id: card.id,
      version: card.version,
      name: card.name,
      includeKeyPerformanceArea: 'Yes',
      ratingMode: 'manual',
    });
    expect(updated.status, updated.body.err_msg).toBe(200);
    await saveKpi(a.admin.token, kind, {
      scorecardId: card.id,
      id: revenue.id,
      version: 1,
      manualRatingScore: 4,
    });
    const manual = await readScorecard(a.admin.token, family, card.id);
    expect(manual.kpiList.map((k) => [k.computedScore, k.score])).toEqual([
      [3, 4],
      [5, 0],
      [1, 0],
    ]);
    expect(manual.total).toBe(2);
  });

  it('keeps counts, hides a hidden scorecard from plain employees, takes comments, and deletes a scorecard with everything in it', async () => {
    const { plan, perspectives } = setup;
    const card = await addScorecard(a.admin.token, plan, { name: unique('Counted') });
    const kpa = await addKpa(a.admin.token, kind, card.id, 'Area', perspectives[0]!.id);
    const kpi = await saveKpi(a.admin.token, kind, {
      scorecardId: card.id,
      kpaId: kpa.id,
      perspectiveId: perspectives[1]!.id,
      name: 'Measured',
      target: 10,
      ytd: 10,
      weight: 100,
    });
    const useOf = async (id: string) =>
      (await db().entities.perspective.get({ companyId: a.companyId, perspectiveId: id }).go()).data!
        .useCount;
    const planOf = async () =>
      (await db().entities.plan.get({ companyId: a.companyId, planId: plan.id }).go()).data!.scorecardCount;
    const uses = [await useOf(perspectives[0]!.id), await useOf(perspectives[1]!.id)];
    const cards = await planOf();

    // A perspective in use cannot be deleted; a KPA with KPIs cannot either.
    const p = await get<{ list: TPerspective[] }>(
      '/perspective/all',
      { [`${kind}PlanId`]: plan.id },
      a.admin.token,
    );
    const financial = p.body.data.list.find((x) => x.id === perspectives[0]!.id)!;
    expectFailed(
      await post('/perspective/delete', { id: financial.id, version: financial.version }, a.admin.token),
      409,
      /scorecard item/,
    );
    expectFailed(
      await call('delete-kpa', { scorecardId: card.id, id: kpa.id, version: 1 }),
      409,
      /has 1 KPI under it/,
    );

    const comment = await call('add-comment', { scorecardId: card.id, kpiId: kpi.id, comment: 'On track' });
    expect(comment.status, comment.body.err_msg).toBe(200);
    const comments = await get<{ list: Array<{ comment: string; authorName: string; kpiId: string }> }>(
      `/${family}/comments`,
      { scorecardId: card.id, kpiId: kpi.id },
      a.employee.token,
    );
    expect(comments.body.data.list).toMatchObject([{ comment: 'On track', kpiId: kpi.id }]);

    // Hidden: gone for a plain employee (list and get), still there for the administrator.
    const hidden = await call('set-visible', { id: card.id, version: 1, visible: false });
    expect(hidden.status, hidden.body.err_msg).toBe(200);
    expect((hidden.body.data as { scorecard: TScorecard }).scorecard).toMatchObject({
      visible: false,
      version: 2,
    });
    const listed = async (token: string) =>
      (
        await get<{ list: TScorecard[] }>(`/${family}/all`, { [`${kind}PlanId`]: plan.id }, token)
      ).body.data.list.map((s) => s.id);
    expect(await listed(a.employee.token)).not.toContain(card.id);
    expect(await listed(a.admin.token)).toContain(card.id);
    expectFailed(await get(`/${family}/get`, { id: card.id }, a.employee.token), 404, /^id: no such/);

    // Deleting the KPI takes its comment; deleting the scorecard takes the rest, and the counts go back.
    const gone = await call('delete-kpi', { scorecardId: card.id, id: kpi.id, version: 1 });
    expect(gone.status, gone.body.err_msg).toBe(200);
    expect(await useOf(perspectives[1]!.id)).toBe(uses[1]! - 1);
    const deleted = await call('delete', { id: card.id, version: 2 });
    expect(deleted.status, deleted.body.err_msg).toBe(200);
    expect(await scorecardPartition(a.companyId, card.id)).toEqual([]);
    expect(await useOf(perspectives[0]!.id)).toBe(uses[0]! - 1);
    expect(await planOf()).toBe(cards - 1);
    const trail = (
      await db()
        .entities.auditTrail.query.byEntity({ companyId: a.companyId, entityId: card.id })
        .go({ pages: 'all' })
    ).data;
    expect(trail.map((e) => e.action).sort()).toEqual(['add', 'delete', 'set-visible']);
  });

  it('keeps KPIs directly on a scorecard without KPAs, and refuses KPIs in the wrong place', async () => {
    const { plan } = setup;
    const flat = await addScorecard(a.admin.token, plan, { includeKeyPerformanceArea: 'No' });
    const kpi = await saveKpi(a.admin.token, kind, {
      scorecardId: flat.id,
      name: 'Direct',
      target: 5,
      ytd: 5,
      weight: 100,
    });
    expect(kpi.kpaId).toBeNull();
    expectFailed(
      await call('add-kpa', { scorecardId: flat.id, name: 'Area' }),
      409,
      /includeKeyPerformanceArea is No/,
    );
    expectFailed(
      await call('update', {
        id: flat.id,
        version: 1,
        name: flat.name,
        includeKeyPerformanceArea: 'Yes',
        ratingMode: 'automatic',
      }),
      409,
      /has 1 KPI/,
    );
    const withKpas = await addScorecard(a.admin.token, plan);
    const area = await addKpa(a.admin.token, kind, withKpas.id, 'Area');
    expectFailed(
      await call('save-kpi', { scorecardId: withKpas.id, name: 'Loose', target: 1 }),
      422,
      /^kpaId: .* name the KPI’s key performance area/,
    );
    expectFailed(
      await call('save-kpi', { scorecardId: flat.id, kpaId: area.id, name: 'Misplaced' }),
      422,
      /^kpaId:/,
    );
    // A KPA of another scorecard is not this one's.
    expectFailed(
      await call('save-kpi', {
        scorecardId: (await addScorecard(a.admin.token, plan)).id,
        kpaId: area.id,
        name: 'X',
      }),
      404,
      /^kpaId: no such key performance area/,
    );
  });

  it('refuses bad input with 400, a stale version with 409, and changes nothing', async () => {
    const { plan } = setup;
    const card = await addScorecard(a.admin.token, plan);
    const kpa = await addKpa(a.admin.token, kind, card.id, 'Area');
    const kpi = await saveKpi(a.admin.token, kind, {
      scorecardId: card.id,
      kpaId: kpa.id,
      name: 'K',
      target: 1,
    });
    const before = await planningSnapshot(a.companyId, [card.id]);
    const base = { scorecardId: card.id, id: kpi.id, version: 1 };
    for (const [body, message] of [
      [{ ...base, weight: 101 }, /^weight: must be between 0 and 100/],
      [{ ...base, weight: -1 }, /^weight:/],
      [{ ...base, target: 'ten' }, /^target: must be a number/],
      [{ ...base, manualRatingScore: 7 }, /^manualRatingScore: must be a whole number from 0 to 6/],
      [{ ...base, manualRatingScore: 2.5 }, /^manualRatingScore:/],
      [{ ...base, adjustedScore: 6.5 }, /^adjustedScore:/],
      [{ ...base, kpiType: 'Other' }, /^kpiType:/],
      [{ ...base, optionType: 'asc' }, /^optionType:/],
      [{ ...base, targetDate: '30/06/2026' }, /^targetDate: must be a date/],
      [{ ...base, actual1: 1e300 }, /^actual1: must be at most/],
      [{ ...base, version: undefined }, /^version is required to change a KPI/],
      [{ scorecardId: card.id, kpaId: kpa.id }, /^name is required/],
      [{ ...base, name: '' }, /^name is required/],
    ] as const) {
      expectFailed(await call('save-kpi', body as Body), 400, message);
    }
    expectFailed(
      await call('add', { [`${kind}PlanId`]: plan.id, name: 'X', includeKeyPerformanceArea: 'Maybe' }),
      400,
      /^includeKeyPerformanceArea:/,
    );
    expectFailed(await get(`/${family}/get`, { id: card.id, period: '4' }, a.admin.token), 400, /^period:/);
    expectFailed(
      await call('add-comment', { scorecardId: card.id, kpaId: kpa.id, kpiId: kpi.id, comment: 'x' }),
      400,
      /exactly one of kpaId or kpiId/,
    );
    // Stale versions.
    expectFailed(await call('save-kpi', { ...base, version: 2, target: 3 }), 409, /changed by someone else/);
    expectFailed(
      await call('update-kpa', { scorecardId: card.id, id: kpa.id, version: 2, name: 'Y' }),
      409,
      /changed by someone else/,
    );
    expectFailed(
      await call('update', {
        id: card.id,
        version: 2,
        name: 'Y',
        includeKeyPerformanceArea: 'Yes',
        ratingMode: 'automatic',
      }),
      409,
      /changed by someone else/,
    );
    expectFailed(await call('delete', { id: card.id, version: 2 }), 409, /changed by someone else/);
    expectFailed(await call('delete-kpi', { ...base, version: 3 }), 409, /changed by someone else/);
    expect(await planningSnapshot(a.companyId, [card.id])).toBe(before);
  });

  it('lets only Strategic Planning administrators write (403), and answers another company’s ids with 404', async () => {
    const { plan } = setup;
    const card = await addScorecard(a.admin.token, plan);
    const kpa = await addKpa(a.admin.token, kind, card.id, 'Area');
    const kpi = await saveKpi(a.admin.token, kind, {
      scorecardId: card.id,
      kpaId: kpa.id,
      name: 'K',
      target: 1,
    });
    const other = await planWithScale(b, kind);
    const theirs = await addScorecard(b.admin.token, other.plan);
    const theirKpa = await addKpa(b.admin.token, kind, theirs.id, 'Theirs');
    const before = await planningSnapshot(a.companyId, [card.id]);
    const theirsBefore = await planningSnapshot(b.companyId, [theirs.id]);

    for (const [action, body] of [
      ['add', { [`${kind}PlanId`]: plan.id, name: 'Mine', includeKeyPerformanceArea: 'No' }],
      ['save-kpi', { scorecardId: card.id, kpaId: kpa.id, name: 'Mine' }],
      ['add-kpa', { scorecardId: card.id, name: 'Mine' }],
      ['set-visible', { id: card.id, version: 1, visible: false }],
      ['delete-kpi', { scorecardId: card.id, id: kpi.id, version: 1 }],
      ['add-comment', { scorecardId: card.id, kpiId: kpi.id, comment: 'Mine' }],
    ] as const) {
      expectFailed(await call(action, body, a.employee.token), 403, /Strategic Planning administrator/);
    }

    for (const [action, body, message] of [
      [
        'add',
        { [`${kind}PlanId`]: other.plan.id, name: 'X', includeKeyPerformanceArea: 'No' },
        /PlanId: no such/,
      ],
      [
        'update',
        { id: theirs.id, version: 1, name: 'X', includeKeyPerformanceArea: 'Yes', ratingMode: 'automatic' },
        /^id: no such/,
      ],
      ['delete', { id: theirs.id, version: 1 }, /^id: no such/],
      ['add-kpa', { scorecardId: theirs.id, name: 'X' }, /^scorecardId: no such/],
      ['save-kpi', { scorecardId: card.id, kpaId: theirKpa.id, name: 'X' }, /^kpaId: no such/],
      [
        'save-kpi',
        { scorecardId: card.id, kpaId: kpa.id, name: 'X', perspectiveId: other.perspectives[0]!.id },
        /^perspectiveId: no such/,
      ],
      ['delete-kpa', { scorecardId: theirs.id, id: theirKpa.id, version: 1 }, /^scorecardId: no such/],
    ] as const) {
      expectFailed(await call(action, body), 404, message);
    }
    expectFailed(await get(`/${family}/get`, { id: theirs.id }, a.admin.token), 404, /^id: no such/);
    expectFailed(
      await get(`/${family}/all`, { [`${kind}PlanId`]: other.plan.id }, a.admin.token),
      404,
      /PlanId: no such/,
    );
    expect(await planningSnapshot(a.companyId, [card.id])).toBe(before);
    expect(await planningSnapshot(b.companyId, [theirs.id])).toBe(theirsBefore);
    // A perspective of another plan of the same company is not the scorecard's.
    const second = await planWithScale(a, kind);
    expectFailed(
      await call('save-kpi', {
        scorecardId: card.id,
        kpaId: kpa.id,
        name: 'X',
        perspectiveId: second.perspectives[0]!.id,
      }),
      422,
      /^perspectiveId: the perspective “Financial” belongs to another plan/,
    );
  });
});

describe('a scorecard too large to delete in one step', () => {
  it('is refused with 409 saying why, and nothing is deleted', async () => {
    const { plan } = await planWithScale(a, 'strategic');
    const card = await addScorecard(a.admin.token, plan, { includeKeyPerformanceArea: 'No' });
    await addKpis(a.admin.token, 'strategic', card.id, 98, () => ({ target: 10, ytd: 9, weight: 1 }));
    const before = await planningSnapshot(a.companyId, [card.id]);
    const r = await post('/strategic-scorecard/delete', { id: card.id, version: 1 }, a.admin.token);
    expectFailed(
      r,
      409,
      /has 98 key performance areas, KPIs and comments: .* at most 97 of them\. Delete some KPIs first\./,
    );
    expect(await planningSnapshot(a.companyId, [card.id])).toBe(before);
    const whole = await readScorecard(a.admin.token, 'strategic-scorecard', card.id);
    // 98 KPIs of weight 1 at 90% (score 3): total 98 × 3 / 100 = 2.94; weights 98, not 100.
    expect(whole).toMatchObject({ kpiCount: 98, total: 2.94, weightTotal: 98, weightsValid: false });
    expect(whole.kpiList).toHaveLength(98);
    expect(new Set(whole.kpiList.map((k: TKpi) => k.score))).toEqual(new Set([3]));
  });
});

describe('the company rating scale option (docs/planning.md "Three-point scales")', () => {
  it('rates plans made on three points 1, 3 and 5, and leaves plans made before on five', async () => {
    const t = await makePlanningTenant(owner, 'sc-three');
    const before = await addPlan(t.admin.token, 'strategic', { description: unique('Made on five') });
    expect(before.ratingPoints).toBe(5);
    await setCompanySetting(owner, t.companyId, 'update-rating-scale-option', {
      ratingScaleOption: 'three-point',
    });
    const plan = await addPlan(t.admin.token, 'strategic', { description: unique('Made on three') });
    expect(plan.ratingPoints).toBe(3);

    for (const target of [79, 119, 149]) await addRatingEntry(t.admin.token, plan, target);
    const fourth = await post(
      '/rating-scale/add',
      { strategicPlanId: plan.id, description: 'More', target: 200 },
      t.admin.token,
    );
    expectFailed(fourth, 409, /already has 3 rating scale entries/);
    const scale = await get<{
      list: { rating: number; min: number; max: number }[];
      scale: Record<string, number>;
    }>('/rating-scale/all', { strategicPlanId: plan.id }, t.admin.token);
    expect(scale.body.data.list.map((b) => [b.rating, b.min, b.max])).toEqual([
      [1, 0, 79],
      [3, 80, 119],
      [5, 120, 149],
    ]);
    expect(scale.body.data.scale).toMatchObject({ score_3_min: 80, score_3_max: 119, score_5_min: 120 });

    const card = await addScorecard(t.admin.token, plan, { includeKeyPerformanceArea: 'No' });
    for (const [name, ytd] of [
      ['Below', 70],
      ['Meets', 100],
      ['Above', 130],
      ['Beyond', 160],
    ] as const)
      await saveKpi(t.admin.token, 'strategic', { scorecardId: card.id, name, target: 100, ytd, weight: 25 });
    const read = await readScorecard(t.admin.token, SCORECARD_FAMILY.strategic, card.id);
    expect(read.kpiList.map((k: TKpi) => [k.name, k.computedScore, k.colorValue])).toEqual([
      ['Below', 1, RED],
      ['Meets', 3, GREEN],
      ['Above', 5, DARK_BLUE],
      ['Beyond', 6, DARK_BLUE],
    ]);
    expect(read.total).toBe(3.75);

    // The plan made before the change keeps five bands.
    for (const target of SCALE) await addRatingEntry(t.admin.token, before, target);
    const five = await get<{ list: { rating: number }[] }>(
      '/rating-scale/all',
      { strategicPlanId: before.id },
      t.admin.token,
    );
    expect(five.body.data.list.map((b) => b.rating)).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes manual scores 0, 1, 3, 5 and 6 on a three-point plan and refuses 2 and 4 (422, nothing changed); five points take them', async () => {
    const t = await makePlanningTenant(owner, 'sc-three-manual');
    const five = await addPlan(t.admin.token, 'strategic', { description: unique('Five for manual') });
    await setCompanySetting(owner, t.companyId, 'update-rating-scale-option', {
      ratingScaleOption: 'three-point',
    });
    const three = await addPlan(t.admin.token, 'strategic', { description: unique('Three for manual') });
    const points = await get<{ points: number }>(
      '/rating-scale/all',
      { strategicPlanId: three.id },
      t.admin.token,
    );
    expect(points.body.data.points).toBe(3);
    const card = await addScorecard(t.admin.token, three, { includeKeyPerformanceArea: 'No' });
    const kpi = await saveKpi(t.admin.token, 'strategic', {
      scorecardId: card.id,
      name: 'Culture',
      kpiType: 'Qualitative',
      weight: 100,
      manualRatingScore: 3,
    });
    const before = await planningSnapshot(t.companyId, [card.id]);
    for (const score of [2, 4]) {
      expectFailed(
        await post(
          '/strategic-scorecard/save-kpi',
          { scorecardId: card.id, id: kpi.id, version: kpi.version, manualRatingScore: score },
          t.admin.token,
        ),
        422,
        new RegExp(`manualRatingScore: this plan rates on 3 points.*0, 1, 3, 5, 6 \\(${score} is not\\)`),
      );
      expectFailed(
        await post(
          '/strategic-scorecard/save-kpi',
          { scorecardId: card.id, name: 'New', kpiType: 'Qualitative', manualRatingScore: score },
          t.admin.token,
        ),
        422,
        /manualRatingScore: this plan rates on 3 points/,
      );
    }
    expect(await planningSnapshot(t.companyId, [card.id])).toBe(before);
    let version = kpi.version;
    for (const score of [0, 1, 5, 6]) {
      const saved = await saveKpi(t.admin.token, 'strategic', {
        scorecardId: card.id,
        id: kpi.id,
        version,
        manualRatingScore: score,
      });
      expect(saved.manualRatingScore).toBe(score);
      version = saved.version;
    }

    const fiveCard = await addScorecard(t.admin.token, five, { includeKeyPerformanceArea: 'No' });
    for (const score of [2, 4]) {
      const saved = await saveKpi(t.admin.token, 'strategic', {
        scorecardId: fiveCard.id,
        name: `Five ${score}`,
        kpiType: 'Qualitative',
        manualRatingScore: score,
      });
      expect(saved.manualRatingScore).toBe(score);
    }
  });
});
