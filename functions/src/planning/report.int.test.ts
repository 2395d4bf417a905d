import type {
  TAnnualPlan,
  TAnnualPlansReport,
  TCorporateScorecardsReport,
  TKpi,
  TPerspective,
  TPlan,
  TQuarter,
  TScorecard,
  TStrategicScorecardReport,
} from '@stratum/contracts';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply, type Session } from '../../../tests/support/api';
import {
  addAnnualPlan,
  addPerspective,
  addPlan,
  addRatingEntry,
  makePlanningTenant,
} from '../../../tests/support/planning';
import {
  addKpa,
  addScorecard,
  planningSnapshot,
  readScorecard,
  saveKpi,
} from '../../../tests/support/scorecard';
import { downloadExport, sheetRows } from '../../../tests/support/exports';
import { ownerSession, unique, type Tenant } from '../../../tests/support/world';

/*
 * The planning reports through the API, checked against figures worked out by hand (docs/planning.md
 * "Reports and exports"). Scale: 0–59 → 1 (red), 60–79 → 2 (amber), 80–99 → 3 (green),
 * 100–119 → 4 (blue), 120–149 → 5 (dark blue).
 */

const GREEN = '#10B981';
const AMBER = '#F59E0B';
const DARK_BLUE = '#0B8C8C';

let owner: Session;
let a: Tenant;
let b: Tenant;

interface World {
  plan: TPlan;
  perspectives: TPerspective[];
  annual: TAnnualPlan;
  nextYear: TAnnualPlan;
  /** the quarter whose assessment window is open today */
  open: number;
  strategic: TScorecard;
  kpis: TKpi[];
  corporate: TScorecard;
  periodic: TScorecard;
}
let w: World;

const ok = <T>(r: Reply, key: string): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return (r.body.data as Record<string, T>)[key] as T;
};
const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

const strategicReport = async (token: string, scorecardId: string, period?: 'annual' | number) =>
  ok<TStrategicScorecardReport>(
    await get('/report/strategic-scorecard', { scorecardId, period }, token),
    'report',
  );

/**
 * A plan around this year (perspectives Financial and Customer, the scale above) with a strategic
 * scorecard of three KPIs, this year's annual plan with its corporate scorecard built from it, and
 * the open quarter's periodic scorecard.
 */
