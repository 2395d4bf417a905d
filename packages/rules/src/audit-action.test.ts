import { describe, expect, it } from 'vitest';
import {
  actionAgeBand,
  actionAgeDays,
  actionReminder,
  auditActionStatus,
  issueStatus,
  issueStatusColumn,
  openActionsByAge,
  progressProblem,
  weekOf,
  type AuditActionState,
  type AuditProgressState,
} from './audit-action';

describe('auditActionStatus (overdue = past its due date and not implemented)', () => {
  it.each<[AuditActionState, string, string, string]>([
    ['Open', '2026-11-28', '2026-11-27', 'Open'],
    ['Open', '2026-11-28', '2026-11-28', 'Open'],
    ['Open', '2026-11-28', '2026-11-29', 'Overdue'],
    ['In progress', '2026-11-28', '2026-12-01', 'Overdue'],
    ['In progress', '2026-12-28', '2026-12-01', 'In progress'],
    ['Implemented', '2026-11-01', '2026-12-01', 'Implemented'],
    ['Closed', '2026-11-01', '2026-12-01', 'Closed'],
    ['Open', '2026-11-28', '2026-11-29T10:00:00.000Z', 'Overdue'],
  ])('%s due %s on %s is %s', (state, dueOn, today, shown) => {
    expect(auditActionStatus(state, dueOn, today)).toBe(shown);
  });
});

describe('progressProblem (owners move Open, In progress, Implemented; the auditor closes)', () => {
  it.each<[AuditActionState, AuditProgressState, boolean]>([
    ['Open', 'In progress', true],
    ['Open', 'Implemented', true],
    ['In progress', 'Open', true],
    ['In progress', 'Implemented', true],
    ['Implemented', 'In progress', false],
    ['Closed', 'In progress', false],
    ['Closed', 'Implemented', false],
  ])('%s → %s allowed: %s', (from, to, ok) => {
    expect(progressProblem(from, to) === null).toBe(ok);
  });
});

describe('actionReminder (7 days before, then overdue; only while open)', () => {
  it.each<[AuditActionState, string, string, string | null]>([
    ['Open', '2026-12-10', '2026-12-02', null],
    ['Open', '2026-12-10', '2026-12-03', 'due-soon'],
    ['In progress', '2026-12-10', '2026-12-10', 'due-soon'],
    ['Open', '2026-12-10', '2026-12-11', 'overdue'],
    ['Implemented', '2026-12-10', '2026-12-11', null],
    ['Closed', '2026-12-10', '2026-12-05', null],
  ])('%s due %s on %s: %s', (state, dueOn, today, kind) => {
    expect(actionReminder(state, dueOn, today)).toBe(kind);
  });

  it.each<[number, string, string | null]>([
    [2, '2026-12-07', null],
    [2, '2026-12-08', 'due-soon'],
    [30, '2026-11-10', 'due-soon'],
    [30, '2026-11-09', null],
  ])('with a lead time of %i days, due 2026-12-10 on %s: %s', (lead, today, kind) => {
    expect(actionReminder('Open', '2026-12-10', today, lead)).toBe(kind);
  });
});

describe('weekOf (the Monday of the ISO week: one overdue reminder a week)', () => {
  it.each([
    ['2026-11-23', '2026-11-23'], // Monday
    ['2026-11-28', '2026-11-23'], // Saturday
    ['2026-11-29', '2026-11-23'], // Sunday
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'],
  ])('%s falls in the week of %s', (day, monday) => {
    expect(weekOf(day)).toBe(monday);
  });
});

describe('actionAgeDays', () => {
  it.each([
    ['2026-11-01T09:00:00.000Z', '2026-11-28', 27],
    ['2026-11-28T09:00:00.000Z', '2026-11-28', 0],
    ['2026-12-01T09:00:00.000Z', '2026-11-28', 0],
  ])('created %s, on %s: %i days', (created, today, days) => {
    expect(actionAgeDays(created, today)).toBe(days);
  });
});

