import { describe, expect, it } from 'vitest';
import { dueDateAfter, dueDatesBetween, firstDueDate, type Recurrence } from './recurrence';

const r = (
  recurrence: Recurrence['recurrence'],
  startDate: string,
  rule: string | null = null,
): Recurrence => ({
  recurrence,
  startDate,
  rule,
});

/** The first `n` due dates. */
const series = (rec: Recurrence, n: number): string[] => {
  const out = [firstDueDate(rec)!];
  while (out.length < n) {
    const next = dueDateAfter(rec, out[out.length - 1]!);
    if (!next) break;
    out.push(next);
  }
  return out;
};

describe('recurrences', () => {
  it.each([
    [
      'monthly on the 31st: short months end on their last day',
      r('monthly', '2026-01-31'),
      5,
      ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31'],
    ],
    [
      'monthly on the 30th over a leap February',
      r('monthly', '2028-01-30'),
      3,
      ['2028-01-30', '2028-02-29', '2028-03-30'],
    ],
    [
      'monthly on the 29th outside a leap year',
      r('monthly', '2027-01-29'),
      3,
      ['2027-01-29', '2027-02-28', '2027-03-29'],
    ],
    [
      'monthly across the year boundary',
      r('monthly', '2026-11-15'),
      4,
      ['2026-11-15', '2026-12-15', '2027-01-15', '2027-02-15'],
    ],
    [
      'quarterly from the 31st',
      r('quarterly', '2026-01-31'),
      5,
      ['2026-01-31', '2026-04-30', '2026-07-31', '2026-10-31', '2027-01-31'],
    ],
    [
      'quarterly across two year ends',
      r('quarterly', '2026-11-30'),
      5,
      ['2026-11-30', '2027-02-28', '2027-05-30', '2027-08-30', '2027-11-30'],
    ],
    [
      'half-yearly from August',
      r('half-yearly', '2026-08-31'),
      4,
      ['2026-08-31', '2027-02-28', '2027-08-31', '2028-02-29'],
    ],
    ['yearly on a leap day', r('yearly', '2028-02-29'), 3, ['2028-02-29', '2029-02-28', '2030-02-28']],
    ['yearly at the year’s end', r('yearly', '2026-12-31'), 3, ['2026-12-31', '2027-12-31', '2028-12-31']],
    ['once: one date only', r('once', '2026-06-30'), 3, ['2026-06-30']],
    [
      'custom: first Monday of each month',
      r('custom', '2026-11-01', 'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=1'),
      3,
      ['2026-11-02', '2026-12-07', '2027-01-04'],
    ],
    [
      'custom: last working day of each quarter',
      r('custom', '2026-10-01', 'RRULE:FREQ=MONTHLY;INTERVAL=3;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1'),
      3,
      ['2026-10-30', '2027-01-29', '2027-04-30'],
    ],
    [
      'custom: every two weeks',
      r('custom', '2026-12-24', 'FREQ=WEEKLY;INTERVAL=2'),
      3,
      ['2026-12-24', '2027-01-07', '2027-01-21'],
    ],
    [
      'custom with an end: stops after COUNT',
      r('custom', '2026-12-31', 'FREQ=YEARLY;COUNT=2'),
      5,
      ['2026-12-31', '2027-12-31'],
    ],
  ])('%s', (_, rec, n, dates) => {
    expect(series(rec, n)).toEqual(dates);
  });

  it('takes the next date after the current one, whatever day it is asked on', () => {
    expect(dueDateAfter(r('quarterly', '2026-01-31'), '2026-04-30')).toBe('2026-07-31');
    expect(dueDateAfter(r('once', '2026-01-31'), '2026-01-31')).toBeNull();
  });

  it('lists a month’s due dates for the calendar', () => {
    expect(
      dueDatesBetween(r('custom', '2026-12-01', 'FREQ=WEEKLY;BYDAY=FR'), '2027-01-01', '2027-01-31'),
    ).toEqual(['2027-01-01', '2027-01-08', '2027-01-15', '2027-01-22', '2027-01-29']);
    expect(dueDatesBetween(r('once', '2027-01-15'), '2027-01-01', '2027-01-31')).toEqual(['2027-01-15']);
  });

  it.each([
    ['not a rule', 'EVERY TUESDAY'],
    ['more often than daily', 'FREQ=HOURLY'],
    ['a DTSTART of its own', 'DTSTART:20260101T000000Z\nRRULE:FREQ=DAILY'],
  ])('refuses a custom rule that is %s', (_, rule) => {
    expect(() => firstDueDate(r('custom', '2026-01-01', rule))).toThrow(/rule:/);
  });
});
