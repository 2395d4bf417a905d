import {
  MAX_ACTIONS_PER_RISK,
  type RiskRegister,
  type TAddRiskActionRequest,
  type TRiskAction,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireRiskOwnerOrAdmin } from '../access';
import type { RiskActionItem } from '../entities/risk-action';
import { activeEmployee } from '../../organisation';
import { findRisk } from './risk-store';
import { audited, viewOf } from './actions';

export const addRiskAction = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TAddRiskActionRequest,
): Promise<TRiskAction> => {
  const companyId = tenantOf(ctx);
  const risk = await findRisk(companyId, register, input.riskId, 'riskId');
  if (input.ownerId) await activeEmployee(companyId, input.ownerId, 'ownerId');
  await requireRiskOwnerOrAdmin(ctx, [risk.ownerId], 'the risk’s owner');
  const count = risk.actionCount ?? 0;
  if (count >= MAX_ACTIONS_PER_RISK) {
    throw new AppError('UNPROCESSABLE', `A risk has at most ${MAX_ACTIONS_PER_RISK} actions.`);
  }
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    riskId: risk.riskId,
    actionId: newId(),
    description: input.description,
    ownerId: input.ownerId ?? '',
    dueDate: input.dueDate ?? '',
    status: 'Open',
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies RiskActionItem;
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'risk-action',
      entityId: item.actionId,
      action: 'add',
      summary: `Risk “${risk.title}”: action logged`,
      after: audited(item),
    },
    ({ riskAction, risk: riskEntity }) => [
      riskAction.create(item).commit(), // The risk must still be there and below the limit (two adds at once cannot pass it).
      riskEntity
        .patch({ companyId, riskId: risk.riskId })
        .add({ actionCount: 1 })
        .where((a, op) => `(${op.notExists(a.actionCount)} OR ${op.lt(a.actionCount, MAX_ACTIONS_PER_RISK)})`)
        .commit(),
    ],
    new AppError(
      'CONFLICT',
      `riskId: this risk was deleted, or reached ${MAX_ACTIONS_PER_RISK} actions, a moment ago.`,
    ),
  );
  return viewOf(item);
};
