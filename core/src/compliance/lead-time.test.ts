import { complianceStatus, type ComplianceDates } from '@stratum/rules';
import { describe, expect, it } from 'vitest';
import { dueSoonLeadDays } from './lead-time';

const complied = (next: string): ComplianceDates => ({
  state: 'open',
  nextComplianceDate: next,
  lastComplianceDate: '2026-09-30',
  graceDays: 0,
});

describe('the due-soon lead time', () => {
  it.each([
    ['no lead time of the company’s own: the reminder’s default', undefined, 14],
    ['the company’s own', 30, 30],
    ['the shortest the company may set', 1, 1],
    ['the longest the company may set', 60, 60],
  ])('%s → %i days', (_, own, days) => {
    expect(dueSoonLeadDays(own)).toBe(days);
  });

  it.each([
    // company lead time, today, next due → status of an activity whose last period was accepted
    [undefined, '2026-12-01', '2026-12-31', 'Compliant'], // 30 days away, default 14
    [undefined, '2026-12-17', '2026-12-31', 'Upcoming'], // exactly 14 days away
    [30, '2026-12-01', '2026-12-31', 'Upcoming'],
    [30, '2026-11-30', '2026-12-31', 'Compliant'], // 31 days away
    [7, '2026-12-20', '2026-12-31', 'Compliant'],
    [7, '2026-12-24', '2026-12-31', 'Upcoming'],
    [60, '2026-11-10', '2027-01-05', 'Upcoming'], // across the year's end
  ])('lead %s, on %s, due %s → %s', (own, today, next, status) => {
    expect(complianceStatus(complied(next), today, dueSoonLeadDays(own))).toBe(status);
  });
});
