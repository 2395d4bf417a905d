import { outreachLetterRoutes, outreachMeetingRoutes, questionnaireTeamRoutes } from '@stratum/contracts';
import {
  getEntranceMeeting,
  getEntranceMeetingFileLink,
  getNotificationLetterFileLink,
  getQuestionnaire,
  getQuestionnaireFileLink,
  listNotificationLetters,
  previewNotificationLetter,
  removeEntranceMeetingFile,
  resendNotificationLetterMail,
  saveEntranceMeeting,
  saveQuestionnaire,
  sendNotificationLetter,
  sendQuestionnaire,
  uploadEntranceMeetingFile,
  withdrawQuestionnaireLink,
} from '@stratum/core/audit';
import { AppError } from '@stratum/core/kernel/errors';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

const [questionnaire, save, send, withdraw, fileLink] = questionnaireTeamRoutes;
const [letters, preview, sendLetter, letterFile, resendLetterMail] = outreachLetterRoutes;
const [meeting, saveMeeting, uploadMeetingFile, meetingFile, removeMeetingFile] = outreachMeetingRoutes;

/**
 * The audit team's side of outreach to the auditee (spec §2 `manage/{id}/notification-letter`,
 * `entrance-meeting`, `questionnaire`).
 */
export const handler = familyHandler('audit-outreach', [
  bind(questionnaire, async ({ ctx, input }) => ({ item: await getQuestionnaire(ctx, input) })),
  bind(save, async ({ ctx, input }) => ({ item: await saveQuestionnaire(ctx, input) })),
  bind(send, async ({ ctx, input }) => ({ item: await sendQuestionnaire(ctx, input) })),
  bind(withdraw, async ({ ctx, input }) => ({ item: await withdrawQuestionnaireLink(ctx, input) })),
  bind(fileLink, ({ ctx, input }) => getQuestionnaireFileLink(ctx, input)),
  bind(letters, ({ ctx, input }) => listNotificationLetters(ctx, input)),
  bind(preview, async ({ ctx, input }) => ({ item: await previewNotificationLetter(ctx, input) })),
  bind(sendLetter, async ({ ctx, input }) => ({ item: await sendNotificationLetter(ctx, input) })),
  bind(letterFile, ({ ctx, input }) => getNotificationLetterFileLink(ctx, input)),
  bind(resendLetterMail, async ({ ctx, input }) => ({
    item: await resendNotificationLetterMail(ctx, input),
  })),
  bind(meeting, async ({ ctx, input }) => ({ item: await getEntranceMeeting(ctx, input) })),
  bind(saveMeeting, async ({ ctx, input }) => ({ item: await saveEntranceMeeting(ctx, input) })),
  bind(uploadMeetingFile, async ({ ctx, input, file }) => {
    if (!file) throw new AppError('BAD_REQUEST', 'document: a file is required');
    return { item: await uploadEntranceMeetingFile(ctx, input, file) };
  }),
  bind(meetingFile, ({ ctx, input }) => getEntranceMeetingFileLink(ctx, input)),
  bind(removeMeetingFile, async ({ ctx, input }) => ({ item: await removeEntranceMeetingFile(ctx, input) })),
]);