const build = async (t: Tenant): Promise<World> => {
  const token = t.admin.token;
  const y = new Date().getUTCFullYear();
  const plan = await addPlan(token, 'strategic', {
    description: unique('Five-year'),
    startDate: `${y - 1}-01-01`,
    endDate: `${y + 3}-12-31`,
  });
  const perspectives = [
    await addPerspective(token, plan, 'Financial'),
    await addPerspective(token, plan, 'Customer'),
  ];
  for (const target of [59, 79, 99, 119, 149]) await addRatingEntry(token, plan, target, `Up to ${target}%`);
  // Added out of order: the report lists annual plans oldest first.
  const nextYear = await addAnnualPlan(token, plan.id, `${y + 1}-01-01`, `${y + 1}-12-31`);
  const annual = await addAnnualPlan(token, plan.id, `${y}-01-01`, `${y}-12-31`);
  const quarters = ok<TQuarter[]>(await get('/quarter/all', { annualPlanId: annual.id }, token), 'list');
  const open = quarters.find((q) => q.open.assessment)!.quarter;

  const strategic = await addScorecard(token, plan, { name: 'Strategy' });
  const growth = await addKpa(token, 'strategic', strategic.id, 'Growth', perspectives[0]!.id);
  const service = await addKpa(token, 'strategic', strategic.id, 'Service', perspectives[1]!.id);
  const quarterly = (n: number) => ({
    periodicTarget1: n,
    periodicTarget2: n,
    periodicTarget3: n,
    periodicTarget4: n,
  });
  const kpis = [
    await saveKpi(token, 'strategic', {
      scorecardId: strategic.id,
      kpaId: growth.id,
      perspectiveId: perspectives[0]!.id,
      name: 'Revenue',
      target: 400,
      ytd: 340,
      weight: 50,
      ...quarterly(100),
      actual1: 90,
      actual2: 110,
    }),
    await saveKpi(token, 'strategic', {
      scorecardId: strategic.id,
      kpaId: growth.id,
      perspectiveId: perspectives[0]!.id,
      name: 'Unit cost',
      optionType: 'ASC',
      target: 40,
      ytd: 50,
      weight: 30,
      ...quarterly(10),
      actual1: 8,
      actual2: 12,
    }),
    await saveKpi(token, 'strategic', {
      scorecardId: strategic.id,
      kpaId: service.id,
      perspectiveId: perspectives[1]!.id,
      name: 'Service quality',
      kpiType: 'Qualitative',
      manualTarget: 'Best in class',
      weight: 20,
      manualRatingScore: 2,
    }),
  ];

  // The corporate year: Revenue 380 so far (95% → 3), the open quarter's actuals (Revenue 105 of
  // 100 → 4, Unit cost 8 against 10 allowed → 125% → 5), Service quality rated 2 by hand.
  const corporate = ok<TScorecard>(
    await post(
      '/corporate-scorecard/add',
      { annualPlanId: annual.id, strategicScorecardId: strategic.id, name: 'Corporate year' },
      token,
    ),
    'scorecard',
  );
  const copies = (await readScorecard(token, 'corporate-scorecard', corporate.id)).kpiList;
  const save = (kpi: TKpi, version: number, fields: Record<string, unknown>) =>
    post(
      '/corporate-scorecard/save-kpi',
      { scorecardId: corporate.id, id: kpi.id, version, ...fields },
      token,
    );
  ok(await save(copies[0]!, 1, { ytd: 380 }), 'kpi');
  ok(await save(copies[2]!, 1, { manualRatingScore: 2 }), 'kpi');
  const actual = (kpi: TKpi, version: number, value: number) =>
    post(
      '/corporate-scorecard/update-actual',
      { scorecardId: corporate.id, kpiId: kpi.id, quarter: open, actual: value, version },
      token,
    );
  ok(await actual(copies[0]!, 2, 105), 'kpi');
  ok(await actual(copies[1]!, 1, 8), 'kpi');
  // The quarter's periodic scorecard, whose Service quality is then rated 5 there (not in the annual one).
  const periodic = ok<TScorecard>(
    await post(
      '/corporate-scorecard/add-periodic',
      { annualScorecardId: corporate.id, quarter: open },
      token,
    ),
    'scorecard',
  );
  const periodicKpis = (await readScorecard(token, 'corporate-scorecard', periodic.id)).kpiList;
  ok(
    await post(
      '/corporate-scorecard/save-kpi',
      { scorecardId: periodic.id, id: periodicKpis[2]!.id, version: 1, manualRatingScore: 5 },
      token,
    ),
    'kpi',
  );
  return { plan, perspectives, annual, nextYear, open, strategic, kpis, corporate, periodic };
};

beforeAll(async () => {
  owner = await ownerSession();
  [a, b] = await Promise.all([makePlanningTenant(owner, 'report-a'), makePlanningTenant(owner, 'report-b')]);
  w = await build(a);
});

