import {
  getOrgEmployees,
  listEmployees,
  UNIT_LEVELS,
  UNIT_ROUTES,
  type TOrgUnit,
  type UnitLevel,
} from '@stratum/contracts';
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { routeKey } from '../../../lib/query';

/**
 * Reads of the hierarchy shared by the structure and people screens. Every level's calls have the
 * same shapes, so one set of helpers serves all six (UNIT_ROUTES); only `all` names its list
 * differently (`businessUnitList` for business units, `list` below).
 */

export interface UnitListFilter {
  search?: string;
  status?: 'Active' | 'Inactive';
}

/** A level's units as the API answers them: `businessUnitList` for business units, `list` below. */
type UnitList = { businessUnitList: TOrgUnit[] } | { list: TOrgUnit[] };

const rowsOf = (data: UnitList): TOrgUnit[] =>
  'businessUnitList' in data ? data.businessUnitList : data.list;

/** Every unit of a level, by name (the route's raw answer is cached; `select` picks the rows). */
export const unitsOfLevelQueryOptions = (level: UnitLevel, filter: UnitListFilter = {}) => {
  const route = UNIT_ROUTES[level].all;
  return queryOptions({
    queryKey: routeKey(route, filter),
    queryFn: (): Promise<UnitList> => api.call(route, filter),
    select: rowsOf,
  });
};

/**
 * The units directly under `parentId` (a unit of the level above `level`); business units have no
 * parent, so for them it is every business unit.
 */
export const unitsUnderQueryOptions = (level: UnitLevel, parentId: string | null) => {
  const route = UNIT_ROUTES[level].byParent;
  if (!route || parentId === null) return unitsOfLevelQueryOptions(level);
  const input = { parentId };
  return queryOptions({
    queryKey: routeKey(route, input),
    queryFn: (): Promise<UnitList> => api.call(route, input),
    select: rowsOf,
  });
};

/**
 * What a change to a unit can show up in: every level's lists (paths, child counts), the
 * organisation chart, and the employees' placement names.
 */
export const HIERARCHY_KEYS: readonly QueryKey[] = [
  ...UNIT_LEVELS.map((level) => [level] as QueryKey),
  routeKey(getOrgEmployees),
  routeKey(listEmployees),
];

export const invalidateHierarchy = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all(HIERARCHY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

export { chainIds, deepestChosen, type UnitChain } from './chain';
