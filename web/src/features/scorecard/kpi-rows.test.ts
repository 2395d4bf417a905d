import type { TKpi, TRatingBand } from '@stratum/contracts';
import { describe, expect, it } from 'vitest';
import {
  actualInputOf,
  bandOfScore,
  bandsFromList,
  blankDraft,
  corporateSaveInputOf,
  draftOf,
  paramOfPeriod,
  parseFigure,
  periodFields,
  periodOfParam,
  previewOf,
  ratingsByPeriod,
  saveInputOf,
  textOn,
  type KpiDraft,
} from './kpi-rows';

const ID = '01J0000000000000000000SC0R';
const KPI_ID = '01J0000000000000000000KP11';
const KPA_ID = '01J0000000000000000000KPA1';

const band = (rating: number, min: number, max: number, colorValue: string): TRatingBand =>
  ({
    id: `b${rating}`,
    rating,
    min,
    max,
    colorValue,
    description: `Band ${rating}`,
    target: max,
  }) as TRatingBand;

/** docs/planning.md's scale: 0–59, 60–79, 80–99, 100–119, 120–149, one colour of our own. */
const LIST = [
  band(3, 80, 99, '#10B981'),
  band(1, 0, 59, '#EF4444'),
  band(2, 60, 79, '#F59E0B'),
  band(5, 120, 149, '#0B8C8C'),
  band(4, 100, 119, '#123456'),
];
const BANDS = bandsFromList(LIST);

const kpi = (over: Partial<TKpi>): TKpi => ({
  id: KPI_ID,
  scorecardId: ID,
  kpaId: null,
  perspectiveId: null,
  perspectiveName: null,
  name: 'Revenue',
  baseline: null,
  manualBaseline: null,
  target: null,
  manualTarget: null,
  targetDate: null,
  ytd: null,
  periodicTarget1: null,
  periodicTarget2: null,
  periodicTarget3: null,
  periodicTarget4: null,
  actual1: null,
  actual2: null,
  actual3: null,
  actual4: null,
  weight: null,
  kpiType: 'Quantitative',
  optionType: 'DESC',
  manualRatingScore: null,
  adjustedScore: null,
  sourceKpiId: null,
  d_baseline: '',
  d_target: '',
  d_targetDate: '',
  d_ytd: '',
  percent: null,
  computedScore: 0,
  score: 0,
  weightedScore: 0,
  colorValue: null,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const draft = (over: Partial<KpiDraft>): KpiDraft => ({ ...blankDraft(), ...over });

describe('parseFigure', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['85', 85],
    ['-2.5', -2.5],
    ['1,250.5', 1250.5],
    ['.5', 0.5],
    ['1e3', 1000],
  ])('reads %j as %j', (text, value) => expect(parseFigure(text)).toBe(value));

  it.each(['abc', '12abc', '1.2.3', '--1', 'Infinity', 'NaN'])('refuses %j', (text) =>
    expect(parseFigure(text)).toBeUndefined(),
  );
});

describe('draftOf', () => {
  it('turns a KPI into the texts of its row, none as empty', () => {
    const d = draftOf(
      kpi({ target: 100, ytd: 85.5, weight: 40, targetDate: '2026-12-31', manualTarget: 'All' }),
    );
    expect(d).toMatchObject({ name: 'Revenue', target: '100', ytd: '85.5', weight: '40', baseline: '' });
    expect(d).toMatchObject({
      targetDate: '2026-12-31',
      manualTarget: 'All',
      manualBaseline: '',
      actual1: '',
    });
  });
});

