import { type TRatingBand } from '@stratum/contracts';
import { type Ctx } from '../../kernel/ctx';
import { AppError, orNullIfMissing } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireModuleAdmin } from '../../platform';
import type { PlanItem } from '../entities/plan';
import { type RatingScaleItem, ratingBandOf, ratingTargetScope } from '../../scorecard';
import { findPlan, loadPlanByRef, planNoun } from '../plan/plan-store';
import { planPoints } from '../plan/plan-view';
import type { EntryFields, PlanRefInput } from './rating-scale-parts';
import { audited, checkTargetFree } from './rating-scale-parts';
import { writeChange } from '../../kernel/change';

const fullMessage = (plan: PlanItem) =>
  `The ${planNoun(plan.kind)} “${plan.description}” already has ${planPoints(plan)} rating scale entries, one per rating of its ${planPoints(plan)}-point scale: change or delete one instead.`;

/**
 * Adds a rating scale entry to a plan (Strategic Planning administrators): at most one per rating of
 * the plan's scale, five or three (the plan's `ratingScaleCount + 1` is conditional on it being
 * below that), each target claimed within the plan, all in one transaction.
 */
export const addRatingScale = async (ctx: Ctx, input: PlanRefInput & EntryFields): Promise<TRatingBand> => {
  const plan = await loadPlanByRef(ctx, input);
  await requireModuleAdmin(ctx, 'planning');
  const companyId = plan.companyId;
  const checks = async (p: PlanItem) => {
    if (p.ratingScaleCount >= planPoints(p)) throw new AppError('CONFLICT', fullMessage(p));
    await checkTargetFree(p, input.target, null);
  };
  await checks(plan);
  const bandLimit: number = planPoints(plan);
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    ratingScaleId: newId(),
    planId: plan.planId,
    planKind: plan.kind,
    description: input.description,
    target: input.target,
    ...(input.colorValue ? { colorValue: input.colorValue } : {}),
    points: planPoints(plan),
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
          .where((attr, op) => op.lt(attr.ratingScaleCount, bandLimit))
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
