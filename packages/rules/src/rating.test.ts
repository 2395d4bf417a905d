import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { progressColour } from './format';
import { isWindowOpen, openWindows, QUARTERS, quarterLabel, type QuarterWindow } from './quarter';
import {
  actualPercent,
  bandsOf,
  colourOfScore,
  kpiScore,
  normaliseScore,
  periodFigures,
  RATING_PALETTE,
  roundHalfUp,
  pointsOfOption,
  isManualScoreOf,
  manualScoresOf,
  scaleOf,
  scoreKpi,
  scoreOfPercent,
  scoreScorecard,
  totalScore,
  type Band,
  type RatedKpi,
  type RatingMode,
  type RatingPeriod,
  type ScaleInput,
  type Scale,
  type ScaleEntry,
} from './rating';

const entries = (...targets: number[]): ScaleEntry[] =>
  targets.map((target, i) => ({ description: `Band ${i}`, target }));

/** The worked-example scale of docs/planning.md: 0–59, 60–79, 80–99, 100–119, 120–149. */
const BANDS = bandsOf(entries(99, 59, 149, 79, 119));
const SCALE = scaleOf(BANDS) as Scale;
const { red, amber, green, blue, darkBlue } = RATING_PALETTE;

describe('bands (spec §5: first min 0, each later min = previous target + 1)', () => {
  it('sorts entries by target and derives min, max, rating and default colours', () => {
    expect(BANDS.map((b) => [b.rating, b.min, b.max, b.colorValue])).toEqual([
      [1, 0, 59, red],
      [2, 60, 79, amber],
      [3, 80, 99, green],
      [4, 100, 119, blue],
      [5, 120, 149, darkBlue],
    ]);
    expect(BANDS.map((b) => b.description)).toEqual(['Band 1', 'Band 3', 'Band 0', 'Band 4', 'Band 2']);
  });

  it('gives score_N_min / score_N_max for five bands', () => {
    expect(SCALE).toEqual({
      score_1_min: 0,
      score_1_max: 59,
      score_2_min: 60,
      score_2_max: 79,
      score_3_min: 80,
      score_3_max: 99,
      score_4_min: 100,
      score_4_max: 119,
      score_5_min: 120,
      score_5_max: 149,
    });
  });

  it.each([
    [
      [50, 100],
      [
        [0, 50],
        [51, 100],
      ],
      false,
    ],
    [
      [10, 20, 30, 40, 50, 60],
      [
        [0, 10],
        [11, 20],
        [21, 30],
        [31, 40],
        [41, 50],
      ],
      true,
    ],
    [
      [50, 50, 70, 80, 90],
      [
        [0, 50],
        [51, 50],
        [51, 70],
        [71, 80],
        [81, 90],
      ],
      true,
    ],
    [[], [], false],
  ])('targets %j give bands %j (complete scale: %s)', (targets, ranges, complete) => {
    const bands = bandsOf(entries(...targets));
    expect(bands.map((b) => [b.min, b.max])).toEqual(ranges);
    expect(scaleOf(bands) !== null).toBe(complete);
  });

  it('keeps an entry’s own colour and leaves out targets that are not numbers', () => {
    const bands = bandsOf([
      { description: 'a', target: 79, colorValue: '#123456' },
      { description: 'b', target: Number.NaN },
      { description: 'c', target: 59, colorValue: '  ' },
    ]);
    expect(bands.map((b) => [b.description, b.rating, b.colorValue])).toEqual([
      ['c', 1, red],
      ['a', 2, '#123456'],
    ]);
  });

  it('leaves three entries of a five-point plan incomplete (no scale, every computed score 0)', () => {
    const bands = bandsOf(entries(59, 99, 149));
    expect(bands.map((b) => b.rating)).toEqual([1, 2, 3]);
    expect(scaleOf(bands)).toBeNull();
  });

  it('yields contiguous bands for any distinct targets', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: -1000, max: 100_000 }), { maxLength: 8 }), (targets) => {
        const bands = bandsOf(entries(...targets));
        const sorted = [...targets].sort((a, b) => a - b).slice(0, 5);
        expect(bands.map((b) => b.max)).toEqual(sorted);
        expect(bands.map((b) => b.rating)).toEqual([1, 2, 3, 4, 5].slice(0, sorted.length));
        bands.forEach((b, i) => expect(b.min).toBe(i === 0 ? 0 : bands[i - 1]!.max + 1));
        expect(scaleOf(bands) !== null).toBe(sorted.length === 5);
      }),
    );
  });
});

