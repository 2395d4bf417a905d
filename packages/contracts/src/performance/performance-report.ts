import { z } from 'zod';
import { ZId, ZIsoDateTime } from '../common';
import { AGREEMENT_STATUSES, AGREEMENT_TYPES, ASSESSMENT_STATUSES, QA_STATUSES } from './statuses';
import { ZQuarterIndex, ZQuarterSchema } from '../planning/quarter';
import { familyRoutes } from '../route';

/**
 * The performance reports (spec §2 /app/reports/performance-curve-reports,
 * assessment-score reports, performance agreement and assessment reports): one annual plan's
 * quarter of performance records, read with one Query of gsi1 byPeriod (never a Scan), optionally
 * narrowed to a business unit and a department (by the placement each record keeps), counted and
 * listed, and exported as Excel or PDF. Performance administrators (and company administrators)
 * read the whole company.
 */
export const PERFORMANCE_REPORT_KINDS = ['agreements', 'assessments', 'scores', 'curve'] as const;
export type PerformanceReportKind = (typeof PERFORMANCE_REPORT_KINDS)[number];
export const ZPerformanceReportKind = z.enum(PERFORMANCE_REPORT_KINDS);

export const PERFORMANCE_REPORT_TITLE = {
  agreements: 'Performance Agreement Report',
  assessments: 'Performance Assessment Report',
  scores: 'Employee Performance Assessment Scores',
  curve: 'Performance Curve Report',
} as const satisfies Record<PerformanceReportKind, string>;

/** Which quarter, and optionally which business unit and department. */
export const ZPerformanceReportRequestSchema = z.object({
  annualPlanId: ZId,
  quarter: ZQuarterIndex,
  businessUnitId: ZId.optional(),
  departmentId: ZId.optional(),
});
export type TPerformanceReportRequest = z.infer<typeof ZPerformanceReportRequestSchema>;

/** One employee's quarter as the reports list it. */
export const ZPerformanceReportRowSchema = z.object({
  scorecardId: ZId,
  employeeId: ZId,
  employeeName: z.string(),
  /** null when the employee has no supervisor */
  supervisorId: ZId.nullable(),
  supervisorName: z.string().nullable(),
  placementPath: z.string().nullable(),
  agreementStatus: z.enum(AGREEMENT_STATUSES),
  agreementType: z.enum(AGREEMENT_TYPES),
  assessmentStatus: z.enum(ASSESSMENT_STATUSES),
  qaStatus: z.enum(QA_STATUSES),
  reviewComplete: z.boolean(),
  selfScore: z.number().nullable(),
  totalScore: z.number().nullable(),
  adjustedTotal: z.number().nullable(),
  /** the scorecard's score: the adjusted total where given, else the total */
  scorecardScore: z.number().nullable(),
  /**
   * the employee's 360 competency review score in the plan, when its contribution weight is above
   * 0 and they have been answered on; otherwise null (docs/surveys.md "The 360 competency review")
   */
  competencyScore: z.number().nullable(),
  /**
   * the score the quarter is rated by, as the employee's review page shows it: the scorecard score
   * blended with the competency score (rule `blendAssessmentScore`) when `blended`, else exactly
   * the scorecard score
   */
  finalScore: z.number().nullable(),
  blended: z.boolean(),
  colorValue: z.string().nullable(),
  adjustedColorValue: z.string().nullable(),
  finalColorValue: z.string().nullable(),
});
export type TPerformanceReportRow = z.infer<typeof ZPerformanceReportRowSchema>;

export const ZStatusCountSchema = z.object({
  status: z.string(),
  count: z.number().int(),
  /** count / all records × 100, one decimal; 0 when there are none */
  percent: z.number(),
});
export type TStatusCount = z.infer<typeof ZStatusCountSchema>;

/** How many quarters are rated each score 0 (not rated yet) … 6, by the final score rounded. */
export const ZCurveBandSchema = z.object({
  score: z.number().int().min(0).max(6),
  description: z.string().nullable(),
  colorValue: z.string().nullable(),
  count: z.number().int(),
  percent: z.number(),
});
export type TCurveBand = z.infer<typeof ZCurveBandSchema>;

