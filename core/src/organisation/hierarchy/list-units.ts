import type { TOrgUnit, UnitLevel } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { unitNameKey } from './rules';
import { headNamesOf, toOrgUnit } from './unit-view';
import { loadUnits } from './unit-store';
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
