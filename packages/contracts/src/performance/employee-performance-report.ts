import { z } from 'zod';
import { ZId, ZIsoDateTime } from '../common';
import { AGREEMENT_STATUSES, ASSESSMENT_STATUSES } from './statuses';
import {
  ZExportPerformanceReportSchema,
  ZPerformanceReportRequestSchema,
  ZPerformanceReportSchema,
} from './performance-report';
import { ZQuarterIndex } from '../planning/quarter';
import { familyRoutes } from '../route';

/**
 * The employee reports (spec §2 /app/reports/employee-scorecards,
 * employee-kpa-initiative-reports, employee-performance-reports, and the performance agreement and
 * assessment reports "for the committee"): read-only calls of the `performance-report` family,
 * for company and Performance Management administrators, each narrowable to a business unit and a
 * department and exportable as Excel or PDF (`export-employee`). docs/performance.md "Employee
 * reports" says what each reads.
 */
export const EMPLOYEE_REPORT_KINDS = [
  'employee-scorecards',
  'employee-kpa-initiative',
  'employee-performance',
  'committee-agreements',
  'committee-assessments',
] as const;
export type EmployeeReportKind = (typeof EMPLOYEE_REPORT_KINDS)[number];
export const ZEmployeeReportKind = z.enum(EMPLOYEE_REPORT_KINDS);

export const EMPLOYEE_REPORT_TITLE = {
  'employee-scorecards': 'Employee Scorecards Report',
  'employee-kpa-initiative': 'Employee KPA and Initiative Report',
  'employee-performance': 'Employee Performance Report',
  'committee-agreements': 'Committee Performance Agreement Report',
  'committee-assessments': 'Committee Performance Assessment Report',
} as const satisfies Record<EmployeeReportKind, string>;

/** The refusal of a committee report in a company that has no performance committee. */
export const NO_COMMITTEE_MESSAGE = 'This company does not review performance through a committee.';

const ZUnitRef = z.object({ id: ZId, name: z.string() }).nullable();
const header = {
  title: z.string(),
  companyName: z.string(),
  generatedAt: ZIsoDateTime,
  annualPlan: z.object({ id: ZId, label: z.string() }),
  businessUnit: ZUnitRef,
  department: ZUnitRef,
};

// ---- employee scorecards -------------------------------------------------------------------

export const ZEmployeeScorecardsReportRequestSchema = z.object({
  annualPlanId: ZId,
  /** the quarter whose periodic scorecards and agreements are shown; none: the annual ones only */
  quarter: ZQuarterIndex.optional(),
  businessUnitId: ZId.optional(),
  departmentId: ZId.optional(),
});
export type TEmployeeScorecardsReportRequest = z.infer<typeof ZEmployeeScorecardsReportRequestSchema>;

export const ZEmployeeScorecardsRowSchema = z.object({
  employeeId: ZId,
  employeeName: z.string(),
  jobTitle: z.string().nullable(),
  supervisorName: z.string().nullable(),
  /** the employee's annual (not functional) scorecard of the plan; null when none is built */
  annualScorecard: z
    .object({
      id: ZId,
      name: z.string(),
      kpaCount: z.number().int(),
      kpiCount: z.number().int(),
      /** the KPIs' weights summed */
      weightTotal: z.number(),
      /** whether the weights sum to 100 */
      weightsValid: z.boolean(),
    })
    .nullable(),
  /** functional scorecards the employee also has */
  functionalCount: z.number().int(),
  /** the quarter's periodic scorecard (when a quarter is asked) */
  periodicScorecard: z.object({ id: ZId, name: z.string() }).nullable(),
  agreementStatus: z.enum(AGREEMENT_STATUSES).nullable(),
});
export type TEmployeeScorecardsRow = z.infer<typeof ZEmployeeScorecardsRowSchema>;

