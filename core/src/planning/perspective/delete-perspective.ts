import type { TPerspective } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireModuleAdmin } from '../../platform';
import { type PerspectiveItem, findPerspective, perspectiveNameScope } from '../../scorecard';
import { planChildCountUpdate } from '../plan/plan-store';
import { toPerspective } from './perspective-view';
import { audited, checkVersion } from './perspective-parts';
import { writeChange } from '../../kernel/change';

const checkDeletable = (p: PerspectiveItem, version: number) => {
  checkVersion(p, version);
  if (p.useCount > 0) {
    throw new AppError(
      'CONFLICT',
      `The perspective “${p.name}” has ${p.useCount} scorecard ${p.useCount === 1 ? 'item' : 'items'} filed under it: move or delete them first.`,
    );
  }
};

/**
 * Deletes a perspective nothing is filed under, conditional on the version and `useCount = 0`;
 * its name claim and the plan's `perspectiveCount - 1` go in the same transaction.
 */
export const deletePerspective = async (
  ctx: Ctx,
  input: { id: string; version: number },
): Promise<TPerspective> => {
  const companyId = tenantOf(ctx);
  const before = await findPerspective(companyId, input.id);
  await requireModuleAdmin(ctx, 'planning');
  checkDeletable(before, input.version);
  try {
    await writeChange(
      ctx,
      {
        companyId,
        entityType: 'perspective',
        entityId: before.perspectiveId,
        action: 'delete',
        summary: `Perspective “${before.name}” deleted`,
        before: audited(before),
      },
      (tx) => [
        tx.perspective
          .delete({ companyId, perspectiveId: before.perspectiveId })
          .where((attr, op) => `${op.eq(attr.version, input.version)} AND ${op.eq(attr.useCount, 0)}`)
          .commit(),
        tx.unique
          .delete({ scope: perspectiveNameScope(companyId, before.planId), value: before.nameKey })
          .commit(),
        planChildCountUpdate(tx, companyId, before.planId, 'perspectives', -1),
      ],
    );
  } catch (e) {
    if (e instanceof AppError && e.code === 'CONFLICT') {
      checkDeletable(await findPerspective(companyId, input.id), input.version);
    }
    throw e;
  }
  return toPerspective(before);
};