describe('the strategic scorecard report', () => {
  it('scores the scorecard for the year, with the score by perspective, the quarters and the bands', async () => {
    const r = await strategicReport(a.employee.token, w.strategic.id);
    expect(r).toMatchObject({
      kind: 'strategic-scorecard',
      companyName: a.companyName,
      plan: { id: w.plan.id, description: w.plan.description },
    });
    expect(r.bands.map((x) => [x.rating, x.min, x.max])).toEqual([
      [1, 0, 59],
      [2, 60, 79],
      [3, 80, 99],
      [4, 100, 119],
      [5, 120, 149],
    ]);
    const s = r.scorecard;
    expect(s).toMatchObject({
      id: w.strategic.id,
      name: 'Strategy',
      period: 'annual',
      periodLabel: 'Annual',
    });
    // Revenue 340/400 = 85% → 3 × 50%; Unit cost (ASC) 40/50 = 80% → 3 × 30%; Service quality 2 by hand × 20%.
    expect(
      s.rows.map((x) => [
        x.name,
        x.perspectiveName,
        x.kpaName,
        x.target,
        x.actual,
        x.percent,
        x.score,
        x.weightedScore,
      ]),
    ).toEqual([
      ['Revenue', 'Financial', 'Growth', 400, 340, 85, 3, 1.5],
      ['Unit cost', 'Financial', 'Growth', 40, 50, 80, 3, 0.9],
      ['Service quality', 'Customer', 'Service', null, null, null, 2, 0.4],
    ]);
    expect(s.rows[2]!.manualTarget).toBe('Best in class');
    expect(s.totals).toMatchObject({
      total: 2.8,
      weightTotal: 100,
      weightsValid: true,
      colorValue: GREEN,
      kpiCount: 3,
    });
    expect(
      s.byPerspective.map((p) => [
        p.name,
        p.kpiCount,
        p.weight,
        p.weightedScore,
        p.score,
        p.share,
        p.colorValue,
      ]),
    ).toEqual([
      ['Customer', 1, 20, 0.4, 2, 14.29, AMBER],
      ['Financial', 2, 80, 2.4, 3, 85.71, GREEN],
    ]);
    // Q1: targets 100 + 10, actuals 90 + 8 → 89%; Revenue 90% → 3, Unit cost 10/8 = 125% → 5: 1.5 + 1.5 + 0.4.
    // Q2: actuals 110 + 12 → 111%; Revenue 110% → 4, Unit cost 10/12 = 83% → 3: 2 + 0.9 + 0.4.
    expect(
      s.quarters.map((q) => [q.label, q.targetTotal, q.actualTotal, q.percent, q.reported, q.total]),
    ).toEqual([
      ['Q1', 110, 98, 89, 2, 3.4],
      ['Q2', 110, 122, 111, 2, 3.3],
      ['Q3', 110, 0, 0, 0, 0.4],
      ['Q4', 110, 0, 0, 0, 0.4],
    ]);
    expect(s.rows[1]!.quarters).toEqual([
      { target: 10, actual: 8, percent: 125 },
      { target: 10, actual: 12, percent: 83 },
      { target: 10, actual: null, percent: null },
      { target: 10, actual: null, percent: null },
    ]);
    expect(s.bandCounts.map((x) => x.count)).toEqual([0, 0, 1, 2, 0, 0, 0]);
    expect(s.bandCounts[2]).toMatchObject({ score: 2, description: 'Up to 79%', colorValue: AMBER });
  });

  it('scores a quarter with that quarter’s figures', async () => {
    const s = (await strategicReport(a.employee.token, w.strategic.id, 1)).scorecard;
    expect(s).toMatchObject({ period: 1, periodLabel: 'Q2' });
    expect(s.rows.map((x) => [x.target, x.actual, x.percent, x.score])).toEqual([
      [100, 110, 110, 4],
      [10, 12, 83, 3],
      [null, null, null, 2],
    ]);
    expect(s.totals).toMatchObject({ total: 3.3, colorValue: GREEN });
  });

  it('hides a hidden scorecard from people who do not administer Strategic Planning', async () => {
    const hidden = await addScorecard(a.admin.token, w.plan, { name: unique('Hidden') });
    ok(
      await post(
        '/strategic-scorecard/set-visible',
        { id: hidden.id, version: 1, visible: false },
        a.admin.token,
      ),
      'scorecard',
    );
    expectFailed(
      await get('/report/strategic-scorecard', { scorecardId: hidden.id }, a.employee.token),
      404,
      /^scorecardId: no such strategic scorecard/,
    );
    expect((await strategicReport(a.admin.token, hidden.id)).scorecard.rows).toEqual([]);
  });
});

describe('the annual plans report', () => {
  it('lists each annual plan, oldest first, with its corporate scorecards’ totals per quarter', async () => {
    const r = ok<TAnnualPlansReport>(
      await get('/report/annual-plans', { strategicPlanId: w.plan.id }, a.employee.token),
      'report',
    );
    expect(r.annualPlans.map((x) => [x.id, x.scorecards.length])).toEqual([
      [w.annual.id, 1],
      [w.nextYear.id, 0],
    ]);
    const [entry] = r.annualPlans[0]!.scorecards;
    // The year: Revenue 380/400 = 95% → 3 × 50% + Unit cost (no ytd) 0 + Service quality 2 × 20% = 1.9.
    expect(entry!.scorecard).toMatchObject({
      id: w.corporate.id,
      name: 'Corporate year',
      periodLabel: 'Annual',
    });
    expect(entry!.scorecard.totals.total).toBe(1.9);
    // The open quarter is its periodic scorecard's: 4 × 50% + 5 × 30% + 5 × 20% = 4.5; the other
    // quarters are the annual scorecard scored for them: no actuals, Service quality 2 × 20% = 0.4.
    expect(entry!.quarters.map((q) => [q.quarter, q.total, q.source, q.periodicScorecardId])).toEqual(
      [0, 1, 2, 3].map((q) =>
        q === w.open ? [q, 4.5, 'periodic', w.periodic.id] : [q, 0.4, 'annual', null],
      ),
    );
    // 4.5 rounds to 5: the fifth band's colour.
    expect(entry!.quarters[w.open]!.colorValue).toBe(DARK_BLUE);
  });

  it('answers 404 for a strategic plan of another company', async () => {
    expectFailed(
      await get('/report/annual-plans', { strategicPlanId: w.plan.id }, b.employee.token),
      404,
      /^strategicPlanId: no such strategic plan/,
    );
  });
});

