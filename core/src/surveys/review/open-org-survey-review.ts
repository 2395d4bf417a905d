import type { TOrgSurveyReviewForm } from '@stratum/contracts';
import { surveyStatus } from '@stratum/rules';
import { db } from '../../db';
import type { LinkCtx } from '../../kernel/ctx';
import { grantedOrgReview } from './org-review-store';

/** The employee's page: the survey the link opens, its status, questions and scale. */
export const openOrgSurveyReview = async (ctx: LinkCtx): Promise<TOrgSurveyReviewForm> => {
  const { survey } = await grantedOrgReview(ctx.link);
  const company = await db().entities.company.get({ companyId: survey.companyId }).go();
  return {
    surveyId: survey.orgSurveyId,
    title: survey.title,
    companyName: company.data?.companyName ?? '',
    status: surveyStatus(survey.startDate, survey.endDate, ctx.now),
    endDate: survey.endDate,
    points: [...survey.points].sort((a, b) => a.value - b.value),
    items: survey.items,
  };
};
