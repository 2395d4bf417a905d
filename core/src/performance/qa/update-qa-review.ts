import type { TQaReview, TUpdateQaReviewRequest } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { writeChange } from '../../kernel/change';
import { requireModuleAdmin } from '../../platform';
import type { QaPanel } from '../entities/qa';
import {
  STALE,
  SUBJECT_NOUN,
  findReview,
  memberCount,
  one,
  requireMember,
  reviewChange,
  selfReview,
} from './qa-review-parts';

/** Gives a review to another member. */
export const updateQaReview = async (
  ctx: Ctx,
  panel: QaPanel,
  input: TUpdateQaReviewRequest,
): Promise<{ item: TQaReview }> => {
  const companyId = tenantOf(ctx);
  const key = { subjectType: input.subjectType, subjectId: input.subjectId };
  const before = await findReview(companyId, panel, key);
  await requireMember(companyId, panel, input.reviewerId);
  await requireModuleAdmin(ctx, 'performance');
  selfReview(input.subjectType, input.subjectId, input.reviewerId);
  if (before.version !== input.version) throw new AppError('CONFLICT', STALE);
  if (before.reviewerId === input.reviewerId) return one(ctx, panel, key);
  const now = ctx.now.toISOString();
  await writeChange(
    ctx,
    reviewChange(ctx, panel, input, {
      action: 'update',
      summary: `review of a ${SUBJECT_NOUN[input.subjectType]} given to another member`,
      before: { reviewerId: before.reviewerId },
      after: { reviewerId: input.reviewerId },
    }),
    (tx) => [
      tx.qaAssignment
        .patch({ companyId, panel, ...key })
        .set({ reviewerId: input.reviewerId, updatedAt: now })
        .add({ version: 1 })
        .where(
          (attr, op) =>
            `${op.eq(attr.version, input.version)} AND ${op.eq(attr.reviewerId, before.reviewerId)}`,
        )
        .commit(),
      memberCount(tx, companyId, panel, before.reviewerId, -1, now),
      memberCount(tx, companyId, panel, input.reviewerId, 1, now),
    ],
    new AppError('CONFLICT', STALE),
  );
  return one(ctx, panel, key);
};
