import type { TRecurrence } from '@stratum/contracts';

/**
 * The activity form's friendly recurrence (how often, every how many, until when) and what the
 * API takes: a named recurrence (once, monthly, quarterly, half-yearly, yearly — each without end)
 * or, for anything else, a custom RFC 5545 rule. A monthly-type rule whose first due date is on
 * the 29th to 31st falls on the month's last day when the month is shorter, as the named ones do.
 */
export const FREQUENCIES = [
  'once',
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'half-yearly',
  'yearly',
] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const ENDS = ['never', 'until', 'count'] as const;
export type End = (typeof ENDS)[number];

export interface Builder {
  frequency: Frequency;
  /** every `interval` days, weeks, months, quarters, half-years or years */
  interval: number;
  end: End;
  /** YYYY-MM-DD, the last day it may fall due (end `until`) */
  until: string;
  /** how many times it falls due in all (end `count`) */
  count: number;
}

export const DEFAULT_BUILDER: Builder = {
  frequency: 'monthly',
  interval: 1,
  end: 'never',
  until: '',
  count: 12,
};

const MONTHS: Partial<Record<Frequency, number>> = { monthly: 1, quarterly: 3, 'half-yearly': 6 };
const NAMED = new Set<Frequency>(['monthly', 'quarterly', 'half-yearly', 'yearly']);

/** What the API takes for a builder, the first due date giving the due day of monthly-type rules. */
export const toApi = (b: Builder, startDate: string): { recurrence: TRecurrence; rule: string | null } => {
  if (b.frequency === 'once') return { recurrence: 'once', rule: null };
  const interval = Math.max(1, Math.floor(b.interval || 1));
  if (NAMED.has(b.frequency) && interval === 1 && b.end === 'never') {
    return { recurrence: b.frequency as TRecurrence, rule: null };
  }
  const parts: string[] = [];
  const months = MONTHS[b.frequency];
  if (months !== undefined) {
    parts.push('FREQ=MONTHLY', `INTERVAL=${months * interval}`);
    const day = Number(startDate.slice(8, 10));
    if (day > 28) {
      const days = Array.from({ length: day - 27 }, (_, i) => 28 + i);
      parts.push(`BYMONTHDAY=${days.join(',')}`, 'BYSETPOS=-1');
    }
  } else {
    parts.push(`FREQ=${b.frequency.toUpperCase()}`, `INTERVAL=${interval}`);
  }
  if (b.end === 'until' && b.until) parts.push(`UNTIL=${b.until.replaceAll('-', '')}T235959Z`);
  if (b.end === 'count') parts.push(`COUNT=${Math.max(1, Math.floor(b.count || 1))}`);
  return { recurrence: 'custom', rule: parts.join(';') };
};

/** The builder an activity's recurrence shows as (a rule this builder did not write: null). */
export const fromApi = (recurrence: TRecurrence, rule: string | null): Builder | null => {
  if (recurrence !== 'custom') return { ...DEFAULT_BUILDER, frequency: recurrence };
  const fields = new Map(
    (rule ?? '')
      .replace(/^RRULE:/i, '')
      .split(';')
      .map((p) => p.split('=') as [string, string]),
  );
  const freq = fields.get('FREQ');
  const interval = Number(fields.get('INTERVAL') ?? '1');
  const until = fields.get('UNTIL');
  const count = fields.get('COUNT');
  const end: Partial<Builder> = until
    ? { end: 'until', until: `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}` }
    : count
      ? { end: 'count', count: Number(count) }
      : {};
  const known = new Set(['FREQ', 'INTERVAL', 'UNTIL', 'COUNT', 'BYMONTHDAY', 'BYSETPOS']);
  if ([...fields.keys()].some((k) => !known.has(k))) return null;
  if (freq === 'DAILY' || freq === 'WEEKLY' || freq === 'YEARLY') {
    return { ...DEFAULT_BUILDER, frequency: freq.toLowerCase() as Frequency, interval, ...end };
  }
  if (freq === 'MONTHLY') {
    const [frequency, per] =
      interval % 6 === 0
        ? (['half-yearly', 6] as const)
        : interval % 3 === 0
          ? (['quarterly', 3] as const)
          : (['monthly', 1] as const);
    return { ...DEFAULT_BUILDER, frequency, interval: interval / per, ...end };
  }
  return null;
};
