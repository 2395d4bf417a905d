import { UNIT_ID_FIELD, UNIT_TITLE, childLevelOf, parentLevelOf, type UnitLevel } from '@stratum/contracts';
import { ROOT_PARENT } from '../entities/org-unit';

/** A unit's name as siblings compare it: case and surrounding space do not make it another name. */
export const unitNameKey = (name: string): string => name.trim().toLowerCase();

/** The unique-claim scope of the names under one parent (business units: the company's). */
export const unitNameScope = (companyId: string, level: UnitLevel, parentId: string = ROOT_PARENT): string =>
  `unit#${companyId}#${level}#${parentId}`;

/** The field that names a unit's parent: `businessUnitId` for a department; null for a business unit. */
export const parentFieldOf = (level: UnitLevel): string | null => {
  const parent = parentLevelOf(level);
  return parent ? UNIT_ID_FIELD[parent] : null;
};

/** "department" / "sub section": a level as a sentence names it. */
export const levelNoun = (level: UnitLevel): string => UNIT_TITLE[level].toLowerCase();

/** "1 department", "2 sub sections". */
export const countOfLevel = (n: number, level: UnitLevel): string =>
  `${n} ${levelNoun(level)}${n === 1 ? '' : 's'}`;

export const countOfPeople = (n: number): string => `${n} ${n === 1 ? 'person' : 'people'}`;

/** spec §3: 409 when a sibling already has the name. */
export const nameTakenMessage = (level: UnitLevel, name: string, parentName: string | null): string =>
  `name: a ${levelNoun(level)} named “${name}” already exists${parentName ? ` in “${parentName}”` : ''}.`;

/**
 * Why a unit cannot be deleted yet, or null when it can: units under it or people in it would be
 * orphaned. Says what to do about it.
 */
export const deleteRefusal = (unit: {
  level: UnitLevel;
  name: string;
  childCount: number;
  memberCount: number;
}): string | null => {
  const child = childLevelOf(unit.level);
  if (unit.childCount > 0 && child) {
    return `“${unit.name}” has ${countOfLevel(unit.childCount, child)} under it: delete or move them first.`;
  }
  if (unit.memberCount > 0) {
    return `“${unit.name}” has ${countOfPeople(unit.memberCount)} in it: move them first.`;
  }
  return null;
};

/**
 * Why a unit cannot move to another parent yet, or null when it can: their paths would change.
 * It names the parent field, so the form shows it under the parent picker.
 */
export const moveRefusal = (unit: {
  level: UnitLevel;
  name: string;
  childCount: number;
  memberCount: number;
}): string | null => {
  if (unit.childCount === 0 && unit.memberCount === 0) return null;
  const child = childLevelOf(unit.level);
  const what = [
    unit.childCount > 0 && child ? countOfLevel(unit.childCount, child) : '',
    unit.memberCount > 0 ? countOfPeople(unit.memberCount) : '',
  ]
    .filter(Boolean)
    .join(' and ');
  const parent = parentLevelOf(unit.level);
  const field = parent ? `${UNIT_ID_FIELD[parent]}: ` : '';
  return `${field}Move the units under “${unit.name}” and its people first: it has ${what}, whose place in the hierarchy would change.`;
};
