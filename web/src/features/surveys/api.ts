import {
  addSurvey,
  addSurveyCompetency,
  addSurveyQuestion,
  addSurveyReviewers,
  addSurveyScale,
  deleteSurveyCompetency,
  deleteSurveyQuestion,
  deleteSurvey,
  deleteSurveyScale,
  exportSurveyReport,
  exportSurveyReviews,
  getSurvey,
  getSurveyReport,
  getSurveyShareJob,
  listEmployees,
  listMySurveys,
  listSurveyCompetencies,
  listSurveyReviews,
  listSurveyQuestions,
  listSurveys,
  listSurveyScales,
  removeSurveyReviewer,
  shareSurvey,
  updateSurvey,
  type RouteDef,
  type TSurveyReviewsRequest,
} from '@stratum/contracts';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../lib/query';

/** Every read of the set-up and the surveys: a change to one refreshes what shows it. */
const setupKeys: QueryKey[] = [
  routeKey(listSurveyScales),
  routeKey(listSurveyCompetencies),
  routeKey(listSurveyQuestions),
];
const surveyKeys: QueryKey[] = [
  routeKey(listSurveys),
  routeKey(getSurvey),
  routeKey(getSurveyReport),
  routeKey(listSurveyReviews),
  routeKey(listMySurveys),
];

export const useSurveyScales = () => useQuery(routeQueryOptions(listSurveyScales, {}));
export const useSurveyCompetencies = () => useQuery(routeQueryOptions(listSurveyCompetencies, {}));
export const useSurveyQuestions = () => useQuery(routeQueryOptions(listSurveyQuestions, {}));
export const useSurveys = () => useQuery(routeQueryOptions(listSurveys, {}));
export const useSurvey = (id: string) => useQuery(routeQueryOptions(getSurvey, { id }));
export const useMySurveys = () => useQuery(routeQueryOptions(listMySurveys, {}));
export const useSurveyReport = (id: string) => useQuery(routeQueryOptions(getSurveyReport, { id }));
export const useExportSurveyReport = () => useRouteMutation(exportSurveyReport);
export const useSurveyReviews = (input: TSurveyReviewsRequest) =>
  useQuery({ ...routeQueryOptions(listSurveyReviews, input), placeholderData: keepPreviousData });
export const useExportSurveyReviews = () => useRouteMutation(exportSurveyReviews);
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

const useSetupWrite = <R extends RouteDef>(route: R) =>
  useRouteMutation(route, { invalidates: [...setupKeys, ...surveyKeys] });

export const useAddScale = () => useSetupWrite(addSurveyScale);
export const useDeleteScale = () => useSetupWrite(deleteSurveyScale);
export const useAddCompetency = () => useSetupWrite(addSurveyCompetency);
export const useDeleteCompetency = () => useSetupWrite(deleteSurveyCompetency);
export const useAddQuestion = () => useSetupWrite(addSurveyQuestion);
export const useDeleteQuestion = () => useSetupWrite(deleteSurveyQuestion);

const useSurveyWrite = <R extends RouteDef>(route: R) =>
  useRouteMutation(route, { invalidates: [...surveyKeys, ...setupKeys] });

export const useAddSurvey = () => useSurveyWrite(addSurvey);
export const useUpdateSurvey = () => useSurveyWrite(updateSurvey);
export const useAddReviewers = () => useSurveyWrite(addSurveyReviewers);
export const useRemoveReviewer = () => useSurveyWrite(removeSurveyReviewer);
/** A share answers with its job at once; useSurveyShareJob follows it. */
export const useShareSurvey = () => useSurveyWrite(shareSurvey);

const JOB_POLL_MS = 1000;
const finishedJob = (state: string | undefined) => state === 'committed' || state === 'undone';

/**
 * A share or resend job, read again every second until it has finished (ARCHITECTURE §11); then
 * the survey is read again (its reviewers mailed).
 */
export const useSurveyShareJob = (id: string) => {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...routeQueryOptions(getSurveyShareJob, { id }),
    refetchInterval: (q) => (finishedJob(q.state.data?.job.state) ? false : JOB_POLL_MS),
  });
  const finished = finishedJob(query.data?.job.state);
  useEffect(() => {
    if (finished) for (const queryKey of surveyKeys) void queryClient.invalidateQueries({ queryKey });
  }, [finished, queryClient]);
  return query;
};
export const useDeleteSurvey = () => useSurveyWrite(deleteSurvey);
