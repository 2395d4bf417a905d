import {
  MAX_CONTROLS_PER_RISK,
  type RiskRegister,
  type TAddControlRequest,
  type TRisk,
  type TRiskControl,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import type { RiskControlItem } from '../entities/risk-control';
import { controlsOf } from './risk-store';
import { answer, audited, openRisk, raced, residualChange } from './controls';

export const addRiskControl = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TAddControlRequest,
): Promise<{ item: TRiskControl; risk: TRisk }> => {
  const risk = await openRisk(ctx, register, input.riskId, input.ownerId);
  const controls = await controlsOf(risk.companyId, risk.riskId);
  if (controls.length >= MAX_CONTROLS_PER_RISK) {
    throw new AppError('UNPROCESSABLE', `A risk has at most ${MAX_CONTROLS_PER_RISK} controls.`);
  }
  const now = ctx.now.toISOString();
  const item = {
    companyId: risk.companyId,
    riskId: risk.riskId,
    controlId: newId(),
    description: input.description,
    type: input.type,
    effectiveness: input.effectiveness,
    ...(input.ownerId ? { ownerId: input.ownerId } : {}),
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies RiskControlItem;
  await writeChange(
    ctx,
    {
      companyId: risk.companyId,
      entityType: 'risk-control',
      entityId: item.controlId,
      action: 'add',
      summary: `Risk “${risk.title}”: ${item.type.toLowerCase()} control added (${item.effectiveness})`,
      after: audited(item),
    },
    (tx) => [tx.riskControl.create(item).commit(), residualChange(tx, risk, [...controls, item], now, 1)],
    raced,
  );
  return answer(ctx, register, risk.riskId, item);
};
