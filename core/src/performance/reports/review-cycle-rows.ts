import type { TQuarter, TReviewCycle } from '@stratum/contracts';
import type { PerformanceRecordItem } from '../entities/performance-record';
import { percentOf } from './report-rows';

/** What the review cycles count of a record: its agreement, assessment and review-complete status. */
export type CycleRecord = Pick<
  PerformanceRecordItem,
  'agreementStatus' | 'assessmentStatus' | 'reviewComplete'
>;

/** A quarter's assessment is done once the supervisor has assessed it (QA may complete it later). */
const ASSESSED = new Set<CycleRecord['assessmentStatus']>(['Supervisor Assessed', 'Complete']);

/**
 * A quarter as a review cycle (docs/performance.md "Review cycles"): Upcoming before its start
 * day, Running from its start to its end day (both included), Ended after; of its records, the
 * agreements Agreed, the assessments Complete and the reviews complete, with the two percents.
 * Pure: the screens, the dashboard and the tests all count the same way.
 */
export const cycleOf = (q: TQuarter, records: readonly CycleRecord[], today: string): TReviewCycle => ({
  ...q,
  phase: today < q.startDate ? 'Upcoming' : today > q.endDate ? 'Ended' : 'Running',
  ...cycleCounts(records),
});

/** The counts of a quarter's records that a review cycle (and the dashboard) shows. */
export const cycleCounts = (records: readonly CycleRecord[]) => {
  const total = records.length;
  const agreed = records.filter((r) => r.agreementStatus === 'Agreed').length;
  const assessed = records.filter((r) => ASSESSED.has(r.assessmentStatus)).length;
  return {
    total,
    agreed,
    assessed,
    reviewComplete: records.filter((r) => r.reviewComplete === true).length,
    agreedPercent: percentOf(agreed, total),
    assessedPercent: percentOf(assessed, total),
  };
};
