import { surveyReviewRoutes } from '@stratum/contracts';
import {
  authenticateSurveyReview,
  getSurveyReview,
  openSurveyReview,
  sendSurveyReviewCode,
  stopSurveyReminders,
  submitSurveyReview,
} from '@stratum/core/surveys';
import { bindLink } from '../http/bind';
import { familyHandler } from '../http/family';

const [open, sendCode, authenticate, get, submit, stopReminders] = surveyReviewRoutes;

/**
 * The reviewer's side (spec §2 public `/app/survey-review` pages): every call is opened by the
 * reviewer's link token, never a session.
 */
export const handler = familyHandler('survey-review', [
  bindLink(open, ({ ctx }) => openSurveyReview(ctx)),
  bindLink(sendCode, ({ ctx, input }) => sendSurveyReviewCode(ctx, input)),
  bindLink(authenticate, ({ ctx, input }) => authenticateSurveyReview(ctx, input)),
  bindLink(get, async ({ ctx, input }) => ({ item: await getSurveyReview(ctx, input) })),
  bindLink(submit, ({ ctx, input }) => submitSurveyReview(ctx, input)),
  bindLink(stopReminders, ({ ctx, input }) => stopSurveyReminders(ctx, input)),
]);
