import {
  ZUpdateReviewQuestionRequestSchema,
  type TCompetencyReviewSetup,
  type TUpdateReviewQuestionRequest,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { adminPlan, changed, checkVersion, itemOf, loadReviewSetup, setupNow } from './review-store';
import { countQuestion } from './question-counts';

/**
 * A versioned edit of a question: its text, its area, and its scale while nobody has been answered
 * on it (422: the answers are points of the old scale). A moved area or scale moves the counts.
 */
export const updateReviewQuestion = async (
  ctx: Ctx,
  raw: TUpdateReviewQuestionRequest,
): Promise<TCompetencyReviewSetup> => {
  const input = ZUpdateReviewQuestionRequestSchema.parse(raw);
  const companyId = await adminPlan(ctx, input.annualPlanId);
  const setup = await loadReviewSetup(companyId, input.annualPlanId);
  const before = itemOf(setup, 'question', input.id);
  checkVersion(before, input.version, 'question');
  itemOf(setup, 'area', input.areaId, 'areaId');
  itemOf(setup, 'scale', input.scaleId, 'scaleId');
  const areaMoves = before.areaId !== input.areaId;
  const scaleMoves = before.scaleId !== input.scaleId;
  if (scaleMoves && before.answerCount > 0)
    throw new AppError(
      'UNPROCESSABLE',
      `scaleId: the question has been answered for ${before.answerCount} employee${before.answerCount === 1 ? '' : 's'} on its scale; it cannot move to another.`,
    );
  const key = { companyId, annualPlanId: input.annualPlanId };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'competency-review-question',
      entityId: input.id,
      action: 'update',
      summary: 'Competency review question updated',
      before: { text: before.name, areaId: before.areaId, scaleId: before.scaleId },
      after: { text: input.text, areaId: input.areaId, scaleId: input.scaleId },
    },
    (tx) => [
      tx.competencyReviewItem
        .patch({ ...key, kind: 'question', itemId: input.id })
        .set({
          name: input.text,
          areaId: input.areaId,
          scaleId: input.scaleId,
          updatedAt: ctx.now.toISOString(),
        })
        .add({ version: 1 })
        .where((a, op) =>
          scaleMoves
            ? `${op.eq(a.version, input.version)} AND ${op.eq(a.answerCount, 0)}`
            : op.eq(a.version, input.version),
        )
        .commit(),
      areaMoves && countQuestion(tx, key, 'area', before.areaId ?? '', -1),
      areaMoves && countQuestion(tx, key, 'area', input.areaId, 1),
      scaleMoves && countQuestion(tx, key, 'scale', before.scaleId ?? '', -1),
      scaleMoves && countQuestion(tx, key, 'scale', input.scaleId, 1),
    ],
    changed('question'),
  );
  return setupNow(companyId, input.annualPlanId);
};
