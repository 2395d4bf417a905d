import { UNIT_ID_FIELD, UNIT_LEVELS, type TOrgUnit, type UnitLevel } from '@stratum/contracts';
import { db } from '../../db';
import { fullNameOf } from '../employee/derive';
import type { OrgUnitItem } from '../entities/org-unit';
import { ROOT_PARENT } from '../entities/org-unit';
import { pathIdsOf, pathOf, unitIdsOf } from './unit-store';

/** Full names of the employees who head these units, by employee id: one batch get. */
export const headNamesOf = async (
  companyId: string,
  units: readonly OrgUnitItem[],
): Promise<Map<string, string>> => {
  const ids = [...new Set(units.flatMap((u) => (u.headId ? [u.headId] : [])))];
  if (ids.length === 0) return new Map();
  const { data } = await db()
    .entities.employee.get(ids.map((employeeId) => ({ companyId, employeeId })))
    .go();
  return new Map(data.map((e) => [e.employeeId, fullNameOf(e)]));
};

/** The unit's ancestors (not the unit itself), read in one batch get; the map also holds the unit. */
export const ancestorsOf = async (unit: OrgUnitItem): Promise<Map<string, OrgUnitItem>> => {
  const ids = pathIdsOf(unit.pathIds).filter((id) => id !== unit.unitId);
  const units = new Map([[unit.unitId, unit]]);
  if (ids.length === 0) return units;
  const { data } = await db()
    .entities.orgUnit.get(ids.map((unitId) => ({ companyId: unit.companyId, unitId })))
    .go();
  for (const u of data) units.set(u.unitId, u);
  return units;
};

/**
 * The unit as the API shows it: the ids and names of the units above it (not itself), its head's
 * name, its counts. `units` must hold its ancestors (loadUnits, or ancestorsOf).
 */
export const toOrgUnit = (
  unit: OrgUnitItem,
  units: ReadonlyMap<string, OrgUnitItem>,
  heads: ReadonlyMap<string, string>,
): TOrgUnit => {
  const path = pathOf(unit, units).filter((p) => p.id !== unit.unitId);
  const ids = unitIdsOf(unit);
  const depth = UNIT_LEVELS.indexOf(unit.level);
  const above = (level: UnitLevel) =>
    UNIT_LEVELS.indexOf(level) < depth ? (ids[UNIT_ID_FIELD[level]] ?? null) : null;
  const headName = unit.headId ? heads.get(unit.headId) : undefined;
  return {
    id: unit.unitId,
    level: unit.level,
    name: unit.name,
    status: unit.status,
    strategyPlanOwner: unit.level === 'business-unit' ? (unit.strategyPlanOwner ?? 'No') : null,
    parentId: unit.parentId === ROOT_PARENT ? null : unit.parentId,
    businessUnitId: above('business-unit'),
    departmentId: above('department'),
    divisionId: above('division'),
    sectionId: above('section'),
    subSectionId: above('sub-section'),
    path,
    head: unit.headId && headName !== undefined ? { employeeId: unit.headId, fullName: headName } : null,
    childCount: unit.childCount,
    memberCount: unit.memberCount,
    version: unit.version,
    createdAt: unit.createdAt,
    updatedAt: unit.updatedAt,
  };
};

/** One unit's view, reading what it needs (its ancestors, its head). */
export const viewOfUnit = async (unit: OrgUnitItem): Promise<TOrgUnit> => {
  const [units, heads] = await Promise.all([ancestorsOf(unit), headNamesOf(unit.companyId, [unit])]);
  return toOrgUnit(unit, units, heads);
};