describe('actual percent (spec §5: ASC target/actual, else actual/target, × 100, rounded)', () => {
  it.each([
    ['DESC', 100, 85, 85],
    ['ASC', 20, 25, 80],
    ['DESC', 40, 29, 73],
    ['ASC', 29, 40, 73],
    ['DESC', 3, 1, 33],
    ['DESC', 3, 2, 67],
    ['Other', 100, 50, 50],
    [null, 100, 50, 50],
    ['asc', 20, 25, 80],
    ['DESC', '100', '85', 85],
    ['DESC', 0, 0, 100],
    ['ASC', 0, 0, 100],
    ['DESC', 0, 5, null],
    ['ASC', 5, 0, null],
    ['DESC', 100, null, null],
    ['DESC', 100, undefined, null],
    ['DESC', 100, '', null],
    ['DESC', 'abc', 85, null],
    ['DESC', 100, -20, null],
    ['ASC', -10, -5, null],
    ['DESC', 100, Number.NaN, null],
    ['DESC', Number.POSITIVE_INFINITY, 5, null],
  ])('%s target %j actual %j → %j', (optionType, target, actual, percent) => {
    expect(actualPercent({ target, actual, optionType })).toBe(percent);
  });

  it('rounds half up after clearing binary noise', () => {
    expect(actualPercent({ target: 100, actual: 72.5, optionType: 'DESC' })).toBe(73);
    expect(actualPercent({ target: 1, actual: 0.725, optionType: 'DESC' })).toBe(73);
    expect(actualPercent({ target: 1, actual: 0.145, optionType: 'DESC' })).toBe(15); // 14.499999999999998
    expect(actualPercent({ target: 0.575, actual: 1, optionType: 'ASC' })).toBe(58); // 57.49999999999999
    expect(actualPercent({ target: 200, actual: 149, optionType: 'DESC' })).toBe(75);
    expect(actualPercent({ target: 1000, actual: 744, optionType: 'DESC' })).toBe(74);
  });

  it('is a finite number or null for any inputs', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.constant(null), fc.string()),
        fc.oneof(fc.double(), fc.constant(null), fc.string()),
        fc.constantFrom('ASC', 'DESC', 'Other', null),
        (target, actual, optionType) => {
          const p = actualPercent({ target, actual, optionType });
          expect(p === null || (Number.isFinite(p) && Number.isInteger(p) && p >= 0)).toBe(true);
        },
      ),
    );
  });

  it('gives the same percent with target and actual swapped between ASC and DESC', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer()), fc.oneof(fc.double(), fc.integer()), (a, b) => {
        expect(actualPercent({ target: a, actual: b, optionType: 'ASC' })).toBe(
          actualPercent({ target: b, actual: a, optionType: 'DESC' }),
        );
      }),
    );
  });
});

describe('score of a percent (spec §5: five bands, else 0; above the fifth band 6)', () => {
  it.each([
    [0, 1],
    [59, 1],
    [59.4, 1],
    [59.5, 2],
    [60, 2],
    [79, 2],
    [80, 3],
    [99, 3],
    [100, 4],
    [119, 4],
    [120, 5],
    [149, 5],
    [150, 6],
    [1000, 6],
    [-1, 0],
    [null, 0],
    [Number.NaN, 0],
  ])('percent %j scores %i', (percent, score) => {
    expect(scoreOfPercent(percent, SCALE)).toBe(score);
  });

  it('scores 0 without a complete scale', () => {
    expect(scoreOfPercent(100, null)).toBe(0);
    expect(scoreOfPercent(1000, scaleOf(bandsOf(entries(50, 100))))).toBe(0);
  });

  it('scores 0 in a gap of a hand-made scale', () => {
    expect(scoreOfPercent(65, { ...SCALE, score_2_min: 70 })).toBe(0);
  });

  it('is always an integer 0..6', () => {
    const scales = fc
      .uniqueArray(fc.integer({ min: 0, max: 1000 }), { minLength: 5, maxLength: 5 })
      .map((t) => scaleOf(bandsOf(entries(...t))));
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.constant(null)), fc.option(scales), (percent, scale) => {
        const s = scoreOfPercent(percent, scale);
        expect(Number.isInteger(s) && s >= 0 && s <= 6).toBe(true);
      }),
    );
  });
});

