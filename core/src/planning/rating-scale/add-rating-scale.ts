import { MAX_RATING_BANDS, type TRatingBand } from '@stratum/contracts';
import { type Ctx } from '../../kernel/ctx';
import { AppError, orNullIfMissing } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireModuleAdmin } from '../../platform';
import type { PlanItem } from '../entities/plan';
import { type RatingScaleItem, ratingBandOf, ratingTargetScope } from '../../scorecard';
import { findPlan, loadPlanByRef, planNoun } from '../plan/plan-store';
import type { EntryFields, PlanRefInput } from './rating-scale-parts';
import { audited, checkTargetFree } from './rating-scale-parts';
import { writeChange } from '../../kernel/change';

const fullMessage = (plan: PlanItem) =>
  `The ${planNoun(plan.kind)} “${plan.description}” already has ${MAX_RATING_BANDS} rating scale entries, one per rating: change or delete one instead.`;

/**
 * Adds a rating scale entry to a plan (Strategic Planning administrators): at most five per plan
 * (the plan's `ratingScaleCount + 1` is conditional on it being below five), each target claimed
 * within the plan, all in one transaction.
 */
export const addRatingScale = async (ctx: Ctx, input: PlanRefInput & EntryFields): Promise<TRatingBand> => {
  const plan = await loadPlanByRef(ctx, input);
  await requireModuleAdmin(ctx, 'planning');
  const companyId = plan.companyId;
  const checks = async (p: PlanItem) => {
    if (p.ratingScaleCount >= MAX_RATING_BANDS) throw new AppError('CONFLICT', fullMessage(p));
    await checkTargetFree(p, input.target, null);
  };
  await checks(plan);
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    ratingScaleId: newId(),
    planId: plan.planId,
    planKind: plan.kind,
    description: input.description,
    target: input.target,
    ...(input.colorValue ? { colorValue: input.colorValue } : {}),
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies RatingScaleItem;
  try {
    await writeChange(
      ctx,
      {
        companyId,
        entityType: 'rating-scale',
        entityId: item.ratingScaleId,
        action: 'add',
        summary: `Rating scale entry “${item.description}” (${item.target}%) added to “${plan.description}”`,
        after: audited(item),
      },
      (tx) => [
        tx.unique
          .create({
            scope: ratingTargetScope(companyId, plan.planId),
            value: String(item.target),
            ownerId: item.ratingScaleId,
          })
          .commit(),
        tx.ratingScale.create(item).commit(),
        tx.plan
          .patch({ companyId, planId: plan.planId })
          .add({ ratingScaleCount: 1 })
          .where((attr, op) => op.lt(attr.ratingScaleCount, MAX_RATING_BANDS))
          .commit(),
      ],
    );
  } catch (e) {
    // Another entry took the target or the fifth place, or the plan went, a moment ago: say which.
    if (e instanceof AppError && e.code === 'CONFLICT') {
      const again = await orNullIfMissing(findPlan(companyId, plan.kind, plan.planId));
      if (!again) {
        throw new AppError(
          'CONFLICT',
          `The ${planNoun(plan.kind)} “${plan.description}” was deleted a moment ago.`,
        );
      }
      await checks(again);
    }
    throw e;
  }
  return ratingBandOf(item);
};