describe('the periodic and annual corporate scorecards report', () => {
  it('shows the annual scorecard and its periodic ones, with per-quarter totals and KPI rows', async () => {
    const r = ok<TCorporateScorecardsReport>(
      await get(
        '/report/periodic-annual-corporate-scorecards',
        { annualPlanId: w.annual.id },
        a.employee.token,
      ),
      'report',
    );
    expect(r.annualPlan.id).toBe(w.annual.id);
    expect(r.plan.id).toBe(w.plan.id);
    expect(r.scorecards).toHaveLength(1);
    const set = r.scorecards[0]!;
    expect(set.annual.rows.map((x) => [x.name, x.target, x.actual, x.score])).toEqual([
      ['Revenue', 400, 380, 3],
      ['Unit cost', 40, null, 0],
      ['Service quality', null, null, 2],
    ]);
    const q = w.open;
    // The annual scorecard in the open quarter: 4 × 50% + 5 × 30% + 2 × 20% = 3.9; targets 100 + 10, actuals 105 + 8.
    expect(set.annual.quarters[q]).toMatchObject({
      targetTotal: 110,
      actualTotal: 113,
      percent: 103,
      reported: 2,
      total: 3.9,
    });
    expect(set.periodic.map((p) => p?.id ?? null)).toEqual(
      [0, 1, 2, 3].map((i) => (i === q ? w.periodic.id : null)),
    );
    const p = set.periodic[q]!;
    expect(p).toMatchObject({ period: q, periodLabel: `Q${q + 1}`, quarter: q });
    expect(p.rows.map((x) => [x.name, x.target, x.actual, x.percent, x.score])).toEqual([
      ['Revenue', 100, 105, 105, 4],
      ['Unit cost', 10, 8, 125, 5],
      ['Service quality', null, null, null, 5],
    ]);
    expect(p.totals.total).toBe(4.5);
  });

  it('answers 404 for an annual plan of another company', async () => {
    expectFailed(
      await get('/report/periodic-annual-corporate-scorecards', { annualPlanId: w.annual.id }, b.admin.token),
      404,
      /^annualPlanId: no such annual plan/,
    );
  });
});

const exportOf = (body: Record<string, unknown>, token = a.employee.token) =>
  downloadExport('/report/export', body, token);

