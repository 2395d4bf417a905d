import type { TOrgUnit, UnitLevel } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { ROOT_PARENT, type OrgUnitItem } from '../entities/org-unit';
import { deleteRefusal, unitNameScope } from './rules';
import { auditedFields, checkVersion, titleOf } from './unit-checks';
import { findUnit, unitsChanged } from './unit-store';
import { viewOfUnit } from './unit-view';

/** Refuses the delete of a unit that is stale or still has units under it or people in it. */
const checkDeletable = (unit: OrgUnitItem, version: number): void => {
  checkVersion(unit, version);
  const refusal = deleteRefusal(unit);
  if (refusal) throw new AppError('CONFLICT', refusal);
};

/**
 * Deletes a unit with nothing under it and nobody in it. The delete is conditional on
 * `childCount = 0 AND memberCount = 0 AND version = v`, so a child or person added a moment ago
 * stops it; the parent's `childCount - 1`, the name claim and the audit entry go in the same
 * transaction. Answers the unit as it was.
 */
export const deleteUnit = async (
  ctx: Ctx,
  level: UnitLevel,
  input: { id: string; version: number },
): Promise<TOrgUnit> => {
  const companyId = tenantOf(ctx);
  const before = await findUnit(companyId, input.id, { level, field: 'id' });
  checkDeletable(before, input.version);
  const view = await viewOfUnit(before);

  try {
    await writeChange(
      ctx,
      {
        companyId,
        entityType: level,
        entityId: before.unitId,
        action: 'delete',
        summary: `${titleOf(level)} “${before.name}” deleted`,
        before: auditedFields(before),
      },
      ({ orgUnit, unique, orgStats }) => [
        unitsChanged(orgStats, companyId),
        orgUnit
          .delete({ companyId, unitId: before.unitId })
          .where((attr, op) =>
            [op.eq(attr.version, input.version), op.eq(attr.childCount, 0), op.eq(attr.memberCount, 0)].join(
              ' AND ',
            ),
          )
          .commit(),
        unique
          .delete({ scope: unitNameScope(companyId, level, before.parentId), value: before.nameKey })
          .commit(),
        before.parentId === ROOT_PARENT
          ? []
          : [orgUnit.patch({ companyId, unitId: before.parentId }).subtract({ childCount: 1 }).commit()],
      ],
    );
  } catch (e) {
    // Someone added a unit or a person, or changed it, since we read it: say which.
    if (e instanceof AppError && e.code === 'CONFLICT') {
      checkDeletable(await findUnit(companyId, input.id, { level, field: 'id' }), input.version);
    }
    throw e;
  }
  return view;
};
