import type { RiskRegister, TChildRefRequest, TRiskAction } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireRiskOwnerOrAdmin } from '../access';
import { checkVersion, findRisk } from './risk-store';
import { audited, findAction, viewOf } from './actions';

export const deleteRiskAction = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TChildRefRequest,
): Promise<TRiskAction> => {
  const companyId = tenantOf(ctx);
  const risk = await findRisk(companyId, register, input.riskId, 'riskId');
  const before = await findAction(companyId, risk.riskId, input.id);
  await requireRiskOwnerOrAdmin(ctx, [risk.ownerId], 'the risk’s owner');
  checkVersion(before, input.version, 'action');
  const view = await viewOf(before);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'risk-action',
      entityId: before.actionId,
      action: 'delete',
      summary: `Risk “${risk.title}”: action deleted`,
      before: audited(before),
    },
    ({ riskAction, risk: riskEntity }) => [
      riskAction
        .delete({ companyId, riskId: risk.riskId, actionId: before.actionId })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      riskEntity.patch({ companyId, riskId: risk.riskId }).add({ actionCount: -1 }).commit(),
    ],
  );
  return view;
};
