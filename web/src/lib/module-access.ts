import { getMyModuleAccess, type ModuleKey } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from './query';
import type { AreaDef } from './navigation';
import { useSessionUser } from './session/use-session';

/**
 * The signed-in employee's rights in one module (a company administrator administers every
 * module; anyone else needs the module's admin access from the role page): session-scoped, read
 * by the shell (sidebar, guards) and the features alike.
 */
export const moduleAccessQueryOptions = (moduleKey: ModuleKey) => ({
  ...routeQueryOptions(getMyModuleAccess, { moduleKey }),
  staleTime: 5 * 60_000,
});

const selectAdmin = (d: { item: { adminAccess: boolean } }) => d.item.adminAccess;

/** Whether the person administers `module`; `undefined` while it loads or where no module applies. */
export const useModuleAdmin = (module: ModuleKey | undefined): boolean | undefined => {
  const user = useSessionUser();
  return useQuery({
    ...moduleAccessQueryOptions(module ?? 'organisation'),
    enabled: module !== undefined && user?.role === 'employee',
    select: selectAdmin,
  }).data;
};

/**
 * Where an area's entry leads: its first page, or, where that page is its module's
 * administrators' and the person is not one, the first page they may open.
 */
export const useAreaHome = (area: AreaDef): string => {
  const first = area.links[0];
  const admin = useModuleAdmin(first?.admin ? area.module : undefined);
  if (!first?.admin || admin === true) return area.home;
  return area.links.find((l) => !l.admin)?.to ?? area.home;
};
