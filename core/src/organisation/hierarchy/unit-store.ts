import { UNIT_ID_FIELD, UNIT_LEVELS, UNIT_TITLE, type UnitLevel } from '@stratum/contracts';
import { db, type Db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { OrgUnitItem } from '../entities/org-unit';

/** The ids of a unit's own level and every level above it (undefined below it). */
export interface UnitIds {
  businessUnitId: string | undefined;
  departmentId: string | undefined;
  divisionId: string | undefined;
  sectionId: string | undefined;
  subSectionId: string | undefined;
  subSubSectionId: string | undefined;
}

/** One step of a unit's path, business unit first. */
export interface PathStep {
  level: UnitLevel;
  id: string;
  name: string;
}

/**
 * Every unit of the company, by id: one query on the company partition (the orgUnit prefix of
 * the byId index), all pages. Companies hold tens to hundreds of units.
 */
export const loadUnits = async (companyId: string): Promise<Map<string, OrgUnitItem>> => {
  const { data } = await db().entities.orgUnit.query.byId({ companyId }).go({ pages: 'all' });
  return new Map(data.map((u) => [u.unitId, u]));
};

/**
 * The transaction item every change of a unit carries: it raises the company's `unitsVersion`, so
 * a list that remembered the units (unitsAt) reads them again.
 */
export const unitsChanged = (
  orgStats: Parameters<Parameters<Db['transaction']['write']>[0]>[0]['orgStats'],
  companyId: string,
) => orgStats.update({ companyId }).add({ unitsVersion: 1 }).commit();

/** Units read per company, with the `unitsVersion` they were read at (or after). */
const remembered = new Map<string, { version: number; units: Map<string, OrgUnitItem> }>();
const REMEMBERED_COMPANIES = 200;

/**
 * The company's units as at `version` (from its orgStats): the ones this process read last, if no
 * unit has changed since, else a fresh read. Units read after the version was read are at least
 * that current, so a unit change is never missed; a list needing the units then costs no round
 * trip of its own.
 */
export const unitsAt = async (companyId: string, version: number): Promise<Map<string, OrgUnitItem>> => {
  const hit = remembered.get(companyId);
  if (hit && hit.version === version) return hit.units;
  const units = await loadUnits(companyId);
  remembered.delete(companyId);
  if (remembered.size >= REMEMBERED_COMPANIES) remembered.delete(remembered.keys().next().value!);
  remembered.set(companyId, { version, units });
  return units;
};

/**
 * One unit of the caller's company (optionally of one level). Another company's id, a unit of
 * another level or no unit at all are the same answer: 404 naming the field.
 */
export const findUnit = async (
  companyId: string,
  unitId: string,
  opts: { level?: UnitLevel; field?: string } = {},
): Promise<OrgUnitItem> => {
  const { data } = await db().entities.orgUnit.get({ companyId, unitId }).go();
  if (!data || (opts.level && data.level !== opts.level)) {
    const what = opts.level ? UNIT_TITLE[opts.level].toLowerCase() : 'unit';
    throw new AppError('NOT_FOUND', `${opts.field ?? 'unitId'}: no such ${what} in your company`);
  }
  return data;
};

/** The ids in a `pathIds` ('bu/dep/…/'), business unit first. */
export const pathIdsOf = (pathIds: string): string[] => pathIds.split('/').filter(Boolean);

/** The unit's own id and its ancestors' ids, by level field (from `pathIds` and the level order). */
export const unitIdsOf = (unit: Pick<OrgUnitItem, 'pathIds'>): UnitIds => {
  const ids = pathIdsOf(unit.pathIds);
  const out: Record<string, string | undefined> = {};
  UNIT_LEVELS.forEach((level, i) => {
    out[UNIT_ID_FIELD[level]] = ids[i];
  });
  return out as unknown as UnitIds;
};

/**
 * The unit's ancestors and the unit itself, business unit first, named from `units` (the
 * company's units, see loadUnits). An ancestor missing from `units` is skipped.
 */
export const pathOf = (
  unit: Pick<OrgUnitItem, 'pathIds'>,
  units: ReadonlyMap<string, OrgUnitItem>,
): PathStep[] =>
  pathIdsOf(unit.pathIds).flatMap((id) => {
    const u = units.get(id);
    return u ? [{ level: u.level, id: u.unitId, name: u.name }] : [];
  });