describe('a KPI (spec §5: automatic mode uses the computed score for Quantitative KPIs)', () => {
  it.each([
    ['automatic', 'Quantitative', 5, 3],
    ['automatic', 'quantitative', 5, 3],
    ['automatic', 'Qualitative', 5, 5],
    ['automatic', 'Qualitative', null, 0],
    ['manual', 'Quantitative', 5, 5],
    ['manual', 'Quantitative', null, 0],
    ['manual', 'Quantitative', 9, 6],
  ] as const)('%s mode, %s, manual %j → score %i', (mode, kpiType, manualRatingScore, score) => {
    const kpi = { kpiType, optionType: 'DESC', target: 100, ytd: 85, manualRatingScore, weight: 50 };
    const r = kpiScore(kpi, BANDS, mode);
    expect(r.percent).toBe(85);
    expect(r.computedScore).toBe(3);
    expect(r.score).toBe(score);
    expect(r.weightedScore).toBe(score / 2);
  });

  it.each([
    [7, 6],
    [-1, 0],
    [3.5, 4],
    [3.4, 3],
    ['4', 4],
    ['abc', null],
    [null, null],
  ])('normalises a manual or adjusted score %j to %j', (value, score) => {
    expect(normaliseScore(value)).toBe(score);
    expect(kpiScore({ adjustedScore: value }, SCALE, 'manual').adjustedScore).toBe(score);
  });

  it('scores 6 for a positive over zero when there is a scale, 0 without', () => {
    const kpi = { kpiType: 'Quantitative', optionType: 'ASC', target: 5, ytd: 0 };
    expect(kpiScore(kpi, BANDS, 'automatic')).toMatchObject({
      percent: null,
      computedScore: 6,
      colorValue: darkBlue,
    });
    expect(kpiScore(kpi, null, 'automatic')).toMatchObject({
      percent: null,
      computedScore: 0,
      colorValue: null,
    });
  });

  it('colours by the band the effective score names', () => {
    const at = (ytd: number) => kpiScore({ kpiType: 'Quantitative', target: 100, ytd }, BANDS, 'automatic');
    expect([at(10), at(70), at(90), at(110), at(130), at(200)].map((r) => r.colorValue)).toEqual([
      red,
      amber,
      green,
      blue,
      darkBlue,
      darkBlue,
    ]);
    const own = bandsOf([
      ...entries(59, 99, 119, 149),
      { description: 'x', target: 79, colorValue: '#ABCDEF' },
    ]);
    expect(kpiScore({ manualRatingScore: 2 }, own, 'manual').colorValue).toBe('#ABCDEF');
    expect(kpiScore({ manualRatingScore: 0 }, own, 'manual').colorValue).toBeNull();
    expect(colourOfScore(4.4, SCALE)).toBe(blue);
  });

  it.each([
    ['annual', 100, 85],
    [0, 10, 11],
    [1, 20, 21],
    [2, 30, 31],
    [3, 40, 41],
  ] as const)('period %j compares target %i with actual %i', (period, target, actual) => {
    const kpi: RatedKpi = {
      target: 100,
      ytd: 85,
      periodicTarget1: 10,
      periodicTarget2: 20,
      periodicTarget3: 30,
      periodicTarget4: 40,
      actual1: 11,
      actual2: 21,
      actual3: 31,
      actual4: 41,
    };
    expect(periodFigures(kpi, period)).toEqual({ target, actual });
    expect(scoreKpi(kpi, SCALE, { mode: 'automatic', period }).percent).toBe(
      Math.round((actual * 100) / target),
    );
  });

  it('has no figures for a quarter outside 0..3', () => {
    expect(periodFigures({ periodicTarget1: 1 }, 4 as never)).toEqual({ target: null, actual: null });
  });
});

