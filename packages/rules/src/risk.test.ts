import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTROL_EFFECTIVENESS,
  CONTROL_TYPES,
  controlSteps,
  DEFAULT_THRESHOLDS,
  defaultMatrix,
  IMPACT_SCALE,
  isMitigationOverdue,
  LEVELS_OF,
  levelBands,
  levelOfScore,
  LIKELIHOOD_SCALE,
  mitigationProgress,
  rateCell,
  residualCell,
  RISK_COLOURS,
  RISK_SCHEMES,
  riskLevelColour,
  thresholdProblem,
  type ControlLike,
  type RatingType,
} from './risk';

const FOUR: RatingType = { scheme: 'four-level', thresholds: DEFAULT_THRESHOLDS['four-level'] };
const THREE: RatingType = { scheme: 'three-level', thresholds: DEFAULT_THRESHOLDS['three-level'] };
const { green, yellow, orange, red } = RISK_COLOURS;

describe('levels and colours (spec §9)', () => {
  it('orders the levels Low, Moderate, High, Extreme; the three-level variant Low, Medium, High', () => {
    expect(LEVELS_OF['four-level']).toEqual(['Low', 'Moderate', 'High', 'Extreme']);
    expect(LEVELS_OF['three-level']).toEqual(['Low', 'Medium', 'High']);
  });

  it.each([
    ['four-level', 'Low', green],
    ['four-level', 'Moderate', yellow],
    ['four-level', 'High', orange],
    ['four-level', 'Extreme', red],
    ['three-level', 'Low', green],
    ['three-level', 'Medium', orange],
    ['three-level', 'High', red],
  ] as const)('%s %s is %s', (scheme, level, colour) => {
    expect(riskLevelColour(scheme, level)).toBe(colour);
  });

  it('names the scales from 1 (Insignificant, Rare) to 5 (Catastrophic, Certain)', () => {
    expect(IMPACT_SCALE.map((p) => `${p.score} ${p.name}`)).toEqual([
      '1 Insignificant',
      '2 Minor',
      '3 Moderate',
      '4 Major',
      '5 Catastrophic',
    ]);
    expect(LIKELIHOOD_SCALE.map((p) => `${p.score} ${p.name}`)).toEqual([
      '1 Rare',
      '2 Unlikely',
      '3 Possible',
      '4 Likely',
      '5 Certain',
    ]);
  });
});

describe('level bands of a rating type', () => {
  it.each([
    [1, 'Low'],
    [3, 'Low'],
    [4, 'Moderate'],
    [6, 'Moderate'],
    [8, 'High'],
    [12, 'High'],
    [15, 'Extreme'],
    [25, 'Extreme'],
  ] as const)('four levels: score %i is %s', (score, level) => {
    expect(levelOfScore(score, FOUR.scheme, FOUR.thresholds)).toBe(level);
  });

  it.each([
    [4, 'Low'],
    [5, 'Medium'],
    [10, 'Medium'],
    [12, 'High'],
    [25, 'High'],
  ] as const)('three levels: score %i is %s', (score, level) => {
    expect(levelOfScore(score, THREE.scheme, THREE.thresholds)).toBe(level);
  });

  it('gives each level its range and colour', () => {
    expect(levelBands(FOUR.scheme, FOUR.thresholds)).toEqual([
      { level: 'Low', min: 1, max: 3, colour: green },
      { level: 'Moderate', min: 4, max: 7, colour: yellow },
      { level: 'High', min: 8, max: 14, colour: orange },
      { level: 'Extreme', min: 15, max: 25, colour: red },
    ]);
  });

  it.each([
    ['four-level', [4, 8, 15], null],
    ['three-level', [5, 12], null],
    ['four-level', [4, 8], 'give 3 lowest scores, one for each of Moderate, High, Extreme'],
    ['four-level', [4, 4, 15], 'the lowest score of High must be above that of Moderate'],
    ['four-level', [1, 8, 15], 'the lowest score of Moderate must be a whole number from 2 to 25'],
    ['three-level', [5, 26], 'the lowest score of High must be a whole number from 2 to 25'],
    ['three-level', [5.5, 12], 'the lowest score of Medium must be a whole number from 2 to 25'],
  ] as const)('%s thresholds %j: %s', (scheme, thresholds, problem) => {
    expect(thresholdProblem(scheme, thresholds)).toBe(problem);
  });

  it('puts every score of 1..25 in exactly one band, levels rising with the score', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RISK_SCHEMES),
        fc.uniqueArray(fc.integer({ min: 2, max: 25 }), { minLength: 3, maxLength: 3 }),
        (scheme, raw) => {
          const thresholds = [...raw].sort((a, b) => a - b).slice(0, LEVELS_OF[scheme].length - 1);
          expect(thresholdProblem(scheme, thresholds)).toBeNull();
          const bands = levelBands(scheme, thresholds);
          const levels = LEVELS_OF[scheme];
          let previous = -1;
          for (let score = 1; score <= 25; score++) {
            const level = levelOfScore(score, scheme, thresholds);
            expect(bands.filter((b) => score >= b.min && score <= b.max).map((b) => b.level)).toEqual([
              level,
            ]);
            expect(levels.indexOf(level)).toBeGreaterThanOrEqual(previous);
            previous = levels.indexOf(level);
          }
        },
      ),
    );
  });
});