describe('saveInputOf', () => {
  it('adds a KPI with the fields given, under its KPA', () => {
    const check = saveInputOf(
      ID,
      null,
      draft({ name: ' Cost ', optionType: 'ASC', target: '20', weight: '25' }),
      KPA_ID,
    );
    expect(check).toEqual({
      ok: true,
      changed: true,
      input: {
        scorecardId: ID,
        kpaId: KPA_ID,
        name: 'Cost',
        kpiType: 'Quantitative',
        optionType: 'ASC',
        target: 20,
        weight: 25,
      },
    });
  });

  it('sends only what changed, with the version read; a cleared figure is null', () => {
    const before = kpi({ target: 100, ytd: 85, weight: 40 });
    const check = saveInputOf(ID, before, { ...draftOf(before), ytd: '', actual1: '30', weight: '40' }, null);
    expect(check).toEqual({
      ok: true,
      changed: true,
      input: { scorecardId: ID, id: KPI_ID, version: 3, ytd: null, actual1: 30 },
    });
  });

  it('says nothing changed when the row is as read', () => {
    const before = kpi({ target: 100, name: 'Revenue' });
    const check = saveInputOf(ID, before, { ...draftOf(before), name: 'Revenue ' }, null);
    expect(check).toMatchObject({ ok: true, changed: false });
  });

  it('names the fields that are wrong, before any call', () => {
    const check = saveInputOf(
      ID,
      null,
      draft({ name: '', target: '12x', weight: '120', manualRatingScore: '2.5' }),
      null,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.target).toBe('must be a number');
    // A figure that cannot be read stops the check before the schema's
    expect(Object.keys(check.errors)).toEqual(['target']);

    const next = saveInputOf(ID, null, draft({ name: '', weight: '120', manualRatingScore: '2.5' }), null);
    expect(next.ok).toBe(false);
    if (next.ok) return;
    expect(next.errors).toEqual({
      name: 'name is required',
      // the route schema's own words
      weight: expect.stringContaining('between 0 and 100'),
      manualRatingScore: expect.stringContaining('whole number from 0 to 6'),
    });
  });
});

describe('corporateSaveInputOf', () => {
  it('sends the corporate fields that changed, never the actuals or the name', () => {
    const before = kpi({ target: 100, periodicTarget2: 50, actual2: 10 });
    const check = corporateSaveInputOf(ID, before, {
      ...draftOf(before),
      name: 'Renamed',
      periodicTarget2: '60',
      actual2: '99',
      weight: '30',
    });
    expect(check).toEqual({
      ok: true,
      changed: true,
      input: { scorecardId: ID, id: KPI_ID, version: 3, periodicTarget2: 60, weight: 30 },
    });
  });

  it('ignores a broken actual (not its to save) but not a broken target', () => {
    const before = kpi({});
    expect(corporateSaveInputOf(ID, before, { ...draftOf(before), actual1: 'x' })).toMatchObject({
      ok: true,
      changed: false,
    });
    expect(corporateSaveInputOf(ID, before, { ...draftOf(before), target: 'x' })).toEqual({
      ok: false,
      errors: { target: 'must be a number' },
    });
  });
});

describe('actualInputOf', () => {
  it('enters a quarter’s actual with the KPI’s version; empty clears it', () => {
    expect(actualInputOf(ID, kpi({}), 1, '1,200')).toEqual({
      ok: true,
      input: { scorecardId: ID, kpiId: KPI_ID, quarter: 1, actual: 1200, version: 3 },
    });
    expect(actualInputOf(ID, kpi({}), 3, '')).toMatchObject({
      ok: true,
      input: { actual: null, quarter: 3 },
    });
    expect(actualInputOf(ID, kpi({}), 0, 'lots')).toEqual({ ok: false, error: 'must be a number' });
  });
});

describe('bandsFromList', () => {
  it('orders the plan’s bands by rating, keeping their colours', () => {
    expect(BANDS.map((b) => [b.rating, b.min, b.max, b.colorValue])).toEqual([
      [1, 0, 59, '#EF4444'],
      [2, 60, 79, '#F59E0B'],
      [3, 80, 99, '#10B981'],
      [4, 100, 119, '#123456'],
      [5, 120, 149, '#0B8C8C'],
    ]);
  });
});

