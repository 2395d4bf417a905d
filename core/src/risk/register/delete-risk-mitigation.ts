import type { RiskRegister, TChildRefRequest, TRiskMitigation } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireRiskOwnerOrAdmin } from '../access';
import { checkVersion, findMitigation, findRisk } from './risk-store';
import { audited, dueKey, viewOf } from './mitigations';

/** Deletes a mitigation with no recorded progress (a history is evidence: it stays). */
export const deleteRiskMitigation = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TChildRefRequest,
): Promise<TRiskMitigation> => {
  const companyId = tenantOf(ctx);
  const risk = await findRisk(companyId, register, input.riskId, 'riskId');
  const before = await findMitigation(companyId, risk.riskId, input.id);
  await requireRiskOwnerOrAdmin(ctx, [risk.ownerId], 'the risk’s owner');
  checkVersion(before, input.version, 'mitigation');
  if (before.progressCount > 0) {
    throw new AppError(
      'CONFLICT',
      `This mitigation has ${before.progressCount} progress update${before.progressCount === 1 ? '' : 's'}: its history stays. Change its description or due date instead.`,
    );
  }
  const view = await viewOf(ctx, before);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'risk-mitigation',
      entityId: before.mitigationId,
      action: 'delete',
      summary: `Risk “${risk.title}”: mitigation deleted`,
      before: audited(before),
    },
    ({ riskMitigation, risk: riskEntity, riskDue }) => [
      before.status !== 'Complete' && [riskDue.delete(dueKey(risk, before)).commit()],
      riskMitigation
        .delete({ companyId, riskId: risk.riskId, mitigationId: before.mitigationId })
        .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.eq(a.progressCount, 0)}`)
        .commit(),
      riskEntity.patch({ companyId, riskId: risk.riskId }).add({ mitigationCount: -1 }).commit(),
    ],
  );
  return view;
};
