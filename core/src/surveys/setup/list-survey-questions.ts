import { ZListSurveyQuestionsRequestSchema, type TSurveyQuestion } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireSurveysAdmin } from '../access';
import { findCompetency, loadSurveySetup, toQuestion } from './setup-store';

/** The questions of one competency (another company's is not found) or of all, oldest first. */
export const listSurveyQuestions = async (
  ctx: Ctx,
  raw: { competencyId?: string | undefined },
): Promise<TSurveyQuestion[]> => {
  const input = ZListSurveyQuestionsRequestSchema.parse(raw);
  const companyId = tenantOf(ctx);
  if (input.competencyId) await findCompetency(companyId, input.competencyId);
  await requireSurveysAdmin(ctx);
  const { questions } = await loadSurveySetup(companyId);
  return questions
    .filter((q) => !input.competencyId || q.competencyId === input.competencyId)
    .map(toQuestion)
    .sort((a, b) => a.id.localeCompare(b.id));
};
