import { db } from '../../db';
import type { QaAssignmentItem, QaMemberItem, QaPanel, QaSubjectType } from '../entities/qa';

/** A panel's members in review order (a panel is a handful of people: one query, read whole). */
export const panelMembers = async (companyId: string, panel: QaPanel): Promise<QaMemberItem[]> => {
  const { data } = await db().entities.qaMember.query.byId({ companyId, panel }).go({ pages: 'all' });
  return [...data].sort((a, b) => a.reviewOrder - b.reviewOrder || a.employeeId.localeCompare(b.employeeId));
};

/** The id of the panel's last reviewer (highest review order), or null for an empty panel. */
export const lastReviewerOf = (members: readonly QaMemberItem[]): string | null =>
  members.length === 0 ? null : members[members.length - 1]!.employeeId;

/** Every assignment of a panel (one partition query). */
export const panelAssignments = async (companyId: string, panel: QaPanel): Promise<QaAssignmentItem[]> =>
  (await db().entities.qaAssignment.query.byId({ companyId, panel }).go({ pages: 'all' })).data;

export interface Placement {
  employeeId: string;
  departmentId?: string | null | undefined;
  businessUnitId?: string | null | undefined;
}

/** The subjects that can cover an employee, most specific first. */
export const subjectsOf = (p: Placement): Array<{ subjectType: QaSubjectType; subjectId: string }> => [
  { subjectType: 'employee', subjectId: p.employeeId },
  ...(p.departmentId ? [{ subjectType: 'department' as const, subjectId: p.departmentId }] : []),
  ...(p.businessUnitId ? [{ subjectType: 'businessUnit' as const, subjectId: p.businessUnitId }] : []),
];

/**
 * Resolves reviewers from a panel's assignments held in memory: the employee's own assignment, else
 * their department's, else their business unit's.
 */
export const resolverOf = (assignments: readonly QaAssignmentItem[]) => {
  const byKey = new Map(assignments.map((a) => [`${a.subjectType}#${a.subjectId}`, a]));
  return (p: Placement): QaAssignmentItem | null => {
    for (const s of subjectsOf(p)) {
      const hit = byKey.get(`${s.subjectType}#${s.subjectId}`);
      if (hit) return hit;
    }
    return null;
  };
};
