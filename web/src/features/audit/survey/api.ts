import { tabLinkToken } from '../link-landing';
import {
  createApiClient,
  CUSTOMER_SURVEY_ROUTES as r,
  customerSurveyRespondentRoutes,
  type TRespondentCustomerSurvey,
  type TSubmitCustomerSurveyRequest,
} from '@stratum/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';

// ---------------------------------------------------------------- the team's side

/** Every read a send or resend moves: the survey, the year's view and the dashboard's figure. */
const surveyKeys = () => [routeKey(r.getCustomerSurvey), routeKey(r.getCustomerSurveyYear)];

export const useCustomerSurvey = (engagementId: string) =>
  useQuery(routeQueryOptions(r.getCustomerSurvey, { engagementId }));
export const useCustomerSurveyYear = (year: number) =>
  useQuery(routeQueryOptions(r.getCustomerSurveyYear, { year }));
export const useSendCustomerSurvey = () =>
  useRouteMutation(r.sendCustomerSurvey, { invalidates: surveyKeys() });
export const useResendCustomerSurvey = () =>
  useRouteMutation(r.resendCustomerSurvey, { invalidates: surveyKeys() });

// ---------------------------------------------------------------- the contact's side

/**
 * No session, only the link token the mail carried (ARCHITECTURE §6), kept in this tab's
 * sessionStorage so a reload of the answer page still works and nothing is left when it closes.
 */
export const surveyLinkToken = tabLinkToken('stratum.customer-survey-link');

const linkApi = createApiClient({ baseUrl: '', getToken: surveyLinkToken.get });

const [open, get, submit] = customerSurveyRespondentRoutes;

export interface SurveyRespondentRef {
  surveyId: string;
  contactId: string;
}

export const openCustomerSurveyLink = () => linkApi.call(open, {});

export const useRespondentSurvey = (ref: SurveyRespondentRef) =>
  useQuery(
    queryOptions({
      queryKey: ['audit-customer-survey', ref.surveyId, ref.contactId],
      queryFn: async (): Promise<TRespondentCustomerSurvey> => (await linkApi.call(get, ref)).item,
      retry: false,
    }),
  );

export const useSubmitCustomerSurvey = () =>
  useMutation({
    mutationFn: (input: TSubmitCustomerSurveyRequest) => linkApi.call(submit, input),
  });
