import {
  ZAddSurveyCompetencyRequestSchema,
  type TAddSurveyCompetencyRequest,
  type TSurveyCompetency,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { newId } from '../../kernel/ids';
import { requireSurveysAdmin } from '../access';
import { findCompetency, toCompetency } from './setup-store';

export const addSurveyCompetency = async (
  ctx: Ctx,
  raw: TAddSurveyCompetencyRequest,
): Promise<TSurveyCompetency> => {
  const input = ZAddSurveyCompetencyRequestSchema.parse(raw);
  const companyId = tenantOf(ctx);
  await requireSurveysAdmin(ctx);
  const competencyId = newId();
  const now = ctx.now.toISOString();
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'survey-competency',
      entityId: competencyId,
      action: 'add',
      summary: `Survey competency “${input.name}” added`,
      after: { name: input.name, description: input.description },
    },
    (tx) => [
      tx.surveyCompetency
        .create({
          companyId,
          competencyId,
          name: input.name,
          description: input.description,
          questionCount: 0,
          useCount: 0,
          version: 1,
          createdAt: now,
          updatedAt: now,
        })
        .commit(),
    ],
  );
  return toCompetency(await findCompetency(companyId, competencyId));
};
