import { questionnaireTeamRoutes } from '@stratum/contracts';
import {
  getQuestionnaire,
  getQuestionnaireFileLink,
  saveQuestionnaire,
  sendQuestionnaire,
  withdrawQuestionnaireLink,
} from '@stratum/core/audit';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

const [questionnaire, save, send, withdraw, fileLink] = questionnaireTeamRoutes;

/** The audit team's side of outreach to the auditee (spec §2 `manage/{id}/questionnaire`). */
export const handler = familyHandler('audit-outreach', [
  bind(questionnaire, async ({ ctx, input }) => ({ item: await getQuestionnaire(ctx, input) })),
  bind(save, async ({ ctx, input }) => ({ item: await saveQuestionnaire(ctx, input) })),
  bind(send, async ({ ctx, input }) => ({ item: await sendQuestionnaire(ctx, input) })),
  bind(withdraw, async ({ ctx, input }) => ({ item: await withdrawQuestionnaireLink(ctx, input) })),
  bind(fileLink, ({ ctx, input }) => getQuestionnaireFileLink(ctx, input)),
]);