describe('exports', () => {
  it('builds the strategic scorecard report as an Excel file whose rows and totals are the report’s', async () => {
    const file = await exportOf({
      report: 'strategic-scorecard',
      format: 'xlsx',
      scorecardId: w.strategic.id,
    });
    expect(file.filename).toMatch(/^strategic-scorecard-strategy-annual-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = await sheetRows(file.bytes);
    expect(rows[0]).toEqual(['Strategic Scorecard Report']);
    expect(rows).toContainEqual(['Company', a.companyName]);
    expect(rows).toContainEqual(['Scorecard', 'Strategy']);
    expect(rows).toContainEqual(['Period', 'Annual']);
    expect(rows.find((x) => x[0] === 'Strategic plan')?.[1]).toContain(w.plan.description);
    expect(rows.find((x) => x[0] === 'Generated at')?.[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    const head = rows.findIndex((x) => x[0] === 'KPI');
    expect(rows[head]).toEqual([
      'KPI',
      'Perspective',
      'KPA',
      'Target',
      'Actual',
      'Percent',
      'Score',
      'Weight',
      'Weighted score',
    ]);
    expect(rows.slice(head + 1, head + 5)).toEqual([
      ['Revenue', 'Financial', 'Growth', 400, 340, 85, 3, 50, 1.5],
      ['Unit cost', 'Financial', 'Growth', 40, 50, 80, 3, 30, 0.9],
      ['Service quality', 'Customer', 'Service', 'Best in class', null, null, 2, 20, 0.4],
      ['Total', null, null, null, null, null, null, 100, 2.8],
    ]);
    expect(rows).toContainEqual(['Financial', 2, 80, 2.4, 3, 85.71]);
    expect(rows).toContainEqual(['Q2', 110, 122, 111, 2, 3.3]);
  });

  it('builds a quarter of the strategic report, and the corporate report, as Excel', async () => {
    const q2 = await sheetRows(
      (
        await exportOf({
          report: 'strategic-scorecard',
          format: 'xlsx',
          scorecardId: w.strategic.id,
          period: 1,
        })
      ).bytes,
    );
    expect(q2).toContainEqual(['Period', 'Q2']);
    expect(q2).toContainEqual(['Total', null, null, null, null, null, null, 100, 3.3]);

    const corporate = await sheetRows(
      (
        await exportOf({
          report: 'periodic-annual-corporate-scorecards',
          format: 'xlsx',
          annualPlanId: w.annual.id,
        })
      ).bytes,
    );
    const label = `Q${w.open + 1}`;
    expect(corporate).toContainEqual(['Corporate year — Annual']);
    expect(corporate).toContainEqual([`Corporate year (${label}) — ${label}`]);
    expect(corporate).toContainEqual(['Revenue', 'Financial', 'Growth', 100, 105, 105, 4, 50, 2]);
    expect(corporate).toContainEqual(['Total', null, null, null, null, null, null, 100, 4.5]);
  });

  it('builds the annual plans report as a PDF', async () => {
    const file = await exportOf({ report: 'annual-plans', format: 'pdf', strategicPlanId: w.plan.id });
    expect(file.filename).toMatch(/^annual-plans-.+\.pdf$/);
    expect(file.contentType).toBe('application/pdf');
    const bytes = new Uint8Array(file.bytes);
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe('Annual Plans Report');
  });

  it('refuses bad input (400) and another company’s ids (404), changing nothing', async () => {
    const before = await planningSnapshot(a.companyId, [w.strategic.id, w.corporate.id]);
    for (const [body, message] of [
      [
        { report: 'strategic-scorecard', format: 'xlsx' },
        /^scorecardId is required for the strategic-scorecard report/,
      ],
      [{ report: 'strategic-scorecard', format: 'csv', scorecardId: w.strategic.id }, /^format: /],
      [{ report: 'kpis', format: 'pdf', scorecardId: w.strategic.id }, /^report: /],
      [
        { report: 'strategic-scorecard', format: 'pdf', scorecardId: 'nope' },
        /^scorecardId: must be a valid id/,
      ],
      [{ report: 'strategic-scorecard', format: 'pdf', scorecardId: w.strategic.id, period: 4 }, /^period: /],
      [
        { report: 'annual-plans', format: 'pdf', scorecardId: w.strategic.id },
        /^strategicPlanId is required/,
      ],
    ] as const) {
      expectFailed(await post('/report/export', body, a.employee.token), 400, message);
    }
    expectFailed(
      await get('/report/strategic-scorecard', { scorecardId: 'nope' }, a.employee.token),
      400,
      /^scorecardId: /,
    );
    expectFailed(
      await get(
        '/report/strategic-scorecard',
        { scorecardId: w.strategic.id, period: 'Q5' },
        a.employee.token,
      ),
      400,
      /^period: /,
    );
    expectFailed(await get('/report/annual-plans', {}, a.employee.token), 400, /^strategicPlanId: /);

    // Tenant B's people asking for A's records, and A's for B's: 404.
    const theirs = await addPlan(b.admin.token, 'strategic', { description: unique('Theirs') });
    const theirCard = await addScorecard(b.admin.token, theirs, { name: 'Theirs' });
    expectFailed(
      await post(
        '/report/export',
        { report: 'strategic-scorecard', format: 'xlsx', scorecardId: w.strategic.id },
        b.admin.token,
      ),
      404,
      /^scorecardId: no such strategic scorecard/,
    );
    expectFailed(
      await get('/report/strategic-scorecard', { scorecardId: theirCard.id }, a.admin.token),
      404,
      /^scorecardId: no such strategic scorecard/,
    );
    expectFailed(
      await post(
        '/report/export',
        { report: 'annual-plans', format: 'pdf', strategicPlanId: theirs.id },
        a.employee.token,
      ),
      404,
      /^strategicPlanId: no such strategic plan/,
    );
    // A corporate scorecard's id is not a strategic scorecard.
    expectFailed(
      await get('/report/strategic-scorecard', { scorecardId: w.corporate.id }, a.admin.token),
      404,
      /^scorecardId: /,
    );
    expect(await planningSnapshot(a.companyId, [w.strategic.id, w.corporate.id])).toBe(before);
  });
});
