import { type TRatingBand } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireModuleAdmin } from '../../platform';
import { findRatingScaleEntry, ratingBandOf, ratingTargetScope } from '../../scorecard';
import { planChildCountUpdate } from '../plan/plan-store';
import { audited, checkVersion } from './rating-scale-parts';
import { writeChange } from '../../kernel/change';

/**
 * Deletes an entry, conditional on the version; its target claim and the plan's
 * `ratingScaleCount - 1` go in the same transaction. Answers the entry's band as it was.
 */
export const deleteRatingScale = async (
  ctx: Ctx,
  input: { id: string; version: number },
): Promise<TRatingBand> => {
  const companyId = tenantOf(ctx);
  const before = await findRatingScaleEntry(companyId, input.id);
  await requireModuleAdmin(ctx, 'planning');
  checkVersion(before, input.version);
  const band = await ratingBandOf(before);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'rating-scale',
      entityId: before.ratingScaleId,
      action: 'delete',
      summary: `Rating scale entry “${before.description}” (${before.target}%) deleted`,
      before: audited(before),
    },
    (tx) => [
      tx.ratingScale
        .delete({ companyId, ratingScaleId: before.ratingScaleId })
        .where((attr, op) => op.eq(attr.version, input.version))
        .commit(),
      tx.unique
        .delete({ scope: ratingTargetScope(companyId, before.planId), value: String(before.target) })
        .commit(),
      planChildCountUpdate(tx, companyId, before.planId, 'ratingScales', -1),
    ],
  );
  return band;
};
