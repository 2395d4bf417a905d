import { ZSurveyRefSchema, type TSurveyScale } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireSurveysAdmin } from '../access';
import { changed, checkVersion, findScale, inUse, toScale } from './setup-store';

/** Deletes a scale no survey uses; the delete is conditional on that, so a survey's add wins a race. */
export const deleteSurveyScale = async (
  ctx: Ctx,
  raw: { id: string; version: number },
): Promise<TSurveyScale> => {
  const input = ZSurveyRefSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const before = await findScale(companyId, input.id);
  await requireSurveysAdmin(ctx);
  checkVersion(before, input.version, 'survey scale');
  if (before.useCount > 0) throw inUse('The scale', before.name, before.useCount);
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'survey-scale',
      entityId: input.id,
      action: 'delete',
      summary: `Survey scale “${before.name}” deleted`,
      before: { name: before.name, points: before.points },
    },
    (tx) => [
      tx.surveyScale
        .delete({ companyId, scaleId: input.id })
        .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.eq(a.useCount, 0)}`)
        .commit(),
    ],
    changed('survey scale'),
  );
  return toScale(before);
};
