import type { RiskAxis, TRiskScalePoint, TUpdateRiskScalePointRequest } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireRiskAdmin } from '../access';
import { checkVersion, findPoint, loadSetup } from './setup-store';
import { audited, checkNameFree, fresh, noun } from './scales';

export const updateRiskScalePoint = async (
  ctx: Ctx,
  axis: RiskAxis,
  input: TUpdateRiskScalePointRequest,
): Promise<TRiskScalePoint> => {
  const companyId = tenantOf(ctx);
  const setup = await loadSetup(companyId);
  const before = findPoint(setup, axis, input.id);
  await requireRiskAdmin(ctx);
  checkVersion(before, input.version, noun(axis));
  checkNameFree(setup, axis, input.name, before.pointId);
  const set = { name: input.name, description: input.description ?? '', updatedAt: ctx.now.toISOString() };
  const diff = changes(audited(before), audited({ ...before, ...set }));
  await writeChange(
    ctx,
    {
      companyId,
      entityType: `risk-${axis}`,
      entityId: before.pointId,
      action: 'update',
      summary: `Risk ${axis} ${before.score} “${before.name}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    ({ riskScalePoint }) => [
      riskScalePoint
        .patch({ companyId, axis, score: before.score })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
  );
  return fresh(companyId, axis, before.pointId);
};
