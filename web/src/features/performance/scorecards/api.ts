import {
  addEmployeeKpa,
  addEmployeePeriodicScorecard,
  addEmployeeScorecard,
  addEmployeeScorecardComment,
  addFunctionalScorecard,
  addScorecardTemplate,
  deleteEmployeeKpa,
  deleteEmployeeKpi,
  deleteEmployeeScorecard,
  getAnnualPlan,
  getCascadeSettings,
  getEmployeeScorecard,
  getMyModuleAccess,
  getTrainingTags,
  listAnnualPlans,
  listCorporateScorecards,
  listEmployeeScorecardComments,
  listEmployeeScorecards,
  listScorecardLibrary,
  listSubordinateScorecards,
  saveEmployeeKpi,
  setCascadeSetting,
  setTrainingTags,
  updateEmployeeKpa,
  updateEmployeeScorecard,
  type RouteInput,
} from '@stratum/contracts';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';
import { type EditorRoutes, type ScorecardCalls } from '../../scorecard';

/**
 * The employee scorecard screens' calls (contracts employee-scorecard.ts). The editor is
 * planning's (features/planning/scorecards), given these routes: they have planning's shapes, and
 * answer more (the employee, `editable`, `deletable`).
 */

/** What any change of an employee scorecard may show elsewhere. */
export const EMPLOYEE_SCORECARD_KEYS: QueryKey[] = [
  routeKey(listEmployeeScorecards),
  routeKey(listSubordinateScorecards),
  routeKey(listScorecardLibrary),
  routeKey(getEmployeeScorecard),
  routeKey(getTrainingTags),
  // an annual plan with employee scorecards cannot be deleted: its counts show it
  routeKey(listAnnualPlans),
  routeKey(getAnnualPlan),
];

/** The employee family's editor calls, for planning's editor parts. */
export const EMPLOYEE_CALLS: ScorecardCalls = {
  // The reads and writes answer planning's fields and more (employee-scorecard.ts extends them).
  routes: {
    get: getEmployeeScorecard,
    update: updateEmployeeScorecard,
    addKpa: addEmployeeKpa,
    updateKpa: updateEmployeeKpa,
    deleteKpa: deleteEmployeeKpa,
    saveKpi: saveEmployeeKpi,
    deleteKpi: deleteEmployeeKpi,
    addComment: addEmployeeScorecardComment,
    comments: listEmployeeScorecardComments,
  } as unknown as EditorRoutes,
  keys: EMPLOYEE_SCORECARD_KEYS,
};

// ---------------------------------------------------------------- reads

export const useEmployeeScorecards = (input: RouteInput<typeof listEmployeeScorecards>, enabled = true) =>
  useQuery({ ...routeQueryOptions(listEmployeeScorecards, input), enabled });
export const useSubordinateScorecards = (input: RouteInput<typeof listSubordinateScorecards>) =>
  useQuery(routeQueryOptions(listSubordinateScorecards, input));
export const useScorecardLibrary = (annualPlanId: string) =>
  useQuery({ ...routeQueryOptions(listScorecardLibrary, { annualPlanId }), enabled: Boolean(annualPlanId) });
/** The same query as the editor's (planning's `scorecardQueryOptions(EMPLOYEE_CALLS, id)`), typed fully. */
export const employeeScorecardQueryOptions = (id: string) => routeQueryOptions(getEmployeeScorecard, { id });
export const useEmployeeScorecard = (id: string) => useQuery(employeeScorecardQueryOptions(id));
export const useTrainingTags = (scorecardId: string) =>
  useQuery(routeQueryOptions(getTrainingTags, { scorecardId }));
export const useCorporateScorecardsOf = (annualPlanId: string) =>
  useQuery({
    ...routeQueryOptions(listCorporateScorecards, { annualPlanId }),
    enabled: Boolean(annualPlanId),
  });
export const useCascadeSettings = (scorecardId: string | null) =>
  useQuery({
    ...routeQueryOptions(getCascadeSettings, { scorecardId: scorecardId ?? '' }),
    enabled: Boolean(scorecardId),
  });

/** Whether the signed-in employee administers Performance Management. */
export const usePerformanceAdmin = (): { admin: boolean; known: boolean } => {
  const access = useQuery({
    ...routeQueryOptions(getMyModuleAccess, { moduleKey: 'performance' }),
    staleTime: 5 * 60_000,
    select: (d) => d.item.adminAccess,
  });
  return { admin: access.data ?? false, known: !access.isPending };
};

// ---------------------------------------------------------------- writes

export const useAddEmployeeScorecard = () =>
  useRouteMutation(addEmployeeScorecard, { invalidates: EMPLOYEE_SCORECARD_KEYS });
export const useAddFunctionalScorecard = () =>
  useRouteMutation(addFunctionalScorecard, { invalidates: EMPLOYEE_SCORECARD_KEYS });
/** A closed quarter's refusal toasts: "Add Employee Scorecard Failed — Period is closed". */
export const useAddPeriodic = () =>
  useRouteMutation(addEmployeePeriodicScorecard, { invalidates: EMPLOYEE_SCORECARD_KEYS });
export const useAddTemplate = () =>
  useRouteMutation(addScorecardTemplate, { invalidates: EMPLOYEE_SCORECARD_KEYS });
/** Refusals ("Delete Employee Scorecard Failed") and stale versions are explained by the screen. */
export const useDeleteEmployeeScorecard = () =>
  useRouteMutation(deleteEmployeeScorecard, { invalidates: EMPLOYEE_SCORECARD_KEYS, toast: false });
export const useSetTrainingTags = () =>
  useRouteMutation(setTrainingTags, {
    invalidates: [routeKey(getTrainingTags), routeKey(getEmployeeScorecard)],
    toast: false,
  });
export const useSetCascadeSetting = () =>
  useRouteMutation(setCascadeSetting, { invalidates: [routeKey(getCascadeSettings)], toast: false });
