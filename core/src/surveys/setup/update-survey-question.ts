import {
  ZUpdateSurveyQuestionRequestSchema,
  type TSurveyQuestion,
  type TUpdateSurveyQuestionRequest,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireSurveysAdmin } from '../access';
import { changed, checkVersion, findQuestion, toQuestion } from './setup-store';

/** A question's edit is versioned; surveys added before keep the text their reviewers answer. */
export const updateSurveyQuestion = async (
  ctx: Ctx,
  raw: TUpdateSurveyQuestionRequest,
): Promise<TSurveyQuestion> => {
  const input = ZUpdateSurveyQuestionRequestSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const before = await findQuestion(companyId, input.id);
  await requireSurveysAdmin(ctx);
  checkVersion(before, input.version, 'survey question');
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'survey-question',
      entityId: input.id,
      action: 'update',
      summary: 'Survey question updated',
      before: { text: before.text },
      after: { text: input.text },
    },
    (tx) => [
      tx.surveyQuestion
        .patch({ companyId, questionId: input.id })
        .set({ text: input.text, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
    changed('survey question'),
  );
  return toQuestion(await findQuestion(companyId, input.id));
};
