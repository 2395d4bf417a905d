import { tabLinkToken } from '../link-landing';
import {
  createApiClient,
  questionnaireRespondentRoutes,
  type TRespondentQuestionnaire,
  type TSubmitQuestionnaireRequest,
} from '@stratum/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The respondent's side: no session, only the link token the mail carried (ARCHITECTURE §6). It is
 * kept in this tab's sessionStorage, so a reload of the answer page still works and nothing is
 * left behind when the tab closes.
 */
export const linkToken = tabLinkToken('stratum.questionnaire-link');

const linkApi = createApiClient({ baseUrl: '', getToken: linkToken.get });

const [open, get, upload, submit] = questionnaireRespondentRoutes;

export interface RespondentRef {
  auditQuestionnaireId: string;
  userId: string;
}

export const openQuestionnaireLink = () => linkApi.call(open, {});

export const respondentQuestionnaireQueryOptions = (ref: RespondentRef) =>
  queryOptions({
    queryKey: ['audit-questionnaire', ref.auditQuestionnaireId, ref.userId],
    queryFn: async (): Promise<TRespondentQuestionnaire> => (await linkApi.call(get, ref)).item,
    retry: false,
  });

export const useRespondentQuestionnaire = (ref: RespondentRef) =>
  useQuery(respondentQuestionnaireQueryOptions(ref));

export const useUploadAttachment = (ref: RespondentRef) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, file }: { questionId: string; file: File }) =>
      linkApi.call(upload, { ...ref, questionId }, file),
    onSuccess: () => client.invalidateQueries(respondentQuestionnaireQueryOptions(ref)),
  });
};

export const useSubmitQuestionnaire = () =>
  useMutation({
    mutationFn: (input: TSubmitQuestionnaireRequest) => linkApi.call(submit, input),
  });
