import { ZSurveyRefSchema, type TSurveyRow } from '@stratum/contracts';
import { db } from '../../db';
import { writeChange, writeItems } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError, isAppError } from '../../kernel/errors';
import { revokeLinkToken } from '../../kernel/link-tokens';
import { requireSurveysAdmin } from '../access';
import { releaseSetup } from '../setup/take-setup';
import { checkSurveyVersion, findSurvey, reviewersOf, surveyChanged, toSurveyRow } from './survey-store';
import { requireNotSharing } from './share-job';

/**
 * Deletes a survey nobody has answered. Once someone answered, their feedback is the subject's and
 * is not thrown away by a click: the survey is ended instead by moving its end date (422 says so).
 *
 * The survey, its uses of the set-up and the audit entry go in one transaction, conditional on the
 * version read and on no answer having come in meanwhile; an answer racing it fails on the gone
 * survey. Then each reviewer is removed with their link withdrawn — after the survey, so a failed
 * delete never leaves live reviewers without links; a link left over by a crash opens nothing,
 * because the review finds no survey.
 */
export const deleteSurvey = async (ctx: Ctx, raw: { id: string; version: number }): Promise<TSurveyRow> => {
  const input = ZSurveyRefSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const survey = await findSurvey(companyId, input.id);
  await requireSurveysAdmin(ctx);
  checkSurveyVersion(survey, input.version);
  await requireNotSharing(survey.companyId, survey.surveyId);
  if (survey.answered > 0)
    throw new AppError(
      'UNPROCESSABLE',
      `${survey.answered} ${survey.answered === 1 ? 'reviewer has' : 'reviewers have'} answered: a survey with answers cannot be deleted. End it instead by setting its end date.`,
    );
  const { surveyId } = survey;
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'survey',
      entityId: surveyId,
      action: 'delete',
      summary: `360-degree survey “${survey.title}” of ${survey.subjectName} deleted`,
      before: {
        title: survey.title,
        subjectId: survey.subjectId,
        startDate: survey.startDate,
        endDate: survey.endDate,
        reviewerCount: survey.reviewerCount,
      },
    },
    (tx) => [
      tx.survey
        .delete({ companyId, surveyId })
        .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.eq(a.answered, 0)}`)
        .commit(),
      ...releaseSetup(tx, companyId, survey),
    ],
    surveyChanged(),
  );
  for (const r of await reviewersOf(companyId, surveyId)) {
    try {
      // After the survey's own change (which settled the request's key): withdrawing what is
      // left is idempotent, so a late landing cannot double anything and needs no fence.
      await writeItems(
        (tx) => [
          tx.surveyReviewer.delete({ companyId, surveyId, reviewerId: r.reviewerId }).commit(),
          ...(r.tokenId ? [revokeLinkToken(tx, ctx, { companyId, tokenId: r.tokenId })] : []),
        ],
        { fence: 'none' },
      );
    } catch (e) {
      // a link withdrawn already (a delete retried) leaves only the reviewer to remove
      if (!isAppError(e)) throw e;
      await db().entities.surveyReviewer.delete({ companyId, surveyId, reviewerId: r.reviewerId }).go();
    }
  }
  return toSurveyRow(survey, ctx.now);
};
