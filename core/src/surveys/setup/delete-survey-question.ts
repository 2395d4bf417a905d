import { ZSurveyRefSchema, type TSurveyQuestion } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireSurveysAdmin } from '../access';
import { changed, checkVersion, findQuestion, inUse, toQuestion } from './setup-store';

/** Deletes a question no survey uses. */
export const deleteSurveyQuestion = async (
  ctx: Ctx,
  raw: { id: string; version: number },
): Promise<TSurveyQuestion> => {
  const input = ZSurveyRefSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const before = await findQuestion(companyId, input.id);
  await requireSurveysAdmin(ctx);
  checkVersion(before, input.version, 'survey question');
  if (before.useCount > 0) throw inUse('The question', before.text.slice(0, 60), before.useCount);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'survey-question',
      entityId: input.id,
      action: 'delete',
      summary: 'Survey question deleted',
      before: { competencyId: before.competencyId, text: before.text },
    },
    (tx) => [
      tx.surveyQuestion
        .delete({ companyId, questionId: input.id })
        .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.eq(a.useCount, 0)}`)
        .commit(),
      tx.surveyCompetency
        .patch({ companyId, competencyId: before.competencyId })
        .subtract({ questionCount: 1 })
        .commit(),
    ],
    changed('survey question'),
  );
  return toQuestion(before);
};
