import type { TQuarter } from '@stratum/contracts';
import { formatDate, openWindows, quarterLabel } from '@stratum/rules';
import type { QuarterItem } from '../entities/quarter';

/** Today as the windows count days: the UTC calendar day of the request. */
export const todayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** A quarter as the API shows it, with whether each window is open `today`. */
export const toQuarter = (q: QuarterItem, today: string): TQuarter => ({
  annualPlanId: q.annualPlanId,
  strategicPlanId: q.strategicPlanId,
  quarter: q.quarter,
  label: quarterLabel(q.quarter) ?? `Q${q.quarter + 1}`,
  startDate: q.startDate,
  endDate: q.endDate,
  assessmentStartDate: q.assessmentStartDate ?? null,
  assessmentEndDate: q.assessmentEndDate ?? null,
  pmAgreementStartDate: q.pmAgreementStartDate ?? null,
  pmAgreementEndDate: q.pmAgreementEndDate ?? null,
  pmAssessmentStartDate: q.pmAssessmentStartDate ?? null,
  pmAssessmentEndDate: q.pmAssessmentEndDate ?? null,
  defaultTargetDate: q.defaultTargetDate ?? null,
  d_startDate: formatDate(q.startDate),
  d_endDate: formatDate(q.endDate),
  d_defaultTargetDate: formatDate(q.defaultTargetDate),
  open: openWindows(q, today),
  version: q.version,
  updatedAt: q.updatedAt,
});
