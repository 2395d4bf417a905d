import type { TAddQaReviewRequest, TQaReview } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { writeChange } from '../../kernel/change';
import { requireModuleAdmin } from '../../platform';
import type { QaPanel, QaSubjectType } from '../entities/qa';
import { SUBJECT_NOUN, memberCount, one, requireMember, reviewChange, selfReview } from './qa-review-parts';

const UNIT_LEVEL: Record<Exclude<QaSubjectType, 'employee'>, string> = {
  department: 'department',
  businessUnit: 'business-unit',
};
/** The subject exists in the caller's company (404 naming the field otherwise); answers its name. */
const requireSubject = async (companyId: string, type: QaSubjectType, id: string): Promise<void> => {
  if (type === 'employee') {
    const e = (await db().entities.employee.get({ companyId, employeeId: id }).go()).data;
    if (!e) throw new AppError('NOT_FOUND', 'subjectId: no such employee in your company');
    return;
  }
  const unit = (await db().entities.orgUnit.get({ companyId, unitId: id }).go()).data;
  if (!unit || unit.level !== UNIT_LEVEL[type]) {
    throw new AppError('NOT_FOUND', `subjectId: no such ${SUBJECT_NOUN[type]} in your company`);
  }
};

/** Assigns a member to review an employee, a department or a business unit (one reviewer each). */
export const addQaReview = async (
  ctx: Ctx,
  panel: QaPanel,
  input: TAddQaReviewRequest,
): Promise<{ item: TQaReview }> => {
  const companyId = tenantOf(ctx);
  await requireSubject(companyId, input.subjectType, input.subjectId);
  await requireMember(companyId, panel, input.reviewerId);
  await requireModuleAdmin(ctx, 'performance');
  selfReview(input.subjectType, input.subjectId, input.reviewerId);
  const now = ctx.now.toISOString();
  const taken = new AppError(
    'CONFLICT',
    `This ${SUBJECT_NOUN[input.subjectType]} already has a ${panel} QA reviewer; change that review instead.`,
  );
  await writeChange(
    ctx,
    reviewChange(ctx, panel, input, {
      action: 'add',
      summary: `reviewer assigned to a ${SUBJECT_NOUN[input.subjectType]}`,
      after: { ...input },
    }),
    (tx) => [
      tx.qaAssignment
        .create({ companyId, panel, ...input, version: 1, createdAt: now, updatedAt: now })
        .commit(),
      memberCount(tx, companyId, panel, input.reviewerId, 1, now),
    ],
    taken,
  );
  return one(ctx, panel, input);
};
