import type { TCompanyAssessment } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireModuleAdmin } from '../../platform';
import { findAnnualPlan, requireOpenWindow } from '../../planning';
import { assessmentKey, loadAssessment } from './store';
import { ENTITY_TYPE, audited, label, stale, view } from './assessment-parts';
import { writeChange } from '../../kernel/change';

/**
 * POST delete (Performance Management administrators, the window open, at the version read): a
 * Draft assessment only (a Complete one is reopened first: 409), with its audit entry.
 */
export const deleteCompanyAssessment = async (
  ctx: Ctx,
  input: { id: string; version: number },
): Promise<TCompanyAssessment> => {
  const companyId = tenantOf(ctx);
  const a = await loadAssessment(ctx, input.id);
  await requireModuleAdmin(ctx, 'performance');
  const plan = await findAnnualPlan(companyId, a.annualPlanId, 'id');
  if (a.version !== input.version) throw stale();
  if (a.status === 'Complete') {
    throw new AppError(
      'CONFLICT',
      `The ${label(a.quarter)} company assessment is Complete: reopen it (status Draft) before deleting it.`,
    );
  }
  await requireOpenWindow(ctx, { annualPlanId: a.annualPlanId, quarter: a.quarter, window: 'pmAssessment' });
  await writeChange(
    ctx,
    {
      companyId,
      entityType: ENTITY_TYPE,
      entityId: a.assessmentId,
      action: 'delete',
      summary: `${label(a.quarter)} company assessment deleted`,
      before: audited(a),
    },
    (tx) => [
      tx.companyAssessment
        .delete(assessmentKey(a))
        .where((x, op) => `${op.eq(x.version, input.version)} AND ${op.eq(x.status, 'Draft')}`)
        .commit(),
    ],
    stale(),
  );
  return view(companyId, plan, a);
};
