import { randomBytes } from 'node:crypto';
import { ZSubmitSurveyReviewRequestSchema, type TSubmitSurveyReviewRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { LinkCtx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { spendLinkToken } from '../../kernel/link-tokens';
import { grantedReview, requireAuthenticated, reviewerActor } from './review-store';
import { requireOpen, scoresOf } from './scores';

/**
 * Submits a reviewer's answers, once, anonymously: every question answered with a point of the
 * survey's scale. One transaction writes the answers apart (rater group, scores, comment — no
 * reviewer, no link, no time, a random id), marks the reviewer Answered, counts the answer on the
 * survey and spends the link. A survey that is not open takes no answers (spec §3: the server
 * decides from the dates).
 */
export const submitSurveyReview = async (
  ctx: LinkCtx,
  raw: TSubmitSurveyReviewRequest,
): Promise<{ submittedAt: string }> => {
  const input = ZSubmitSurveyReviewRequestSchema.parse(raw);
  const { survey, reviewer } = await grantedReview(ctx.link, input.surveyId);
  requireAuthenticated(reviewer, ctx.link);
  requireOpen(survey, ctx.now);
  const scores = scoresOf(survey, input.answers);
  const { companyId, surveyId } = survey;
  const submittedAt = ctx.now.toISOString();
  await writeChange(
    reviewerActor(ctx, reviewer.name),
    {
      companyId,
      entityType: 'survey',
      entityId: surveyId,
      action: 'answer',
      // completion only: who answered is the reviewer list's; what they answered is not said here
      summary: `A reviewer answered the 360-degree survey “${survey.title}”`,
    },
    (tx) => [
      tx.surveyResponse
        .create({
          companyId,
          surveyId,
          responseId: randomBytes(16).toString('hex'),
          relationship: reviewer.relationship,
          scores,
          comment: input.comment,
        })
        .commit(),
      tx.surveyReviewer
        .patch({ companyId, surveyId, reviewerId: reviewer.reviewerId })
        .set({ state: 'Answered', updatedAt: submittedAt })
        .remove(['verifiedTokenId'])
        .add({ version: 1 })
        .where((a, op) => `${op.eq(a.version, reviewer.version)} AND ${op.eq(a.state, 'Sent')}`)
        .commit(),
      tx.survey.patch({ companyId, surveyId }).add({ answered: 1 }).commit(),
      spendLinkToken(tx, ctx.link, ctx.now),
    ],
    new AppError('CONFLICT', 'Your answers were submitted in another window. Reload the page.'),
  );
  return { submittedAt };
};
