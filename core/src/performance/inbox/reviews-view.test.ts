import type { Band } from '@stratum/rules';
import { describe, expect, it } from 'vitest';
import { byNameThenQuarter, toCompanyReviews, toReview, type ReviewSource } from './reviews-view';

const bands: Band[] = [1, 2, 3, 4, 5].map((rating) => ({
  rating: rating as Band['rating'],
  description: `B${rating}`,
  min: (rating - 1) * 20,
  max: rating * 20 - 1,
  colorValue: `#00000${rating}`,
}));

const source = (over: Partial<ReviewSource> = {}): ReviewSource => ({
  scorecardId: 's1',
  employeeId: 'e1',
  annualPlanId: 'p1',
  quarter: 1,
  supervisorId: 'boss',
  agreementStatus: 'Agreed',
  agreementType: 'Standard',
  assessmentStatus: 'Complete',
  qaStatus: 'Complete',
  reviewComplete: true,
  ...over,
});

const names = new Map([
  ['e1', 'Eve One'],
  ['boss', 'Bo Boss'],
]);

describe('toReview', () => {
  it('gives each score its band colour and takes the adjusted total as the final score', () => {
    const row = toReview(source({ selfScore: 3.6, totalScore: 3.4, adjustedTotal: 4 }), names, bands, {
      id: 'x',
      name: 'Xa Acting',
    });
    expect(row).toMatchObject({
      employeeName: 'Eve One',
      supervisorId: 'boss',
      supervisorName: 'Bo Boss',
      quarterLabel: 'Q2',
      actingForId: 'x',
      actingForName: 'Xa Acting',
      selfScore: 3.6,
      selfColorValue: '#000004',
      totalScore: 3.4,
      totalColorValue: '#000003',
      adjustedTotal: 4,
      adjustedColorValue: '#000004',
      finalScore: 4,
      finalColorValue: '#000004',
    });
  });

  it('falls back to the total, and leaves unscored quarters and a missing supervisor empty', () => {
    expect(toReview(source({ totalScore: 2.2 }), names, bands)).toMatchObject({
      finalScore: 2.2,
      finalColorValue: '#000002',
      adjustedTotal: null,
      adjustedColorValue: null,
      actingForId: null,
    });
    expect(toReview(source({ supervisorId: '-', employeeId: 'gone' }), names, bands)).toMatchObject({
      employeeName: '',
      supervisorId: null,
      supervisorName: null,
      selfScore: null,
      selfColorValue: null,
      finalScore: null,
      finalColorValue: null,
    });
  });

  it('orders rows by name, then quarter', () => {
    const rows = [
      toReview(source({ scorecardId: 'a', quarter: 2 }), names, bands),
      toReview(source({ scorecardId: 'b', employeeId: 'boss', quarter: 3 }), names, bands),
      toReview(source({ scorecardId: 'c', quarter: 0 }), names, bands),
    ].sort(byNameThenQuarter);
    expect(rows.map((r) => r.scorecardId)).toEqual(['b', 'c', 'a']);
  });
});

describe('toCompanyReviews', () => {
  it('lists only Complete assessments, by quarter, with the final score’s colour', () => {
    const base = { annualPlanId: 'p1', comments: '<p>Good</p>', finalScore: 4.4 };
    const list = toCompanyReviews(
      [
        {
          ...base,
          assessmentId: 'q3',
          quarter: 2,
          status: 'Complete',
          completedAt: '2026-09-01T00:00:00.000Z',
        },
        { ...base, assessmentId: 'q2', quarter: 1, status: 'Draft' },
        {
          ...base,
          assessmentId: 'q1',
          quarter: 0,
          status: 'Complete',
          finalScore: 2.5,
          completedByName: 'Ada',
        },
      ],
      bands,
    );
    expect(list.map((a) => [a.id, a.quarterLabel, a.finalColorValue])).toEqual([
      ['q1', 'Q1', '#000003'],
      ['q3', 'Q3', '#000004'],
    ]);
    expect(list[0]).toMatchObject({ completedByName: 'Ada', completedAt: null, comments: '<p>Good</p>' });
    expect(list[1]).toMatchObject({ completedByName: null, completedAt: '2026-09-01T00:00:00.000Z' });
  });
});
