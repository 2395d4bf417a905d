import type { TDeleteQaReviewRequest } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { writeChange } from '../../kernel/change';
import { requireModuleAdmin } from '../../platform';
import type { QaPanel } from '../entities/qa';
import { STALE, SUBJECT_NOUN, findReview, memberCount, reviewChange } from './qa-review-parts';

/** Removes an assignment: the subject has no reviewer of their own any more. */
export const deleteQaReview = async (
  ctx: Ctx,
  panel: QaPanel,
  input: TDeleteQaReviewRequest,
): Promise<{ item: null }> => {
  const companyId = tenantOf(ctx);
  const key = { subjectType: input.subjectType, subjectId: input.subjectId };
  const before = await findReview(companyId, panel, key);
  await requireModuleAdmin(ctx, 'performance');
  if (before.version !== input.version) throw new AppError('CONFLICT', STALE);
  const now = ctx.now.toISOString();
  await writeChange(
    ctx,
    reviewChange(ctx, panel, input, {
      action: 'delete',
      summary: `review of a ${SUBJECT_NOUN[input.subjectType]} removed`,
      before: { reviewerId: before.reviewerId },
    }),
    (tx) => [
      tx.qaAssignment
        .delete({ companyId, panel, ...key })
        .where(
          (attr, op) =>
            `${op.eq(attr.version, input.version)} AND ${op.eq(attr.reviewerId, before.reviewerId)}`,
        )
        .commit(),
      memberCount(tx, companyId, panel, before.reviewerId, -1, now),
    ],
    new AppError('CONFLICT', STALE),
  );
  return { item: null };
};
