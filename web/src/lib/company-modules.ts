import { getCompanyModuleState, type ModuleKey, type TCompanyModule } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { routeQueryOptions } from './query';
import { useSessionUser } from './session/use-session';

/**
 * The signed-in employee's company modules: session-scoped data the shell (sidebar, module guard)
 * and every feature read, hence here rather than in one feature (STYLE §7: features don't import
 * each other).
 */
export const fetchCompanyModuleState = () => api.call(getCompanyModuleState, {});

export const getCompanyModuleStateQueryOptions = () => ({
  ...routeQueryOptions(getCompanyModuleState, {}),
  staleTime: 5 * 60_000,
});

export const useCompanyModuleState = () => {
  const user = useSessionUser();
  return useQuery({ ...getCompanyModuleStateQueryOptions(), enabled: user?.role === 'employee' });
};

export const enabledModuleKeys = (list: readonly TCompanyModule[] | undefined): ReadonlySet<ModuleKey> =>
  new Set((list ?? []).filter((m) => m.enabled).map((m) => m.moduleKey));

// Module-level so react-query memoises the selection across renders.
const selectEnabled = (data: { list: TCompanyModule[] }) => enabledModuleKeys(data.list);

/** The enabled modules' keys; `undefined` while they load. */
export const useEnabledModules = (): ReadonlySet<ModuleKey> | undefined => {
  const user = useSessionUser();
  return useQuery({
    ...getCompanyModuleStateQueryOptions(),
    enabled: user?.role === 'employee',
    select: selectEnabled,
  }).data;
};
