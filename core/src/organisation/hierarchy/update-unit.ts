import type { TOrgUnit, UnitLevel } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { moveRefusal, unitNameKey, unitNameScope } from './rules';
import {
  auditedFields,
  checkedParent,
  checkNameFree,
  checkVersion,
  parentIdIn,
  titleOf,
  type UnitFields,
} from './unit-checks';
import { findUnit, unitsChanged } from './unit-store';
import { viewOfUnit } from './unit-view';

/**
 * Renames a unit, changes its status (business units: strategic plan ownership), or moves it under
 * another parent of the level above. A move is allowed only while nothing hangs below the unit
 * (no units, no people), because their paths would change; the old parent's `childCount - 1`, the
 * new one's `+ 1`. A rename or move takes the new name claim and drops the old one. All in one
 * transaction, conditional on the version the caller read.
 */
export const updateUnit = async (
  ctx: Ctx,
  level: UnitLevel,
  input: UnitFields & { id: string; version: number },
): Promise<TOrgUnit> => {
  const companyId = tenantOf(ctx);
  const before = await findUnit(companyId, input.id, { level, field: 'id' });
  checkVersion(before, input.version);

  const parentId = parentIdIn(level, input);
  const moving = parentId !== before.parentId;
  if (moving) {
    const refusal = moveRefusal(before);
    if (refusal) throw new AppError('CONFLICT', refusal);
  }
  const name = input.name.trim();
  const nameKey = unitNameKey(name);
  const claimMoves = moving || nameKey !== before.nameKey;
  // The parent: checked when it is a new one; else only read to name it in a message.
  const parent =
    level === 'business-unit'
      ? null
      : moving
        ? await checkedParent(companyId, level, parentId)
        : claimMoves
          ? await findUnit(companyId, parentId)
          : null;
  if (claimMoves) {
    await checkNameFree(companyId, level, {
      name,
      parentId,
      unitId: before.unitId,
      parentName: parent?.name ?? null,
    });
  }

  const set = {
    name,
    nameKey,
    status: input.status,
    parentId,
    pathIds: moving && parent ? `${parent.pathIds}${before.unitId}/` : before.pathIds,
    ...(level === 'business-unit' ? { strategyPlanOwner: input.strategyPlanOwner ?? 'No' } : {}),
    updatedAt: ctx.now.toISOString(),
  };
  const diff = changes(auditedFields(before), auditedFields({ ...before, ...set }));
  const key = { companyId, unitId: before.unitId };

  await writeChange(
    ctx,
    {
      companyId,
      entityType: level,
      entityId: before.unitId,
      action: 'update',
      summary: `${titleOf(level)} “${before.name}”: ${moving && parent ? `moved under “${parent.name}”, ` : ''}updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    ({ orgUnit, unique, orgStats }) => [
      unitsChanged(orgStats, companyId),
      orgUnit
        .patch(key)
        .set(set)
        .add({ version: 1 })
        .where((attr, op) =>
          [
            op.eq(attr.version, input.version),
            ...(moving ? [op.eq(attr.childCount, 0), op.eq(attr.memberCount, 0)] : []),
          ].join(' AND '),
        )
        .commit(),
      claimMoves && [
        unique
          .delete({ scope: unitNameScope(companyId, level, before.parentId), value: before.nameKey })
          .commit(),
        unique
          .create({
            scope: unitNameScope(companyId, level, parentId),
            value: nameKey,
            ownerId: before.unitId,
          })
          .commit(),
      ],
      moving &&
        parent && [
          orgUnit.patch({ companyId, unitId: before.parentId }).subtract({ childCount: 1 }).commit(),
          orgUnit
            .patch({ companyId, unitId: parent.unitId })
            .add({ childCount: 1 })
            .where((attr, op) => op.eq(attr.status, 'Active'))
            .commit(),
        ],
    ],
    new AppError(
      'CONFLICT',
      moving
        ? `This ${titleOf(level).toLowerCase()} or its new parent was changed by someone else a moment ago. Reload it and try again.`
        : `This ${titleOf(level).toLowerCase()} was changed by someone else since you opened it, or its name was taken a moment ago. Reload it and try again.`,
    ),
  );
  return viewOfUnit(await findUnit(companyId, before.unitId));
};
