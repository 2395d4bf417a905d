import type { TPlannedAudit, TUpdatePlannedAuditRequest } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireAuditAdmin } from '../access';
import {
  checkReason,
  checkTeam,
  findPlan,
  findPlanned,
  loadPlanned,
  placed,
  touchPlan,
  viewPlannedOne,
} from './plan-store';

/**
 * Moves a planned audit to a quarter, leaves it out or takes it back in, sets its team and budget.
 * Left out, or placed against its rank with nobody else saying why, it needs a reason (rules
 * `needsReason`). An approved plan so changed needs approving again.
 */
export const updatePlannedAudit = async (
  ctx: Ctx,
  input: TUpdatePlannedAuditRequest,
): Promise<TPlannedAudit> => {
  const companyId = tenantOf(ctx);
  const before = await findPlanned(companyId, input.id);
  const plan = await findPlan(companyId, before.planId);
  await requireAuditAdmin(ctx);
  await checkTeam(companyId, input);
  const set = {
    quarter: input.quarter,
    included: input.included,
    reason: input.reason,
    leadId: input.leadId ?? '',
    memberIds: input.memberIds,
    budgetDays: input.budgetDays,
  };
  const others = (await loadPlanned(companyId, plan.planId)).filter(
    (p) => p.plannedAuditId !== before.plannedAuditId,
  );
  checkReason(placed({ ...before, ...set }), others.map(placed));
  const diff = changes(before as unknown as Record<string, unknown>, set);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'planned-audit',
      entityId: before.plannedAuditId,
      action: 'update',
      summary: `“${before.title}” in audit plan “${plan.title}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    (tx) => [
      tx.plannedAudit
        .patch({ companyId, plannedAuditId: before.plannedAuditId })
        .set({ ...set, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      touchPlan(tx, plan, ctx.now),
    ],
  );
  return viewPlannedOne(companyId, before.plannedAuditId);
};
