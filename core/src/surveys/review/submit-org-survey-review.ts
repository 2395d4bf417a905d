import { randomBytes } from 'node:crypto';
import { ZSubmitOrgSurveyReviewRequestSchema, type TSubmitOrgSurveyReviewRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { LinkCtx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { spendLinkToken } from '../../kernel/link-tokens';
import { grantedOrgReview } from './org-review-store';
import { requireOpen, scoresOf } from './scores';

/**
 * Submits an employee's answers to an organisational survey, once, anonymously. One transaction
 * writes the answer apart — the unit and the scores by question only: no employee, no link, no
 * time, a random id —, marks the recipient Answered, counts the answer and spends the link. A
 * survey that is not open takes no answers (the server decides from the dates).
 */
export const submitOrgSurveyReview = async (
  ctx: LinkCtx,
  raw: TSubmitOrgSurveyReviewRequest,
): Promise<{ submittedAt: string }> => {
  const input = ZSubmitOrgSurveyReviewRequestSchema.parse(raw);
  const { survey, recipient } = await grantedOrgReview(ctx.link, input.surveyId);
  requireOpen(survey, ctx.now);
  const scores = scoresOf(survey, input.answers);
  const { companyId, orgSurveyId } = survey;
  const submittedAt = ctx.now.toISOString();
  await writeChange(
    { userId: `link:${ctx.link.tokenId}`, actorName: 'An employee (survey link)', now: ctx.now },
    {
      companyId,
      entityType: 'orgSurvey',
      entityId: orgSurveyId,
      action: 'answer',
      summary: `An employee answered the organisational survey “${survey.title}”`,
    },
    (tx) => [
      tx.orgSurveyResponse
        .create({
          companyId,
          orgSurveyId,
          responseId: randomBytes(16).toString('hex'),
          unitId: recipient.unitId,
          scores,
        })
        .commit(),
      tx.orgSurveyRecipient
        .patch({ companyId, orgSurveyId, employeeId: recipient.employeeId })
        .set({ state: 'Answered', updatedAt: submittedAt })
        .add({ version: 1 })
        .where((a, op) => `${op.eq(a.version, recipient.version)} AND ${op.eq(a.state, 'Sent')}`)
        .commit(),
      tx.orgSurvey.patch({ companyId, orgSurveyId }).add({ answered: 1 }).commit(),
      spendLinkToken(tx, ctx.link, ctx.now),
    ],
    new AppError('CONFLICT', 'Your answers were submitted in another window. Reload the page.'),
  );
  return { submittedAt };
};
