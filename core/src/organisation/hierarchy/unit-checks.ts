import { parentLevelOf, UNIT_ID_FIELD, UNIT_TITLE, type UnitLevel } from '@stratum/contracts';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import { ROOT_PARENT, type OrgUnitItem } from '../entities/org-unit';
import { findUnit } from './unit-store';
import { levelNoun, nameTakenMessage, unitNameKey, unitNameScope } from './rules';

/** What an add or update names: the unit's own fields, and the parent's id below business units. */
export interface UnitFields {
  name: string;
  status: 'Active' | 'Inactive';
  strategyPlanOwner?: 'Yes' | 'No' | undefined;
  businessUnitId?: string | undefined;
  departmentId?: string | undefined;
  divisionId?: string | undefined;
  sectionId?: string | undefined;
  subSectionId?: string | undefined;
}

/** The parent id the input names (ROOT_PARENT for a business unit). */
export const parentIdIn = (level: UnitLevel, input: UnitFields): string => {
  const parentLevel = parentLevelOf(level);
  if (!parentLevel) return ROOT_PARENT;
  const field = UNIT_ID_FIELD[parentLevel];
  const id = (input as unknown as Record<string, string | undefined>)[field];
  if (!id) throw new AppError('BAD_REQUEST', `${field}: the ${levelNoun(parentLevel)} is required`);
  return id;
};

/**
 * The parent a unit is added or moved under: a unit of the caller's company at the level above
 * (404 naming the parent field otherwise), still Active (409: an inactive unit takes no new units).
 */
export const checkedParent = async (
  companyId: string,
  level: UnitLevel,
  parentId: string,
): Promise<OrgUnitItem | null> => {
  const parentLevel = parentLevelOf(level);
  if (!parentLevel) return null;
  const field = UNIT_ID_FIELD[parentLevel];
  const parent = await findUnit(companyId, parentId, { level: parentLevel, field });
  if (parent.status !== 'Active') {
    throw new AppError(
      'CONFLICT',
      `${field}: the ${levelNoun(parentLevel)} “${parent.name}” is inactive and takes no new ${levelNoun(level)}s. Activate it first.`,
    );
  }
  return parent;
};

/** 409 when another unit under the same parent already has the name (any case). */
export const checkNameFree = async (
  companyId: string,
  level: UnitLevel,
  input: { name: string; parentId: string; unitId: string | null; parentName: string | null },
): Promise<void> => {
  const claim = await db()
    .entities.unique.get({
      scope: unitNameScope(companyId, level, input.parentId),
      value: unitNameKey(input.name),
    })
    .go();
  if (claim.data && claim.data.ownerId !== input.unitId) {
    throw new AppError('CONFLICT', nameTakenMessage(level, input.name.trim(), input.parentName));
  }
};

/** 409 when the unit is not at the version the caller read. */
export const checkVersion = (unit: OrgUnitItem, version: number): void => {
  if (unit.version !== version) {
    throw new AppError(
      'CONFLICT',
      `This ${levelNoun(unit.level)} was changed by someone else since you opened it. Reload it and try again.`,
    );
  }
};

/** The audit trail's picture of a unit: what a reader of the trail cares about. */
export const auditedFields = (
  u: Pick<OrgUnitItem, 'name' | 'status' | 'parentId' | 'strategyPlanOwner'>,
) => ({
  name: u.name,
  status: u.status,
  parentId: u.parentId === ROOT_PARENT ? null : u.parentId,
  ...(u.strategyPlanOwner ? { strategyPlanOwner: u.strategyPlanOwner } : {}),
});

export const titleOf = (level: UnitLevel): string => UNIT_TITLE[level];
