import type { TRecurrence } from '@stratum/contracts';
import * as rruleModule from 'rrule';
import type { Options, RRule as TRRule } from 'rrule';
import { AppError } from '../kernel/errors';

/*
 * rrule ships CommonJS for Node, whose named exports Node's ESM loader sees only under `default`,
 * and ESM for bundlers (named exports only): take whichever this runtime gave.
 */
type RRuleLib = typeof rruleModule;
const lib: RRuleLib =
  (rruleModule as unknown as { default?: RRuleLib }).default?.RRule !== undefined
    ? (rruleModule as unknown as { default: RRuleLib }).default
    : rruleModule;
const { RRule, rrulestr } = lib;
type RRule = TRRule;

/**
 * When an activity falls due (issue: once, monthly, quarterly, half-yearly, yearly, or a custom
 * RFC 5545 rule). Every rule starts on the activity's first due date (DTSTART), whose day of the
 * month is the due day; a month shorter than that day is due on its last day (31 January →
 * 28/29 February → 31 March), which plain BYMONTHDAY would skip. Rules run on without end, so a
 * recurrence never stops at the year's end. Dates are calendar days, YYYY-MM-DD, in UTC.
 */
export interface Recurrence {
  recurrence: TRecurrence;
  /** RFC 5545 RRULE text, for `custom` */
  rule: string | null;
  /** the first due date */
  startDate: string;
}

const MONTHS: Partial<Record<TRecurrence, number>> = {
  monthly: 1,
  quarterly: 3,
  'half-yearly': 6,
  yearly: 12,
};

const toDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date): string => d.toISOString().slice(0, 10);

/** The due day of the month (1–31) a recurrence's first due date sets. */
export const dueDayOf = (startDate: string): number => Number(startDate.slice(8, 10));

/** Refuses a custom rule that cannot be read or that would never fall due again (422). */
const customRule = (text: string, dtstart: Date): RRule => {
  let rule: RRule;
  try {
    const body = text.replace(/^RRULE:/i, '');
    if (/DTSTART|\n/i.test(body)) throw new Error('one RRULE line, without DTSTART');
    rule = rrulestr(`RRULE:${body}`, { dtstart }) as RRule;
  } catch (e) {
    throw new AppError(
      'UNPROCESSABLE',
      `rule: not a recurrence rule this can read (${(e as Error).message})`,
    );
  }
  if (rule.options.freq > RRule.DAILY) {
    throw new AppError('UNPROCESSABLE', 'rule: an activity falls due at most daily');
  }
  return rule;
};

const ruleOf = (r: Recurrence): RRule | null => {
  const dtstart = toDate(r.startDate);
  if (r.recurrence === 'once') return null;
  if (r.recurrence === 'custom') return customRule(r.rule ?? '', dtstart);
  const day = dueDayOf(r.startDate);
  const options: Partial<Options> = { freq: RRule.MONTHLY, interval: MONTHS[r.recurrence], dtstart };
  // Days 29–31: the month's last day when it has fewer (the last of 28…day).
  if (day > 28) {
    options.bymonthday = Array.from({ length: day - 27 }, (_, i) => 28 + i);
    options.bysetpos = [-1];
  } else {
    options.bymonthday = [day];
  }
  return new RRule(options);
};

/** Checks a recurrence can be computed (a custom rule that reads, and falls due at all). */
export const checkRecurrence = (r: Recurrence): void => {
  if (firstDueDate(r) === null) throw new AppError('UNPROCESSABLE', 'rule: this rule never falls due');
};

/** The first due date: the start date, or a custom rule's first date on or after it. */
export const firstDueDate = (r: Recurrence): string | null => {
  const rule = ruleOf(r);
  if (!rule) return r.startDate;
  const d = rule.after(toDate(r.startDate), true);
  return d ? toDay(d) : null;
};

/** The due date after `current`, or null when the recurrence has none (`once`, a rule that ends). */
export const dueDateAfter = (r: Recurrence, current: string): string | null => {
  const rule = ruleOf(r);
  if (!rule) return null;
  const d = rule.after(toDate(current), false);
  return d ? toDay(d) : null;
};

/** Every due date from `from` to `to` inclusive (for a calendar month), at most `max`. */
export const dueDatesBetween = (r: Recurrence, from: string, to: string, max = 31): string[] => {
  const rule = ruleOf(r);
  if (!rule) return r.startDate >= from && r.startDate <= to ? [r.startDate] : [];
  return rule.between(toDate(from), toDate(to), true, (_, i) => i < max).map(toDay);
};

/** The first due date on or after `day` (a new schedule taking over from today or the last period). */
export const dueDateOnOrAfter = (r: Recurrence, day: string): string | null => {
  const rule = ruleOf(r);
  if (!rule) return r.startDate >= day ? r.startDate : null;
  const d = rule.after(toDate(day > r.startDate ? day : r.startDate), true);
  return d ? toDay(d) : null;
};
