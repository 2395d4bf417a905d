import {
  getAuditTrails,
  listCompanyModules,
  listModuleCompanies,
  listModules,
  updateCompanyModule,
  type ModuleKey,
} from '@stratum/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';

/** The catalogue changes with a release, not at run time. */
export const getModulesQueryOptions = () => ({ ...routeQueryOptions(listModules, {}), staleTime: Infinity });
export const getModules = () => api.call(listModules, {});
export const useModules = () => useQuery(getModulesQueryOptions());

export const getCompanyModulesQueryOptions = (companyId: string) =>
  routeQueryOptions(listCompanyModules, { companyId });
export const useCompanyModules = (companyId: string) => useQuery(getCompanyModulesQueryOptions(companyId));

export const getModuleCompaniesQueryOptions = (moduleKey: ModuleKey) =>
  routeQueryOptions(listModuleCompanies, { moduleKey });
export const useModuleCompanies = (moduleKey: ModuleKey | undefined) =>
  useQuery({
    ...getModuleCompaniesQueryOptions(moduleKey ?? 'planning'),
    enabled: moduleKey !== undefined,
  });

/**
 * How many companies have each module. The API has no count, so each module's company list is
 * read (one call per module, in parallel): fine for a catalogue of a dozen modules.
 */
export const useModuleCompanyCounts = (keys: readonly ModuleKey[]) =>
  useQueries({
    queries: keys.map((moduleKey) => getModuleCompaniesQueryOptions(moduleKey)),
    combine: (results) => ({
      pending: results.some((r) => r.isPending),
      counts: new Map(
        results.flatMap((r, i) =>
          r.data && keys[i]
            ? [[keys[i], { enabled: r.data.list.filter((c) => c.enabled).length, total: r.data.list.length }]]
            : [],
        ),
      ),
    }),
  });

export const useUpdateCompanyModule = () =>
  useRouteMutation(updateCompanyModule, {
    invalidates: [routeKey(listCompanyModules), routeKey(listModuleCompanies), routeKey(getAuditTrails)],
  });
