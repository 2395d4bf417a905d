import type {
  TAddQaReviewRequest,
  TDeleteQaReviewRequest,
  TListQaReviewsRequest,
  TQaReview,
  TUpdateQaReviewRequest,
} from '@stratum/contracts';
import { db } from '../../db';
import { auditEntry } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import type { Page } from '../../kernel/paging';
import { commit } from '../../kernel/transact';
import type { TxEntities } from '../../planning/tx';
import { requireModuleAdmin } from '../../platform/module/require-module-admin';
import type { QaAssignmentItem, QaPanel, QaSubjectType } from './qa-entities';
import { lastReviewerOf, panelAssignments, panelMembers } from './qa-store';
import { reviewsView } from './qa-view';

const STALE = 'This QA review was changed by someone else since you opened it. Reload it and try again.';
const UNIT_LEVEL: Record<Exclude<QaSubjectType, 'employee'>, string> = {
  department: 'department',
  businessUnit: 'business-unit',
};
const SUBJECT_NOUN: Record<QaSubjectType, string> = {
  employee: 'employee',
  department: 'department',
  businessUnit: 'business unit',
};

/** Who reviews whom on the panel (all of it, or one kind of subject), ordered by subject. */
export const listQaReviews = async (
  ctx: Ctx,
  panel: QaPanel,
  input: TListQaReviewsRequest,
): Promise<Page<TQaReview>> => {
  const companyId = tenantOf(ctx);
  const [all, members] = await Promise.all([
    panelAssignments(companyId, panel),
    panelMembers(companyId, panel),
  ]);
  const picked = input.subjectType ? all.filter((a) => a.subjectType === input.subjectType) : all;
  const list = (await reviewsView(companyId, picked, lastReviewerOf(members))).sort(
    (a, b) => a.subjectType.localeCompare(b.subjectType) || a.subjectName.localeCompare(b.subjectName),
  );
  return { list, total: list.length, cursor: null };
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

const requireMember = async (companyId: string, panel: QaPanel, reviewerId: string): Promise<void> => {
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

const findReview = async (
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

const one = async (ctx: Ctx, panel: QaPanel, key: { subjectType: QaSubjectType; subjectId: string }) => {
  const companyId = tenantOf(ctx);
  const [r, members] = await Promise.all([findReview(companyId, panel, key), panelMembers(companyId, panel)]);
  const [item] = await reviewsView(companyId, [r], lastReviewerOf(members));
  return { item: item! };
};

const selfReview = (type: QaSubjectType, subjectId: string, reviewerId: string) => {
  if (type === 'employee' && subjectId === reviewerId) {
    throw new AppError(
      'UNPROCESSABLE',
      'reviewerId: nobody QA-reviews their own records; choose another member.',
    );
  }
};

/** A member's count of reviews moves by `delta` (a transaction item). */
const memberCount = (
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

/** The audit record of a change to who reviews a subject (a transaction item). */
const reviewAudit = (
  tx: TxEntities,
  ctx: Ctx,
  panel: QaPanel,
  subject: { subjectType: QaSubjectType; subjectId: string },
  change: {
    action: 'add' | 'update' | 'delete';
    summary: string;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  },
) =>
  tx.auditTrail
    .create(
      auditEntry(ctx, {
        companyId: tenantOf(ctx),
        entityType: `qa-${panel}-review`,
        entityId: `${subject.subjectType}#${subject.subjectId}`,
        ...change,
        summary: `QA ${panel} ${change.summary}`,
      }),
    )
    .commit();

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
  await commit(
    db().transaction.write((tx) => [
      tx.qaAssignment
        .create({ companyId, panel, ...input, version: 1, createdAt: now, updatedAt: now })
        .commit(),
      memberCount(tx, companyId, panel, input.reviewerId, 1, now),
      reviewAudit(tx, ctx, panel, input, {
        action: 'add',
        summary: `reviewer assigned to a ${SUBJECT_NOUN[input.subjectType]}`,
        after: { ...input },
      }),
    ]),
    taken,
  );
  return one(ctx, panel, input);
};

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
  await commit(
    db().transaction.write((tx) => [
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
      reviewAudit(tx, ctx, panel, input, {
        action: 'update',
        summary: `review of a ${SUBJECT_NOUN[input.subjectType]} given to another member`,
        before: { reviewerId: before.reviewerId },
        after: { reviewerId: input.reviewerId },
      }),
    ]),
    new AppError('CONFLICT', STALE),
  );
  return one(ctx, panel, key);
};

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
  await commit(
    db().transaction.write((tx) => [
      tx.qaAssignment
        .delete({ companyId, panel, ...key })
        .where(
          (attr, op) =>
            `${op.eq(attr.version, input.version)} AND ${op.eq(attr.reviewerId, before.reviewerId)}`,
        )
        .commit(),
      memberCount(tx, companyId, panel, before.reviewerId, -1, now),
      reviewAudit(tx, ctx, panel, input, {
        action: 'delete',
        summary: `review of a ${SUBJECT_NOUN[input.subjectType]} removed`,
        before: { reviewerId: before.reviewerId },
      }),
    ]),
    new AppError('CONFLICT', STALE),
  );
  return { item: null };
};
