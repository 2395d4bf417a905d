import type { TPerspective } from '@stratum/contracts';
import { type Ctx } from '../../kernel/ctx';
import { AppError, orNullIfMissing } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireModuleAdmin } from '../../platform';
import {
  type PerspectiveItem,
  findPerspective,
  perspectiveNameKey,
  perspectiveNameScope,
} from '../../scorecard';
import { findPlan, loadPlanByRef, planChildCountUpdate, planNoun } from '../plan/plan-store';
import { toPerspective } from './perspective-view';
import type { PlanRefInput } from './perspective-parts';
import { audited, checkNameFree } from './perspective-parts';
import { writeChange } from '../../kernel/change';

/**
 * Adds a perspective to a plan (Strategic Planning administrators): the name is claimed within the
 * plan, and the plan's `perspectiveCount + 1` (conditional on the plan still being there) goes
 * in the same transaction.
 */
export const addPerspective = async (
  ctx: Ctx,
  input: PlanRefInput & { name: string },
): Promise<TPerspective> => {
  const plan = await loadPlanByRef(ctx, input);
  await requireModuleAdmin(ctx, 'planning');
  const companyId = plan.companyId;
  await checkNameFree(plan, input.name, null);
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    perspectiveId: newId(),
    planId: plan.planId,
    planKind: plan.kind,
    name: input.name,
    nameKey: perspectiveNameKey(input.name),
    useCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies PerspectiveItem;
  try {
    await writeChange(
      ctx,
      {
        companyId,
        entityType: 'perspective',
        entityId: item.perspectiveId,
        action: 'add',
        summary: `Perspective “${item.name}” added to “${plan.description}”`,
        after: audited(item),
      },
      (tx) => [
        tx.unique
          .create({
            scope: perspectiveNameScope(companyId, plan.planId),
            value: item.nameKey,
            ownerId: item.perspectiveId,
          })
          .commit(),
        tx.perspective.create(item).commit(),
        planChildCountUpdate(tx, companyId, plan.planId, 'perspectives', 1),
      ],
    );
  } catch (e) {
    // The name was taken, or the plan deleted, a moment ago: say which.
    if (e instanceof AppError && e.code === 'CONFLICT') {
      const again = await orNullIfMissing(findPlan(companyId, plan.kind, plan.planId));
      if (!again) {
        throw new AppError(
          'CONFLICT',
          `The ${planNoun(plan.kind)} “${plan.description}” was deleted a moment ago.`,
        );
      }
      await checkNameFree(plan, input.name, null);
    }
    throw e;
  }
  return toPerspective(await findPerspective(companyId, item.perspectiveId));
};
