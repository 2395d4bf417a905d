import { type TAssessment, type TReviewActualRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { findKpi, staleMessage } from '../../scorecard';
import { requireOpenWindow } from '../../planning';
import { assessmentView, employeeInput, recordGuard, refreshed } from './assessment-parts';
import { writeChange } from '../../kernel/change';

/**
 * Enters a KPI's actual for the record's quarter (`actual{q+1}` of the periodic scorecard's KPI):
 * the employee, while the agreement is agreed and the assessment not yet self assessed (or
 * returned), with the performance assessment window open (else `Period is closed`). Conditional on
 * the KPI's version and the record's, audited in the same transaction.
 */
export const updateReviewActual = async (ctx: Ctx, input: TReviewActualRequest): Promise<TAssessment> => {
  const { record, roles } = await employeeInput(ctx, input.scorecardId, 'actuals');
  const kpi = await findKpi(record.companyId, record.scorecardId, input.kpiId, 'kpiId');
  if (kpi.version !== input.version) throw new AppError('CONFLICT', staleMessage('KPI'));
  await requireOpenWindow(ctx, {
    annualPlanId: record.annualPlanId,
    quarter: record.quarter,
    window: 'pmAssessment',
  });
  const field = `actual${record.quarter + 1}` as 'actual1';
  await writeChange(
    ctx,
    {
      companyId: record.companyId,
      entityType: 'employee-review',
      entityId: record.scorecardId,
      action: 'update-actual',
      summary: `Q${record.quarter + 1} actual of KPI “${kpi.name}” set to ${input.actual ?? 'none'}`,
      before: { [field]: kpi[field] ?? null },
      after: { [field]: input.actual },
    },
    (tx) => {
      const base = tx.scorecardKpi
        .patch({ companyId: kpi.companyId, scorecardId: kpi.scorecardId, kpiId: kpi.kpiId })
        .set({ updatedAt: ctx.now.toISOString() })
        .add({ version: 1 });
      const written = input.actual === null ? base.remove([field]) : base.set({ [field]: input.actual });
      return [
        written.where((attr, op) => op.eq(attr.version, input.version)).commit(),
        recordGuard(tx, record),
      ];
    },
    new AppError('CONFLICT', staleMessage('KPI')),
  );
  return assessmentView(ctx, await refreshed(record), roles);
};
