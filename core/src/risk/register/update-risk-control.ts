import type { RiskRegister, TRisk, TRiskControl, TUpdateControlRequest } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { checkVersion, controlsOf, findControl } from './risk-store';
import { answer, audited, openRisk, raced, residualChange } from './controls';

export const updateRiskControl = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TUpdateControlRequest,
): Promise<{ item: TRiskControl; risk: TRisk }> => {
  const risk = await openRisk(ctx, register, input.riskId, input.ownerId);
  const before = await findControl(risk.companyId, risk.riskId, input.id);
  checkVersion(before, input.version, 'control');
  const controls = await controlsOf(risk.companyId, risk.riskId);
  const now = ctx.now.toISOString();
  const set = {
    description: input.description,
    type: input.type,
    effectiveness: input.effectiveness,
    updatedAt: now,
  };
  const after = { ...before, ...set, ownerId: input.ownerId ?? undefined, version: before.version + 1 };
  const diff = changes(audited(before), audited(after));
  await writeChange(
    ctx,
    {
      companyId: risk.companyId,
      entityType: 'risk-control',
      entityId: before.controlId,
      action: 'update',
      summary: `Risk “${risk.title}”: control updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    (tx) => [
      tx.riskControl
        .patch({ companyId: risk.companyId, riskId: risk.riskId, controlId: before.controlId })
        // No owner is ''.
        .set({ ...set, ownerId: input.ownerId ?? '' })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      residualChange(
        tx,
        risk,
        controls.map((c) => (c.controlId === before.controlId ? after : c)),
        now,
        0,
      ),
    ],
    raced,
  );
  return answer(ctx, register, risk.riskId, after);
};
