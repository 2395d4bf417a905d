import type { RiskAxis, TRiskScalePoint } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireRiskAdmin } from '../access';
import { allCounts, sumOf } from '../counts';
import { checkVersion, findPoint, loadSetup } from './setup-store';
import { toScalePoint } from './setup-view';
import { audited, noun } from './scales';

/**
 * Deletes a point of a scale while no risk of either register is rated at its score (inherent or
 * residual): a rated risk must keep the name of its rating.
 */
export const deleteRiskScalePoint = async (
  ctx: Ctx,
  axis: RiskAxis,
  input: { id: string; version: number },
): Promise<TRiskScalePoint> => {
  const companyId = tenantOf(ctx);
  const before = findPoint(await loadSetup(companyId), axis, input.id);
  await requireRiskAdmin(ctx);
  checkVersion(before, input.version, noun(axis));
  const rated = sumOf(
    await allCounts(companyId),
    (r) => (r.kind === 'inherent' || r.kind === 'residual') && r[axis] === before.score,
  );
  if (rated > 0) {
    throw new AppError(
      'CONFLICT',
      `Risks are rated at ${axis} ${before.score} “${before.name}” (${rated} inherent or residual ratings): rate them otherwise first.`,
    );
  }
  await writeChange(
    ctx,
    {
      companyId,
      entityType: `risk-${axis}`,
      entityId: before.pointId,
      action: 'delete',
      summary: `Risk ${axis} ${before.score} “${before.name}” deleted`,
      before: audited(before),
    },
    ({ riskScalePoint }) => [
      riskScalePoint
        .delete({ companyId, axis, score: before.score })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
  );
  return toScalePoint(before);
};
