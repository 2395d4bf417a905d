import { ZSurveyReviewRefSchema } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { LinkCtx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { grantedReview, reviewerActor } from './review-store';

/**
 * Stops the reminder mails to the link's reviewer — the only way an outside reviewer, who has no
 * settings page, can. It needs no code: whoever holds the link can only ever stop mails to the
 * address it was sent to. The link keeps working for answering; repeating it changes nothing.
 */
export const stopSurveyReminders = async (
  ctx: LinkCtx,
  raw: { surveyId: string },
): Promise<{ remindersOff: true }> => {
  const { surveyId } = ZSurveyReviewRefSchema.parse(raw);
  const { survey, reviewer } = await grantedReview(ctx.link, surveyId);
  if (reviewer.remindersOff) return { remindersOff: true };
  await writeChange(
    reviewerActor(ctx, reviewer.name),
    {
      companyId: survey.companyId,
      entityType: 'survey',
      entityId: survey.surveyId,
      action: 'stop-reminders',
      summary: `A reviewer of the 360-degree survey “${survey.title}” stopped its reminders`,
    },
    (tx) => [
      tx.surveyReviewer
        .patch({ companyId: survey.companyId, surveyId, reviewerId: reviewer.reviewerId })
        .set({ remindersOff: true, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, reviewer.version))
        .commit(),
    ],
    new AppError('CONFLICT', 'Your survey changed a moment ago. Reload the page and try again.'),
  );
  return { remindersOff: true };
};
