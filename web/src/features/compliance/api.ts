import {
  addActivity,
  adminProcessCompliance,
  COMPLIANCE_SETUP_ROUTES,
  declineCompliance,
  deleteActivity,
  getActivity,
  exportComplianceReport,
  getComplianceCalendar,
  getComplianceEvidenceLink,
  getComplianceReport,
  getMyModuleAccess,
  getRequiredActions,
  getRequiredActionsCount,
  listActivities,
  listComplianceHistory,
  listEmployees,
  processCompliance,
  RISK_REGISTER_ROUTES,
  saveComplianceNotes,
  submitCompliance,
  updateActivity,
  uploadComplianceEvidence,
  type RouteDef,
  type TComplianceReportRequest,
} from '@stratum/contracts';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../lib/query';

export type SetupNoun = keyof typeof COMPLIANCE_SETUP_ROUTES;

// ---------------------------------------------------------------- keys

/** Every read of the module: a set-up change renames what activities show, a write moves statuses. */
export const complianceKeys = (): QueryKey[] => [
  ...Object.values(COMPLIANCE_SETUP_ROUTES).map((r) => routeKey(r.all)),
  routeKey(listActivities),
  routeKey(getActivity),
  routeKey(getComplianceCalendar),
  routeKey(listComplianceHistory),
  routeKey(getRequiredActions),
  routeKey(getRequiredActionsCount),
  routeKey(getComplianceReport),
];

// ---------------------------------------------------------------- access

/**
 * Whether the signed-in employee administers Compliance Management (a company administrator, or
 * an employee given the module's admin access): only they change the set-up and the activities
 * and may process on a compliance team's behalf. Team members submit and review (the API decides).
 */
export const useComplianceAdmin = (): boolean =>
  useQuery({
    ...routeQueryOptions(getMyModuleAccess, { moduleKey: 'compliance' }),
    staleTime: 5 * 60_000,
    select: (d: { item: { adminAccess: boolean } }) => d.item.adminAccess,
  }).data ?? false;

// ---------------------------------------------------------------- set-up

export const useSetupList = (noun: SetupNoun) =>
  useQuery(routeQueryOptions(COMPLIANCE_SETUP_ROUTES[noun].all, {}));

/** A kind of team (complying or compliance), members and all. */
export const useTeamList = (kind: 'complying' | 'compliance') =>
  useQuery(routeQueryOptions(COMPLIANCE_SETUP_ROUTES[kind].all, {}));

export const useSetupWrite = (noun: SetupNoun, action: 'add' | 'update' | 'delete') =>
  useRouteMutation(COMPLIANCE_SETUP_ROUTES[noun][action], {
    invalidates: complianceKeys(),
    toast: action !== 'delete',
  });

/** The company's active employees, by name, to choose team members and owners from. */
export const useActiveEmployees = () =>
  useQuery({
    ...routeQueryOptions(listEmployees, {
      status: 'Active',
      limit: 200,
      sortField: 'fullName',
      sortOrder: 'asc',
    }),
    staleTime: 5 * 60_000,
  });

/** Risks of the risk register a regulation may be linked to (ISO 37301 4.6). */
export const useRiskChoices = (enabled: boolean) =>
  useQuery({
    ...routeQueryOptions(RISK_REGISTER_ROUTES.management.all, { limit: 200 }),
    enabled,
    staleTime: 60_000,
  });

// ---------------------------------------------------------------- activities

export const useActivity = (id: string) => useQuery(routeQueryOptions(getActivity, { id }));
export const useHistory = (id: string) => useQuery(routeQueryOptions(listComplianceHistory, { id }));
export const useCalendar = (month: string) => useQuery(routeQueryOptions(getComplianceCalendar, { month }));
export const useRequiredActions = () => useQuery(routeQueryOptions(getRequiredActions, {}));

/** The signed-in person's compliance required actions (sidebar badge, dashboard). */
export const useRequiredActionsCount = (enabled = true) =>
  useQuery({ ...routeQueryOptions(getRequiredActionsCount, {}), enabled, staleTime: 30_000 });

const write = <R extends RouteDef>(route: R, toast = true) =>
  useRouteMutation(route, { invalidates: complianceKeys(), toast });

export const useAddActivity = () => write(addActivity);
export const useUpdateActivity = () => write(updateActivity);
export const useDeleteActivity = () => write(deleteActivity, false);
export const useSaveNotes = () => write(saveComplianceNotes);
export const useSubmit = () => write(submitCompliance);
export const useProcess = () => write(processCompliance);
export const useDecline = () => write(declineCompliance);
export const useAdminProcess = () => write(adminProcessCompliance);
export const useUploadEvidence = () => write(uploadComplianceEvidence);
/** A short-lived link to an evidence file, opened in a new tab. */
export const useEvidenceLink = () => useRouteMutation(getComplianceEvidenceLink);

// ---------------------------------------------------------------- reports

export const useComplianceReport = (input: TComplianceReportRequest) =>
  useQuery(routeQueryOptions(getComplianceReport, input));
/** The report as an Excel or PDF file: a 15-minute link, opened in a new tab. */
export const useExportComplianceReport = () => useRouteMutation(exportComplianceReport);