describe('totals (spec §5: Σ score × weight / 100; adjusted total only if any exist)', () => {
  const A = { name: 'A', kpiType: 'Quantitative', optionType: 'DESC', target: 100, ytd: 85, weight: 40 };
  const B = { name: 'B', kpiType: 'Qualitative', manualRatingScore: 4, weight: 35 };
  const C = { name: 'C', kpiType: 'Quantitative', optionType: 'ASC', target: 10, ytd: 0, weight: 25 };

  it('scores the worked example', () => {
    const card = scoreScorecard([A, { ...B, adjustedScore: 2 }, C], BANDS, { mode: 'automatic' });
    expect(card.kpis.map((k) => [k.name, k.percent, k.score])).toEqual([
      ['A', 85, 3],
      ['B', null, 4],
      ['C', null, 6],
    ]);
    expect(card).toMatchObject({
      total: 4.1,
      adjustedTotal: 3.4,
      weightTotal: 100,
      weightsValid: true,
      colorValue: blue,
      adjustedColorValue: green,
    });
  });

  it('has no adjusted total without adjusted scores', () => {
    const card = scoreScorecard([A, B, C], BANDS, { mode: 'automatic' });
    expect(card.total).toBe(4.1);
    expect(card.adjustedTotal).toBeNull();
    expect(card.adjustedColorValue).toBeNull();
  });

  it('uses manual scores for every KPI in manual mode', () => {
    expect(scoreScorecard([A, B, C], BANDS, { mode: 'manual' }).total).toBe(1.4);
  });

  it('scores a quarter', () => {
    const kpi = { kpiType: 'Quantitative', periodicTarget2: 50, actual2: 60, weight: 100 };
    const card = scoreScorecard([kpi], SCALE, { mode: 'automatic', period: 1 });
    expect(card.kpis[0]).toMatchObject({ percent: 120, score: 5 });
    expect(card.total).toBe(5);
  });

  it.each([
    [[40, 35, 25], 100, true],
    [[50, 30], 80, false],
    [[33.33, 33.33, 33.34], 100, true],
    [[null, 100], 100, true],
    [[150, -50], 100, false],
    [['60', '40'], 100, true],
    [['x', 100], 100, false],
  ])('weights %j total %j (valid %s)', (weights, weightTotal, weightsValid) => {
    const card = scoreScorecard(
      weights.map((weight) => ({ manualRatingScore: 3, weight })),
      SCALE,
      { mode: 'manual' },
    );
    expect(card.weightTotal).toBe(weightTotal);
    expect(card.weightsValid).toBe(weightsValid);
  });

  it('does not rescale weights that miss 100', () => {
    expect(
      scoreScorecard(
        [
          { manualRatingScore: 5, weight: 50 },
          { manualRatingScore: 3, weight: 30 },
        ],
        SCALE,
        { mode: 'manual' },
      ).total,
    ).toBe(3.4);
  });

  it('rounds the total half up to 2 decimals', () => {
    expect(
      totalScore([
        { score: 1, weight: 33.33 },
        { score: 2, weight: 33.33 },
        { score: 2, weight: 33.34 },
      ]),
    ).toBe(1.67);
    expect(totalScore([])).toBe(0);
  });

  it('is finite and equal to Σ score × weight / 100', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            score: fc.integer({ min: 0, max: 6 }),
            weight: fc.double({ min: 0, max: 100, noNaN: true }),
          }),
          { maxLength: 60 },
        ),
        (items) => {
          const total = totalScore(items);
          const sum = items.reduce((s, i) => s + (i.score * i.weight) / 100, 0);
          expect(Number.isFinite(total)).toBe(true);
          expect(Math.abs(total - sum)).toBeLessThanOrEqual(0.005 + 1e-9);
        },
      ),
    );
  });

  it('never yields NaN or Infinity for any KPIs', () => {
    const anyNumber = fc.oneof(fc.double(), fc.constant(null), fc.constant(undefined), fc.string());
    const kpi = fc.record({
      kpiType: fc.constantFrom('Quantitative', 'Qualitative', null),
      optionType: fc.constantFrom('ASC', 'DESC', null),
      target: anyNumber,
      ytd: anyNumber,
      weight: anyNumber,
      manualRatingScore: anyNumber,
      adjustedScore: anyNumber,
    });
    const scale = fc.constantFrom<Band[] | Scale | null>(BANDS, SCALE, null);
    fc.assert(
      fc.property(
        fc.array(kpi, { maxLength: 20 }),
        scale,
        fc.constantFrom('automatic', 'manual'),
        (kpis, s, mode) => {
          const card = scoreScorecard(kpis, s, { mode: mode as 'automatic' | 'manual' });
          const numbers = [card.total, card.adjustedTotal, card.weightTotal];
          for (const k of card.kpis) {
            numbers.push(k.percent, k.computedScore, k.score, k.adjustedScore, k.weightedScore);
            expect(Number.isInteger(k.score) && k.score >= 0 && k.score <= 6).toBe(true);
            expect(Number.isInteger(k.computedScore) && k.computedScore >= 0 && k.computedScore <= 6).toBe(
              true,
            );
          }
          for (const n of numbers) expect(n === null || Number.isFinite(n)).toBe(true);
          expect(card.total).toBe(
            totalScore(card.kpis.map((k, i) => ({ score: k.score, weight: kpis[i]!.weight }))),
          );
          expect(card.adjustedTotal === null).toBe(card.kpis.every((k) => k.adjustedScore === null));
        },
      ),
    );
  });
});

