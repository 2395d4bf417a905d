/**
 * Quarters of an annual plan (spec §3, §9): Q1..Q4 map to 0..3, and each quarter carries three
 * windows (assessment, performance-agreement, performance-assessment) bounded by calendar days.
 * Pure: the caller passes "today" as a calendar day (YYYY-MM-DD) in the company's time zone.
 */

export type QuarterIndex = 0 | 1 | 2 | 3;

export const QUARTERS = [
  { index: 0, label: 'Q1' },
  { index: 1, label: 'Q2' },
  { index: 2, label: 'Q3' },
  { index: 3, label: 'Q4' },
] as const satisfies readonly { index: QuarterIndex; label: string }[];

export type QuarterLabel = (typeof QUARTERS)[number]['label'];

/** The §3 quarter fields: calendar days 'YYYY-MM-DD'; a missing bound means the window is closed. */
export interface QuarterWindows {
  startDate?: string | null;
  endDate?: string | null;
  assessmentStartDate?: string | null;
  assessmentEndDate?: string | null;
  pmAgreementStartDate?: string | null;
  pmAgreementEndDate?: string | null;
  pmAssessmentStartDate?: string | null;
  pmAssessmentEndDate?: string | null;
}

export type QuarterWindow = 'assessment' | 'pmAgreement' | 'pmAssessment';

export const QUARTER_WINDOWS: readonly QuarterWindow[] = ['assessment', 'pmAgreement', 'pmAssessment'];

/** The start and end field of each window. */
export const WINDOW_FIELDS = {
  assessment: ['assessmentStartDate', 'assessmentEndDate'],
  pmAgreement: ['pmAgreementStartDate', 'pmAgreementEndDate'],
  pmAssessment: ['pmAssessmentStartDate', 'pmAssessmentEndDate'],
} as const satisfies Record<QuarterWindow, readonly [keyof QuarterWindows, keyof QuarterWindows]>;

const DAY = /^\d{4}-\d{2}-\d{2}(?:$|T)/;

/** 'YYYY-MM-DD' (or the day part of an ISO timestamp), else null. */
const dayOf = (value: string | null | undefined): string | null =>
  typeof value === 'string' && DAY.test(value) ? value.slice(0, 10) : null;

/** True when `today` lies inside the window, both bounds included. A missing or unreadable bound, or an
 * unreadable `today`, means closed. Calendar days compare as text (YYYY-MM-DD sorts in date order). */
export const isWindowOpen = (quarter: QuarterWindows, window: QuarterWindow, today: string): boolean => {
  const [startField, endField] = WINDOW_FIELDS[window];
  const start = dayOf(quarter[startField]);
  const end = dayOf(quarter[endField]);
  const day = dayOf(today);
  if (start === null || end === null || day === null) return false;
  return start <= day && day <= end;
};

/** The three windows of a quarter, open or not today. */
export const openWindows = (quarter: QuarterWindows, today: string): Record<QuarterWindow, boolean> => ({
  assessment: isWindowOpen(quarter, 'assessment', today),
  pmAgreement: isWindowOpen(quarter, 'pmAgreement', today),
  pmAssessment: isWindowOpen(quarter, 'pmAssessment', today),
});

/** 'Q1'..'Q4' for 0..3, else null. */
export const quarterLabel = (index: number): QuarterLabel | null =>
  QUARTERS.find((q) => q.index === index)?.label ?? null;
