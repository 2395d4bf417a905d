import {
  getActingSupervisor,
  getMyCompany,
  getOrgEmployees,
  listActingSupervisors,
  setActingSupervisor,
  UNIT_ITEM_KEY,
  UNIT_ROUTES,
  unsetActingSupervisor,
  uploadLogo,
  type RouteInput,
  type TOrgUnit,
  type UnitLevel,
} from '@stratum/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getMyCompanyQueryOptions } from '../../../lib/my-company';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';
import { invalidateHierarchy, unitsOfLevelQueryOptions } from '../shared/units';

// ---------------------------------------------------------------- units

/** One unit of a level, from the level's `all` (the API has no get-by-id for units). */
export const useUnit = (level: UnitLevel, id: string) =>
  useQuery({
    ...unitsOfLevelQueryOptions(level),
    select: (data: unknown) => {
      const d = data as { businessUnitList?: TOrgUnit[]; list?: TOrgUnit[] };
      return (d.businessUnitList ?? d.list ?? []).find((u) => u.id === id) ?? null;
    },
  });

/** The unit read again (after a 409): null when it is gone. */
export const reloadUnit = async (
  queryClient: ReturnType<typeof useQueryClient>,
  level: UnitLevel,
  id: string,
): Promise<TOrgUnit | null> => {
  await invalidateHierarchy(queryClient);
  const rows = await queryClient.fetchQuery({ ...unitsOfLevelQueryOptions(level), staleTime: 0 });
  const d = rows as { businessUnitList?: TOrgUnit[]; list?: TOrgUnit[] };
  return (d.businessUnitList ?? d.list ?? []).find((u) => u.id === id) ?? null;
};

type UnitAction = 'add' | 'update' | 'delete';
/** An action's route at any level (the levels' inputs differ only in the parent field). */
export type UnitWriteRoute<A extends UnitAction> = (typeof UNIT_ROUTES)[UnitLevel][A];

/**
 * A write of one level (add, update or delete): the six levels' calls have one shape, so one hook
 * serves them; it answers the unit (under the level's item key) and reads the hierarchy again.
 */
export const useUnitWrite = <A extends UnitAction>(level: UnitLevel, action: A, { toast = true } = {}) => {
  const queryClient = useQueryClient();
  const route: UnitWriteRoute<A> = UNIT_ROUTES[level][action];
  return useMutation({
    mutationKey: routeKey(route),
    mutationFn: async (input: RouteInput<UnitWriteRoute<A>>): Promise<TOrgUnit> => {
      const out = (await api.call(route, input)) as Record<string, TOrgUnit>;
      return out[UNIT_ITEM_KEY[level]] as TOrgUnit;
    },
    meta: { toast },
    onSuccess: () => invalidateHierarchy(queryClient),
  });
};

// ---------------------------------------------------------------- organisation chart

export const useOrgChart = (status: 'Active' | undefined) =>
  useQuery(routeQueryOptions(getOrgEmployees, status ? { status } : {}));

// ---------------------------------------------------------------- acting supervisors

export const getActingFor = (supervisorId: string) =>
  routeQueryOptions(getActingSupervisor, { supervisorId });

export const ACTING_KEYS = [routeKey(listActingSupervisors), routeKey(getActingSupervisor)];

/** Set and unset explain a stale version on the page; other failures toast. */
export const useSetActing = () => useRouteMutation(setActingSupervisor, { invalidates: ACTING_KEYS });
export const useUnsetActing = () =>
  useRouteMutation(unsetActingSupervisor, { invalidates: ACTING_KEYS, toast: false });

// ---------------------------------------------------------------- logo

export const useMyCompanyDetails = () => useQuery(getMyCompanyQueryOptions());

/** After an upload the header's logo (company/my-company) is read again. */
export const useUploadMyLogo = () => useRouteMutation(uploadLogo, { invalidates: [routeKey(getMyCompany)] });
