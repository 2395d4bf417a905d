import { NOBODY, type TAgreementType } from '@stratum/contracts';
import type { PerformanceRecordItem } from '../entities/performance-record';
import type { TxEntities } from '../../kernel/transact';

export interface NewPerformanceRecordInput {
  companyId: string;
  /** the employee's periodic scorecard for the quarter (the record lives in its partition) */
  scorecardId: string;
  annualScorecardId: string;
  employeeId: string;
  annualPlanId: string;
  /** 0..3 */
  quarter: number;
  /** the employee's line supervisor; null/undefined/'' for none */
  supervisorId?: string | null | undefined;
  placementPath?: string | null | undefined;
  agreementType?: TAgreementType | undefined;
  /** ctx.now.toISOString() */
  now: string;
}

/**
 * The item of a new quarter's performance record: agreement Draft, assessment and QA Not Started,
 * waiting on the employee to submit the agreement (`agreement-submit`). Write it in the same
 * transaction as the periodic scorecard it belongs to, e.g.
 * `tx.performanceRecord.create(newPerformanceRecord(input)).commit()` (or `createPerformanceRecord`).
 */
export const newPerformanceRecord = (input: NewPerformanceRecordInput): PerformanceRecordItem => ({
  companyId: input.companyId,
  scorecardId: input.scorecardId,
  annualScorecardId: input.annualScorecardId,
  employeeId: input.employeeId,
  annualPlanId: input.annualPlanId,
  quarter: input.quarter,
  supervisorId: input.supervisorId ? input.supervisorId : NOBODY,
  ...(input.placementPath ? { placementPath: input.placementPath } : {}),
  agreementStatus: 'Draft',
  agreementType: input.agreementType ?? 'Standard',
  assessmentStatus: 'Not Started',
  qaStatus: 'Not Started',
  reviewComplete: false,
  awaitingId: input.employeeId,
  awaitingStep: 'agreement-submit',
  version: 1,
  createdAt: input.now,
  updatedAt: input.now,
});

/** The transaction item creating a new record (refused if the quarter already has one). */
export const createPerformanceRecord = (tx: TxEntities, input: NewPerformanceRecordInput) =>
  tx.performanceRecord.create(newPerformanceRecord(input)).commit();
