import {
  ZUpdateSurveyCompetencyRequestSchema,
  type TSurveyCompetency,
  type TUpdateSurveyCompetencyRequest,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireSurveysAdmin } from '../access';
import { changed, checkVersion, findCompetency, toCompetency } from './setup-store';

/** A competency's edit is versioned; surveys added before keep the name they copied. */
export const updateSurveyCompetency = async (
  ctx: Ctx,
  raw: TUpdateSurveyCompetencyRequest,
): Promise<TSurveyCompetency> => {
  const input = ZUpdateSurveyCompetencyRequestSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const before = await findCompetency(companyId, input.id);
  await requireSurveysAdmin(ctx);
  checkVersion(before, input.version, 'survey competency');
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'survey-competency',
      entityId: input.id,
      action: 'update',
      summary: `Survey competency “${before.name}” updated`,
      before: { name: before.name, description: before.description },
      after: { name: input.name, description: input.description },
    },
    (tx) => [
      tx.surveyCompetency
        .patch({ companyId, competencyId: input.id })
        .set({ name: input.name, description: input.description, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
    changed('survey competency'),
  );
  return toCompetency(await findCompetency(companyId, input.id));
};
