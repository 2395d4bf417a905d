import { ZCompetencyReviewRefSchema, type TCompetencyReviewSetup } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { adminPlan, changed, checkVersion, itemOf, loadReviewSetup, setupNow } from './review-store';
import { countQuestion } from './question-counts';

/**
 * Deletes a question nobody has been answered on (422 otherwise: the answers would be orphaned and
 * the scores they make would change), conditional on the version and on no answer meanwhile.
 */
export const deleteReviewQuestion = async (
  ctx: Ctx,
  raw: { annualPlanId: string; id: string; version: number },
): Promise<TCompetencyReviewSetup> => {
  const input = ZCompetencyReviewRefSchema.parse(raw);
  const companyId = await adminPlan(ctx, input.annualPlanId);
  const setup = await loadReviewSetup(companyId, input.annualPlanId);
  const before = itemOf(setup, 'question', input.id);
  checkVersion(before, input.version, 'question');
  if (before.answerCount > 0)
    throw new AppError(
      'UNPROCESSABLE',
      `The question has been answered for ${before.answerCount} employee${before.answerCount === 1 ? '' : 's'} and cannot be deleted: its answers make their competency scores.`,
    );
  const key = { companyId, annualPlanId: input.annualPlanId };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'competency-review-question',
      entityId: input.id,
      action: 'delete',
      summary: 'Competency review question deleted',
      before: {
        text: before.name,
        competencyId: before.competencyId,
        areaId: before.areaId,
        scaleId: before.scaleId,
      },
    },
    (tx) => [
      tx.competencyReviewItem
        .delete({ ...key, kind: 'question', itemId: input.id })
        .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.eq(a.answerCount, 0)}`)
        .commit(),
      countQuestion(tx, key, 'competency', before.competencyId ?? '', -1),
      countQuestion(tx, key, 'area', before.areaId ?? '', -1),
      countQuestion(tx, key, 'scale', before.scaleId ?? '', -1),
    ],
    changed('question'),
  );
  return setupNow(companyId, input.annualPlanId);
};