describe('previewOf', () => {
  // docs/planning.md "Totals": A 100/85 DESC w40 → 85% → 3; B qualitative manual 4 adj 2 w35; C ASC 10/0 w25 → 6.
  const a = kpi({ id: 'A', kpaId: 'K1', target: 100, ytd: 85, weight: 40 });
  const b = kpi({
    id: 'B',
    kpaId: 'K1',
    kpiType: 'Qualitative',
    weight: 35,
    manualRatingScore: 4,
    adjustedScore: 2,
  });
  const c = kpi({ id: 'C', kpaId: 'K2', optionType: 'ASC', target: 10, ytd: 0, weight: 25 });
  const rows = [a, b, c].map((k) => ({ key: k.id, kpaId: k.kpaId, kpi: k }));

  it('scores the saved KPIs for the year, with the band colours of the plan', () => {
    const p = previewOf(rows, BANDS, { mode: 'automatic', period: 'annual' });
    expect([...p.byKey].map(([key, r]) => [key, r.percent, r.score, r.colorValue])).toEqual([
      ['A', 85, 3, '#10B981'],
      ['B', null, 4, '#123456'],
      ['C', null, 6, '#0B8C8C'],
    ]);
    expect(p).toMatchObject({ total: 4.1, adjustedTotal: 3.4, weightTotal: 100, weightsValid: true });
    expect(p.colorValue).toBe('#123456'); // 4.1 → band 4, the plan's own colour
    expect(p.byKpa.get('K1')).toEqual({ weightTotal: 75, total: 2.6 }); // 3×0.4 + 4×0.35
    expect(p.byKpa.get('K2')).toEqual({ weightTotal: 25, total: 1.5 });
  });

  it('uses what is typed in an edited row, as it is typed', () => {
    const edited = { ...rows[0]!, draft: { ...draftOf(a), ytd: '125', weight: '30' } };
    const p = previewOf([edited, rows[1]!, rows[2]!], BANDS, { mode: 'automatic', period: 'annual' });
    expect(p.byKey.get('A')).toMatchObject({ percent: 125, score: 5, colorValue: '#0B8C8C' });
    // 5×0.30 + 4×0.35 + 6×0.25 = 1.5 + 1.4 + 1.5
    expect(p).toMatchObject({ total: 4.4, weightTotal: 90, weightsValid: false });
  });

  it('rates a quarter by its periodic target and actual; a half-typed figure counts as none', () => {
    const q = kpi({ id: 'Q', periodicTarget2: 50, actual2: 30, weight: 100, target: 100, ytd: 100 });
    const p = previewOf([{ key: 'Q', kpaId: null, kpi: q }], BANDS, { mode: 'automatic', period: 1 });
    expect(p.byKey.get('Q')).toMatchObject({ percent: 60, score: 2 });
    expect(p.total).toBe(2);
    const typing = previewOf(
      [{ key: 'Q', kpaId: null, kpi: q, draft: { ...draftOf(q), actual2: '3x' } }],
      BANDS,
      {
        mode: 'automatic',
        period: 1,
      },
    );
    expect(typing.byKey.get('Q')).toMatchObject({ percent: null, score: 0, colorValue: null });
  });

  it('scores nothing computed without five bands, but manual scores still count', () => {
    const p = previewOf(rows, BANDS.slice(0, 4), { mode: 'automatic', period: 'annual' });
    expect([...p.byKey.values()].map((r) => r.score)).toEqual([0, 4, 0]);
  });
});

describe('ratingsByPeriod', () => {
  it('rates a KPI for the year and each quarter', () => {
    const k = kpi({
      target: 100,
      ytd: 60,
      periodicTarget1: 25,
      actual1: 30,
      periodicTarget3: 20,
      actual3: 10,
      optionType: 'DESC',
    });
    const r = ratingsByPeriod(k, BANDS, 'automatic');
    expect([r.annual, ...r.quarters].map((x) => [x.percent, x.score])).toEqual([
      [60, 2],
      [120, 5],
      [null, 0],
      [50, 1],
      [null, 0],
    ]);
  });
});

describe('periods', () => {
  it('names the year and the quarters in the URL', () => {
    expect(periodOfParam('Q3')).toBe(2);
    expect(periodOfParam('annual')).toBe('annual');
    expect(periodOfParam(null)).toBe('annual');
    expect(periodOfParam('Q9', 1)).toBe(1);
    expect(paramOfPeriod(0)).toBe('Q1');
    expect(paramOfPeriod('annual')).toBe('annual');
  });

  it('compares the year’s target with ytd, a quarter’s periodic target with its actual', () => {
    expect(periodFields('annual')).toEqual(['target', 'ytd']);
    expect(periodFields(3)).toEqual(['periodicTarget4', 'actual4']);
  });
});

describe('colours', () => {
  it('writes black on light bands and white on dark ones', () => {
    expect(textOn('#F59E0B')).toBe('#000000');
    expect(textOn('#003473')).toBe('#FFFFFF');
    expect(textOn('not a colour')).toBe('#000000');
  });

  it('finds the band a score names: 6 is the fifth, 0 none', () => {
    expect(bandOfScore(4.1, BANDS)?.rating).toBe(4);
    expect(bandOfScore(6, BANDS)?.rating).toBe(5);
    expect(bandOfScore(0.4, BANDS)).toBeNull();
  });
});
