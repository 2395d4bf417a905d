import { z } from 'zod';
import { ZId } from '../common';
import { ZAgreementStatus, ZAgreementType, ZAssessmentStatus, ZAwaitingStep, ZQaStatus } from './statuses';
import { ZQuarterIndex } from '../planning/quarter';
import { defineRoute, familyRoutes } from '../route';

/**
 * My inbox (spec §1, §2 `/app/my-inbox/*`, §7 `/my-inbox/`): what waits on the caller
 * (required actions, counted for the sidebar badge), the people who report to them — directly, or
 * to the supervisor they act for while they act — with their quarter's records, and completion
 * counts of those records (inbox reports).
 */
const family = 'my-inbox';

/** My inbox's filter defaults (spec §2): scorecard type Annual, monthly updates mine, report agreements-assessments. */
export const INBOX_SCORECARD_TYPES = ['Annual', 'Periodic'] as const;
export const INBOX_MONTHLY_TYPES = ['mine', 'subordinates'] as const;
export const INBOX_REPORT_TYPES = ['agreements-assessments'] as const;
export const INBOX_DEFAULTS = {
  scorecardType: 'Annual',
  monthlyType: 'mine',
  reportType: 'agreements-assessments',
} as const;

/** One employee's quarter as the inbox lists it. */
export const ZInboxRecordSchema = z.object({
  scorecardId: ZId,
  annualScorecardId: ZId,
  employeeId: ZId,
  employeeName: z.string(),
  annualPlanId: ZId,
  quarter: z.number().int(),
  supervisorId: ZId.nullable(),
  /** set when the caller sees the record as acting supervisor: whom they act for */
  actingForId: ZId.nullable(),
  actingForName: z.string().nullable(),
  agreementStatus: ZAgreementStatus,
  agreementType: ZAgreementType,
  assessmentStatus: ZAssessmentStatus,
  qaStatus: ZQaStatus,
  reviewComplete: z.boolean(),
  awaitingStep: ZAwaitingStep.nullable(),
  totalScore: z.number().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type TInboxRecord = z.infer<typeof ZInboxRecordSchema>;

/** A person who reports to the caller (or to whom the caller acts for). */
export const ZInboxEmployeeSchema = z.object({
  employeeId: ZId,
  name: z.string(),
  jobTitle: z.string().nullable(),
  email: z.string(),
  actingForId: ZId.nullable(),
  actingForName: z.string().nullable(),
});
export type TInboxEmployee = z.infer<typeof ZInboxEmployeeSchema>;

export const ZRequiredActionGroupSchema = z.object({
  step: ZAwaitingStep,
  count: z.number().int(),
  list: z.array(ZInboxRecordSchema),
});

const ZPeriod = z.object({ annualPlanId: ZId, quarter: ZQuarterIndex });

export const requiredMyActions = defineRoute({
  family,
  action: 'required-my-actions',
  method: 'GET',
  path: '/my-inbox/required-my-actions',
  summary: 'Records waiting on the caller, grouped by what they are to do',
  input: z.object({ annualPlanId: ZId.optional() }),
  output: z.object({ groups: z.array(ZRequiredActionGroupSchema), total: z.number().int() }),
  access: ['employee'],
  module: 'performance',
  errorTitle: 'Get Required Actions Failed',
  mutates: false,
});

export const requiredMyActionsCount = defineRoute({
  family,
  action: 'required-my-actions-count',
  method: 'GET',
  path: '/my-inbox/required-my-actions-count',
  summary: 'How many records wait on the caller (the sidebar badge)',
  input: z.object({}),
  output: z.object({ count: z.number().int() }),
  access: ['employee'],
  module: 'performance',
  errorTitle: 'Get Required Actions Failed',
  mutates: false,
});

export const subordinateAnnualScorecardEmployees = defineRoute({
  family,
  action: 'subordinate-annual-scorecard-employees',
  method: 'GET',
  path: '/my-inbox/subordinate-annual-scorecard-employees',
  summary: 'The people who report to the caller (and to whom they act for), for their annual scorecards',
  input: z.object({ annualPlanId: ZId }),
  output: z.object({ list: z.array(ZInboxEmployeeSchema), total: z.number().int() }),
  access: ['employee'],
  module: 'performance',
  errorTitle: 'Get Subordinate Scorecards Failed',
  mutates: false,
});

export const subordinatePeriodicScorecardEmployees = defineRoute({
  family,
  action: 'subordinate-periodic-scorecard-employees',
  method: 'GET',
  path: '/my-inbox/subordinate-periodic-scorecard-employees',
  summary: 'The quarter records (periodic scorecards) of the people who report to the caller',
  input: ZPeriod,
  output: z.object({ list: z.array(ZInboxRecordSchema), total: z.number().int() }),
  access: ['employee'],
  module: 'performance',
  errorTitle: 'Get Subordinate Scorecards Failed',
  mutates: false,
});

export const subordinatePerformanceEmployees = defineRoute({
  family,
  action: 'subordinate-performance-employees',
  method: 'GET',
  path: '/my-inbox/subordinate-performance-employees',
  summary: 'The agreements and assessments of the people who report to the caller, for a quarter',
  input: ZPeriod,
  output: z.object({ list: z.array(ZInboxRecordSchema), total: z.number().int() }),
  access: ['employee'],
  module: 'performance',
  errorTitle: 'Get Subordinate Performance Failed',
  mutates: false,
});

const ZCounts = <T extends readonly [string, ...string[]]>(values: T) =>
  z.object(Object.fromEntries(values.map((v) => [v, z.number().int()])) as Record<T[number], z.ZodNumber>);

export const ZInboxReportSchema = z.object({
  type: z.enum(INBOX_REPORT_TYPES),
  total: z.number().int(),
  agreements: ZCounts(['Draft', 'Submitted', 'Disputed', 'Agreed'] as const),
  assessments: ZCounts([
    'Not Started',
    'Self Assessed',
    'Returned',
    'Supervisor Assessed',
    'Complete',
  ] as const),
  /** whole percentages of the total: agreed agreements, complete assessments */
  agreementCompletion: z.number().int(),
  assessmentCompletion: z.number().int(),
});
export type TInboxReport = z.infer<typeof ZInboxReportSchema>;

export const inboxReports = defineRoute({
  family,
  action: 'reports',
  method: 'GET',
  path: '/my-inbox/reports',
  summary: 'Agreement and assessment completion of the people who report to the caller, for a quarter',
  input: ZPeriod.extend({ type: z.enum(INBOX_REPORT_TYPES).default(INBOX_DEFAULTS.reportType) }),
  output: z.object({ report: ZInboxReportSchema }),
  access: ['employee'],
  module: 'performance',
  errorTitle: 'Get Inbox Reports Failed',
  mutates: false,
});

/**
 * The reviews tab (spec §2 `/app/my-inbox/company-reviews`, `employee-reviews`,
 * `subordinate-employee-reviews`): the annual plan's Complete company assessments (everyone in
 * the company may read them), the caller's own quarters and their reports'. Survey and 360-degree
 * survey views are not offered: no surveys module exists yet.
 */
const reviewRoute = familyRoutes(family, 'performance', { readOnly: true });

/** A Complete company assessment as every employee may read it. */
export const ZInboxCompanyReviewSchema = z.object({
  id: ZId,
  annualPlanId: ZId,
  quarter: z.number().int(),
  quarterLabel: z.string(),
  finalScore: z.number(),
  finalColorValue: z.string().nullable(),
  completedAt: z.string().nullable(),
  completedByName: z.string().nullable(),
  /** server-sanitised rich text ('' for none) */
  comments: z.string(),
});
export type TInboxCompanyReview = z.infer<typeof ZInboxCompanyReviewSchema>;

/** One employee's quarter as a review: statuses and scores with their band colours. */
export const ZInboxReviewSchema = z.object({
  scorecardId: ZId,
  employeeId: ZId,
  employeeName: z.string(),
  annualPlanId: ZId,
  quarter: z.number().int(),
  quarterLabel: z.string(),
  supervisorId: ZId.nullable(),
  supervisorName: z.string().nullable(),
  /** set when the caller sees the row as acting supervisor: whom they act for */
  actingForId: ZId.nullable(),
  actingForName: z.string().nullable(),
  agreementStatus: ZAgreementStatus,
  agreementType: ZAgreementType,
  assessmentStatus: ZAssessmentStatus,
  qaStatus: ZQaStatus,
  reviewComplete: z.boolean(),
  selfScore: z.number().nullable(),
  selfColorValue: z.string().nullable(),
  totalScore: z.number().nullable(),
  totalColorValue: z.string().nullable(),
  adjustedTotal: z.number().nullable(),
  adjustedColorValue: z.string().nullable(),
  /**
   * the quarter's final score as its review page and the reports give it: the scorecard score (the
   * adjusted total where given, else the total) blended with the 360 competency review's score by
   * the plan's contribution weight (docs/surveys.md "The 360 competency review"); at weight 0, with
   * qualitative measurement off or no competency score yet, the scorecard score exactly
   */
  finalScore: z.number().nullable(),
  finalColorValue: z.string().nullable(),
  /** the employee's competency score where the plan's weight counts and is above 0, else null */
  competencyScore: z.number().nullable(),
  /** the plan's contribution weight where it counts (0 otherwise) */
  competencyWeight: z.number(),
  /** true when `finalScore` is the blend rather than the scorecard score */
  blended: z.boolean(),
});
export type TInboxReview = z.infer<typeof ZInboxReviewSchema>;

export const inboxCompanyReviews = reviewRoute(
  'company-reviews',
  'GET',
  "The annual plan's Complete company assessments, by quarter",
  z.object({ annualPlanId: ZId }),
  z.object({ list: z.array(ZInboxCompanyReviewSchema), total: z.number().int() }),
  'Get Reviews Failed',
);

export const inboxEmployeeReviews = reviewRoute(
  'employee-reviews',
  'GET',
  "The caller's own quarters of the annual plan, with their statuses and scores",
  z.object({ annualPlanId: ZId }),
  z.object({ list: z.array(ZInboxReviewSchema), total: z.number().int() }),
  'Get Reviews Failed',
);

export const inboxSubordinateEmployeeReviews = reviewRoute(
  'subordinate-employee-reviews',
  'GET',
  'The quarters of the people who report to the caller (or to whom they act for), with their scores',
  z.object({ annualPlanId: ZId, quarter: ZQuarterIndex.optional() }),
  z.object({ list: z.array(ZInboxReviewSchema), total: z.number().int() }),
  'Get Reviews Failed',
);

export const myInboxRoutes = [
  requiredMyActions,
  requiredMyActionsCount,
  subordinateAnnualScorecardEmployees,
  subordinatePeriodicScorecardEmployees,
  subordinatePerformanceEmployees,
  inboxReports,
  inboxCompanyReviews,
  inboxEmployeeReviews,
  inboxSubordinateEmployeeReviews,
] as const;
