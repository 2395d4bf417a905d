import { type TAssessment, type TReviewScoreRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { checkManualScore, findKpi, staleMessage } from '../../scorecard';
import { requireOpenWindow } from '../../planning';
import type { PerformanceRecordItem } from '../entities/performance-record';
import { findRecordFor } from './review-store';
import { assessmentView, employeeMayEnter, recordGuard, refreshed, scorecardOf } from './assessment-parts';
import type { TxItem } from '../../kernel/transact';
import { writeChange } from '../../kernel/change';

/** The supervisor's scoring phase: self assessed, or supervisor assessed but not yet marked complete. */
const supervisorMayScore = (r: PerformanceRecordItem): boolean =>
  r.agreementStatus === 'Agreed' &&
  !r.reviewComplete &&
  (r.assessmentStatus === 'Self Assessed' || r.assessmentStatus === 'Supervisor Assessed');

/**
 * Scores a KPI. The employee gives their own score while they may still enter (kept beside the
 * KPI); the supervisor (or acting supervisor) gives theirs — the KPI's manual rating score, which
 * the engine uses for qualitative KPIs (and every KPI in manual mode) — and may adjust it, once
 * the employee has self assessed and until the review is marked complete. Either needs the
 * performance assessment window open. Audited in the same transaction.
 */
export const saveReviewScore = async (ctx: Ctx, input: TReviewScoreRequest): Promise<TAssessment> => {
  const { record, roles } = await findRecordFor(ctx, input.scorecardId);
  const kpi = await findKpi(record.companyId, record.scorecardId, input.kpiId, 'kpiId');
  const asSupervisor = roles.includes('supervisor') && supervisorMayScore(record);
  const asEmployee = roles.includes('employee') && employeeMayEnter(record);
  if (!asSupervisor && !asEmployee) {
    if (!roles.includes('supervisor') && !roles.includes('employee')) {
      throw new AppError('FORBIDDEN', 'Only the employee and their supervisor score this scorecard.');
    }
    throw new AppError(
      'CONFLICT',
      roles.includes('supervisor')
        ? `The supervisor scores once the employee has self assessed and until the review is complete (the assessment is ${record.assessmentStatus}${record.reviewComplete ? ', review complete' : ''}).`
        : `Your own scores can change only before you self assess (the assessment is ${record.assessmentStatus}; the agreement ${record.agreementStatus}).`,
    );
  }
  if (asEmployee && input.adjustedScore !== undefined) {
    throw new AppError('FORBIDDEN', 'adjustedScore: only the supervisor adjusts a score.');
  }
  if (asSupervisor && kpi.version !== input.version) throw new AppError('CONFLICT', staleMessage('KPI'));
  await checkManualScore(record.companyId, (await scorecardOf(record)).planId, input.score, 'score');
  await requireOpenWindow(ctx, {
    annualPlanId: record.annualPlanId,
    quarter: record.quarter,
    window: 'pmAssessment',
  });
  const now = ctx.now.toISOString();
  const key = { companyId: record.companyId, scorecardId: record.scorecardId, kpiId: kpi.kpiId };
  await writeChange(
    ctx,
    {
      companyId: record.companyId,
      entityType: 'employee-review',
      entityId: record.scorecardId,
      action: asSupervisor ? 'supervisor-score' : 'self-score',
      summary: `${asSupervisor ? 'Supervisor' : 'Self'} score of KPI “${kpi.name}” set to ${input.score ?? 'none'}${asSupervisor && input.adjustedScore !== undefined ? ` (adjusted ${input.adjustedScore ?? 'none'})` : ''}`,
      after: {
        score: input.score,
        ...(input.adjustedScore !== undefined ? { adjustedScore: input.adjustedScore } : {}),
      },
    },
    (tx) => {
      const items: TxItem[] = [];
      if (asSupervisor) {
        const setScore = input.score === null ? {} : { manualRatingScore: input.score };
        const setAdjusted =
          input.adjustedScore === undefined || input.adjustedScore === null
            ? {}
            : { adjustedScore: input.adjustedScore };
        const removed = [
          ...(input.score === null ? (['manualRatingScore'] as const) : []),
          ...(input.adjustedScore === null ? (['adjustedScore'] as const) : []),
        ];
        const base = tx.scorecardKpi
          .patch(key)
          .set({ updatedAt: now, ...setScore, ...setAdjusted })
          .add({ version: 1 });
        items.push(
          (removed.length > 0 ? base.remove(removed) : base)
            .where((attr, op) => op.eq(attr.version, input.version))
            .commit(),
        );
      } else {
        items.push(
          tx.performanceSelfScore
            .put({
              ...key,
              ...(input.score === null ? {} : { selfScore: input.score }),
              version: 1,
              createdAt: now,
              updatedAt: now,
            })
            .commit(),
        );
      }
      items.push(recordGuard(tx, record));
      return items;
    },
    new AppError('CONFLICT', staleMessage('KPI')),
  );
  return assessmentView(ctx, await refreshed(record), roles);
};