describe('the matrix (impact × likelihood → rating score and level)', () => {
  const matrix = defaultMatrix();

  it('starts as the 25 products of impact and likelihood', () => {
    expect(matrix).toHaveLength(25);
    expect(matrix.find((e) => e.impact === 4 && e.likelihood === 3)?.ratingScore).toBe(12);
  });

  it.each([
    // impact, likelihood → score, level (four levels), level (three levels)
    [1, 1, 1, 'Low', 'Low'],
    [1, 3, 3, 'Low', 'Low'],
    [2, 2, 4, 'Moderate', 'Low'],
    [3, 2, 6, 'Moderate', 'Medium'],
    [2, 4, 8, 'High', 'Medium'],
    [4, 3, 12, 'High', 'High'],
    [3, 5, 15, 'Extreme', 'High'],
    [4, 4, 16, 'Extreme', 'High'],
    [5, 5, 25, 'Extreme', 'High'],
  ] as const)(
    'impact %i × likelihood %i → %i: %s (three levels: %s)',
    (impact, likelihood, score, four, three) => {
      expect(rateCell(FOUR, matrix, { impact, likelihood })).toEqual({
        ratingScore: score,
        level: four,
        colour: riskLevelColour('four-level', four),
      });
      expect(rateCell(THREE, matrix, { impact, likelihood })?.level).toBe(three);
    },
  );

  it('uses the entry a company set, and has nothing to say for a cell without one', () => {
    const custom = matrix.map((e) => (e.impact === 5 && e.likelihood === 1 ? { ...e, ratingScore: 15 } : e));
    expect(rateCell(FOUR, custom, { impact: 5, likelihood: 1 })?.level).toBe('Extreme');
    expect(rateCell(FOUR, custom.slice(1), { impact: 1, likelihood: 1 })).toBeNull();
  });
});

const control = (type: ControlLike['type'], effectiveness: ControlLike['effectiveness']): ControlLike => ({
  type,
  effectiveness,
});

