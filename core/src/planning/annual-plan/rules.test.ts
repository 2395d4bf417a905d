import { describe, expect, it } from 'vitest';
import {
  addMonths,
  annualPlanDateProblem,
  daysIn,
  defaultQuarterDates,
  defaultQuarterFields,
  overlaps,
} from './rules';

describe('calendar days', () => {
  it.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-11-15', 3, '2025-02-15'],
    ['2024-01-01', 12, '2025-01-01'],
  ])('%s plus %i months is %s', (day, n, want) => {
    expect(addMonths(day, n)).toBe(want);
  });

  it('counts days with both ends included, across a leap day', () => {
    expect(daysIn('2024-01-01', '2024-12-31')).toBe(366);
    expect(daysIn('2024-03-10', '2024-03-10')).toBe(1);
  });
});

describe('default quarters', () => {
  it('splits a calendar year into four three-month quarters', () => {
    expect(defaultQuarterDates('2024-01-01', '2024-12-31')).toEqual([
      { startDate: '2024-01-01', endDate: '2024-03-31' },
      { startDate: '2024-04-01', endDate: '2024-06-30' },
      { startDate: '2024-07-01', endDate: '2024-09-30' },
      { startDate: '2024-10-01', endDate: '2024-12-31' },
    ]);
  });

  it('splits a financial year the same way', () => {
    expect(defaultQuarterDates('2024-07-01', '2025-06-30').map((q) => q.startDate)).toEqual([
      '2024-07-01',
      '2024-10-01',
      '2025-01-01',
      '2025-04-01',
    ]);
  });

  it('splits any other length into four parts of nearly equal days, without gaps or overlaps', () => {
    const quarters = defaultQuarterDates('2024-01-01', '2024-06-30');
    expect(quarters[0]).toEqual({ startDate: '2024-01-01', endDate: '2024-02-14' });
    expect(quarters[3]?.endDate).toBe('2024-06-30');
    for (let i = 1; i < 4; i++) {
      expect(daysIn(quarters[i - 1]!.endDate, quarters[i]!.startDate)).toBe(2);
    }
    const lengths = quarters.map((q) => daysIn(q.startDate, q.endDate));
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
  });

  it('gives four one-day quarters to a four-day plan', () => {
    expect(defaultQuarterDates('2024-05-01', '2024-05-04').map((q) => [q.startDate, q.endDate])).toEqual([
      ['2024-05-01', '2024-05-01'],
      ['2024-05-02', '2024-05-02'],
      ['2024-05-03', '2024-05-03'],
      ['2024-05-04', '2024-05-04'],
    ]);
  });

  it('opens every window for the whole quarter by default', () => {
    expect(defaultQuarterFields({ startDate: '2024-01-01', endDate: '2024-03-31' })).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-03-31',
      assessmentStartDate: '2024-01-01',
      assessmentEndDate: '2024-03-31',
      pmAgreementStartDate: '2024-01-01',
      pmAgreementEndDate: '2024-03-31',
      pmAssessmentStartDate: '2024-01-01',
      pmAssessmentEndDate: '2024-03-31',
    });
  });
});

describe('annual plan dates', () => {
  const plan = { description: 'Vision', startDate: '2024-01-01', endDate: '2026-12-31' };
  const y2024 = { startDate: '2024-01-01', endDate: '2024-12-31' };

  it('share a day when one starts on the day the other ends', () => {
    expect(overlaps(y2024, { startDate: '2024-12-31', endDate: '2025-12-30' })).toBe(true);
    expect(overlaps(y2024, { startDate: '2025-01-01', endDate: '2025-12-31' })).toBe(false);
  });

  it('fit inside the strategic plan next to the others', () => {
    expect(
      annualPlanDateProblem({ startDate: '2025-01-01', endDate: '2025-12-31' }, plan, [y2024]),
    ).toBeNull();
  });

  it('are refused outside the plan (422, naming the field)', () => {
    expect(annualPlanDateProblem({ startDate: '2023-12-31', endDate: '2024-06-30' }, plan, [])).toEqual({
      code: 'UNPROCESSABLE',
      message:
        'startDate: an annual plan must lie inside its strategic plan “Vision” (Jan 1st 2024 – Dec 31st 2026).',
    });
    expect(
      annualPlanDateProblem({ startDate: '2026-06-01', endDate: '2027-05-31' }, plan, [])?.message,
    ).toMatch(/^endDate: /);
  });

  it('are refused over another annual plan (409)', () => {
    expect(annualPlanDateProblem({ startDate: '2024-07-01', endDate: '2025-06-30' }, plan, [y2024])).toEqual({
      code: 'CONFLICT',
      message: 'startDate: these dates overlap the annual plan Jan 1st 2024 – Dec 31st 2024 of “Vision”.',
    });
  });

  it('need a day per quarter', () => {
    expect(annualPlanDateProblem({ startDate: '2024-01-01', endDate: '2024-01-03' }, plan, [])?.code).toBe(
      'UNPROCESSABLE',
    );
  });
});
