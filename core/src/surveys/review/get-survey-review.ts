import { ZSurveyReviewRefSchema, type TSurveyReviewForm } from '@stratum/contracts';
import type { LinkCtx } from '../../kernel/ctx';
import { grantedReview, requireAuthenticated } from './review-store';

/** The questions and the scale, for a reviewer whose code proved the address. */
export const getSurveyReview = async (
  ctx: LinkCtx,
  raw: { surveyId: string },
): Promise<TSurveyReviewForm> => {
  const { surveyId } = ZSurveyReviewRefSchema.parse(raw);
  const { survey, reviewer } = await grantedReview(ctx.link, surveyId);
  requireAuthenticated(reviewer, ctx.link);
  return {
    surveyId: survey.surveyId,
    title: survey.title,
    subjectName: survey.subjectName,
    relationship: reviewer.relationship,
    points: [...survey.points].sort((a, b) => a.value - b.value),
    items: survey.items,
  };
};
