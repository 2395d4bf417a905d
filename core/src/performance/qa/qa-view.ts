import type { TQaMember, TQaReview } from '@stratum/contracts';
import { db } from '../../db';
import { fullNameOf } from '../../organisation';
import type { EmployeeItem } from '../../organisation';
import type { QaAssignmentItem, QaMemberItem } from '../entities/qa';
import { lastReviewerOf } from './qa-store';

/** Employees by id: one batch get (ids repeated or missing are fine). */
export const employeesById = async (
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, EmployeeItem>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { data } = await db()
    .entities.employee.get(unique.map((employeeId) => ({ companyId, employeeId })))
    .go();
  return new Map(data.map((e) => [e.employeeId, e]));
};

/** Unit names by id: one batch get. */
export const unitNamesById = async (
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, string>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { data } = await db()
    .entities.orgUnit.get(unique.map((unitId) => ({ companyId, unitId })))
    .go();
  return new Map(data.map((u) => [u.unitId, u.name]));
};

export const toMember = (
  m: QaMemberItem,
  people: ReadonlyMap<string, EmployeeItem>,
  lastId: string | null,
): TQaMember => {
  const e = people.get(m.employeeId);
  return {
    employeeId: m.employeeId,
    name: e ? fullNameOf(e) : '',
    jobTitle: e?.jobTitle ?? null,
    reviewOrder: m.reviewOrder,
    isLastReviewer: m.employeeId === lastId,
    assignmentCount: m.assignmentCount,
    version: m.version,
    updatedAt: m.updatedAt,
  };
};

/** Members as the API shows them, in review order. */
export const membersView = async (
  companyId: string,
  members: readonly QaMemberItem[],
): Promise<TQaMember[]> => {
  const people = await employeesById(
    companyId,
    members.map((m) => m.employeeId),
  );
  const last = lastReviewerOf(members);
  return members.map((m) => toMember(m, people, last));
};

/** Reviews as the API shows them, with the names of both sides. */
export const reviewsView = async (
  companyId: string,
  reviews: readonly QaAssignmentItem[],
  lastId: string | null,
): Promise<TQaReview[]> => {
  const [people, units] = await Promise.all([
    employeesById(companyId, [
      ...reviews.map((r) => r.reviewerId),
      ...reviews.filter((r) => r.subjectType === 'employee').map((r) => r.subjectId),
    ]),
    unitNamesById(
      companyId,
      reviews.filter((r) => r.subjectType !== 'employee').map((r) => r.subjectId),
    ),
  ]);
  const nameOf = (id: string) => {
    const e = people.get(id);
    return e ? fullNameOf(e) : '';
  };
  return reviews.map((r) => ({
    subjectType: r.subjectType,
    subjectId: r.subjectId,
    subjectName: r.subjectType === 'employee' ? nameOf(r.subjectId) : (units.get(r.subjectId) ?? ''),
    reviewerId: r.reviewerId,
    reviewerName: nameOf(r.reviewerId),
    isLastReviewer: r.reviewerId === lastId,
    version: r.version,
    updatedAt: r.updatedAt,
  }));
};
