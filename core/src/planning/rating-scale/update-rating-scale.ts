import { type TRatingBand } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireModuleAdmin } from '../../platform';
import { findRatingScaleEntry, ratingBandOf, ratingTargetScope } from '../../scorecard';
import { findPlan } from '../plan/plan-store';
import type { EntryFields } from './rating-scale-parts';
import { audited, checkTargetFree, checkVersion } from './rating-scale-parts';
import { writeChange } from '../../kernel/change';

/**
 * Changes an entry's description, target or colour (no colour = the rating's default). A new
 * target moves the claim in the same transaction, conditional on the version read.
 */
export const updateRatingScale = async (
  ctx: Ctx,
  input: EntryFields & { id: string; version: number },
): Promise<TRatingBand> => {
  const companyId = tenantOf(ctx);
  const before = await findRatingScaleEntry(companyId, input.id);
  await requireModuleAdmin(ctx, 'planning');
  checkVersion(before, input.version);
  const targetMoves = input.target !== before.target;
  if (targetMoves)
    await checkTargetFree(
      await findPlan(companyId, before.planKind, before.planId),
      input.target,
      before.ratingScaleId,
    );
  const after = {
    description: input.description,
    target: input.target,
    colorValue: input.colorValue ?? undefined,
  };
  const diff = changes(audited(before), audited(after));
  const scope = ratingTargetScope(companyId, before.planId);
  const key = { companyId, ratingScaleId: before.ratingScaleId };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'rating-scale',
      entityId: before.ratingScaleId,
      action: 'update',
      summary: `Rating scale entry “${before.description}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    (tx) => {
      const set = tx.ratingScale
        .patch(key)
        .set({ description: after.description, target: after.target, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 });
      const coloured = after.colorValue
        ? set.set({ colorValue: after.colorValue })
        : set.remove(['colorValue']);
      return [
        coloured.where((attr, op) => op.eq(attr.version, input.version)).commit(),
        ...(targetMoves
          ? [
              tx.unique.delete({ scope, value: String(before.target) }).commit(),
              tx.unique
                .create({ scope, value: String(input.target), ownerId: before.ratingScaleId })
                .commit(),
            ]
          : []),
      ];
    },
    new AppError(
      'CONFLICT',
      'This rating scale entry was changed by someone else since you opened it, or its target was taken a moment ago. Reload it and try again.',
    ),
  );
  return ratingBandOf(await findRatingScaleEntry(companyId, before.ratingScaleId));
};
