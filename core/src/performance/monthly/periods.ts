import type { TMonthPeriod } from '@stratum/contracts';
import { progressColour, type ProgressColour } from '@stratum/rules';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const day = (d: Date): string => d.toISOString().slice(0, 10);
const utc = (text: string): Date => new Date(`${text}T00:00:00.000Z`);

/** `text` (YYYY-MM-DD) moved on by `days`. */
export const addDays = (text: string, days: number): string => {
  const d = utc(text);
  d.setUTCDate(d.getUTCDate() + days);
  return day(d);
};

/**
 * The monthly periods of an annual plan (docs/performance.md "Monthly progress"): every calendar
 * month the plan's days touch, its days cut to the plan's. A month is open for updates from its
 * first day (in the plan) to `graceDays` days after its last, both included — so the current month
 * is always open, and the month before stays open for the first `graceDays` days of the next.
 * Months to come are closed. Days are UTC days (companies have no time zone setting yet).
 */
export const monthsOf = (
  plan: { startDate: string; endDate: string },
  graceDays: number,
  today: string,
): TMonthPeriod[] => {
  const out: TMonthPeriod[] = [];
  if (!(plan.startDate <= plan.endDate)) return out;
  let year = Number(plan.startDate.slice(0, 4));
  let month = Number(plan.startDate.slice(5, 7));
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > plan.endDate.slice(0, 7)) break;
    const first = `${key}-01`;
    const last = day(new Date(Date.UTC(year, month, 0)));
    const startDate = first < plan.startDate ? plan.startDate : first;
    const endDate = last > plan.endDate ? plan.endDate : last;
    const closesOn = addDays(endDate, graceDays);
    out.push({
      month: key,
      label: `${MONTH_NAMES[month - 1]} ${year}`,
      startDate,
      endDate,
      closesOn,
      open: startDate <= today && today <= closesOn,
      current: startDate <= today && today <= endDate,
    });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
};

/**
 * What a figure comes to on the bar: the percent held to 0..100. A null percent with a valid
 * (non-negative) figure and target means a positive over a zero target — beyond any finite
 * percent — so it fills the bar.
 */
export const progressOf = (percent: number | null): number =>
  percent === null ? 100 : Math.max(0, Math.min(100, percent));

/** An average of `count` progresses summing to `sum`, to one decimal, with its spec §5 colour. */
export const averageOf = (
  sum: number,
  count: number,
): { average: number | null; count: number; colour: ProgressColour } => {
  const average = count > 0 ? Math.round((sum / count) * 10) / 10 : null;
  return { average, count, colour: progressColour(average) };
};
