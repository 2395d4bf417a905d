import {
  ZAddSurveyQuestionRequestSchema,
  type TAddSurveyQuestionRequest,
  type TSurveyQuestion,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireSurveysAdmin } from '../access';
import { findCompetency, findQuestion, toQuestion } from './setup-store';

export const addSurveyQuestion = async (
  ctx: Ctx,
  raw: TAddSurveyQuestionRequest,
): Promise<TSurveyQuestion> => {
  const input = ZAddSurveyQuestionRequestSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const competency = await findCompetency(companyId, input.competencyId);
  await requireSurveysAdmin(ctx);
  const questionId = newId();
  const now = ctx.now.toISOString();
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'survey-question',
      entityId: questionId,
      action: 'add',
      summary: `Question added to the survey competency “${competency.name}”`,
      after: { competencyId: input.competencyId, text: input.text },
    },
    (tx) => [
      tx.surveyQuestion
        .create({
          companyId,
          questionId,
          competencyId: input.competencyId,
          text: input.text,
          useCount: 0,
          version: 1,
          createdAt: now,
          updatedAt: now,
        })
        .commit(),
      // the competency must still exist, and it now has one more question to keep it
      tx.surveyCompetency
        .patch({ companyId, competencyId: input.competencyId })
        .add({ questionCount: 1 })
        .commit(),
    ],
    new AppError('CONFLICT', 'The competency was deleted a moment ago. Reload and try again.'),
  );
  return toQuestion(await findQuestion(companyId, questionId));
};
