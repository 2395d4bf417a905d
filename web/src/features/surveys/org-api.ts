import {
  addOrgSurvey,
  createApiClient,
  deleteOrgSurvey,
  getOrgEmployees,
  exportOrgSurvey,
  getOrgHeatMap,
  getOrgUnitReport,
  getOrgSurvey,
  getOrgSurveyJob,
  listOrgSurveys,
  orgSurveyReviewRoutes,
  resendOrgSurvey,
  sendOrgSurvey,
  updateOrgSurvey,
  type TOrgSurveyJob,
  type TSubmitOrgSurveyReviewRequest,
} from '@stratum/contracts';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
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
export const useOrgSurvey = (id: string | null) =>
  useQuery({ ...routeQueryOptions(getOrgSurvey, { id: id ?? '' }), enabled: !!id });
export const useUpdateOrgSurvey = () => useRouteMutation(updateOrgSurvey, { invalidates: orgKeys });
export const useDeleteOrgSurvey = () => useRouteMutation(deleteOrgSurvey, { invalidates: orgKeys });
/** A send and a resend answer with their job at once; useOrgSurveyJob follows it. */
export const useSendOrgSurvey = () => useRouteMutation(sendOrgSurvey, { invalidates: orgKeys });
export const useResendOrgSurvey = () => useRouteMutation(resendOrgSurvey, { invalidates: orgKeys });

const JOB_POLL_MS = 1000;

export const isJobFinished = (state: TOrgSurveyJob['state'] | undefined): boolean =>
  state === 'committed' || state === 'undone';

/**
 * A send or resend job, read again every second until it has finished (ARCHITECTURE §11); then
 * the surveys are read again (sent, with their counts).
 */
export const useOrgSurveyJob = (id: string) => {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...routeQueryOptions(getOrgSurveyJob, { id }),
    refetchInterval: (q) => (isJobFinished(q.state.data?.job.state) ? false : JOB_POLL_MS),
  });
  const finished = isJobFinished(query.data?.job.state);
  useEffect(() => {
    if (finished) for (const queryKey of orgKeys) void queryClient.invalidateQueries({ queryKey });
  }, [finished, queryClient]);
  return query;
};

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