/**
 * The scorecard's hot path inlines the per-KPI rules; this is the plain composition it must equal:
 * `kpiScore` for every KPI, totals summed in the same order.
 */
const referenceScorecard = (
  kpis: readonly RatedKpi[],
  scale: ScaleInput,
  mode: RatingMode,
  period: RatingPeriod,
) => {
  const clampWeight = (w: RatedKpi['weight']) => {
    const n =
      typeof w === 'number'
        ? Number.isFinite(w)
          ? w
          : null
        : typeof w === 'string' && w.trim() !== ''
          ? Number(w.trim())
          : null;
    return n === null || !Number.isFinite(n) ? 0 : Math.min(100, Math.max(0, n));
  };
  let sum = 0;
  let adjustedSum = 0;
  let weightSum = 0;
  let inRange = true;
  const scored = kpis.map((kpi) => {
    const rating = kpiScore(kpi, scale, mode, period);
    const w = clampWeight(kpi.weight);
    sum += (rating.score * w) / 100;
    adjustedSum += ((rating.adjustedScore ?? rating.score) * w) / 100;
    weightSum += w;
    if (kpi.weight !== null && kpi.weight !== undefined && kpi.weight !== '') {
      const given = typeof kpi.weight === 'number' ? kpi.weight : Number(String(kpi.weight).trim());
      if (String(kpi.weight).trim() === '' || !Number.isFinite(given) || given < 0 || given > 100)
        inRange = false;
    }
    return { ...kpi, ...rating };
  });
  const anyAdjusted = scored.some((k) => k.adjustedScore !== null);
  const total = totalScore(scored.map((k, i) => ({ score: k.score, weight: kpis[i]!.weight })));
  return { scored, total, sum, adjustedSum, anyAdjusted, weightSum, inRange };
};