describe('residual rating after controls (docs/risk.md)', () => {
  it.each([
    // inherent, controls, residual
    [{ impact: 4, likelihood: 4 }, [], { impact: 4, likelihood: 4 }],
    [{ impact: 4, likelihood: 4 }, [control('Preventative', 'Effective')], { impact: 4, likelihood: 3 }],
    [{ impact: 4, likelihood: 4 }, [control('Detective', 'Effective')], { impact: 3, likelihood: 4 }],
    [{ impact: 4, likelihood: 4 }, [control('Reactive', 'Effective')], { impact: 3, likelihood: 4 }],
    [
      { impact: 4, likelihood: 4 },
      [control('Detective', 'Partially Effective')],
      { impact: 4, likelihood: 4 },
    ],
    [
      { impact: 4, likelihood: 4 },
      [control('Detective', 'Partially Effective'), control('Reactive', 'Partially Effective')],
      { impact: 3, likelihood: 4 },
    ],
    [
      { impact: 4, likelihood: 4 },
      [control('Preventative', 'Effective'), control('Detective', 'Partially Effective')],
      { impact: 4, likelihood: 3 },
    ],
    [{ impact: 4, likelihood: 4 }, [control('Preventative', 'Ineffective')], { impact: 4, likelihood: 4 }],
    [
      { impact: 2, likelihood: 2 },
      [
        control('Preventative', 'Effective'),
        control('Preventative', 'Effective'),
        control('Preventative', 'Effective'),
      ],
      { impact: 2, likelihood: 1 },
    ],
  ])('%j with %j → %j', (inherent, controls, residual) => {
    expect(residualCell(inherent, controls)).toEqual(residual);
  });

  it('the worked example: Major × Likely (16, Extreme) comes down to High, then Moderate', () => {
    const matrix = defaultMatrix();
    const inherent = { impact: 4, likelihood: 4 };
    expect(rateCell(FOUR, matrix, inherent)?.level).toBe('Extreme');
    const two = [control('Preventative', 'Effective'), control('Detective', 'Partially Effective')];
    expect(rateCell(FOUR, matrix, residualCell(inherent, two))).toMatchObject({
      ratingScore: 12,
      level: 'High',
    });
    const three = [...two, control('Reactive', 'Partially Effective')];
    expect(rateCell(FOUR, matrix, residualCell(inherent, three))).toMatchObject({
      ratingScore: 9,
      level: 'High',
    });
    const four = [...three, control('Preventative', 'Effective')];
    expect(rateCell(FOUR, matrix, residualCell(inherent, four))).toMatchObject({
      ratingScore: 6,
      level: 'Moderate',
    });
  });

  const anyCell = fc.record({
    impact: fc.integer({ min: 1, max: 5 }),
    likelihood: fc.integer({ min: 1, max: 5 }),
  });
  const anyControl = fc
    .record({
      type: fc.constantFrom(...CONTROL_TYPES),
      effectiveness: fc.constantFrom(...CONTROL_EFFECTIVENESS),
    })
    .map((c) => c as ControlLike);
  const anyControls = fc.array(anyControl, { maxLength: 12 });

  it('never raises a rating and never leaves the scale', () => {
    fc.assert(
      fc.property(anyCell, anyControls, (inherent, controls) => {
        const r = residualCell(inherent, controls);
        expect(r.impact).toBeLessThanOrEqual(inherent.impact);
        expect(r.likelihood).toBeLessThanOrEqual(inherent.likelihood);
        expect(Math.min(r.impact, r.likelihood)).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('does not depend on the order of the controls', () => {
    fc.assert(
      fc.property(
        anyCell,
        anyControls.chain((cs) =>
          fc
            .shuffledSubarray(cs, { minLength: cs.length, maxLength: cs.length })
            .map((s) => [cs, s] as const),
        ),
        (inherent, [controls, shuffled]) => {
          expect(residualCell(inherent, shuffled)).toEqual(residualCell(inherent, controls));
        },
      ),
    );
  });

  it('one more control never raises the residual; an ineffective one changes nothing', () => {
    fc.assert(
      fc.property(anyCell, anyControls, anyControl, (inherent, controls, extra) => {
        const before = residualCell(inherent, controls);
        const after = residualCell(inherent, [...controls, extra]);
        expect(after.impact).toBeLessThanOrEqual(before.impact);
        expect(after.likelihood).toBeLessThanOrEqual(before.likelihood);
        expect(residualCell(inherent, [...controls, { ...extra, effectiveness: 'Ineffective' }])).toEqual(
          before,
        );
      }),
    );
  });

  it('a preventative control moves only likelihood; detective and reactive only impact', () => {
    fc.assert(
      fc.property(anyControls, (controls) => {
        const steps = controlSteps(controls);
        const only = (types: string[]) => controlSteps(controls.filter((c) => types.includes(c.type)));
        expect(only(['Preventative']).impact).toBe(0);
        expect(only(['Detective', 'Reactive']).likelihood).toBe(0);
        expect(steps).toEqual({
          impact: only(['Detective', 'Reactive']).impact,
          likelihood: only(['Preventative']).likelihood,
        });
      }),
    );
  });
});

describe('mitigation progress', () => {
  it.each([
    [0, 0, 'In Progress', 'danger'],
    [59, 59, 'In Progress', 'danger'],
    [60, 60, 'In Progress', 'warning'],
    [89.6, 90, 'In Progress', 'success'],
    [99, 99, 'In Progress', 'success'],
    [100, 100, 'Complete', 'success'],
    [140, 100, 'Complete', 'success'],
    [-5, 0, 'In Progress', 'danger'],
    [Number.NaN, 0, 'In Progress', 'danger'],
  ])('%d percent → %d, %s, %s', (raw, percent, status, colour) => {
    expect(mitigationProgress(raw)).toEqual({ percent, status, colour });
  });

  it('is Complete exactly at 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (p) => {
        expect(mitigationProgress(p).status === 'Complete').toBe(p === 100);
      }),
    );
  });

  it.each([
    ['2025-03-01', 'In Progress', '2025-03-02', true],
    ['2025-03-02', 'In Progress', '2025-03-02', false],
    ['2025-03-01', 'Complete', '2025-03-02', false],
  ] as const)('due %s, %s, on %s: overdue %s', (dueDate, status, today, overdue) => {
    expect(isMitigationOverdue({ dueDate, status }, today)).toBe(overdue);
  });
});
