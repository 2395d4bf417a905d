import { UNIT_ID_FIELD, UNIT_LEVELS, type UnitIdField, type UnitLevel } from '@stratum/contracts';

/** A unit's (or an employee's) ancestor ids by level: `{ businessUnitId, departmentId, … }`. */
export type UnitChain = Partial<Record<UnitIdField, string | null>>;

/** The ids of a chain from the business unit down, stopping at the first level without one. */
export const chainIds = (chain: UnitChain | null | undefined, deepest: UnitLevel): (string | null)[] => {
  const levels = UNIT_LEVELS.slice(0, UNIT_LEVELS.indexOf(deepest) + 1);
  const out: (string | null)[] = [];
  let broken = false;
  for (const level of levels) {
    const id = broken ? null : (chain?.[UNIT_ID_FIELD[level]] ?? null);
    if (id === null) broken = true;
    out.push(id);
  }
  return out;
};

/** The deepest id chosen in a chain; `exact` wants the last level chosen, else null. */
export const deepestChosen = (ids: readonly (string | null)[], exact: boolean): string | null => {
  if (exact) return ids.at(-1) ?? null;
  for (let i = ids.length - 1; i >= 0; i--) {
    const id = ids[i];
    if (id) return id;
  }
  return null;
};