describe('the scorecard hot path equals the per-KPI rules', () => {
  const figure = fc.oneof(
    fc.double({ min: -10, max: 2000, noNaN: true }),
    fc.integer({ min: 0, max: 500 }),
    fc.constantFrom(
      0,
      -0,
      null,
      undefined,
      '',
      ' 80 ',
      '120',
      'n/a',
      Infinity,
      -Infinity,
      NaN,
      1e308,
      5e-324,
    ),
  );
  const kpi = fc.record({
    kpiType: fc.constantFrom(
      'Quantitative',
      'Qualitative',
      ' quantitative ',
      'QUANTITATIVE',
      '',
      null,
      undefined,
    ),
    optionType: fc.constantFrom('ASC', 'DESC', 'asc', ' Asc ', 'other', null, undefined),
    target: figure,
    ytd: figure,
    periodicTarget1: figure,
    periodicTarget2: figure,
    periodicTarget3: figure,
    periodicTarget4: figure,
    actual1: figure,
    actual2: figure,
    actual3: figure,
    actual4: figure,
    weight: fc.oneof(
      fc.double({ min: -5, max: 120, noNaN: true }),
      fc.constantFrom(null, undefined, '', '25', 'x', 100),
    ),
    manualRatingScore: fc.oneof(
      fc.double({ min: -2, max: 9, noNaN: true }),
      fc.constantFrom(null, '3', 'five'),
    ),
    adjustedScore: fc.oneof(fc.integer({ min: -1, max: 8 }), fc.constantFrom(null, undefined, '2.5')),
    name: fc.string({ maxLength: 3 }),
  });
  const scales = fc.constantFrom<ScaleInput>(
    BANDS,
    SCALE,
    null,
    undefined,
    BANDS.slice(0, 4),
    bandsOf(entries(10, 20, 30, 40, 50)),
    { ...SCALE, score_3_min: 101 },
  );
  const periods = fc.constantFrom<RatingPeriod>('annual', 0, 1, 2, 3, 7 as RatingPeriod);

  it('gives every KPI the same rating and the same totals', () => {
    fc.assert(
      fc.property(
        fc.array(kpi, { maxLength: 40 }),
        scales,
        fc.constantFrom<RatingMode>('automatic', 'manual'),
        periods,
        (kpis, scale, mode, period) => {
          const card = scoreScorecard(kpis, scale, { mode, period });
          const ref = referenceScorecard(kpis, scale, mode, period);
          expect(card.kpis).toStrictEqual(ref.scored);
          card.kpis.forEach((k, i) => expect(Object.keys(k)).toEqual(Object.keys(ref.scored[i]!)));
          expect(card.total).toBe(ref.total);
          expect(card.adjustedTotal).toBe(ref.anyAdjusted ? roundHalfUp(ref.adjustedSum, 2) : null);
          expect(card.weightTotal).toBe(roundHalfUp(ref.weightSum, 2));
          expect(card.weightsValid).toBe(ref.inRange && roundHalfUp(ref.weightSum, 2) === 100);
          expect(card.colorValue).toBe(colourOfScore(card.total, scale));
          expect(card.adjustedColorValue).toBe(
            card.adjustedTotal === null ? null : colourOfScore(card.adjustedTotal, scale),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('progress colour (spec §5: <60 danger, 60..<90 warning, ≥90 success)', () => {
  it.each([
    [59.9, 'danger'],
    [60, 'warning'],
    [89.99, 'warning'],
    [90, 'success'],
    [null, 'danger'],
    [-5, 'danger'],
    [1000, 'success'],
  ] as const)('%j → %s', (percent, colour) => {
    expect(progressColour(percent)).toBe(colour);
  });

  it('is total over all finite numbers', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (p) => {
        expect(progressColour(p)).toBe(p < 60 ? 'danger' : p < 90 ? 'warning' : 'success');
      }),
    );
  });
});

describe('quarters and their windows (spec §3, §9)', () => {
  it('maps Q1..Q4 to 0..3', () => {
    expect(QUARTERS.map((q) => [q.index, q.label])).toEqual([
      [0, 'Q1'],
      [1, 'Q2'],
      [2, 'Q3'],
      [3, 'Q4'],
    ]);
    expect(quarterLabel(2)).toBe('Q3');
    expect(quarterLabel(4)).toBeNull();
  });

  const quarter = {
    assessmentStartDate: '2024-04-01',
    assessmentEndDate: '2024-04-15',
    pmAgreementStartDate: '2024-01-01T00:00:00.000Z',
    pmAgreementEndDate: '2024-01-31',
    pmAssessmentStartDate: null,
    pmAssessmentEndDate: '2024-12-31',
  };

  it.each([
    ['assessment', '2024-03-31', false],
    ['assessment', '2024-04-01', true],
    ['assessment', '2024-04-10', true],
    ['assessment', '2024-04-15', true],
    ['assessment', '2024-04-16', false],
    ['assessment', 'today', false],
    ['pmAgreement', '2024-01-01', true],
    ['pmAgreement', '2024-02-01', false],
    ['pmAssessment', '2024-06-01', false],
  ] as const)('%s on %s is open: %s', (window, today, open) => {
    expect(isWindowOpen(quarter, window, today)).toBe(open);
  });

  it('is never open when the start is after the end', () => {
    expect(
      isWindowOpen(
        { assessmentStartDate: '2024-05-01', assessmentEndDate: '2024-04-01' },
        'assessment',
        '2024-04-15',
      ),
    ).toBe(false);
  });

  it('reports every window', () => {
    expect(openWindows(quarter, '2024-04-02')).toEqual({
      assessment: true,
      pmAgreement: false,
      pmAssessment: false,
    });
  });

  it('is open exactly inside the inclusive bounds', () => {
    const day = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    const window = fc.constantFrom<QuarterWindow>('assessment', 'pmAgreement', 'pmAssessment');
    fc.assert(
      fc.property(day, day, day, window, (start, end, today, w) => {
        const q = {
          assessmentStartDate: start,
          assessmentEndDate: end,
          pmAgreementStartDate: start,
          pmAgreementEndDate: end,
          pmAssessmentStartDate: start,
          pmAssessmentEndDate: end,
        };
        const t = (s: string) => Date.parse(`${s}T00:00:00Z`);
        expect(isWindowOpen(q, w, today)).toBe(t(start) <= t(today) && t(today) <= t(end));
      }),
    );
  });
});

describe('three-point scales (the company rating scale option; docs/planning.md "Three-point scales")', () => {
  const three = bandsOf(entries(119, 79, 149), 3);
  const scale = scaleOf(three) as Scale;

  it('reads the owner’s option: only three-point is three', () => {
    expect([pointsOfOption('three-point'), pointsOfOption('five-point'), pointsOfOption(undefined)]).toEqual([
      3, 5, 5,
    ]);
  });

  it('takes manual scores 0, 1, 3, 5 and 6 on three points, every whole score 0..6 on five', () => {
    expect(manualScoresOf(3)).toEqual([0, 1, 3, 5, 6]);
    expect(manualScoresOf(5)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect([0, 1, 2, 3, 4, 5, 6].filter((n) => isManualScoreOf(n, 3))).toEqual([0, 1, 3, 5, 6]);
    expect([2, 4, 2.5, 7, -1].map((n) => isManualScoreOf(n, 3))).toEqual([false, false, false, false, false]);
    expect([2, 4].map((n) => isManualScoreOf(n, 5))).toEqual([true, true]);
  });

  it('rates three bands 1, 3 and 5 with those ratings’ colours, and takes only the three lowest targets', () => {
    expect(three.map((b) => [b.rating, b.min, b.max, b.colorValue])).toEqual([
      [1, 0, 79, red],
      [3, 80, 119, green],
      [5, 120, 149, darkBlue],
    ]);
    expect(bandsOf(entries(10, 20, 30, 40), 3).map((b) => b.max)).toEqual([10, 20, 30]);
    expect(scaleOf(bandsOf(entries(10, 20), 3))).toBeNull();
  });

  it.each([
    [0, 1],
    [79, 1],
    [80, 3],
    [119, 3],
    [120, 5],
    [149, 5],
    [150, 6],
    [-1, 0],
  ])('percent %d scores %d (ratings 2 and 4 are never computed)', (percent, score) => {
    expect(scoreOfPercent(percent, scale)).toBe(score);
  });

  it('scores a scorecard on the same 0..6 range: a total between points keeps its decimals', () => {
    const kpis: RatedKpi[] = [
      { kpiType: 'Quantitative', target: 100, ytd: 70, weight: 50 },
      { kpiType: 'Quantitative', target: 100, ytd: 130, weight: 50 },
    ];
    const scored = scoreScorecard(kpis, three, { mode: 'automatic' });
    expect(scored.kpis.map((k) => [k.score, k.colorValue])).toEqual([
      [1, red],
      [5, darkBlue],
    ]);
    expect(scored.total).toBe(3);
    expect(scored.colorValue).toBe(green);
    expect(kpiScore(kpis[1]!, three, 'automatic').score).toBe(5);
  });

  it('scores every percent as the slow path does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 400 }), (ytd) => {
        const kpi: RatedKpi = { kpiType: 'Quantitative', target: 100, ytd, weight: 100 };
        expect(scoreScorecard([kpi], three, { mode: 'automatic' }).kpis[0]!.score).toBe(
          kpiScore(kpi, three, 'automatic').score,
        );
      }),
    );
  });
});
