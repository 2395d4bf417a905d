import {
  MAX_MITIGATIONS_PER_RISK,
  type RiskRegister,
  type TAddMitigationRequest,
  type TRiskMitigation,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireRiskOwnerOrAdmin } from '../access';
import type { RiskMitigationItem } from '../entities/risk-mitigation';
import { activeEmployee } from '../../organisation';
import { findRisk } from './risk-store';
import { audited, dueKey, fresh } from './mitigations';

export const addRiskMitigation = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TAddMitigationRequest,
): Promise<TRiskMitigation> => {
  const companyId = tenantOf(ctx);
  const risk = await findRisk(companyId, register, input.riskId, 'riskId');
  await activeEmployee(companyId, input.ownerId, 'ownerId');
  await requireRiskOwnerOrAdmin(ctx, [risk.ownerId], 'the risk’s owner');
  if (risk.mitigationCount >= MAX_MITIGATIONS_PER_RISK) {
    throw new AppError('UNPROCESSABLE', `A risk has at most ${MAX_MITIGATIONS_PER_RISK} mitigations.`);
  }
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    riskId: risk.riskId,
    mitigationId: newId(),
    description: input.description,
    ownerId: input.ownerId,
    dueDate: input.dueDate,
    percent: 0,
    status: 'In Progress',
    progressCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies RiskMitigationItem;
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'risk-mitigation',
      entityId: item.mitigationId,
      action: 'add',
      summary: `Risk “${risk.title}”: mitigation added, due ${item.dueDate}`,
      after: audited(item),
    },
    ({ riskMitigation, risk: riskEntity, riskDue }) => [
      riskMitigation.create(item).commit(),
      riskDue.put({ ...dueKey(risk, item), riskId: risk.riskId }).commit(), // The risk must still be there, and is told it has one more (a delete checks the count).
      riskEntity.patch({ companyId, riskId: risk.riskId }).add({ mitigationCount: 1 }).commit(),
    ],
    new AppError('CONFLICT', 'riskId: this risk was deleted a moment ago.'),
  );
  return fresh(ctx, risk, item.mitigationId);
};
