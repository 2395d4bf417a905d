import {
  addOrgSurvey,
  createApiClient,
  deleteOrgSurvey,
  getOrgEmployees,
  exportOrgSurvey,
  getOrgHeatMap,
  getOrgUnitReport,
  getOrgSurvey,
  listOrgSurveys,
  orgSurveyReviewRoutes,
  resendOrgSurvey,
  sendOrgSurvey,
  type TSubmitOrgSurveyReviewRequest,
} from '@stratum/contracts';
import { useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../lib/query';

/** Organisational surveys (docs/surveys.md): the administrator's reads and writes. */
const orgKeys: QueryKey[] = [routeKey(listOrgSurveys), routeKey(getOrgSurvey), routeKey(getOrgHeatMap)];

export const useOrgSurveys = () => useQuery(routeQueryOptions(listOrgSurveys, {}));
export const useOrgHeatMap = (id: string) => useQuery(routeQueryOptions(getOrgHeatMap, { id }));
export const useOrgUnitReport = (id: string, unitId: string | null) =>
  useQuery({ ...routeQueryOptions(getOrgUnitReport, { id, unitId: unitId ?? '' }), enabled: !!unitId });
export const useExportOrgSurvey = () => useRouteMutation(exportOrgSurvey);
export const useActiveUnits = () => useQuery(routeQueryOptions(getOrgEmployees, { status: 'Active' }));
export const useAddOrgSurvey = () => useRouteMutation(addOrgSurvey, { invalidates: orgKeys });
export const useSendOrgSurvey = () => useRouteMutation(sendOrgSurvey, { invalidates: orgKeys });
export const useDeleteOrgSurvey = () => useRouteMutation(deleteOrgSurvey, { invalidates: orgKeys });
export const useResendOrgSurvey = () => useRouteMutation(resendOrgSurvey, { invalidates: orgKeys });

/**
 * The employee's side: no session, only the link token the mail carried (ARCHITECTURE §6), kept
 * in this tab's sessionStorage so a reload still works.
 */
const LINK_KEY = 'stratum.org-survey-link';
export const orgLink = {
  get: (): string | null => window.sessionStorage.getItem(LINK_KEY),
  set: (token: string): void => window.sessionStorage.setItem(LINK_KEY, token),
  clear: (): void => window.sessionStorage.removeItem(LINK_KEY),
};
const linkApi = createApiClient({ baseUrl: '', getToken: orgLink.get });
const [open, submit] = orgSurveyReviewRoutes;

export const useOpenOrgReview = (enabled: boolean) =>
  useQuery({
    queryKey: ['org-survey-review', 'open'],
    queryFn: () => linkApi.call(open, {}),
    retry: false,
    enabled,
  });

export const useSubmitOrgReview = () =>
  useMutation({
    mutationFn: (input: TSubmitOrgSurveyReviewRequest) => linkApi.call(submit, input),
    meta: { toast: false },
  });
