import {
  addEmployee,
  addEmployeesBulk,
  getImportJob,
  deleteEmployee,
  getEmployee,
  getOrgEmployees,
  giveEmployeeAccess,
  listEmployeeModules,
  listEmployees,
  previewEmployeeImport,
  revokeEmployeeAccess,
  type sageRoutes,
  STAGING_ROUTES,
  UNIT_LEVELS,
  updateAdminAccess,
  updateEmployee,
  updateEmployeeRole,
  type StagingSource,
  type TEmployee,
  type TImportJob,
} from '@stratum/contracts';
import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';

// ---------------------------------------------------------------- employees

export const getEmployeeQueryOptions = (id: string) => routeQueryOptions(getEmployee, { id });
export const useEmployee = (id: string) => useQuery(getEmployeeQueryOptions(id));

/**
 * What an employee write can change besides the employee: the lists, the organisation chart, and
 * the units' head and member counts (every level's queries).
 */
const AFFECTED: readonly QueryKey[] = [
  routeKey(listEmployees),
  routeKey(getOrgEmployees),
  ...UNIT_LEVELS.map((level) => [level] as QueryKey),
];

const invalidateAffected = (queryClient: QueryClient) =>
  Promise.all(AFFECTED.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/**
 * An employee as a write answered it: the edit page shows it at once, so the next write sends the
 * version this one produced; the lists are read again.
 */
export const storeEmployee = async (queryClient: QueryClient, employee: TEmployee): Promise<void> => {
  queryClient.setQueryData(getEmployeeQueryOptions(employee.id).queryKey, { employee });
  await invalidateAffected(queryClient);
};

/** The employee changed elsewhere (a 409): read them again, and the lists with them. */
export const reloadEmployee = async (queryClient: QueryClient, id: string): Promise<TEmployee> => {
  await invalidateAffected(queryClient);
  const { employee } = await queryClient.fetchQuery({ ...getEmployeeQueryOptions(id), staleTime: 0 });
  return employee;
};

/** A write that answers `{ employee }`: stored as the latest version everywhere. */
const useEmployeeWrite = <
  R extends
    | typeof addEmployee
    | typeof updateEmployee
    | typeof deleteEmployee
    | typeof giveEmployeeAccess
    | typeof revokeEmployeeAccess
    | typeof updateEmployeeRole,
>(
  route: R,
  options: { toast?: boolean } = {},
) => {
  const queryClient = useQueryClient();
  return useRouteMutation(route, {
    ...options,
    onSuccess: (data) => storeEmployee(queryClient, (data as { employee: TEmployee }).employee),
  });
};

export const useAddEmployee = () => useEmployeeWrite(addEmployee);
export const useUpdateEmployee = () => useEmployeeWrite(updateEmployee);
export const useDeleteEmployee = () => useEmployeeWrite(deleteEmployee);
export const useGiveAccess = () => useEmployeeWrite(giveEmployeeAccess);
export const useRevokeAccess = () => useEmployeeWrite(revokeEmployeeAccess);
/** The role page explains a refusal (the last administrator) itself, beside the choice. */
export const useUpdateRole = () => useEmployeeWrite(updateEmployeeRole, { toast: false });

// ---------------------------------------------------------------- module admin access

export const getEmployeeModulesQueryOptions = (employeeId: string) =>
  routeQueryOptions(listEmployeeModules, { employeeId });
export const useEmployeeModules = (employeeId: string) =>
  useQuery(getEmployeeModulesQueryOptions(employeeId));

export const useUpdateAdminAccess = (employeeId: string) =>
  useRouteMutation(updateAdminAccess, { invalidates: [routeKey(listEmployeeModules, { employeeId })] });

// ---------------------------------------------------------------- imports

/** The preview explains a refused file on the page (its issues), so no toast. */
export const usePreviewImport = () => useRouteMutation(previewEmployeeImport, { toast: false });

/** Queues the import: it answers with the job, whose progress useImportJob follows. */
export const useImportEmployees = () => useRouteMutation(addEmployeesBulk, { toast: false });

export const isImportFinished = (state: TImportJob['state'] | undefined): boolean =>
  state === 'committed' || state === 'undone';

export const getImportJobQueryOptions = (id: string) => routeQueryOptions(getImportJob, { id });

/**
 * An import job, read again every second until it has finished; once it is committed the lists
 * are read again (its rows appear in them all at once).
 */
export const useImportJob = (id: string | undefined) => {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...getImportJobQueryOptions(id ?? ''),
    enabled: Boolean(id),
    refetchInterval: (q) => (isImportFinished(q.state.data?.job.state) ? false : IMPORT_POLL_MS),
  });
  const committed = query.data?.job.state === 'committed';
  useEffect(() => {
    if (committed) void invalidateAffected(queryClient);
  }, [committed, queryClient]);
  return query;
};

const IMPORT_POLL_MS = 1000;

// ---------------------------------------------------------------- Sage and Cow

/** The two sources' calls have the same shapes; the Sage ones stand for both in the types. */
export type StagingRoutes = typeof sageRoutes;
export const stagingRoutes = (source: StagingSource): StagingRoutes => STAGING_ROUTES[source];

export const useUploadStaged = (source: StagingSource) =>
  useRouteMutation(stagingRoutes(source).upload, { invalidates: [routeKey(stagingRoutes(source).list)] });

export const useDeleteStaged = (source: StagingSource) =>
  useRouteMutation(stagingRoutes(source).remove, { invalidates: [routeKey(stagingRoutes(source).list)] });

export const useAddStaged = (source: StagingSource) => {
  const queryClient = useQueryClient();
  return useRouteMutation(stagingRoutes(source).add, {
    toast: false,
    invalidates: [routeKey(stagingRoutes(source).list)],
    onSuccess: () => invalidateAffected(queryClient).then(() => undefined),
  });
};
