import { z } from 'zod';
import { ZId, ZIsoDateTime, ZPage, ZVersion } from '../common';
import { ZAgreementStatus, ZAssessmentStatus, ZAwaitingStep, ZQaStatus } from './statuses';
import { ZQuarterIndex } from '../planning/quarter';
import { defineRoute, type RouteDef } from '../route';

/**
 * QA review panels (spec §1 "QA review panels for performance and for scorecards", §4 "QA
 * review: member, review, isLastReviewer, isComplete", §7 `qa-performance`, `qa-scorecard`). Each
 * panel has members (employees of the company) in a review order — the last in order is the last
 * reviewer, whose completion finishes a review — and reviews: who reviews whom, assigned to one
 * employee, a department or a business unit. The two panels share one implementation.
 */
export const QA_PANEL_KINDS = ['performance', 'scorecard'] as const;
export const ZQaPanelKind = z.enum(QA_PANEL_KINDS);
export type TQaPanelKind = z.infer<typeof ZQaPanelKind>;

export const QA_PANEL_FAMILY: Record<TQaPanelKind, string> = {
  performance: 'qa-performance',
  scorecard: 'qa-scorecard',
};

/** The scorecard panel's review of a quarter's scorecard (no refer back: spec §4, performance only). */
export const SCORECARD_QA_STATUSES = ['Not Started', 'In Review', 'Complete'] as const;
export type TScorecardQaStatus = (typeof SCORECARD_QA_STATUSES)[number];
export const SCORECARD_QA_ACTIONS = ['add', 'check', 'complete', 'recall'] as const;
export type TScorecardQaAction = (typeof SCORECARD_QA_ACTIONS)[number];

export const ZQaSubjectType = z.enum(['employee', 'department', 'businessUnit']);
export type TQaSubjectType = z.infer<typeof ZQaSubjectType>;

export const ZQaMemberSchema = z.object({
  employeeId: ZId,
  name: z.string(),
  jobTitle: z.string().nullable(),
  /** 1 first */
  reviewOrder: z.number().int(),
  isLastReviewer: z.boolean(),
  /** how many employees, departments and business units the member reviews */
  assignmentCount: z.number().int(),
  version: z.number().int(),
  updatedAt: ZIsoDateTime,
});
export type TQaMember = z.infer<typeof ZQaMemberSchema>;

/** Who reviews whom. */
export const ZQaReviewSchema = z.object({
  subjectType: ZQaSubjectType,
  subjectId: ZId,
  subjectName: z.string(),
  reviewerId: ZId,
  reviewerName: z.string(),
  isLastReviewer: z.boolean(),
  version: z.number().int(),
  updatedAt: ZIsoDateTime,
});
export type TQaReview = z.infer<typeof ZQaReviewSchema>;

/** One employee's quarter under review, with the record's state. */
export const ZQaReviewRecordSchema = z.object({
  scorecardId: ZId,
  employeeId: ZId,
  employeeName: z.string(),
  reviewerId: ZId.nullable(),
  reviewerName: z.string().nullable(),
  isLastReviewer: z.boolean(),
  agreementStatus: ZAgreementStatus,
  assessmentStatus: ZAssessmentStatus,
  qaStatus: ZQaStatus,
  isComplete: z.boolean(),
  awaitingStep: ZAwaitingStep.nullable(),
  totalScore: z.number().nullable(),
  version: z.number().int(),
  /**
   * The scorecard panel's own review of the quarter's scorecard (docs/performance.md "Scorecard QA
   * review"): its state, whether the holder has checked its completeness, and its own version
   * (never the record's, so the employee's workflow and the panel never collide). Not Started, 1
   * and false on the performance panel's rows.
   */
  scorecardQaStatus: z.enum(SCORECARD_QA_STATUSES),
  scorecardQaChecked: z.boolean(),
  scorecardQaVersion: z.number().int(),
});
export type TQaReviewRecord = z.infer<typeof ZQaReviewRecordSchema>;

