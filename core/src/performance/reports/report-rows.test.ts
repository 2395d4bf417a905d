import type { TPerformanceReportRow } from '@stratum/contracts';
import { bandsOf } from '@stratum/rules';
import { describe, expect, it } from 'vitest';
import { blendAssessmentScore } from '@stratum/rules';
import {
  curveOf,
  curveScoreOf,
  finalOf,
  inPlacement,
  NO_COMPETENCY,
  percentOf,
  summarise,
} from './report-rows';

const bands = bandsOf(
  [59, 79, 99, 119, 149].map((target, i) => ({
    description: `B${i + 1}`,
    target,
    colorValue: `#00000${i + 1}`,
  })),
);

const row = (over: Partial<TPerformanceReportRow>): TPerformanceReportRow => ({
  scorecardId: 's',
  employeeId: 'e',
  employeeName: 'E',
  supervisorId: null,
  supervisorName: null,
  placementPath: null,
  agreementStatus: 'Draft',
  agreementType: 'Standard',
  assessmentStatus: 'Not Started',
  qaStatus: 'Not Started',
  reviewComplete: false,
  selfScore: null,
  totalScore: null,
  adjustedTotal: null,
  scorecardScore: null,
  competencyScore: null,
  finalScore: null,
  blended: false,
  colorValue: null,
  adjustedColorValue: null,
  finalColorValue: null,
  ...over,
});

describe('placement filters', () => {
  it('matches the business unit (first id) and the department (second id)', () => {
    expect(inPlacement('bu1/d1/dv1/', 'bu1', 'd1')).toBe(true);
    expect(inPlacement('bu1/d1/', 'bu1', undefined)).toBe(true);
    expect(inPlacement('bu1/d1/', undefined, 'd1')).toBe(true);
    expect(inPlacement('bu1/d2/', 'bu1', 'd1')).toBe(false);
    expect(inPlacement('bu2/d1/', 'bu1', undefined)).toBe(false);
    // a department id further down the path is not the record's department
    expect(inPlacement('bu1/d2/d1/', undefined, 'd1')).toBe(false);
    expect(inPlacement(null, 'bu1', undefined)).toBe(false);
    expect(inPlacement(null, undefined, undefined)).toBe(true);
  });
});

describe('figures', () => {
  it('percent to one decimal, nothing of nothing is 0', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('rates a quarter by its final score rounded half up, clamped to 0..6; unrated is 0', () => {
    expect([null, 0.4, 0.5, 2.49, 2.5, 5.5, 6, 9].map((s) => curveScoreOf(s))).toEqual([
      0, 0, 1, 2, 3, 6, 6, 6,
    ]);
  });

  it('spreads the rows over 0..6 with the bands’ descriptions and colours (6 takes the fifth band’s colour)', () => {
    const rows = [null, 1.4, 4, 4.4, 6].map((finalScore) => row({ finalScore }));
    const curve = curveOf(rows, bands);
    expect(curve.map((b) => [b.score, b.count, b.percent])).toEqual([
      [0, 1, 20],
      [1, 1, 20],
      [2, 0, 0],
      [3, 0, 0],
      [4, 2, 40],
      [5, 0, 0],
      [6, 1, 20],
    ]);
    expect(curve[1]).toMatchObject({ description: 'B1', colorValue: '#000001' });
    expect(curve[6]).toMatchObject({ colorValue: '#000005' });
    expect(curve[0]).toMatchObject({ description: 'Not rated', colorValue: null });
  });

  it('counts by the statuses the kind reports and averages the rated scores', () => {
    const rows = [
      row({
        agreementStatus: 'Agreed',
        assessmentStatus: 'Complete',
        qaStatus: 'Complete',
        reviewComplete: true,
        finalScore: 3,
      }),
      row({ agreementStatus: 'Agreed', finalScore: 4.25 }),
      row({ agreementStatus: 'Submitted' }),
    ];
    const a = summarise('agreements', rows, bands);
    expect(a.byStatus.map((s) => [s.status, s.count])).toEqual([
      ['Draft', 0],
      ['Submitted', 1],
      ['Disputed', 0],
      ['Agreed', 2],
    ]);
    expect([a.byQaStatus, a.curve]).toEqual([[], []]);
    const s = summarise('assessments', rows, bands);
    expect(s.byStatus.find((x) => x.status === 'Complete')!.count).toBe(1);
    expect(s.byQaStatus.find((x) => x.status === 'Not Started')!.count).toBe(2);
    expect(s.reviewComplete).toBe(1);
    // (3 + 4.25) / 2 = 3.625 → 3.63
    expect(summarise('scores', rows, bands).averageScore).toBe(3.63);
    expect(summarise('scores', [row({})], bands).averageScore).toBeNull();
  });
});

describe('the final score with the competency review (docs/surveys.md)', () => {
  const part = (weight: number, scores: [string, number | null][]) => ({ weight, scores: new Map(scores) });
  it.each([
    // [total, adjusted, weight, competency score, scorecard, final, blended]
    [3.2, null, 0, 5, 3.2, 3.2, false],
    [3.2, null, 20, 3.88, 3.2, 3.34, true],
    [3.2, 4.1, 20, 3.88, 4.1, 4.06, true],
    [3.2, null, 20, null, 3.2, 3.2, false],
    [3.2, null, 100, 2, 3.2, 2, true],
    [null, null, 20, 4, null, null, false],
    [3.333333, null, 0, null, 3.333333, 3.333333, false],
  ] as const)(
    'total %s, adjusted %s, weight %s%%, competencies %s → scorecard %s, final %s, blended %s',
    (total, adjusted, weight, competency, scorecard, final, blended) => {
      const r = { employeeId: 'e', totalScore: total, adjustedTotal: adjusted };
      const got = finalOf(r, part(weight, competency === null ? [] : [['e', competency]]));
      expect(got).toEqual({
        scorecardScore: scorecard,
        competencyScore: weight > 0 ? competency : null,
        finalScore: final,
        blended,
      });
      if (scorecard !== null)
        expect(got.finalScore).toBe(blendAssessmentScore(scorecard, competency, weight).finalScore);
    },
  );
  it('reads exactly the scorecard score without the review (no rounding)', () => {
    expect(finalOf({ employeeId: 'e', totalScore: 2.345678 }, NO_COMPETENCY).finalScore).toBe(2.345678);
  });
  it("takes no other employee's score", () => {
    expect(finalOf({ employeeId: 'x', totalScore: 3 }, part(50, [['e', 5]]))).toEqual({
      scorecardScore: 3,
      competencyScore: null,
      finalScore: 3,
      blended: false,
    });
  });
});
