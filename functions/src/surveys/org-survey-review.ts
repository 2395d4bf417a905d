import { orgSurveyReviewRoutes } from '@stratum/contracts';
import { openOrgSurveyReview, submitOrgSurveyReview } from '@stratum/core/surveys';
import { bindLink } from '../http/bind';
import { familyHandler } from '../http/family';

const [open, submit] = orgSurveyReviewRoutes;

/**
 * The employee's side of an organisational survey (spec §2 public
 * `/app/organizational-survey-review`): every call is opened by the mailed link token, never a session.
 */
export const handler = familyHandler('org-survey-review', [
  bindLink(open, ({ ctx }) => openOrgSurveyReview(ctx)),
  bindLink(submit, ({ ctx, input }) => submitOrgSurveyReview(ctx, input)),
]);
