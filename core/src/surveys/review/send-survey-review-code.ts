import { ZSurveyReviewRefSchema } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { LinkCtx } from '../../kernel/ctx';
import { queueMail } from '../../kernel/outbox';
import { emailHint, grantedReview, reviewerActor } from './review-store';
import { SURVEY_REVIEW_CODE_MAIL } from './survey-mail';

/**
 * Mails a one-time code to the address the link was sent to — never another — so a forwarded or
 * leaked link alone does not let anyone answer. The code is made when the mail is sent.
 */
export const sendSurveyReviewCode = async (
  ctx: LinkCtx,
  raw: { surveyId: string },
): Promise<{ sentTo: string }> => {
  const { surveyId } = ZSurveyReviewRefSchema.parse(raw);
  const { survey, reviewer } = await grantedReview(ctx.link, surveyId);
  await writeChange(
    reviewerActor(ctx, reviewer.name),
    {
      companyId: survey.companyId,
      entityType: 'survey',
      entityId: survey.surveyId,
      action: 'send-review-code',
      summary: `One-time code mailed to a reviewer of the 360-degree survey “${survey.title}”`,
    },
    (tx) => [
      queueMail(
        tx,
        { userId: `link:${ctx.link.tokenId}`, now: ctx.now },
        {
          companyId: survey.companyId,
          kind: SURVEY_REVIEW_CODE_MAIL,
          to: reviewer.email,
          subject: 'Your one-time survey code',
          data: { surveyId: survey.surveyId, reviewerId: reviewer.reviewerId, tokenId: ctx.link.tokenId },
        },
      ),
    ],
  );
  return { sentTo: emailHint(reviewer.email) };
};
