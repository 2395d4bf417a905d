import { reminderKindInfo, type ReminderKindInfo, type TReminderKind } from '@stratum/contracts';
import { addDays, daysBetween } from '@stratum/rules';

/**
 * The reminders engine's rules (ARCHITECTURE §10), pure: which day a reminder is due on, the lead
 * time in effect, who has switched a kind off. Tables in reminder-rules.test.ts.
 */

/** How far back a run looks for what fell due: a reminder missed by a stopped schedule is still sent within it. */
export const LOOK_BACK_DAYS = 120;

/** The day (YYYY-MM-DD, UTC) a run counts as today. */
export const dayOf = (d: Date): string => d.toISOString().slice(0, 10);

/** Every day from `from` to `to`, both included (none when `to` is earlier). */
export const daysFrom = (from: string, to: string): string[] => {
  const n = daysBetween(from, to);
  return Array.from({ length: Math.max(0, n + 1) }, (_, i) => addDays(from, i));
};

/** A company's lead time for a kind: its own when it set one, else the kind's default; null for a kind without one. */
export const leadDaysOf = (info: ReminderKindInfo, own: number | undefined): number | null =>
  info.lead ? (own ?? info.lead.defaultDays) : null;

/** Why a lead time cannot be set for a kind, or null when it can. */
export const leadDaysProblem = (kind: TReminderKind, days: number): string | null => {
  const info = reminderKindInfo(kind);
  if (!info.lead) return 'This reminder has no lead time: it is sent on the day itself.';
  if (days < info.lead.minDays || days > info.lead.maxDays) {
    return `leadDays must be from ${info.lead.minDays} to ${info.lead.maxDays} days`;
  }
  return null;
};

/**
 * "N days before": a reminder about a date is due from `leadDays` days before it up to the date
 * itself. A window, not one day, so a run the schedule missed, a lead time made longer or an item
 * added late is still reminded once (the marker keeps it to once).
 */
export const isDueSoon = (today: string, date: string, leadDays: number): boolean => {
  const until = daysBetween(today, date);
  return until >= 0 && until <= leadDays;
};

/** Overdue from `overdueFrom` (the first overdue day) on, within the look-back. */
export const isOverdueOn = (today: string, overdueFrom: string): boolean => {
  const since = daysBetween(overdueFrom, today);
  return since >= 0 && since <= LOOK_BACK_DAYS;
};

/** The key a person's opt-out of a kind is looked up by. */
export const optOutKey = (employeeId: string, kind: string): string => `${employeeId}|${kind}`;
