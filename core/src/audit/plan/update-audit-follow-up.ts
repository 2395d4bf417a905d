import type { TAuditFollowUp, TUpdateAuditFollowUpRequest } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireAuditAdmin } from '../access';
import { findFollowUp, findPlan, touchPlan } from './plan-store';
import { checkFollowUpRefs, followUpFields, viewFollowUp } from './follow-ups';

export const updateAuditFollowUp = async (
  ctx: Ctx,
  input: TUpdateAuditFollowUpRequest,
): Promise<TAuditFollowUp> => {
  const companyId = tenantOf(ctx);
  const before = await findFollowUp(companyId, input.id);
  const plan = await findPlan(companyId, before.planId);
  await checkFollowUpRefs(companyId, plan.planId, input);
  await requireAuditAdmin(ctx);
  const set = followUpFields(input);
  const diff = changes(before as unknown as Record<string, unknown>, set);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-follow-up',
      entityId: before.followUpId,
      action: 'update',
      summary: `Follow-up “${before.title}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    (tx) => [
      tx.auditFollowUp
        .patch({ companyId, followUpId: before.followUpId })
        .set({ ...set, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      touchPlan(tx, plan, ctx.now),
    ],
  );
  return viewFollowUp(companyId, before.followUpId);
};
