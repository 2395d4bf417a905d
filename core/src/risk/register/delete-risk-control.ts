import type { RiskRegister, TChildRefRequest, TRisk, TRiskControl } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { checkVersion, controlsOf, findControl } from './risk-store';
import { answer, audited, openRisk, raced, residualChange } from './controls';

export const deleteRiskControl = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TChildRefRequest,
): Promise<{ item: TRiskControl; risk: TRisk }> => {
  const risk = await openRisk(ctx, register, input.riskId, null);
  const before = await findControl(risk.companyId, risk.riskId, input.id);
  checkVersion(before, input.version, 'control');
  const controls = await controlsOf(risk.companyId, risk.riskId);
  const now = ctx.now.toISOString();
  await writeChange(
    ctx,
    {
      companyId: risk.companyId,
      entityType: 'risk-control',
      entityId: before.controlId,
      action: 'delete',
      summary: `Risk “${risk.title}”: ${before.type.toLowerCase()} control removed`,
      before: audited(before),
    },
    (tx) => [
      tx.riskControl
        .delete({ companyId: risk.companyId, riskId: risk.riskId, controlId: before.controlId })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      residualChange(
        tx,
        risk,
        controls.filter((c) => c.controlId !== before.controlId),
        now,
        -1,
      ),
    ],
    raced,
  );
  return answer(ctx, register, risk.riskId, before);
};