export const ZPerformanceReportSchema = z.object({
  kind: ZPerformanceReportKind,
  title: z.string(),
  companyName: z.string(),
  generatedAt: ZIsoDateTime,
  annualPlan: z.object({ id: ZId, label: z.string() }),
  quarter: ZQuarterIndex,
  quarterLabel: z.string(),
  businessUnit: z.object({ id: ZId, name: z.string() }).nullable(),
  department: z.object({ id: ZId, name: z.string() }).nullable(),
  /** the plan's 360 competency review contribution weight, percent of the final score (0: not used) */
  competencyWeight: z.number().int(),
  /** the records in the report */
  total: z.number().int(),
  /** agreements: by agreement status; assessments: by assessment status; otherwise empty */
  byStatus: z.array(ZStatusCountSchema),
  /** assessments: by QA status; otherwise empty */
  byQaStatus: z.array(ZStatusCountSchema),
  /** assessments: the quarters whose review is complete */
  reviewComplete: z.number().int(),
  /** scores: the mean final score of the rated quarters (2 decimals), null when none */
  averageScore: z.number().nullable(),
  /** curve: scores 0..6 */
  curve: z.array(ZCurveBandSchema),
  /** by employee name */
  rows: z.array(ZPerformanceReportRowSchema),
});
export type TPerformanceReport = z.infer<typeof ZPerformanceReportSchema>;

export const ZExportPerformanceReportRequestSchema = ZPerformanceReportRequestSchema.extend({
  report: ZPerformanceReportKind,
  format: z.enum(['xlsx', 'pdf']),
});
export type TExportPerformanceReportRequest = z.infer<typeof ZExportPerformanceReportRequestSchema>;

export const ZExportPerformanceReportSchema = z.object({
  /** a link to the file, valid for 15 minutes */
  url: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

const family = 'performance-report';

// The exports write a file for the caller to fetch, never a record: nothing to audit.
const route = familyRoutes(family, 'performance', { readOnly: true });

const report = z.object({ report: ZPerformanceReportSchema });

export const getAgreementReport = route(
  'agreements',
  'GET',
  'A quarter’s performance agreements counted and listed by agreement status',
  ZPerformanceReportRequestSchema,
  report,
  'Get Performance Agreement Report Failed',
);
export const getAssessmentReport = route(
  'assessments',
  'GET',
  'A quarter’s assessments counted and listed by assessment and QA status',
  ZPerformanceReportRequestSchema,
  report,
  'Get Performance Assessment Report Failed',
);
export const getAssessmentScoresReport = route(
  'scores',
  'GET',
  'Each employee’s total, adjusted and final score for a quarter (the competency review blended in where the plan weighs it), with the band colours of the plan’s rating scale',
  ZPerformanceReportRequestSchema,
  report,
  'Get Employee Performance Assessment Scores Failed',
);
export const getPerformanceCurveReport = route(
  'curve',
  'GET',
  'How a quarter’s ratings spread over the scores 0..6, with counts and percents',
  ZPerformanceReportRequestSchema,
  report,
  'Get Performance Curve Report Failed',
);
export const exportPerformanceReport = route(
  'export',
  'POST',
  'Build a performance report as an Excel (xlsx) or PDF file and answer a link to it (valid for 15 minutes)',
  ZExportPerformanceReportRequestSchema,
  ZExportPerformanceReportSchema,
  'Export Performance Report Failed',
);

/**
 * The performance review cycles of an annual plan (spec §1 "performance review cycles", §2
 * /app/performance/review-cycles): each quarter with its dates and windows and how far its
 * reviews have got — agreements Agreed and assessments done (Supervisor Assessed or Complete) of
 * the quarter's records.
 */
export const REVIEW_CYCLE_PHASES = ['Upcoming', 'Running', 'Ended'] as const;
export const ZReviewCycleSchema = ZQuarterSchema.extend({
  /** Upcoming before the quarter starts, Running within its dates, Ended after */
  phase: z.enum(REVIEW_CYCLE_PHASES),
  /** the quarter's performance records (one per employee scorecard of the quarter) */
  total: z.number().int(),
  agreed: z.number().int(),
  assessed: z.number().int(),
  reviewComplete: z.number().int(),
  /** agreed / total × 100, one decimal (0 of none is 0) */
  agreedPercent: z.number(),
  assessedPercent: z.number(),
});
export type TReviewCycle = z.infer<typeof ZReviewCycleSchema>;
export const getReviewCycles = route(
  'review-cycles',
  'GET',
  'The quarters of an annual plan as review cycles: dates, windows and agreements and assessments done of the records',
  z.object({ annualPlanId: ZId }),
  z.object({ annualPlan: z.object({ id: ZId, label: z.string() }), list: z.array(ZReviewCycleSchema) }),
  'Get Review Cycles Failed',
);

export const PERFORMANCE_REPORT_ROUTES = {
  agreements: getAgreementReport,
  assessments: getAssessmentReport,
  scores: getAssessmentScoresReport,
  curve: getPerformanceCurveReport,
} as const;

export const performanceReportRoutes = [
  getAgreementReport,
  getAssessmentReport,
  getAssessmentScoresReport,
  getPerformanceCurveReport,
  exportPerformanceReport,
  getReviewCycles,
] as const;
