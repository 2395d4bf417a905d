import type { TAuditPlan, TUpdateAuditPlanRequest } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireAuditAdmin } from '../access';
import { findPlan, planDetail } from './plan-store';

/** A plan's title and status (active / not active): what it is called, not what it plans. */
export const updateAuditPlan = async (ctx: Ctx, input: TUpdateAuditPlanRequest): Promise<TAuditPlan> => {
  const companyId = tenantOf(ctx);
  const before = await findPlan(companyId, input.id);
  await requireAuditAdmin(ctx);
  const set = { title: input.title, status: input.status };
  const diff = changes({ title: before.title, status: before.status }, set);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-plan',
      entityId: before.planId,
      action: 'update',
      summary: `Audit plan “${before.title}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    ({ auditPlan }) => [
      auditPlan
        .patch({ companyId, planId: before.planId })
        .set({ ...set, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
  );
  return (await planDetail(companyId, before.planId)).item;
};
