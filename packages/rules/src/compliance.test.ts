import { describe, expect, it } from 'vitest';
import {
  addDays,
  complianceStatus,
  daysBetween,
  nextDateOnAccept,
  pendingNextDate,
  statusByGroup,
  type ComplianceDates,
  type ComplianceStatus,
  type StatusGroup,
} from './compliance';

const open = (next: string | null, last: string | null = null, graceDays = 0): ComplianceDates => ({
  state: 'open',
  nextComplianceDate: next,
  lastComplianceDate: last,
  graceDays,
});

describe('complianceStatus', () => {
  it.each([
    ['never complied, due in a month', open('2026-12-31'), '2026-11-30', 'Upcoming'],
    ['complied, due in a month', open('2026-12-31', '2026-09-30'), '2026-11-30', 'Compliant'],
    ['complied, due within the lead time', open('2026-12-31', '2026-09-30'), '2026-12-20', 'Upcoming'],
    ['due today', open('2026-12-31'), '2026-12-31', 'Due'],
    ['a day late, no grace', open('2026-12-31'), '2027-01-01', 'Overdue'],
    ['a day late, within 5 days of grace', open('2026-12-31', null, 5), '2027-01-01', 'Due'],
    ['last day of grace', open('2026-12-31', null, 5), '2027-01-05', 'Due'],
    ['grace over', open('2026-12-31', null, 5), '2027-01-06', 'Overdue'],
    ['nothing more due (a one-off done)', open(null, '2026-03-31'), '2027-01-06', 'Compliant'],
    [
      'waiting for review, even late',
      { ...open('2026-01-31'), state: 'submitted' as const },
      '2027-01-06',
      'Submitted',
    ],
    ['sent back', { ...open('2026-12-31'), state: 'declined' as const }, '2026-12-01', 'Declined'],
  ])('%s → %s', (_, dates, today, status) => {
    expect(complianceStatus(dates, today)).toBe(status);
  });

  it('takes the company’s lead time', () => {
    expect(complianceStatus(open('2026-12-31', '2026-09-30'), '2026-12-01', 30)).toBe('Upcoming');
    expect(complianceStatus(open('2026-12-31', '2026-09-30'), '2026-12-01', 7)).toBe('Compliant');
  });
});

describe('day arithmetic', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i = %s', (day, n, out) => {
    expect(addDays(day, n)).toBe(out);
    expect(daysBetween(day, out)).toBe(n);
  });
});

describe('pendingNextDate', () => {
  it.each([
    ['no proposal', { dueDate: '2026-12-31', computedNext: '2027-03-31', proposed: null }, { pending: null }],
    [
      'the computed date proposed',
      { dueDate: '2026-12-31', computedNext: '2027-03-31', proposed: '2027-03-31' },
      { pending: null },
    ],
    [
      'a later date',
      { dueDate: '2026-12-31', computedNext: '2027-03-31', proposed: '2027-06-30' },
      { pending: '2027-06-30' },
    ],
    [
      'an earlier date, still after the due date',
      { dueDate: '2026-12-31', computedNext: '2027-03-31', proposed: '2027-01-15' },
      { pending: '2027-01-15' },
    ],
    [
      'a one-off given a next date',
      { dueDate: '2026-12-31', computedNext: null, proposed: '2027-12-31' },
      { pending: '2027-12-31' },
    ],
    [
      'the due date itself',
      { dueDate: '2026-12-31', computedNext: '2027-03-31', proposed: '2026-12-31' },
      { error: 'proposedNextComplianceDate must be after the due date being met (2026-12-31)' },
    ],
    [
      'before the due date',
      { dueDate: '2026-12-31', computedNext: '2027-03-31', proposed: '2026-11-30' },
      { error: 'proposedNextComplianceDate must be after the due date being met (2026-12-31)' },
    ],
  ])('%s', (_, input, out) => {
    expect(pendingNextDate(input)).toEqual(out);
  });
});

describe('nextDateOnAccept', () => {
  it.each([
    ['computed, nothing pending', '2027-03-31', null, '2027-03-31'],
    ['the approved pending date wins', '2027-03-31', '2027-06-30', '2027-06-30'],
    ['a one-off done', null, null, null],
    ['a one-off given a next date', null, '2027-12-31', '2027-12-31'],
  ])('%s', (_, computed, pending, next) => {
    expect(nextDateOnAccept(computed, pending)).toBe(next);
  });
});

describe('statusByGroup', () => {
  const counts = (over: Partial<Record<ComplianceStatus, number>>) => ({
    Upcoming: 0,
    Due: 0,
    Overdue: 0,
    Submitted: 0,
    Compliant: 0,
    Declined: 0,
    ...over,
  });
  it.each([
    ['no activities, no groups', [], []],
    [
      'one group, statuses counted apart',
      [
        { status: 'Overdue', groups: ['t1'] },
        { status: 'Overdue', groups: ['t1'] },
        { status: 'Compliant', groups: ['t1'] },
      ],
      [{ key: 't1', activities: 3, counts: counts({ Overdue: 2, Compliant: 1 }) }],
    ],
    [
      'groups in the order first met',
      [
        { status: 'Due', groups: ['b'] },
        { status: 'Upcoming', groups: ['a'] },
        { status: 'Declined', groups: ['b'] },
      ],
      [
        { key: 'b', activities: 2, counts: counts({ Due: 1, Declined: 1 }) },
        { key: 'a', activities: 1, counts: counts({ Upcoming: 1 }) },
      ],
    ],
    [
      'an activity in two universes counts in each',
      [{ status: 'Submitted', groups: ['u1', 'u2'] }],
      [
        { key: 'u1', activities: 1, counts: counts({ Submitted: 1 }) },
        { key: 'u2', activities: 1, counts: counts({ Submitted: 1 }) },
      ],
    ],
    [
      'no group is the null group',
      [
        { status: 'Due', groups: [] },
        { status: 'Overdue', groups: [null] },
      ],
      [{ key: null, activities: 2, counts: counts({ Due: 1, Overdue: 1 }) }],
    ],
    [
      'a group named twice counts once',
      [{ status: 'Compliant', groups: ['u1', 'u1'] }],
      [{ key: 'u1', activities: 1, counts: counts({ Compliant: 1 }) }],
    ],
  ] as [string, { status: ComplianceStatus; groups: (string | null)[] }[], StatusGroup[]][])(
    '%s',
    (_name, activities, expected) => {
      expect(statusByGroup(activities)).toEqual(expected);
    },
  );
});