export const ZAddQaMemberRequestSchema = z.object({ employeeId: ZId });
export const ZDeleteQaMemberRequestSchema = z.object({ employeeId: ZId, version: ZVersion });
export const ZSetQaOrderRequestSchema = z.object({
  /** every member, in the new review order, each with the version read */
  members: z
    .array(z.object({ employeeId: ZId, version: ZVersion }))
    .min(1, 'members: name every member of the panel')
    .max(90, 'members: a panel holds at most 90 members')
    .refine((m) => new Set(m.map((x) => x.employeeId)).size === m.length, 'members: a member is named twice'),
});
export const ZQaReviewKey = z.object({ subjectType: ZQaSubjectType, subjectId: ZId });
export const ZAddQaReviewRequestSchema = ZQaReviewKey.extend({ reviewerId: ZId });
export const ZUpdateQaReviewRequestSchema = ZQaReviewKey.extend({ reviewerId: ZId, version: ZVersion });
export const ZDeleteQaReviewRequestSchema = ZQaReviewKey.extend({ version: ZVersion });
export const ZListQaReviewsRequestSchema = z.object({ subjectType: ZQaSubjectType.optional() });
export const ZListQaReviewRecordsRequestSchema = z.object({
  annualPlanId: ZId,
  quarter: ZQuarterIndex,
  /** only the records the caller reviews (an administrator sees the whole panel's otherwise) */
  mine: z.union([z.boolean(), z.stringbool()]).default(false),
});

export type TAddQaMemberRequest = z.infer<typeof ZAddQaMemberRequestSchema>;
export type TDeleteQaMemberRequest = z.infer<typeof ZDeleteQaMemberRequestSchema>;
export type TSetQaOrderRequest = z.infer<typeof ZSetQaOrderRequestSchema>;
export type TAddQaReviewRequest = z.infer<typeof ZAddQaReviewRequestSchema>;
export type TUpdateQaReviewRequest = z.infer<typeof ZUpdateQaReviewRequestSchema>;
export type TDeleteQaReviewRequest = z.infer<typeof ZDeleteQaReviewRequestSchema>;
export type TListQaReviewsRequest = z.infer<typeof ZListQaReviewsRequestSchema>;
export type TListQaReviewRecordsRequest = z.output<typeof ZListQaReviewRecordsRequestSchema>;

const ZMembersPage = ZPage(ZQaMemberSchema);

const qaRoutes = (kind: TQaPanelKind) => {
  const family = QA_PANEL_FAMILY[kind];
  const base = { family, module: 'performance' as const };
  return {
    members: defineRoute({
      ...base,
      action: 'members',
      method: 'GET',
      path: `/${family}/members`,
      summary: `The ${kind} QA panel's members in review order, the last one marked`,
      input: z.object({}),
      output: ZMembersPage,
      access: ['employee'],
      errorTitle: 'Get Members Failed',
      mutates: false,
    }),
    addMember: defineRoute({
      ...base,
      action: 'add-member',
      method: 'POST',
      path: `/${family}/add-member`,
      summary: `Put an employee on the ${kind} QA panel (last in the review order)`,
      input: ZAddQaMemberRequestSchema,
      output: z.object({ item: ZQaMemberSchema }),
      access: ['employee'],
      errorTitle: 'Add Members Failed',
      mutates: true,
    }),
    setOrder: defineRoute({
      ...base,
      action: 'update-members',
      method: 'POST',
      path: `/${family}/update-members`,
      summary: `Set the ${kind} QA panel's review order (every member, in order)`,
      input: ZSetQaOrderRequestSchema,
      output: ZMembersPage,
      access: ['employee'],
      errorTitle: 'Update Members Failed',
      mutates: true,
    }),
    deleteMember: defineRoute({
      ...base,
      action: 'delete-member',
      method: 'POST',
      path: `/${family}/delete-member`,
      summary: `Take a member off the ${kind} QA panel (once they review no one)`,
      input: ZDeleteQaMemberRequestSchema,
      output: z.object({ item: z.null() }),
      access: ['employee'],
      errorTitle: 'Delete Members Failed',
      mutates: true,
    }),
    reviews: defineRoute({
      ...base,
      action: 'reviews',
      method: 'GET',
      path: `/${family}/reviews`,
      summary: `Who reviews whom on the ${kind} QA panel`,
      input: ZListQaReviewsRequestSchema,
      output: ZPage(ZQaReviewSchema),
      access: ['employee'],
      errorTitle: 'Get Reviews Failed',
      mutates: false,
    }),
    addReview: defineRoute({
      ...base,
      action: 'add-review',
      method: 'POST',
      path: `/${family}/add-review`,
      summary: `Assign a ${kind} QA reviewer to an employee, a department or a business unit`,
      input: ZAddQaReviewRequestSchema,
      output: z.object({ item: ZQaReviewSchema }),
      access: ['employee'],
      errorTitle: 'Add Reviews Failed',
      mutates: true,
    }),
    updateReview: defineRoute({
      ...base,
      action: 'update-review',
      method: 'POST',
      path: `/${family}/update-review`,
      summary: `Give a ${kind} QA review to another member`,
      input: ZUpdateQaReviewRequestSchema,
      output: z.object({ item: ZQaReviewSchema }),
      access: ['employee'],
      errorTitle: 'Update Reviews Failed',
      mutates: true,
    }),
    deleteReview: defineRoute({
      ...base,
      action: 'delete-review',
      method: 'POST',
      path: `/${family}/delete-review`,
      summary: `Remove a ${kind} QA review assignment`,
      input: ZDeleteQaReviewRequestSchema,
      output: z.object({ item: z.null() }),
      access: ['employee'],
      errorTitle: 'Delete Reviews Failed',
      mutates: true,
    }),
    records: defineRoute({
      ...base,
      action: 'review-records',
      method: 'GET',
      path: `/${family}/review-records`,
      summary: `A quarter's records under ${kind} QA review, with their state (a member's own, or the whole panel's for an administrator)`,
      input: ZListQaReviewRecordsRequestSchema,
      output: z.object({ list: z.array(ZQaReviewRecordSchema), total: z.number().int() }),
      access: ['employee'],
      errorTitle: 'Get Reviews Failed',
      mutates: false,
    }),
  };
};

