import {
  ZUpdateSurveyScaleRequestSchema,
  type TSurveyScale,
  type TUpdateSurveyScaleRequest,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireSurveysAdmin } from '../access';
import { changed, checkVersion, findScale, toScale } from './setup-store';

/** A scale's edit is versioned; surveys added before keep the points they copied. */
export const updateSurveyScale = async (ctx: Ctx, raw: TUpdateSurveyScaleRequest): Promise<TSurveyScale> => {
  const input = ZUpdateSurveyScaleRequestSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const before = await findScale(companyId, input.id);
  await requireSurveysAdmin(ctx);
  checkVersion(before, input.version, 'survey scale');
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'survey-scale',
      entityId: input.id,
      action: 'update',
      summary: `Survey scale “${before.name}” updated`,
      before: { name: before.name, points: before.points },
      after: { name: input.name, points: input.points },
    },
    (tx) => [
      tx.surveyScale
        .patch({ companyId, scaleId: input.id })
        .set({ name: input.name, points: input.points, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
    changed('survey scale'),
  );
  return toScale(await findScale(companyId, input.id));
};
