import { ZRemoveReviewerRequestSchema, type TRemoveReviewerRequest, type TSurvey } from '@stratum/contracts';
import { db } from '../../db';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { revokeLinkToken } from '../../kernel/link-tokens';
import { requireSurveysAdmin } from '../access';
import { checkSurveyVersion, findSurvey, surveyChanged, surveyView } from './survey-store';
import { requireNotSharing } from './share-job';

/**
 * Removes a reviewer who has not answered; their link, if mailed, is withdrawn with them. One who
 * answered stays: their answer is counted anonymously and cannot be taken back out.
 */
export const removeSurveyReviewer = async (ctx: Ctx, raw: TRemoveReviewerRequest): Promise<TSurvey> => {
  const input = ZRemoveReviewerRequestSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const survey = await findSurvey(companyId, input.id);
  const { data: reviewer } = await db()
    .entities.surveyReviewer.get({ companyId, surveyId: survey.surveyId, reviewerId: input.reviewerId })
    .go();
  if (!reviewer) throw new AppError('NOT_FOUND', 'reviewerId: no such reviewer on this survey');
  await requireSurveysAdmin(ctx);
  checkSurveyVersion(survey, input.version);
  await requireNotSharing(survey.companyId, survey.surveyId);
  if (reviewer.state === 'Answered')
    throw new AppError(
      'UNPROCESSABLE',
      `${reviewer.name} has answered: a reviewer who answered cannot be removed.`,
    );
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'survey',
      entityId: survey.surveyId,
      action: 'remove-reviewer',
      summary: `${reviewer.name} (${reviewer.relationship}) removed from the 360-degree survey “${survey.title}”`,
      before: { reviewer: { relationship: reviewer.relationship, email: reviewer.email } },
    },
    (tx) => [
      tx.survey
        .patch({ companyId, surveyId: survey.surveyId })
        .set({ updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .subtract({ reviewerCount: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      tx.surveyReviewer
        .delete({ companyId, surveyId: survey.surveyId, reviewerId: reviewer.reviewerId })
        .where((a, op) => op.ne(a.state, 'Answered'))
        .commit(),
      !!reviewer.tokenId && revokeLinkToken(tx, ctx, { companyId, tokenId: reviewer.tokenId }),
    ],
    surveyChanged(),
  );
  return surveyView(await findSurvey(companyId, survey.surveyId), ctx.now);
};
