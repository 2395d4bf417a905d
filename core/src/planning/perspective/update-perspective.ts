import type { TPerspective } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireModuleAdmin } from '../../platform';
import { findPerspective, perspectiveNameKey, perspectiveNameScope } from '../../scorecard';
import { findPlan } from '../plan/plan-store';
import { toPerspective } from './perspective-view';
import { checkNameFree, checkVersion } from './perspective-parts';
import { writeChange } from '../../kernel/change';

/** Renames a perspective; the name claim moves with it in the same transaction. */
export const updatePerspective = async (
  ctx: Ctx,
  input: { id: string; version: number; name: string },
): Promise<TPerspective> => {
  const companyId = tenantOf(ctx);
  const before = await findPerspective(companyId, input.id);
  await requireModuleAdmin(ctx, 'planning');
  checkVersion(before, input.version);
  const nameKey = perspectiveNameKey(input.name);
  const claimMoves = nameKey !== before.nameKey;
  if (claimMoves) {
    const plan = await findPlan(companyId, before.planKind, before.planId);
    await checkNameFree(plan, input.name, before.perspectiveId);
  }
  const scope = perspectiveNameScope(companyId, before.planId);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'perspective',
      entityId: before.perspectiveId,
      action: 'update',
      summary: `Perspective “${before.name}” renamed “${input.name}”`,
      before: { name: before.name },
      after: { name: input.name },
    },
    (tx) => [
      tx.perspective
        .patch({ companyId, perspectiveId: before.perspectiveId })
        .set({ name: input.name, nameKey, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((attr, op) => op.eq(attr.version, input.version))
        .commit(),
      ...(claimMoves
        ? [
            tx.unique.delete({ scope, value: before.nameKey }).commit(),
            tx.unique.create({ scope, value: nameKey, ownerId: before.perspectiveId }).commit(),
          ]
        : []),
    ],
    new AppError(
      'CONFLICT',
      'This perspective was changed by someone else since you opened it, or its name was taken a moment ago. Reload it and try again.',
    ),
  );
  return toPerspective(await findPerspective(companyId, before.perspectiveId));
};