export const ZScorecardQaMoveRequestSchema = z.object({
  /** the employee's periodic scorecard (the quarter's record) */
  scorecardId: ZId,
  /** the record's `scorecardQaVersion` as read */
  version: ZVersion,
});
export type TScorecardQaMoveRequest = z.infer<typeof ZScorecardQaMoveRequestSchema>;
export const ZScorecardQaStateSchema = z.object({
  scorecardId: ZId,
  scorecardQaStatus: z.enum(SCORECARD_QA_STATUSES),
  scorecardQaChecked: z.boolean(),
  scorecardQaVersion: z.number().int(),
  /** the member the review is with now (after a hand-on, the next in review order); null once complete */
  holderId: ZId.nullable(),
});
export type TScorecardQaState = z.infer<typeof ZScorecardQaStateSchema>;

const scorecardQaMove = (action: TScorecardQaAction, summary: string, errorTitle: string) =>
  defineRoute({
    family: QA_PANEL_FAMILY.scorecard,
    module: 'performance',
    action: action === 'add' ? 'add-to-review' : action,
    method: 'POST',
    path: `/${QA_PANEL_FAMILY.scorecard}/${action === 'add' ? 'add-to-review' : action}`,
    summary,
    input: ZScorecardQaMoveRequestSchema,
    output: z.object({ item: ZScorecardQaStateSchema }),
    access: ['employee'],
    errorTitle,
    mutates: true,
  });

/**
 * The scorecard panel's review actions (spec §4 "QA review: add, check completeness, complete,
 * recall"; refer back is the performance panel's only). The employee's scorecard QA reviewer acts.
 */
export const SCORECARD_QA_ROUTES = {
  add: scorecardQaMove(
    'add',
    'Scorecard QA: take an agreed quarter’s scorecard into review (its reviewer on the scorecard panel)',
    'Add Reviews Failed',
  ),
  check: scorecardQaMove(
    'check',
    'Scorecard QA: check the scorecard’s completeness (KPIs, targets, weights summing to 100)',
    'Check Review Failed',
  ),
  complete: scorecardQaMove(
    'complete',
    'Scorecard QA: complete a checked review (the panel’s last reviewer finishes it; others hand it on to the next)',
    'Complete Review Failed',
  ),
  recall: scorecardQaMove(
    'recall',
    'Scorecard QA: recall a completed review into review again',
    'Recall Review Failed',
  ),
} as const satisfies Record<TScorecardQaAction, RouteDef>;

export const qaPerformanceRoutesByName = qaRoutes('performance');
export const qaScorecardRoutesByName = qaRoutes('scorecard');
export const QA_ROUTES: Record<TQaPanelKind, ReturnType<typeof qaRoutes>> = {
  performance: qaPerformanceRoutesByName,
  scorecard: qaScorecardRoutesByName,
};

export const qaRoutesAll: readonly RouteDef[] = [
  ...Object.values(qaPerformanceRoutesByName),
  ...Object.values(qaScorecardRoutesByName),
  ...Object.values(SCORECARD_QA_ROUTES),
];
