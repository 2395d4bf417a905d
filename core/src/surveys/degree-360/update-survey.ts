import { ZUpdateSurveyRequestSchema, type TSurvey, type TUpdateSurveyRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireSurveysAdmin } from '../access';
import { checkSurveyVersion, findSurvey, surveyChanged, surveyView } from './survey-store';
import { requireNotSharing } from './share-job';

/**
 * Changes a survey's title and period. Moving the end date into the past closes it at once; moving
 * it forward opens it again (the status is the dates').
 */
export const updateSurvey = async (ctx: Ctx, raw: TUpdateSurveyRequest): Promise<TSurvey> => {
  const input = ZUpdateSurveyRequestSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const before = await findSurvey(companyId, input.id);
  await requireSurveysAdmin(ctx);
  checkSurveyVersion(before, input.version);
  await requireNotSharing(before.companyId, before.surveyId);
  const after = { title: input.title, startDate: input.startDate, endDate: input.endDate };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'survey',
      entityId: input.id,
      action: 'update',
      summary: `360-degree survey “${before.title}” updated`,
      before: { title: before.title, startDate: before.startDate, endDate: before.endDate },
      after,
    },
    (tx) => [
      tx.survey
        .patch({ companyId, surveyId: input.id })
        .set({ ...after, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
    surveyChanged(),
  );
  return surveyView(await findSurvey(companyId, input.id), ctx.now);
};
