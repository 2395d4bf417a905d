import type { TSurveyReviewOpen } from '@stratum/contracts';
import { surveyStatus } from '@stratum/rules';
import { db } from '../../db';
import type { LinkCtx } from '../../kernel/ctx';
import { emailHint, grantedReview } from './review-store';

/** The reviewer's first page: which survey the link opens, and where the code will go. */
export const openSurveyReview = async (ctx: LinkCtx): Promise<TSurveyReviewOpen> => {
  const { survey, reviewer } = await grantedReview(ctx.link);
  const company = await db().entities.company.get({ companyId: survey.companyId }).go();
  return {
    surveyId: survey.surveyId,
    title: survey.title,
    subjectName: survey.subjectName,
    companyName: company.data?.companyName ?? '',
    relationship: reviewer.relationship,
    emailHint: emailHint(reviewer.email),
    status: surveyStatus(survey.startDate, survey.endDate, ctx.now),
    authenticated: reviewer.verifiedTokenId === ctx.link.tokenId,
  };
};
