import type { Band } from '@stratum/rules';
import { describe, expect, it } from 'vitest';
import { finalScoreOf, mapLimit, meanOf, reviewedByCommittee, trendOf, weightsOf, yearOf } from './figures';

const bands: Band[] = [
  { rating: 1, description: 'Poor', min: 0, max: 59, colorValue: '#DC2626' },
  { rating: 2, description: 'Fair', min: 60, max: 79, colorValue: '#F59E0B' },
  { rating: 3, description: 'Good', min: 80, max: 99, colorValue: '#16A34A' },
  { rating: 4, description: 'Very good', min: 100, max: 119, colorValue: '#2563EB' },
  { rating: 5, description: 'Excellent', min: 120, max: 149, colorValue: '#7C3AED' },
];

describe('employee report figures', () => {
  it('sums a scorecard’s weights and calls them valid only at exactly 100, each within 0..100', () => {
    expect(weightsOf([{ weight: 60 }, { weight: 40 }])).toEqual({ weightTotal: 100, weightsValid: true });
    expect(weightsOf([{ weight: 60 }])).toEqual({ weightTotal: 60, weightsValid: false });
    expect(weightsOf([{ weight: 33.33 }, { weight: 33.33 }, { weight: 33.34 }])).toEqual({
      weightTotal: 100,
      weightsValid: true,
    });
    expect(weightsOf([{ weight: 100 }, { weight: null }])).toEqual({ weightTotal: 100, weightsValid: false });
    expect(weightsOf([])).toEqual({ weightTotal: 0, weightsValid: false });
  });

  it('takes the adjusted total as the final score where given, else the total', () => {
    expect(finalScoreOf({ totalScore: 3.4, adjustedTotal: 4 })).toBe(4);
    expect(finalScoreOf({ totalScore: 1.4 })).toBe(1.4);
    expect(finalScoreOf({ totalScore: null, adjustedTotal: null })).toBeNull();
  });

  it('averages the rated values to 2 decimals', () => {
    expect(meanOf([3.2, 3.4])).toBe(3.3);
    expect(meanOf([1, null, 2, 2])).toBe(1.67);
    expect(meanOf([null, null])).toBeNull();
  });

  it('reads the trend from the last two rated quarters', () => {
    expect(trendOf([2, null, 3.4, null])).toBe('up');
    expect(trendOf([4, 3.9, null, null])).toBe('down');
    expect(trendOf([3, null, null, 3])).toBe('steady');
    expect(trendOf([null, 3, null, null])).toBeNull();
    expect(trendOf([null, null, null, null])).toBeNull();
  });

  it('builds a year: quarter scores with band colours, mean of several records in a quarter, average and trend', () => {
    const y = yearOf(
      [
        [{ totalScore: 1.4, assessmentStatus: 'Supervisor Assessed' }],
        [],
        [
          { totalScore: 3.4, adjustedTotal: 4, assessmentStatus: 'Complete' },
          { totalScore: 3, assessmentStatus: 'Complete' },
        ],
        [{ totalScore: null, assessmentStatus: 'Not Started' }],
      ],
      bands,
    );
    expect(y.quarters).toEqual([
      { quarter: 0, score: 1.4, colorValue: '#DC2626', assessmentStatus: 'Supervisor Assessed' },
      { quarter: 1, score: null, colorValue: null, assessmentStatus: null },
      { quarter: 2, score: 3.5, colorValue: '#2563EB', assessmentStatus: 'Complete' },
      { quarter: 3, score: null, colorValue: null, assessmentStatus: 'Not Started' },
    ]);
    // (1.4 + 3.5) / 2 = 2.45 → band 2
    expect(y.average).toBe(2.45);
    expect(y.averageColorValue).toBe('#F59E0B');
    expect(y.trend).toBe('up');
  });

  it('has the committee review the top of the company and business unit heads, Active only', () => {
    expect(reviewedByCommittee({ status: 'Active' })).toBe(true);
    expect(reviewedByCommittee({ status: 'Active', supervisorId: 'e1', businessUnitHead: 'Yes' })).toBe(true);
    expect(reviewedByCommittee({ status: 'Active', supervisorId: 'e1', businessUnitHead: 'No' })).toBe(false);
    expect(reviewedByCommittee({ status: 'Inactive' })).toBe(false);
    expect(reviewedByCommittee({ status: 'Inactive', supervisorId: 'e1', businessUnitHead: 'Yes' })).toBe(
      false,
    );
  });

  it('maps at most `limit` at a time, in order', async () => {
    let running = 0;
    let most = 0;
    const out = await mapLimit([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setImmediate(r));
      running--;
      return n * 2;
    });
    expect(out).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(most).toBe(3);
  });
});
