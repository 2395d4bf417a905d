import type { TPlannedAudit } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireAuditAdmin } from '../access';
import { findPlan, findPlanned, touchPlan, viewPlannedOne } from './plan-store';

/**
 * Deletes an audit added by hand. A universe process stays in its plan: leaving it out is a
 * decision the plan records with its reason.
 */
export const deletePlannedAudit = async (
  ctx: Ctx,
  input: { id: string; version: number },
): Promise<TPlannedAudit> => {
  const companyId = tenantOf(ctx);
  const before = await findPlanned(companyId, input.id);
  const plan = await findPlan(companyId, before.planId);
  await requireAuditAdmin(ctx);
  if (before.processId)
    throw new AppError(
      'CONFLICT',
      `“${before.title}” comes from the audit universe: leave it out of the plan with a reason instead.`,
    );
  const view = await viewPlannedOne(companyId, before.plannedAuditId);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'planned-audit',
      entityId: before.plannedAuditId,
      action: 'delete',
      summary: `“${before.title}” deleted from audit plan “${plan.title}”`,
      before: { title: before.title, quarter: before.quarter },
    },
    (tx) => [
      tx.plannedAudit
        .delete({ companyId, plannedAuditId: before.plannedAuditId })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      touchPlan(tx, plan, ctx.now),
    ],
  );
  return view;
};
