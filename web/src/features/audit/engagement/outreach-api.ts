import { outreachLetterRoutes, outreachMeetingRoutes, questionnaireTeamRoutes } from '@stratum/contracts';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';

const [questionnaire, saveQuestionnaire, sendQuestionnaire, withdrawLink, questionnaireFile] =
  questionnaireTeamRoutes;
const [letters, previewLetter, sendLetter, letterFile, resendLetterMail] = outreachLetterRoutes;
const [meeting, saveMeeting, uploadMeetingFile, meetingFile, removeMeetingFile] = outreachMeetingRoutes;

/** The engagement's outreach reads: every write of it may move any of them. */
const outreachKeys = (): QueryKey[] => [questionnaire, letters, meeting].map((x) => routeKey(x));
const write = <R extends Parameters<typeof useRouteMutation>[0]>(route: R) =>
  useRouteMutation(route, { invalidates: outreachKeys() });

export const useNotificationLetters = (auditId: string) => useQuery(routeQueryOptions(letters, { auditId }));
export const useLetterPreview = (auditId: string, templateId: string | null) =>
  useQuery({
    ...routeQueryOptions(previewLetter, { auditId, templateId: templateId ?? '' }),
    enabled: Boolean(templateId),
  });
export const useSendLetter = () => write(sendLetter);
export const useLetterFileLink = () => useRouteMutation(letterFile);
export const useResendLetterMail = () => write(resendLetterMail);

export const useEntranceMeeting = (auditId: string) => useQuery(routeQueryOptions(meeting, { auditId }));
export const useSaveMeeting = () => write(saveMeeting);
export const useUploadMeetingFile = () => write(uploadMeetingFile);
export const useMeetingFileLink = () => useRouteMutation(meetingFile);
export const useRemoveMeetingFile = () => write(removeMeetingFile);

export const useTeamQuestionnaire = (auditId: string) =>
  useQuery(routeQueryOptions(questionnaire, { auditId }));
export const useSaveQuestionnaire = () => write(saveQuestionnaire);
export const useSendQuestionnaire = () => write(sendQuestionnaire);
export const useWithdrawLink = () => write(withdrawLink);
export const useQuestionnaireFileLink = () => useRouteMutation(questionnaireFile);
