import type { RiskRegister, TRiskAction, TUpdateRiskActionRequest } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireRiskOwnerOrAdmin } from '../access';
import { activeEmployee } from '../../organisation';
import { checkVersion, findRisk } from './risk-store';
import { audited, findAction, viewOf } from './actions';

export const updateRiskAction = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TUpdateRiskActionRequest,
): Promise<TRiskAction> => {
  const companyId = tenantOf(ctx);
  const risk = await findRisk(companyId, register, input.riskId, 'riskId');
  const before = await findAction(companyId, risk.riskId, input.id);
  if (input.ownerId && input.ownerId !== before.ownerId) {
    await activeEmployee(companyId, input.ownerId, 'ownerId');
  }
  await requireRiskOwnerOrAdmin(ctx, [risk.ownerId], 'the risk’s owner');
  checkVersion(before, input.version, 'action');
  // Owner and due date: absent keeps them, null takes them away.
  const set = {
    description: input.description,
    ownerId: input.ownerId === undefined ? (before.ownerId ?? '') : (input.ownerId ?? ''),
    dueDate: input.dueDate === undefined ? (before.dueDate ?? '') : (input.dueDate ?? ''),
    status: input.status,
    updatedAt: ctx.now.toISOString(),
  };
  const diff = changes(audited(before), audited(set));
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'risk-action',
      entityId: before.actionId,
      action: 'update',
      summary: `Risk “${risk.title}”: action updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    ({ riskAction }) => [
      riskAction
        .patch({ companyId, riskId: risk.riskId, actionId: before.actionId })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
  );
  return viewOf(await findAction(companyId, risk.riskId, before.actionId));
};