describe('issueStatus (per audit and per rating; each action in exactly one column)', () => {
  const today = '2026-11-28';
  const action = (engagementId: string, rating: string, state: AuditActionState, dueOn = '2026-12-31') => ({
    engagementId,
    engagementTitle: engagementId === 'e1' ? 'Payroll' : 'Cash',
    rating,
    state,
    dueOn,
  });

  it.each<[AuditActionState, string, string]>([
    ['Open', '2026-12-01', 'open'],
    ['In progress', '2026-11-28', 'open'],
    ['In progress', '2026-11-27', 'overdue'],
    ['Open', '2026-01-01', 'overdue'],
    ['Implemented', '2026-01-01', 'implemented'],
    ['Closed', '2026-01-01', 'closed'],
  ])('%s due %s counts as %s', (state, dueOn, column) => {
    expect(issueStatusColumn(state, dueOn, today)).toBe(column);
  });

  it('counts per audit (by title) and per rating (every rating listed), and the totals add up', () => {
    const status = issueStatus(
      [
        action('e1', 'High', 'Open'),
        action('e1', 'High', 'Open', '2026-11-01'),
        action('e2', 'Low', 'Implemented'),
        action('e2', 'High', 'Closed'),
        action('e1', 'Low', 'In progress'),
      ],
      ['High', 'Medium', 'Low'],
      today,
    );
    expect(status.byAudit).toEqual([
      { engagementId: 'e2', engagementTitle: 'Cash', open: 0, overdue: 0, implemented: 1, closed: 1 },
      { engagementId: 'e1', engagementTitle: 'Payroll', open: 2, overdue: 1, implemented: 0, closed: 0 },
    ]);
    expect(status.byRating).toEqual([
      { rating: 'High', open: 1, overdue: 1, implemented: 0, closed: 1 },
      { rating: 'Medium', open: 0, overdue: 0, implemented: 0, closed: 0 },
      { rating: 'Low', open: 1, overdue: 0, implemented: 1, closed: 0 },
    ]);
    expect(status.total).toEqual({ open: 2, overdue: 1, implemented: 1, closed: 1 });
  });

  it('is empty with zeros per rating when there are no actions', () => {
    expect(issueStatus([], ['High'], today)).toEqual({
      byAudit: [],
      byRating: [{ rating: 'High', open: 0, overdue: 0, implemented: 0, closed: 0 }],
      total: { open: 0, overdue: 0, implemented: 0, closed: 0 },
    });
  });
});

describe('openActionsByAge (the dashboard: open actions by age band, on time or overdue)', () => {
  const today = '2026-11-28';
  it.each<[number, string]>([
    [0, '0-30'],
    [30, '0-30'],
    [31, '31-90'],
    [90, '31-90'],
    [91, '91-180'],
    [180, '91-180'],
    [181, '181+'],
  ])('%i days old is in band %s', (days, band) => {
    expect(actionAgeBand(days)).toBe(band);
  });

  it('counts only open actions, each once, and lists every band', () => {
    const a = (state: AuditActionState, createdAt: string, dueOn: string) => ({ state, createdAt, dueOn });
    expect(
      openActionsByAge(
        [
          a('Open', '2026-11-20T09:00:00.000Z', '2026-12-31'),
          a('In progress', '2026-09-01T09:00:00.000Z', '2026-11-01'),
          a('Open', '2026-09-01T09:00:00.000Z', '2026-12-01'),
          a('Implemented', '2026-01-01T09:00:00.000Z', '2026-02-01'),
          a('Closed', '2025-01-01T09:00:00.000Z', '2025-02-01'),
          a('Open', '2025-01-01T09:00:00.000Z', '2025-02-01'),
        ],
        today,
      ),
    ).toEqual([
      { band: '0-30', open: 1, overdue: 0 },
      { band: '31-90', open: 1, overdue: 1 },
      { band: '91-180', open: 0, overdue: 0 },
      { band: '181+', open: 0, overdue: 1 },
    ]);
  });
});
