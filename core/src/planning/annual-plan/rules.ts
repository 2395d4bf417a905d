import { formatDate } from '@stratum/rules';

/** Calendar days 'YYYY-MM-DD', computed in UTC so no time zone moves them. */
const toUtc = (day: string): Date => new Date(`${day}T00:00:00Z`);
const dayOf = (d: Date): string => d.toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string => {
  const d = toUtc(day);
  d.setUTCDate(d.getUTCDate() + n);
  return dayOf(d);
};

/** The same day `n` months later; a day the month lacks becomes its last (Jan 31st + 1 → Feb 28th/29th). */
export const addMonths = (day: string, n: number): string => {
  const d = toUtc(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return dayOf(target);
};

/** Days from `start` to `end`, both included. */
export const daysIn = (start: string, end: string): number =>
  Math.round((toUtc(end).getTime() - toUtc(start).getTime()) / 86_400_000) + 1;

/** An annual plan needs at least one day per quarter. */
export const MIN_ANNUAL_PLAN_DAYS = 4;

/**
 * The default quarters of an annual plan: a plan of exactly twelve months (Jan 1st – Dec 31st, or
 * Jul 1st – Jun 30th…) is four three-month periods; any other length is split into four parts
 * of (nearly) equal days. Each quarter ends the day before the next starts; the last ends with
 * the plan.
 */
export const defaultQuarterDates = (
  start: string,
  end: string,
): Array<{ startDate: string; endDate: string }> => {
  const twelveMonths = addDays(addMonths(start, 12), -1) === end;
  const days = daysIn(start, end);
  const starts = [0, 1, 2, 3].map((q) =>
    twelveMonths ? addMonths(start, 3 * q) : addDays(start, Math.floor((days * q) / 4)),
  );
  return starts.map((s, q) => ({
    startDate: s,
    endDate: q < 3 ? addDays(starts[q + 1] as string, -1) : end,
  }));
};

/** The quarter's fields when it is (re)split: its dates, and every window open for the whole quarter. */
export const defaultQuarterFields = (dates: { startDate: string; endDate: string }) => ({
  startDate: dates.startDate,
  endDate: dates.endDate,
  assessmentStartDate: dates.startDate,
  assessmentEndDate: dates.endDate,
  pmAgreementStartDate: dates.startDate,
  pmAgreementEndDate: dates.endDate,
  pmAssessmentStartDate: dates.startDate,
  pmAssessmentEndDate: dates.endDate,
});

/** Whether two day ranges (both ends included) share a day. */
export const overlaps = (
  a: { startDate: string; endDate: string },
  b: { startDate: string; endDate: string },
): boolean => a.startDate <= b.endDate && b.startDate <= a.endDate;

/** "Jan 1st 2024 – Dec 31st 2024" */
export const rangeLabel = (r: { startDate: string; endDate: string }): string =>
  `${formatDate(r.startDate)} – ${formatDate(r.endDate)}`;

/**
 * Why an annual plan's dates do not fit its strategic plan, or null: it must lie inside the plan's
 * dates (422) and share no day with another annual plan of it (409). `others` excludes itself.
 */
export const annualPlanDateProblem = (
  dates: { startDate: string; endDate: string },
  plan: { description: string; startDate: string; endDate: string },
  others: ReadonlyArray<{ startDate: string; endDate: string }>,
): { code: 'UNPROCESSABLE' | 'CONFLICT'; message: string } | null => {
  if (daysIn(dates.startDate, dates.endDate) < MIN_ANNUAL_PLAN_DAYS) {
    return {
      code: 'UNPROCESSABLE',
      message: `endDate: an annual plan needs at least ${MIN_ANNUAL_PLAN_DAYS} days, one per quarter.`,
    };
  }
  if (dates.startDate < plan.startDate || dates.endDate > plan.endDate) {
    return {
      code: 'UNPROCESSABLE',
      message: `${dates.startDate < plan.startDate ? 'startDate' : 'endDate'}: an annual plan must lie inside its strategic plan “${plan.description}” (${rangeLabel(plan)}).`,
    };
  }
  const clash = [...others]
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .find((o) => overlaps(dates, o));
  if (clash) {
    return {
      code: 'CONFLICT',
      message: `startDate: these dates overlap the annual plan ${rangeLabel(clash)} of “${plan.description}”.`,
    };
  }
  return null;
};
