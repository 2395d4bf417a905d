import { db } from '../../db';
import type { AuditInput } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import type { QaAssignmentItem, QaPanel, QaSubjectType } from '../entities/qa';
import { lastReviewerOf, panelMembers } from './qa-store';
import { reviewsView } from './qa-view';
import type { TxEntities } from '../../kernel/transact';

export const STALE =
  'This QA review was changed by someone else since you opened it. Reload it and try again.';
export const SUBJECT_NOUN: Record<QaSubjectType, string> = {
  employee: 'employee',
  department: 'department',
  businessUnit: 'business unit',
};

export const requireMember = async (companyId: string, panel: QaPanel, reviewerId: string): Promise<void> => {
  const m = (await db().entities.qaMember.get({ companyId, panel, employeeId: reviewerId }).go()).data;
  if (!m) {
    const e = (await db().entities.employee.get({ companyId, employeeId: reviewerId }).go()).data;
    if (!e) throw new AppError('NOT_FOUND', 'reviewerId: no such employee in your company');
    throw new AppError(
      'UNPROCESSABLE',
      `reviewerId: only a member of the ${panel} QA panel can review; add them first.`,
    );
  }
};

export const findReview = async (
  companyId: string,
  panel: QaPanel,
  key: { subjectType: QaSubjectType; subjectId: string },
): Promise<QaAssignmentItem> => {
  const r = (
    await db()
      .entities.qaAssignment.get({ companyId, panel, ...key })
      .go()
  ).data;
  if (!r)
    throw new AppError(
      'NOT_FOUND',
      `subjectId: this ${SUBJECT_NOUN[key.subjectType]} has no ${panel} QA reviewer`,
    );
  return r;
};

export const one = async (
  ctx: Ctx,
  panel: QaPanel,
  key: { subjectType: QaSubjectType; subjectId: string },
) => {
  const companyId = tenantOf(ctx);
  const [r, members] = await Promise.all([findReview(companyId, panel, key), panelMembers(companyId, panel)]);
  const [item] = await reviewsView(companyId, [r], lastReviewerOf(members));
  return { item: item! };
};

export const selfReview = (type: QaSubjectType, subjectId: string, reviewerId: string) => {
  if (type === 'employee' && subjectId === reviewerId) {
    throw new AppError(
      'UNPROCESSABLE',
      'reviewerId: nobody QA-reviews their own records; choose another member.',
    );
  }
};

/** A member's count of reviews moves by `delta` (a transaction item). */
export const memberCount = (
  tx: TxEntities,
  companyId: string,
  panel: QaPanel,
  employeeId: string,
  delta: number,
  now: string,
) =>
  tx.qaMember
    .patch({ companyId, panel, employeeId })
    .add({ assignmentCount: delta })
    .set({ updatedAt: now })
    .commit();

/** What the audit entry of a change to who reviews a subject says (for `writeChange`). */
export const reviewChange = (
  ctx: Ctx,
  panel: QaPanel,
  subject: { subjectType: QaSubjectType; subjectId: string },
  change: {
    action: 'add' | 'update' | 'delete';
    summary: string;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  },
): AuditInput => ({
  companyId: tenantOf(ctx),
  entityType: `qa-${panel}-review`,
  entityId: `${subject.subjectType}#${subject.subjectId}`,
  ...change,
  summary: `QA ${panel} ${change.summary}`,
});
