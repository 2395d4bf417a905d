import {
  ZAddReviewQuestionRequestSchema,
  type TAddReviewQuestionRequest,
  type TCompetencyReviewSetup,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { newId } from '../../kernel/ids';
import { adminPlan, itemOf, loadReviewSetup, setupNow } from './review-store';
import { countQuestion } from './question-counts';

/**
 * Adds a question of a competency, in an area, on a scale; each of the three counts it in the same
 * transaction, conditional on still existing, so none of them is deleted from under it.
 */
export const addReviewQuestion = async (
  ctx: Ctx,
  raw: TAddReviewQuestionRequest,
): Promise<TCompetencyReviewSetup> => {
  const input = ZAddReviewQuestionRequestSchema.parse(raw);
  const companyId = await adminPlan(ctx, input.annualPlanId);
  const setup = await loadReviewSetup(companyId, input.annualPlanId);
  const competency = itemOf(setup, 'competency', input.competencyId, 'competencyId');
  itemOf(setup, 'area', input.areaId, 'areaId');
  itemOf(setup, 'scale', input.scaleId, 'scaleId');
  const itemId = newId();
  const now = ctx.now.toISOString();
  const key = { companyId, annualPlanId: input.annualPlanId };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'competency-review-question',
      entityId: itemId,
      action: 'add',
      summary: `Competency review question added to “${competency.name}”`,
      after: {
        text: input.text,
        competencyId: input.competencyId,
        areaId: input.areaId,
        scaleId: input.scaleId,
      },
    },
    (tx) => [
      tx.competencyReviewItem
        .create({
          ...key,
          kind: 'question',
          itemId,
          name: input.text,
          description: '',
          competencyId: input.competencyId,
          areaId: input.areaId,
          scaleId: input.scaleId,
          questionCount: 0,
          answerCount: 0,
          version: 1,
          createdAt: now,
          updatedAt: now,
        })
        .commit(),
      countQuestion(tx, key, 'competency', input.competencyId, 1),
      countQuestion(tx, key, 'area', input.areaId, 1),
      countQuestion(tx, key, 'scale', input.scaleId, 1),
    ],
  );
  return setupNow(companyId, input.annualPlanId);
};
