import type { TOrgUnit, UnitLevel } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import type { OrgUnitItem } from '../entities/org-unit';
import { parentFieldOf, unitNameKey, unitNameScope } from './rules';
import {
  auditedFields,
  checkedParent,
  checkNameFree,
  parentIdIn,
  titleOf,
  type UnitFields,
} from './unit-checks';
import { findUnit, unitsChanged } from './unit-store';
import { viewOfUnit } from './unit-view';

/**
 * Adds a unit: under an Active parent of the caller's company at the level above, with a name no
 * sibling has. The unit, its name claim, the parent's `childCount + 1` (conditional on the parent
 * still being there and Active) and the audit entry are one transaction.
 */
export const addUnit = async (ctx: Ctx, level: UnitLevel, input: UnitFields): Promise<TOrgUnit> => {
  const companyId = tenantOf(ctx);
  const parentId = parentIdIn(level, input);
  const checks = async () => {
    const parent = await checkedParent(companyId, level, parentId);
    await checkNameFree(companyId, level, {
      name: input.name,
      parentId,
      unitId: null,
      parentName: parent?.name ?? null,
    });
    return parent;
  };
  const parent = await checks();

  const unitId = newId();
  const now = ctx.now.toISOString();
  const name = input.name.trim();
  const nameKey = unitNameKey(name);
  const item = {
    companyId,
    unitId,
    level,
    name,
    nameKey,
    parentId,
    pathIds: `${parent?.pathIds ?? ''}${unitId}/`,
    status: input.status,
    ...(level === 'business-unit' ? { strategyPlanOwner: input.strategyPlanOwner ?? 'No' } : {}),
    childCount: 0,
    memberCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies OrgUnitItem;

  try {
    await writeChange(
      ctx,
      {
        companyId,
        entityType: level,
        entityId: unitId,
        action: 'add',
        summary: `${titleOf(level)} “${name}” added${parent ? ` under “${parent.name}”` : ''}`,
        after: auditedFields(item),
      },
      ({ orgUnit, unique, orgStats }) => [
        unitsChanged(orgStats, companyId),
        unique
          .create({ scope: unitNameScope(companyId, level, parentId), value: nameKey, ownerId: unitId })
          .commit(),
        orgUnit.create(item).commit(),
        parent && [
          orgUnit
            .patch({ companyId, unitId: parent.unitId })
            .add({ childCount: 1 })
            .where((attr, op) => op.eq(attr.status, 'Active'))
            .commit(),
        ],
      ],
    );
  } catch (e) {
    // A sibling took the name, or the parent was deleted or deactivated, a moment ago: say which.
    if (e instanceof AppError && e.code === 'CONFLICT') {
      await checks().catch((again: unknown) => {
        // The parent was there when we looked: it was deleted since.
        if (again instanceof AppError && again.code === 'NOT_FOUND' && parent) {
          throw new AppError(
            'CONFLICT',
            `${parentFieldOf(level)}: “${parent.name}” was deleted a moment ago. Choose another.`,
          );
        }
        throw again;
      });
      throw new AppError(
        'CONFLICT',
        `name: the ${titleOf(level).toLowerCase()} could not be added because its parent or name changed a moment ago. Try again.`,
      );
    }
    throw e;
  }
  return viewOfUnit(await findUnit(companyId, unitId));
};
