import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import type { QaPanel } from '../entities/qa';
import { lastReviewerOf, panelMembers, subjectsOf } from './qa-store';

export { QA_PANELS, QA_SUBJECT_TYPES, type QaPanel, type QaSubjectType } from '../entities/qa';

export interface QaReviewer {
  reviewerId: string;
  /** the reviewer is the panel's last in review order: their completion finishes the review */
  isLastReviewer: boolean;
}

/**
 * Who QA-reviews this employee on the panel (P-WF's QA transitions call this): the member assigned
 * to the employee, else to their department, else to their business unit. Null when the employee is
 * not in the company or nobody on the panel is assigned to them. Reads: the employee, a batch get of
 * the (at most three) assignments, and the panel's members.
 */
export const qaReviewerFor = async (
  ctx: Ctx,
  employeeId: string,
  kind: QaPanel,
): Promise<QaReviewer | null> => {
  const companyId = tenantOf(ctx);
  const employee = (await db().entities.employee.get({ companyId, employeeId }).go()).data;
  if (!employee) return null;
  const subjects = subjectsOf(employee);
  const [found, members] = await Promise.all([
    db()
      .entities.qaAssignment.get(subjects.map((s) => ({ companyId, panel: kind, ...s })))
      .go(),
    panelMembers(companyId, kind),
  ]);
  const assignment = subjects
    .map((s) => found.data.find((a) => a.subjectType === s.subjectType && a.subjectId === s.subjectId))
    .find((a) => a !== undefined);
  if (!assignment) return null;
  if (!members.some((m) => m.employeeId === assignment.reviewerId)) return null;
  return {
    reviewerId: assignment.reviewerId,
    isLastReviewer: lastReviewerOf(members) === assignment.reviewerId,
  };
};

/**
 * The member after `reviewerId` in the panel's review order (a non-last reviewer's completion hands
 * the review on to them), or null when `reviewerId` is the last or not a member.
 */
export const nextQaReviewer = async (
  ctx: Ctx,
  reviewerId: string,
  kind: QaPanel,
): Promise<QaReviewer | null> => {
  const members = await panelMembers(tenantOf(ctx), kind);
  const at = members.findIndex((m) => m.employeeId === reviewerId);
  if (at < 0 || at === members.length - 1) return null;
  const next = members[at + 1]!;
  return { reviewerId: next.employeeId, isLastReviewer: at + 1 === members.length - 1 };
};

/** Whether the caller sits on the panel (a QA member may read the records they review). */
export const isQaMember = async (ctx: Ctx, kind: QaPanel): Promise<boolean> => {
  if (!ctx.employeeId) return false;
  const companyId = tenantOf(ctx);
  const { data } = await db()
    .entities.qaMember.get({ companyId, panel: kind, employeeId: ctx.employeeId })
    .go();
  return data !== null;
};
