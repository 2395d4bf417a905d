import { ZSurveyRefSchema, type TSurveyCompetency } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireSurveysAdmin } from '../access';
import { changed, checkVersion, findCompetency, inUse, toCompetency } from './setup-store';

/** Deletes a competency no survey uses and that has no questions left. */
export const deleteSurveyCompetency = async (
  ctx: Ctx,
  raw: { id: string; version: number },
): Promise<TSurveyCompetency> => {
  const input = ZSurveyRefSchema.parse(raw);
  const companyId = tenantOf(ctx);
  const before = await findCompetency(companyId, input.id);
  await requireSurveysAdmin(ctx);
  checkVersion(before, input.version, 'survey competency');
  if (before.useCount > 0) throw inUse('The competency', before.name, before.useCount);
  if (before.questionCount > 0)
    throw new AppError(
      'CONFLICT',
      `The competency “${before.name}” has ${before.questionCount} question${before.questionCount === 1 ? '' : 's'}: delete them first.`,
    );
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'survey-competency',
      entityId: input.id,
      action: 'delete',
      summary: `Survey competency “${before.name}” deleted`,
      before: { name: before.name, description: before.description },
    },
    (tx) => [
      tx.surveyCompetency
        .delete({ companyId, competencyId: input.id })
        .where(
          (a, op) =>
            `${op.eq(a.version, input.version)} AND ${op.eq(a.useCount, 0)} AND ${op.eq(a.questionCount, 0)}`,
        )
        .commit(),
    ],
    changed('survey competency'),
  );
  return toCompetency(before);
};