export const ZEmployeeScorecardsReportSchema = z.object({
  kind: z.literal('employee-scorecards'),
  ...header,
  quarter: ZQuarterIndex.nullable(),
  quarterLabel: z.string().nullable(),
  /** the Active employees in the report */
  total: z.number().int(),
  withAnnual: z.number().int(),
  withoutAnnual: z.number().int(),
  /** employees whose periodic scorecard of the quarter is built (0 without a quarter) */
  periodicBuilt: z.number().int(),
  /** annual scorecards whose weights sum to 100 */
  validWeights: z.number().int(),
  rows: z.array(ZEmployeeScorecardsRowSchema),
});
export type TEmployeeScorecardsReport = z.infer<typeof ZEmployeeScorecardsReportSchema>;

// ---- employee KPA / initiative -------------------------------------------------------------

export const ZEmployeeKpaReportRequestSchema = ZPerformanceReportRequestSchema.extend({
  employeeId: ZId.optional(),
});
export type TEmployeeKpaReportRequest = z.infer<typeof ZEmployeeKpaReportRequestSchema>;

/** One KPI (an "initiative") of an employee's periodic scorecard, with its quarter's figures. */
export const ZEmployeeKpiRowSchema = z.object({
  kpiId: ZId,
  kpaName: z.string().nullable(),
  name: z.string(),
  weight: z.number().nullable(),
  /** the quarter's target (numeric), else null; `manualTarget` holds a target in words */
  target: z.number().nullable(),
  manualTarget: z.string().nullable(),
  actual: z.number().nullable(),
  selfScore: z.number().nullable(),
  supervisorScore: z.number().nullable(),
  adjustedScore: z.number().nullable(),
  /** the rating engine's score of the KPI for the quarter */
  score: z.number().nullable(),
  colorValue: z.string().nullable(),
});
export type TEmployeeKpiRow = z.infer<typeof ZEmployeeKpiRowSchema>;

export const ZEmployeeKpaEmployeeSchema = z.object({
  employeeId: ZId,
  employeeName: z.string(),
  supervisorName: z.string().nullable(),
  scorecardId: ZId,
  agreementStatus: z.enum(AGREEMENT_STATUSES),
  assessmentStatus: z.enum(ASSESSMENT_STATUSES),
  kpis: z.array(ZEmployeeKpiRowSchema),
  weightTotal: z.number(),
  /** Σ self score × weight / 100 */
  selfTotal: z.number(),
  total: z.number(),
  adjustedTotal: z.number().nullable(),
  colorValue: z.string().nullable(),
  adjustedColorValue: z.string().nullable(),
});
export type TEmployeeKpaEmployee = z.infer<typeof ZEmployeeKpaEmployeeSchema>;

export const ZEmployeeKpaReportSchema = z.object({
  kind: z.literal('employee-kpa-initiative'),
  ...header,
  quarter: ZQuarterIndex,
  quarterLabel: z.string(),
  employee: ZUnitRef,
  total: z.number().int(),
  /** KPIs over every employee */
  kpiCount: z.number().int(),
  employees: z.array(ZEmployeeKpaEmployeeSchema),
});
export type TEmployeeKpaReport = z.infer<typeof ZEmployeeKpaReportSchema>;

// ---- employee performance over the year ------------------------------------------------------

export const ZEmployeePerformanceReportRequestSchema = z.object({
  annualPlanId: ZId,
  businessUnitId: ZId.optional(),
  departmentId: ZId.optional(),
});
export type TEmployeePerformanceReportRequest = z.infer<typeof ZEmployeePerformanceReportRequestSchema>;

export const TRENDS = ['up', 'down', 'steady'] as const;
export const ZTrend = z.enum(TRENDS);
export type TTrend = z.infer<typeof ZTrend>;

export const ZQuarterScoreSchema = z.object({
  quarter: ZQuarterIndex,
  /**
   * the quarter's final score (adjusted total where given, else total; blended with the 360
   * competency review score where the plan weighs it, as the review page shows it — docs/surveys.md);
   * null when not rated
   */
  score: z.number().nullable(),
  colorValue: z.string().nullable(),
  assessmentStatus: z.enum(ASSESSMENT_STATUSES).nullable(),
});
export type TQuarterScore = z.infer<typeof ZQuarterScoreSchema>;

