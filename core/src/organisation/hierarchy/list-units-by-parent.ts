import { parentLevelOf, type TOrgUnit, type UnitLevel } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { ancestorsOf, headNamesOf, toOrgUnit } from './unit-view';
import { findUnit } from './unit-store';
import { byNameThenId } from '../../kernel/text';

type Status = 'Active' | 'Inactive';

const byName = byNameThenId<TOrgUnit>;

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
