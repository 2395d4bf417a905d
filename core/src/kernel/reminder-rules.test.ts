import { describe, expect, it } from 'vitest';
import { REMINDER_KIND_INFO, reminderKindInfo } from '@stratum/contracts';
import { DEFAULT_LEAD_DAYS } from '@stratum/rules';
import {
  daysFrom,
  isDueSoon,
  isOverdueOn,
  LOOK_BACK_DAYS,
  leadDaysOf,
  leadDaysProblem,
} from './reminder-rules';

describe('reminder rules', () => {
  it.each([
    // today, date, lead, due soon?
    ['2026-03-01', '2026-03-15', 14, true],
    ['2026-03-01', '2026-03-16', 14, false],
    ['2026-03-15', '2026-03-15', 14, true],
    ['2026-03-16', '2026-03-15', 14, false],
    ['2026-12-25', '2027-01-05', 14, true], // across the year's end
    ['2028-02-15', '2028-03-01', 14, false], // 15 days in a leap February
    ['2028-02-16', '2028-03-01', 14, true],
    ['2026-03-01', '2026-03-02', 1, true],
    ['2026-03-01', '2026-03-03', 1, false],
  ])('on %s a date of %s with a %i-day lead time is due soon: %s', (today, date, lead, expected) => {
    expect(isDueSoon(today, date, lead)).toBe(expected);
  });

  it.each([
    ['2026-03-10', '2026-03-10', true],
    ['2026-03-09', '2026-03-10', false],
    ['2026-07-08', '2026-03-10', true],
    ['2027-01-01', '2026-03-10', false], // beyond the look-back: long since reminded
  ])('on %s an activity overdue from %s is reminded: %s', (today, from, expected) => {
    expect(isOverdueOn(today, from)).toBe(expected);
  });

  it('looks back far enough to cover the longest grace period (90 days) and a missed month', () => {
    expect(LOOK_BACK_DAYS).toBeGreaterThanOrEqual(120);
  });

  it.each([
    ['compliance-due-soon', undefined, DEFAULT_LEAD_DAYS],
    ['compliance-due-soon', 30, 30],
    ['compliance-overdue', 30, null],
  ] as const)('%s with the company’s own %s days is sent %s days ahead', (kind, own, expected) => {
    expect(leadDaysOf(reminderKindInfo(kind), own)).toBe(expected);
  });

  it.each([
    ['compliance-due-soon', 0, 'leadDays must be from 1 to 60 days'],
    ['compliance-due-soon', 61, 'leadDays must be from 1 to 60 days'],
    ['compliance-due-soon', 60, null],
    ['compliance-overdue', 3, 'This reminder has no lead time: it is sent on the day itself.'],
  ] as const)('a lead time for %s of %i days: %s', (kind, days, problem) => {
    expect(leadDaysProblem(kind, days)).toBe(problem);
  });

  it('lists the days of a range, both ends included', () => {
    expect(daysFrom('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(daysFrom('2026-01-02', '2026-01-01')).toEqual([]);
  });

  it('every kind with a lead time defaults within its own range', () => {
    for (const k of REMINDER_KIND_INFO) {
      const lead = 'lead' in k ? k.lead : undefined;
      if (lead) expect(lead.defaultDays).toBeGreaterThanOrEqual(lead.minDays);
      if (lead) expect(lead.defaultDays).toBeLessThanOrEqual(lead.maxDays);
    }
  });
});
