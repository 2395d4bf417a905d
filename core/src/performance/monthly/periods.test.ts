import { describe, expect, it } from 'vitest';
import { addDays, averageOf, monthsOf, progressOf } from './periods';

describe('monthsOf', () => {
  const year = { startDate: '2026-01-01', endDate: '2026-12-31' };

  it('gives the twelve months of a calendar year, labelled', () => {
    const months = monthsOf(year, 7, '2026-05-20');
    expect(months.map((m) => m.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(months[1]).toMatchObject({
      label: 'February 2026',
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
  });

  it.each([
    // today, months open
    ['2026-05-20', ['2026-05']],
    ['2026-05-01', ['2026-04', '2026-05']],
    ['2026-05-07', ['2026-04', '2026-05']],
    ['2026-05-08', ['2026-05']],
    ['2025-12-31', []],
    ['2027-01-07', ['2026-12']],
    ['2027-01-08', []],
  ])('on %s the open months are %j (grace 7)', (today, open) => {
    expect(
      monthsOf(year, 7, today)
        .filter((m) => m.open)
        .map((m) => m.month),
    ).toEqual(open);
  });

  it('closes a month the day it ends when the grace is 0', () => {
    const months = monthsOf(year, 0, '2026-06-01');
    expect(months.filter((m) => m.open).map((m) => m.month)).toEqual(['2026-06']);
    expect(months.find((m) => m.month === '2026-05')!.closesOn).toBe('2026-05-31');
  });

  it('cuts the first and last months to a plan that starts and ends mid-month', () => {
    const months = monthsOf({ startDate: '2026-07-15', endDate: '2027-07-14' }, 5, '2026-07-10');
    expect(months).toHaveLength(13);
    expect(months[0]).toMatchObject({
      month: '2026-07',
      startDate: '2026-07-15',
      open: false,
      current: false,
    });
    expect(months[12]).toMatchObject({ month: '2027-07', endDate: '2027-07-14', closesOn: '2027-07-19' });
  });

  it('knows leap years and marks the current month', () => {
    const months = monthsOf({ startDate: '2028-01-01', endDate: '2028-12-31' }, 3, '2028-02-29');
    expect(months[1]).toMatchObject({ endDate: '2028-02-29', current: true, open: true });
    expect(months.filter((m) => m.current)).toHaveLength(1);
  });

  it('has no months for dates the wrong way round', () => {
    expect(monthsOf({ startDate: '2026-02-01', endDate: '2026-01-01' }, 7, '2026-01-15')).toEqual([]);
  });
});

describe('progress and averages', () => {
  it.each([
    [85, 85],
    [125, 100],
    [0, 0],
    [null, 100],
  ])('a percent of %s fills %s of the bar', (percent, progress) => {
    expect(progressOf(percent)).toBe(progress);
  });

  it.each([
    [0, 0, null, 'danger'],
    [59, 1, 59, 'danger'],
    [120, 2, 60, 'warning'],
    [179.9, 2, 90, 'success'],
    [100, 3, 33.3, 'danger'],
    [269, 3, 89.7, 'warning'],
  ] as const)('sum %s over %s averages %s (%s)', (sum, count, average, colour) => {
    expect(averageOf(sum, count)).toEqual({ average, count, colour });
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});
