import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/** The two QA review panels (spec §1): performance records and employee scorecards. */
export const QA_PANELS = ['performance', 'scorecard'] as const;
export type QaPanel = (typeof QA_PANELS)[number];

/** What a QA assignment covers: one employee, or everyone placed in a department or business unit. */
export const QA_SUBJECT_TYPES = ['employee', 'department', 'businessUnit'] as const;
export type QaSubjectType = (typeof QA_SUBJECT_TYPES)[number];

/**
 * A member of a company's QA panel (spec §4 "QA review member"). `reviewOrder` places the member in
 * the panel's review order (1 first); the member with the highest order is the panel's last reviewer,
 * whose completion finishes a review (`isLastReviewer`, derived, never stored, so reordering cannot
 * leave two). `assignmentCount` is kept in the transactions that add and remove assignments, so
 * removing a member is conditional on it being 0: no race leaves an assignment to a non-member.
 */
export const QaMemberEntity = new Entity({
  model: { entity: 'qaMember', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    panel: { type: QA_PANELS, required: true, readOnly: true },
    employeeId: { type: 'string', required: true, readOnly: true },
    reviewOrder: { type: 'number', required: true },
    assignmentCount: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId', 'panel'] },
      sk: { field: 'sk', composite: ['employeeId'] },
    },
  },
});

/**
 * Who reviews whom on a panel: an employee, a department or a business unit, reviewed by one
 * member. One assignment per subject (the key), so assigning again replaces the reviewer. An
 * employee's reviewer is their own assignment, else their department's, else their business unit's.
 */
export const QaAssignmentEntity = new Entity({
  model: { entity: 'qaAssignment', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    panel: { type: QA_PANELS, required: true, readOnly: true },
    subjectType: { type: QA_SUBJECT_TYPES, required: true, readOnly: true },
    subjectId: { type: 'string', required: true, readOnly: true },
    reviewerId: { type: 'string', required: true },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId', 'panel'] },
      sk: { field: 'sk', composite: ['subjectType', 'subjectId'] },
    },
    /** what one member reviews */
    byReviewer: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'panel', 'reviewerId'] },
      sk: { field: 'gsi1sk', composite: ['subjectType', 'subjectId'] },
    },
  },
});

export type QaMemberItem = EntityItem<typeof QaMemberEntity>;
export type QaAssignmentItem = EntityItem<typeof QaAssignmentEntity>;
