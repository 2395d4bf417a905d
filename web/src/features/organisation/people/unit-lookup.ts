import {
  UNIT_ID_FIELD,
  UNIT_LEVELS,
  type TOrgUnit,
  type UnitIdField,
  type UnitLevel,
} from '@stratum/contracts';
import type { QueryClient } from '@tanstack/react-query';

const LEVEL_KEYS: readonly string[] = UNIT_LEVELS;

/**
 * A unit the unit picker has shown, from the query cache: the picker's value is only the deepest
 * unit's id, and the people screens need that unit's level (which head flags apply) and the ids
 * above it (a filter kept in the URL). Whatever the picker offered was read through a level's
 * `all` or `by-parent` call, so it is in the cache.
 */
export const cachedUnit = (queryClient: QueryClient, id: string): TOrgUnit | null => {
  const cached = queryClient.getQueriesData<{ businessUnitList?: TOrgUnit[]; list?: TOrgUnit[] }>({
    predicate: (q) => LEVEL_KEYS.includes(String(q.queryKey[0])),
  });
  for (const [, data] of cached) {
    const found = (data?.businessUnitList ?? data?.list ?? []).find((u) => u.id === id);
    if (found) return found;
  }
  return null;
};

/** The levels a placement reaches: from the business unit down to the unit's own level. */
export const levelsDownTo = (level: UnitLevel | null | undefined): UnitLevel[] =>
  level ? UNIT_LEVELS.slice(0, UNIT_LEVELS.indexOf(level) + 1) : [];

/** A unit's ids from its business unit down to itself. */
export const chainOfUnit = (unit: TOrgUnit): string[] => {
  const above = unit as unknown as Partial<Record<UnitIdField, string | null>>;
  return [
    ...UNIT_LEVELS.slice(0, UNIT_LEVELS.indexOf(unit.level))
      .map((level) => above[UNIT_ID_FIELD[level]])
      .filter((id): id is string => typeof id === 'string'),
    unit.id,
  ];
};
