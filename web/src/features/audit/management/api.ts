import {
  addAuditFollowUp,
  addAuditPlan,
  addAuditProcess,
  addPlannedAudit,
  approveAuditPlan,
  AUDIT_SETTING_KINDS,
  AUDIT_SETTING_ROUTES,
  deleteAuditFollowUp,
  deleteAuditPlan,
  deleteAuditProcess,
  deletePlannedAudit,
  getAuditFollowUp,
  getAuditPlan,
  getAuditProcess,
  getMyModuleAccess,
  listAuditFollowUps,
  listAuditPlans,
  listAuditProcesses,
  RISK_REGISTER_ROUTES,
  updateAuditFollowUp,
  updateAuditPlan,
  updateAuditProcess,
  updatePlannedAudit,
  type RouteDef,
  type TAuditSettingInput,
  type TAuditSettingKind,
} from '@stratum/contracts';
import type { z } from 'zod';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';
import { unitsOfLevelQueryOptions } from '../../organisation';

/**
 * Audit Management's settings, universe and plan (API family `audit-management`). A plan's
 * change may move the universe's counts and the other way round, so a write refetches them all.
 */
const planKeys = (): QueryKey[] =>
  [
    listAuditProcesses,
    getAuditProcess,
    listAuditPlans,
    getAuditPlan,
    listAuditFollowUps,
    getAuditFollowUp,
  ].map((x) => routeKey(x));

export const settingKeys = (kind: TAuditSettingKind): QueryKey[] => [
  routeKey(AUDIT_SETTING_ROUTES[kind].all),
  routeKey(AUDIT_SETTING_ROUTES[kind].get),
];

/** Whether the signed-in employee administers Audit Management (only they change these). */
export const useAuditAdmin = (): boolean => {
  const access = useQuery({
    ...routeQueryOptions(getMyModuleAccess, { moduleKey: 'audit' }),
    staleTime: 5 * 60_000,
  });
  return access.data?.item.adminAccess ?? false;
};

// ---------------------------------------------------------------- settings

/** The most a page holds (contracts ZPageQuery): what a picker offers of a paged list. */
export const PICKER_LIMIT = 200;

/** A kind's items for a picker (the first 200, in the order they were added); tables page instead. */
export const useSettings = (kind: TAuditSettingKind) =>
  useQuery(routeQueryOptions(AUDIT_SETTING_ROUTES[kind].all, { limit: PICKER_LIMIT }));
export const useSetting = (kind: TAuditSettingKind, id: string) =>
  useQuery(routeQueryOptions(AUDIT_SETTING_ROUTES[kind].get, { id }));
/** What the settings form sends: the kind's own schema has parsed it (an update adds id and version). */
type SettingWrite = RouteDef<
  z.ZodType<TAuditSettingInput & { id?: string; version?: number }>,
  RouteOutputSchema
>;
type RouteOutputSchema = (typeof AUDIT_SETTING_ROUTES)[TAuditSettingKind]['add']['output'];

export const useSettingWrite = (kind: TAuditSettingKind, action: 'add' | 'update') => {
  const route: SettingWrite = AUDIT_SETTING_ROUTES[kind][action];
  return useRouteMutation(route, { invalidates: settingKeys(kind) });
};
export const useSettingDelete = (kind: TAuditSettingKind) =>
  useRouteMutation(AUDIT_SETTING_ROUTES[kind].delete, { invalidates: settingKeys(kind) });

export { AUDIT_SETTING_KINDS };

// ---------------------------------------------------------------- universe

/** The universe for a picker: the 200 riskiest processes (the universe's table pages instead). */
export const useProcesses = () => useQuery(routeQueryOptions(listAuditProcesses, { limit: PICKER_LIMIT }));
export const useProcess = (id: string) => useQuery(routeQueryOptions(getAuditProcess, { id }));
export const useAddProcess = () => useRouteMutation(addAuditProcess, { invalidates: planKeys() });
export const useUpdateProcess = () => useRouteMutation(updateAuditProcess, { invalidates: planKeys() });
export const useDeleteProcess = () => useRouteMutation(deleteAuditProcess, { invalidates: planKeys() });

/** The company's business units, by name. */
export const useBusinessUnits = () =>
  useQuery({ ...unitsOfLevelQueryOptions('business-unit'), staleTime: 5 * 60_000 });

/** The risk management register's risks, for linking a process to them (the first 200, newest first). */
export const useRegisterRisks = () =>
  useQuery({
    ...routeQueryOptions(RISK_REGISTER_ROUTES.management.all, { limit: 200 }),
    staleTime: 5 * 60_000,
  });

// ---------------------------------------------------------------- plan

/** The paged lists the screens show through useServerTable. */
export const managementListRoutes = {
  settings: (kind: TAuditSettingKind) => AUDIT_SETTING_ROUTES[kind].all,
  processes: listAuditProcesses,
  plans: listAuditPlans,
  followUps: listAuditFollowUps,
};

export const usePlan = (id: string) => useQuery(routeQueryOptions(getAuditPlan, { id }));
export const useFollowUp = (id: string) => useQuery(routeQueryOptions(getAuditFollowUp, { id }));

const planWrite = {
  addAuditPlan,
  updateAuditPlan,
  deleteAuditPlan,
  approveAuditPlan,
  addPlannedAudit,
  updatePlannedAudit,
  deletePlannedAudit,
  addAuditFollowUp,
  updateAuditFollowUp,
  deleteAuditFollowUp,
};

/** A write of the plan (its audits, follow-ups, approval): the plan and the universe follow. */
export const usePlanWrite = <K extends keyof typeof planWrite>(
  name: K,
  { toast = true }: { toast?: boolean } = {},
) => useRouteMutation(planWrite[name], { invalidates: planKeys(), toast });
