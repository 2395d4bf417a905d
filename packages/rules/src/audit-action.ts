import { addDays, daysBetween } from './compliance';

/**
 * Management actions of audit findings (spec §4 "management actions have status update and
 * progress records"): the status a reader sees, which moves an owner may make, and which reminder
 * an action is due. Days are `YYYY-MM-DD` (UTC). No I/O.
 */

/** What is stored: the owner moves Open → In progress → Implemented; the auditor's validation closes. */
export const AUDIT_ACTION_STATES = ['Open', 'In progress', 'Implemented', 'Closed'] as const;
export type AuditActionState = (typeof AUDIT_ACTION_STATES)[number];

/** What is shown: the stored state, or Overdue for one past its due date and not yet implemented. */
export const AUDIT_ACTION_STATUSES = ['Open', 'In progress', 'Implemented', 'Overdue', 'Closed'] as const;
export type AuditActionStatus = (typeof AUDIT_ACTION_STATUSES)[number];

/** The states an owner may record in a progress record (Closed is the auditor's). */
export const AUDIT_PROGRESS_STATES = ['Open', 'In progress', 'Implemented'] as const;
export type AuditProgressState = (typeof AUDIT_PROGRESS_STATES)[number];

/**
 * Overdue is computed, never stored: an action still Open or In progress whose due date has
 * passed (the due day itself is not overdue). Implemented ones wait on the auditor, not the owner.
 */
export const auditActionStatus = (
  state: AuditActionState,
  dueOn: string,
  today: string,
): AuditActionStatus =>
  (state === 'Open' || state === 'In progress') && dueOn < today.slice(0, 10) ? 'Overdue' : state;

/** Why an owner may not record `to` on an action in `from`, or null when they may. */
export const progressProblem = (from: AuditActionState, to: AuditProgressState): string | null => {
  if (from === 'Closed') return 'This action was validated and closed: it takes no more progress.';
  if (from === 'Implemented') return 'This action waits for the auditor’s validation.';
  return (AUDIT_PROGRESS_STATES as readonly string[]).includes(to)
    ? null
    : 'status: not a status an owner sets';
};

/** Days before its due date an open action's owner is reminded. */
export const ACTION_DUE_SOON_DAYS = 7;

export type AuditActionReminder = 'due-soon' | 'overdue';

/**
 * Which reminder an action is due today: `due-soon` from `leadDays` (the company's lead time, 7
 * unless it set its own) before its due date to the day itself, `overdue` after it — only while
 * it is Open or In progress.
 */
export const actionReminder = (
  state: AuditActionState,
  dueOn: string,
  today: string,
  leadDays = ACTION_DUE_SOON_DAYS,
): AuditActionReminder | null => {
  if (state !== 'Open' && state !== 'In progress') return null;
  const days = daysBetween(today, dueOn);
  if (days < 0) return 'overdue';
  return days <= leadDays ? 'due-soon' : null;
};

/**
 * The weekly period a reminder belongs to, as the Monday (YYYY-MM-DD) that starts its ISO week:
 * an overdue action is reminded once a week, however often the run goes.
 */
export const weekOf = (day: string): string => {
  const weekday = new Date(`${day.slice(0, 10)}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day.slice(0, 10), -((weekday + 6) % 7));
};

/** Whole days an action has been open on `today` (its age, for the tracker's filter). */
export const actionAgeDays = (createdAt: string, today: string): number =>
  Math.max(0, daysBetween(createdAt.slice(0, 10), today.slice(0, 10)));

/** The columns of the issue status (spec §2 issue-status): each action counts in exactly one. */
export const ISSUE_STATUS_COLUMNS = ['open', 'overdue', 'implemented', 'closed'] as const;
export type IssueStatusColumn = (typeof ISSUE_STATUS_COLUMNS)[number];
export type IssueStatusCounts = Record<IssueStatusColumn, number>;

/** The column an action counts in: overdue before open, implemented waits for validation. */
export const issueStatusColumn = (
  state: AuditActionState,
  dueOn: string,
  today: string,
): IssueStatusColumn => {
  const shown = auditActionStatus(state, dueOn, today);
  if (shown === 'Overdue') return 'overdue';
  if (shown === 'Implemented') return 'implemented';
  if (shown === 'Closed') return 'closed';
  return 'open';
};

export interface IssueStatusInput {
  engagementId: string;
  engagementTitle: string;
  rating: string;
  state: AuditActionState;
  dueOn: string;
}

/**
 * What an audit committee reads of the follow-up: per audit (by title) and per rating (in the
 * order given), how many actions are open, overdue, implemented and waiting, and closed; and the
 * totals. Ratings with no action are listed with zeros, so a chart keeps its axis.
 */
export const issueStatus = (
  actions: readonly IssueStatusInput[],
  ratings: readonly string[],
  today: string,
): {
  byAudit: ({ engagementId: string; engagementTitle: string } & IssueStatusCounts)[];
  byRating: ({ rating: string } & IssueStatusCounts)[];
  total: IssueStatusCounts;
} => {
  const zero = (): IssueStatusCounts => ({ open: 0, overdue: 0, implemented: 0, closed: 0 });
  const audits = new Map<string, { engagementId: string; engagementTitle: string } & IssueStatusCounts>();
  const byRating = new Map(ratings.map((rating) => [rating, { rating, ...zero() }]));
  const total = zero();
  for (const a of actions) {
    const column = issueStatusColumn(a.state, a.dueOn, today);
    const audit =
      audits.get(a.engagementId) ??
      audits
        .set(a.engagementId, { engagementId: a.engagementId, engagementTitle: a.engagementTitle, ...zero() })
        .get(a.engagementId)!;
    audit[column] += 1;
    const rating =
      byRating.get(a.rating) ?? byRating.set(a.rating, { rating: a.rating, ...zero() }).get(a.rating)!;
    rating[column] += 1;
    total[column] += 1;
  }
  return {
    byAudit: [...audits.values()].sort((x, y) => x.engagementTitle.localeCompare(y.engagementTitle)),
    byRating: [...byRating.values()],
    total,
  };
};

/** The age bands of the audit dashboard's open actions (days since planned), youngest first. */
export const ACTION_AGE_BANDS = ['0-30', '31-90', '91-180', '181+'] as const;
export type ActionAgeBand = (typeof ACTION_AGE_BANDS)[number];

/** The band of an action `ageDays` old. */
export const actionAgeBand = (ageDays: number): ActionAgeBand =>
  ageDays <= 30 ? '0-30' : ageDays <= 90 ? '31-90' : ageDays <= 180 ? '91-180' : '181+';

/**
 * The audit dashboard's open actions by age and overdue: per age band (every band listed, so a
 * chart keeps its axis), how many open actions are on time and how many overdue. Implemented
 * (waiting validation) and closed actions are not open here, as on the issue status.
 */
export const openActionsByAge = (
  actions: readonly { state: AuditActionState; dueOn: string; createdAt: string }[],
  today: string,
): { band: ActionAgeBand; open: number; overdue: number }[] => {
  const bands = new Map(ACTION_AGE_BANDS.map((band) => [band, { band, open: 0, overdue: 0 }]));
  for (const a of actions) {
    const column = issueStatusColumn(a.state, a.dueOn, today);
    if (column !== 'open' && column !== 'overdue') continue;
    bands.get(actionAgeBand(actionAgeDays(a.createdAt, today)))![column] += 1;
  }
  return [...bands.values()];
};
