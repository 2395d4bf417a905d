import type { RiskRegister, TRiskMitigation, TUpdateMitigationRequest } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireRiskOwnerOrAdmin } from '../access';
import { activeEmployee } from '../../organisation';
import { checkVersion, findMitigation, findRisk } from './risk-store';
import { audited, dueKey, fresh } from './mitigations';

export const updateRiskMitigation = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TUpdateMitigationRequest,
): Promise<TRiskMitigation> => {
  const companyId = tenantOf(ctx);
  const risk = await findRisk(companyId, register, input.riskId, 'riskId');
  const before = await findMitigation(companyId, risk.riskId, input.id);
  await activeEmployee(companyId, input.ownerId, 'ownerId');
  await requireRiskOwnerOrAdmin(ctx, [risk.ownerId], 'the risk’s owner');
  checkVersion(before, input.version, 'mitigation');
  const set = {
    description: input.description,
    ownerId: input.ownerId,
    dueDate: input.dueDate,
    updatedAt: ctx.now.toISOString(),
  };
  const diff = changes(audited(before), audited(set));
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'risk-mitigation',
      entityId: before.mitigationId,
      action: 'update',
      summary: `Risk “${risk.title}”: mitigation updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    ({ riskMitigation, riskDue }) => [
      // An open mitigation's due-date item moves with its due date.
      before.status !== 'Complete' &&
        before.dueDate !== input.dueDate && [
          riskDue.delete(dueKey(risk, before)).commit(),
          riskDue
            .put({ ...dueKey(risk, { ...before, dueDate: input.dueDate }), riskId: risk.riskId })
            .commit(),
        ],
      riskMitigation
        .patch({ companyId, riskId: risk.riskId, mitigationId: before.mitigationId })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
  );
  return fresh(ctx, risk, before.mitigationId);
};
