import {
  QUARTER_WINDOWS,
  WINDOW_FIELDS,
  ZSetDefaultTargetDateRequestSchema,
  ZUpdateQuarterRequestSchema,
  type QuarterWindow,
  type TQuarter,
} from '@stratum/contracts';
import { isWindowOpen } from '@stratum/rules';
import { z } from 'zod';
import { blankToNull } from '../shared/blank-to-null';

/**
 * The quarter editor's values and rules (spec §3): a quarter's dates and its three windows
 * (assessment, performance agreement, performance assessment), each open or closed today, and
 * the default target date of its KPIs. Days are YYYY-MM-DD; an empty day input is ''.
 */

export const WINDOW_DAY_FIELDS = QUARTER_WINDOWS.flatMap((w) => WINDOW_FIELDS[w]);
type WindowDayField = (typeof WINDOW_DAY_FIELDS)[number];

export type QuarterValues = {
  annualPlanId: string;
  quarter: number;
  version: number;
  startDate: string;
  endDate: string;
} & Record<WindowDayField, string>;

/** The form's values of a quarter as read ('' for a day not set). */
export const quarterValues = (q: TQuarter): QuarterValues => ({
  annualPlanId: q.annualPlanId,
  quarter: q.quarter,
  version: q.version,
  startDate: q.startDate,
  endDate: q.endDate,
  ...(Object.fromEntries(WINDOW_DAY_FIELDS.map((f) => [f, q[f] ?? ''])) as Record<WindowDayField, string>),
});

/** The route's own rules; a window cleared in the form ('') is sent as "not set" (null). */
export const quarterFormSchema = z.preprocess(blankToNull(WINDOW_DAY_FIELDS), ZUpdateQuarterRequestSchema);

export type DefaultDateValues = {
  annualPlanId: string;
  quarter: number;
  version: number;
  defaultTargetDate: string;
};

export const defaultDateValues = (q: TQuarter): DefaultDateValues => ({
  annualPlanId: q.annualPlanId,
  quarter: q.quarter,
  version: q.version,
  defaultTargetDate: q.defaultTargetDate ?? '',
});

/** Clearing the default target date sends null ("no default"). */
export const defaultDateSchema = z.preprocess(
  blankToNull(['defaultTargetDate']),
  ZSetDefaultTargetDateRequestSchema,
);

/**
 * Whether a window is open today as the form stands: the server's answer while the window is as
 * saved (it knows "today" for the company), else worked out from what is typed.
 */
export const windowOpen = (
  saved: Pick<TQuarter, 'open'> & Partial<Record<WindowDayField, string | null>>,
  draft: Partial<Record<WindowDayField, string | null>>,
  window: QuarterWindow,
  today: string,
): boolean => {
  const [start, end] = WINDOW_FIELDS[window];
  const same = (f: WindowDayField) => (draft[f] || null) === (saved[f] ?? null);
  if (same(start) && same(end)) return saved.open[window];
  return isWindowOpen({ [start]: draft[start] || null, [end]: draft[end] || null }, window, today);
};
