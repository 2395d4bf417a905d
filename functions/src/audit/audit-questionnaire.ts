import { questionnaireRespondentRoutes } from '@stratum/contracts';
import {
  getRespondentQuestionnaire,
  openQuestionnaireLink,
  submitQuestionnaire,
  uploadQuestionnaireAttachment,
} from '@stratum/core/audit';
import { bindLink } from '../http/bind';
import { familyHandler } from '../http/family';

const [open, get, upload, submit] = questionnaireRespondentRoutes;

/**
 * The respondent's side (spec §2 public `/app/audit-management/questionnaire` pages): every call is
 * opened by the contact's link token, never a session.
 */
export const handler = familyHandler('audit-questionnaire', [
  bindLink(open, ({ ctx }) => openQuestionnaireLink(ctx)),
  bindLink(get, async ({ ctx, input }) => ({ item: await getRespondentQuestionnaire(ctx, input) })),
  bindLink(upload, async ({ ctx, input, file }) => ({
    file: await uploadQuestionnaireAttachment(ctx, input, file!),
  })),
  bindLink(submit, ({ ctx, input }) => submitQuestionnaire(ctx, input)),
]);
