import { parentLevelOf, type TOrgUnit, type UnitLevel } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { unitNameKey } from './rules';
import { ancestorsOf, headNamesOf, toOrgUnit } from './unit-view';
import { findUnit, loadUnits } from './unit-store';
import { byNameThenId } from '../../kernel/text';

type Status = 'Active' | 'Inactive';

const byName = byNameThenId<TOrgUnit>;

/**
 * Every unit of one level, by name, with its path and head. A company has tens to hundreds of
 * units: one query reads them all (the paths need the ancestors' names anyway), then filters here.
 */
export const listUnits = async (
  ctx: Ctx,
  level: UnitLevel,
  input: { search?: string | undefined; status?: Status | undefined },
): Promise<TOrgUnit[]> => {
  const companyId = tenantOf(ctx);
  const units = await loadUnits(companyId);
  const search = input.search ? unitNameKey(input.search) : '';
  const chosen = [...units.values()].filter(
    (u) =>
      u.level === level &&
      (!input.status || u.status === input.status) &&
      (!search || u.nameKey.includes(search)),
  );
  const heads = await headNamesOf(companyId, chosen);
  return chosen.map((u) => toOrgUnit(u, units, heads)).sort(byName);
};

/**
 * The units directly under one parent of the level above (another company's parent, or a unit
 * of another level, is 404 naming `parentId`).
 */
export const listUnitsByParent = async (
  ctx: Ctx,
  level: UnitLevel,
  input: { parentId: string; status?: Status | undefined },
): Promise<TOrgUnit[]> => {
  const companyId = tenantOf(ctx);
  const parentLevel = parentLevelOf(level);
  if (!parentLevel) throw new Error(`${level} has no parent level`);
  // The children's query needs only the id: it runs beside the parent's check (a foreign or
  // missing parent has no children in this company, and is refused by the check anyway).
  const [parent, children] = await Promise.all([
    findUnit(companyId, input.parentId, { level: parentLevel, field: 'parentId' }),
    db()
      .entities.orgUnit.query.byParent({ companyId, parentId: input.parentId })
      .go({ pages: 'all' })
      .then((r) => r.data.filter((u) => u.level === level && (!input.status || u.status === input.status))),
  ]);
  const [ancestors, heads] = await Promise.all([ancestorsOf(parent), headNamesOf(companyId, children)]);
  return children.map((u) => toOrgUnit(u, ancestors, heads)).sort(byName);
};
