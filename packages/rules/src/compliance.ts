/**
 * A compliance activity's status (issue: Upcoming, Due, Overdue, Submitted, Compliant, Declined)
 * from its workflow state and dates. Pure: the caller passes today (YYYY-MM-DD, the company's day).
 */
export const COMPLIANCE_STATUS_COLOURS = {
  Upcoming: '#3B82F6',
  Due: '#FACC15',
  Overdue: '#EF4444',
  Submitted: '#8B5CF6',
  Compliant: '#10B981',
  Declined: '#F97316',
} as const;

export type ComplianceStatus = keyof typeof COMPLIANCE_STATUS_COLOURS;

/** The colours of the submissions report's steps in its charts: as the statuses they lead to. */
export const COMPLIANCE_STEP_COLOURS = {
  submitted: COMPLIANCE_STATUS_COLOURS.Submitted,
  accepted: COMPLIANCE_STATUS_COLOURS.Compliant,
  declined: COMPLIANCE_STATUS_COLOURS.Declined,
  'admin-accepted': '#047857',
} as const;

/** Where the current period's submission stands. */
export type ComplianceState = 'open' | 'submitted' | 'declined';

export interface ComplianceDates {
  state: ComplianceState;
  /** the date the current period is due, null when nothing more is due (a `once` activity done) */
  nextComplianceDate: string | null;
  lastComplianceDate: string | null;
  graceDays: number;
}

/** Days from `from` to `to` (both YYYY-MM-DD), negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** `day` moved by `n` days (YYYY-MM-DD). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * How long before its due date an activity stops being Compliant (its last period accepted) and
 * becomes Upcoming: the company's reminder lead time, 14 days unless it set another.
 */
export const DEFAULT_LEAD_DAYS = 14;

/**
 * - a submission waiting for review: Submitted; one sent back: Declined;
 * - nothing more due: Compliant;
 * - past the due date and its grace period: Overdue; from the due date to the grace period's end: Due;
 * - before that: Compliant while the last period was accepted and the due date is further away
 *   than the lead time, Upcoming otherwise.
 */
export const complianceStatus = (
  a: ComplianceDates,
  today: string,
  leadDays = DEFAULT_LEAD_DAYS,
): ComplianceStatus => {
  if (a.state === 'submitted') return 'Submitted';
  if (a.state === 'declined') return 'Declined';
  if (!a.nextComplianceDate) return 'Compliant';
  const until = daysBetween(today, a.nextComplianceDate);
  if (until < -a.graceDays) return 'Overdue';
  if (until <= 0) return 'Due';
  if (a.lastComplianceDate && until > leadDays) return 'Compliant';
  return 'Upcoming';
};

export const complianceColour = (status: ComplianceStatus): string => COMPLIANCE_STATUS_COLOURS[status];

/**
 * spec §3/§4: a submission may propose a next compliance date other than the one the recurrence
 * computes (the regulator moved a deadline, the evidence covers longer). The proposal waits for the
 * reviewer's approval (`nextComplianceDatePendingApproval`): it is pending only when it differs
 * from the computed date, and must fall after the due date being met.
 */
export const pendingNextDate = (p: {
  /** the due date of the period being submitted */
  dueDate: string;
  /** the recurrence's date after it, null when nothing more would be due */
  computedNext: string | null;
  proposed: string | null;
}): { pending: string | null } | { error: string } => {
  if (!p.proposed || p.proposed === p.computedNext) return { pending: null };
  if (p.proposed <= p.dueDate) {
    return { error: `proposedNextComplianceDate must be after the due date being met (${p.dueDate})` };
  }
  return { pending: p.proposed };
};

/** Accepting a submission: the approved pending date, else the computed one (spec §4). */
export const nextDateOnAccept = (computedNext: string | null, pending: string | null): string | null =>
  pending || computedNext;

/** One group's row of a status report: how many activities, and how many in each status. */
export interface StatusGroup {
  /** the group's key (a team's, category's or universe's id), or null for "none" */
  key: string | null;
  activities: number;
  counts: Record<ComplianceStatus, number>;
}

const zeroCounts = (): Record<ComplianceStatus, number> => ({
  Upcoming: 0,
  Due: 0,
  Overdue: 0,
  Submitted: 0,
  Compliant: 0,
  Declined: 0,
});

/**
 * The activities counted by status per group, in one pass (docs/compliance.md, Reports). An
 * activity names the groups it belongs to: one team, one category, or every universe its
 * regulation is in (so the same activity counts in each); an empty list puts it in the `null`
 * group ("no category", "no universe"). Groups come back in the order first met; the caller sorts
 * them by name.
 */
export const statusByGroup = (
  activities: readonly { status: ComplianceStatus; groups: readonly (string | null)[] }[],
): StatusGroup[] => {
  const groups = new Map<string | null, StatusGroup>();
  for (const a of activities) {
    const keys = a.groups.length ? new Set(a.groups) : new Set([null]);
    for (const key of keys) {
      let g = groups.get(key);
      if (!g) {
        g = { key, activities: 0, counts: zeroCounts() };
        groups.set(key, g);
      }
      g.activities += 1;
      g.counts[a.status] += 1;
    }
  }
  return [...groups.values()];
};