export const ZEmployeePerformanceRowSchema = z.object({
  employeeId: ZId,
  employeeName: z.string(),
  supervisorName: z.string().nullable(),
  /** the 360 competency review score in the plan, blended into each quarter; null at weight 0 or unanswered */
  competencyScore: z.number().nullable(),
  /** Q1..Q4 */
  quarters: z.array(ZQuarterScoreSchema).length(4),
  /** the mean of the rated quarters (2 decimals); null when none is rated */
  average: z.number().nullable(),
  averageColorValue: z.string().nullable(),
  /** the last rated quarter against the one rated before it; null with fewer than two */
  trend: ZTrend.nullable(),
});
export type TEmployeePerformanceRow = z.infer<typeof ZEmployeePerformanceRowSchema>;

export const ZEmployeePerformanceReportSchema = z.object({
  kind: z.literal('employee-performance'),
  ...header,
  /** the plan's 360 competency review contribution weight (percent; 0: scorecard scores only) */
  competencyWeight: z.number().int(),
  total: z.number().int(),
  /** per quarter: the mean final score of its rated records (2 decimals), null when none */
  quarterAverages: z.array(z.number().nullable()).length(4),
  /** the mean of the employees' annual averages */
  average: z.number().nullable(),
  rows: z.array(ZEmployeePerformanceRowSchema),
});
export type TEmployeePerformanceReport = z.infer<typeof ZEmployeePerformanceReportSchema>;

// ---- exports --------------------------------------------------------------------------------

export const ZExportEmployeeReportRequestSchema = z.object({
  report: ZEmployeeReportKind,
  format: z.enum(['xlsx', 'pdf']),
  annualPlanId: ZId,
  quarter: ZQuarterIndex.optional(),
  businessUnitId: ZId.optional(),
  departmentId: ZId.optional(),
  employeeId: ZId.optional(),
});
export type TExportEmployeeReportRequest = z.infer<typeof ZExportEmployeeReportRequestSchema>;

const route = familyRoutes('performance-report', 'performance', { readOnly: true });

export const getEmployeeScorecardsReport = route(
  'employee-scorecards',
  'GET',
  'Every Active employee with their annual scorecard (KPAs, KPIs, weights) and, for a quarter, their periodic scorecard and agreement status',
  ZEmployeeScorecardsReportRequestSchema,
  z.object({ report: ZEmployeeScorecardsReportSchema }),
  'Get Employee Scorecards Report Failed',
);
export const getEmployeeKpaReport = route(
  'employee-kpa-initiative',
  'GET',
  'Each employee’s KPAs and KPIs (initiatives) for a quarter: weight, target, actual, self, supervisor and band-coloured scores',
  ZEmployeeKpaReportRequestSchema,
  z.object({ report: ZEmployeeKpaReportSchema }),
  'Get Employee KPA Initiative Report Failed',
);
export const getEmployeePerformanceReport = route(
  'employee-performance',
  'GET',
  'Each employee’s Q1..Q4 final scores with band colours, the average of the rated quarters and the trend',
  ZEmployeePerformanceReportRequestSchema,
  z.object({ report: ZEmployeePerformanceReportSchema }),
  'Get Employee Performance Report Failed',
);
export const getCommitteeAgreementReport = route(
  'committee-agreements',
  'GET',
  'The agreements report restricted to the employees the performance committee reviews',
  ZPerformanceReportRequestSchema,
  z.object({ report: ZPerformanceReportSchema }),
  'Get Committee Performance Agreement Report Failed',
);
export const getCommitteeAssessmentReport = route(
  'committee-assessments',
  'GET',
  'The assessments report restricted to the employees the performance committee reviews',
  ZPerformanceReportRequestSchema,
  z.object({ report: ZPerformanceReportSchema }),
  'Get Committee Performance Assessment Report Failed',
);
export const exportEmployeeReport = route(
  'export-employee',
  'POST',
  'Build an employee or committee report as an Excel (xlsx) or PDF file and answer a link to it (valid for 15 minutes)',
  ZExportEmployeeReportRequestSchema,
  ZExportPerformanceReportSchema,
  'Export Employee Report Failed',
);

export const employeePerformanceReportRoutes = [
  getEmployeeScorecardsReport,
  getEmployeeKpaReport,
  getEmployeePerformanceReport,
  getCommitteeAgreementReport,
  getCommitteeAssessmentReport,
  exportEmployeeReport,
] as const;
