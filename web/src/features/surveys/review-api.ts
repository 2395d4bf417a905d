import { createApiClient, surveyReviewRoutes, type TSubmitSurveyReviewRequest } from '@stratum/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

/**
 * The reviewer's side: no session, only the link token the mail carried (ARCHITECTURE §6), kept
 * in this tab's sessionStorage so a reload still works and nothing stays once the tab closes.
 */
const LINK_KEY = 'stratum.survey-review-link';

export const reviewLink = {
  get: (): string | null => window.sessionStorage.getItem(LINK_KEY),
  set: (token: string): void => window.sessionStorage.setItem(LINK_KEY, token),
  clear: (): void => window.sessionStorage.removeItem(LINK_KEY),
};

const linkApi = createApiClient({ baseUrl: '', getToken: reviewLink.get });

const [open, sendCode, authenticate, get, submit, stopReminders] = surveyReviewRoutes;

export const openReviewQueryOptions = () =>
  queryOptions({ queryKey: ['survey-review', 'open'], queryFn: () => linkApi.call(open, {}), retry: false });

export const useOpenReview = (enabled: boolean) => useQuery({ ...openReviewQueryOptions(), enabled });

export const useReviewForm = (surveyId: string) =>
  useQuery({
    queryKey: ['survey-review', 'get', surveyId],
    queryFn: async () => (await linkApi.call(get, { surveyId })).item,
    retry: false,
  });

export const useSendReviewCode = () =>
  useMutation({
    mutationFn: (surveyId: string) => linkApi.call(sendCode, { surveyId }),
    meta: { toast: false },
  });

export const useAuthenticateReview = () =>
  useMutation({
    mutationFn: (input: { surveyId: string; code: string }) => linkApi.call(authenticate, input),
    meta: { toast: false },
  });

export const useSubmitReview = () =>
  useMutation({
    mutationFn: (input: TSubmitSurveyReviewRequest) => linkApi.call(submit, input),
    meta: { toast: false },
  });

export const useStopReminders = () =>
  useMutation({
    mutationFn: (surveyId: string) => linkApi.call(stopReminders, { surveyId }),
    meta: { toast: false },
  });
