import { qualitativeMeasurementOn } from '../../platform';
import {
  ZSaveCompetencyAnswersRequestSchema,
  type TEmployeeCompetencyReview,
  type TSaveCompetencyAnswersRequest,
} from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { answersOf, reviewView } from './employee-score';
import { employeeReviewAccess } from './review-access';
import { itemOf, loadReviewSetup } from './review-store';

/**
 * Answers questions of a plan's review for an employee, each with a point of its scale; an answer
 * given again replaces the earlier one. One transaction: the answers; on each question answered for
 * the first time (and its scale) a count, conditional on the question still on the scale read and
 * the scale at the version read, so an answer is never of a point that was edited away meanwhile.
 */
export const saveCompetencyAnswers = async (
  ctx: Ctx,
  raw: TSaveCompetencyAnswersRequest,
): Promise<TEmployeeCompetencyReview> => {
  const input = ZSaveCompetencyAnswersRequestSchema.parse(raw);
  const { companyId, employee, canAnswer } = await employeeReviewAccess(ctx, input, 'answer');
  const [setup, before, enabled] = await Promise.all([
    loadReviewSetup(companyId, input.annualPlanId),
    answersOf(companyId, input.annualPlanId, input.employeeId),
    qualitativeMeasurementOn(companyId),
  ]);
  const had = new Set(before.map((a) => a.questionId));
  const read = input.answers.map((a, i) => {
    const question = itemOf(setup, 'question', a.questionId, `answers.${i}.questionId`);
    const scale = itemOf(setup, 'scale', question.scaleId ?? '', `answers.${i}.questionId`);
    const values = (scale.points ?? []).map((p) => p.value);
    if (!values.includes(a.value))
      throw new AppError(
        'UNPROCESSABLE',
        `answers.${i}.value: ${a.value} is not a point of the scale “${scale.name}” (${values.join(', ')})`,
      );
    return { ...a, question, scale, first: !had.has(a.questionId) };
  });
  const scales = new Map(read.map((r) => [r.scale.itemId, r.scale]));
  const firstOn = (scaleId: string) => read.filter((r) => r.first && r.scale.itemId === scaleId).length;
  const key = { companyId, annualPlanId: input.annualPlanId };
  const now = ctx.now.toISOString();
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'competency-review-answers',
      entityId: `${input.annualPlanId}#${input.employeeId}`,
      action: 'update',
      summary: `Competency review of ${employee.name}: ${read.length} answer${read.length === 1 ? '' : 's'} saved`,
      after: { answers: input.answers },
    },
    (tx) => [
      // a first answer is a create (a second save racing it fails: the count stays true)
      ...read.map((r) =>
        r.first
          ? tx.competencyAnswer
              .create({
                ...key,
                employeeId: input.employeeId,
                questionId: r.questionId,
                value: r.value,
                answeredBy: ctx.actorName,
                createdAt: now,
                updatedAt: now,
              })
              .commit()
          : tx.competencyAnswer
              .patch({ ...key, employeeId: input.employeeId, questionId: r.questionId })
              .set({ value: r.value, answeredBy: ctx.actorName, updatedAt: now })
              .commit(),
      ),
      ...read.map((r) =>
        r.first
          ? tx.competencyReviewItem
              .patch({ ...key, kind: 'question', itemId: r.questionId })
              .add({ answerCount: 1 })
              .where((a, op) => op.eq(a.scaleId, r.scale.itemId))
              .commit()
          : tx.competencyReviewItem
              .check({ ...key, kind: 'question', itemId: r.questionId })
              .where((a, op) => op.eq(a.scaleId, r.scale.itemId))
              .commit(),
      ),
      ...[...scales.values()].map((s) => {
        const n = firstOn(s.itemId);
        return n > 0
          ? tx.competencyReviewItem
              .patch({ ...key, kind: 'scale', itemId: s.itemId })
              .add({ answerCount: n })
              .where((a, op) => op.eq(a.version, s.version))
              .commit()
          : tx.competencyReviewItem
              .check({ ...key, kind: 'scale', itemId: s.itemId })
              .where((a, op) => op.eq(a.version, s.version))
              .commit();
      }),
    ],
    new AppError('CONFLICT', 'A question or its scale was changed a moment ago. Reload and try again.'),
  );
  return reviewView(
    setup,
    employee,
    await answersOf(companyId, input.annualPlanId, input.employeeId),
    canAnswer,
    enabled,
  );
};
