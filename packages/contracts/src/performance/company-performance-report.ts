import { z } from 'zod';
import { ZId, ZIsoDateTime } from '../common';
import { ZPerformanceReportRequestSchema, ZPerformanceReportRowSchema } from './performance-report';
import { ZQuarterIndex } from '../planning/quarter';
import { familyRoutes } from '../route';
import { ZKpiType, ZRatingMode } from '../scorecard/scorecard';

/**
 * The company reports (spec §2 /app/reports/company-performance-reports,
 * company-performance-progressive-reports, ceo-performance-reports): the company's quarter (its
 * corporate scorecards scored, its company assessment and the employees' picture beside), the year
 * so far quarter by quarter, and the chief executive's year. Read-only calls of the
 * `performance-report` family (Performance administrators and company administrators), each
 * exportable as Excel or PDF (`export-company`). docs/performance.md "Company reports".
 */
export const COMPANY_REPORT_KINDS = [
  'company-performance',
  'company-performance-progressive',
  'ceo-performance',
] as const;
export type CompanyReportKind = (typeof COMPANY_REPORT_KINDS)[number];

export const COMPANY_REPORT_TITLE = {
  'company-performance': 'Company Performance Report',
  'company-performance-progressive': 'Company Performance Progressive Report',
  'ceo-performance': 'CEO Performance Report',
} as const satisfies Record<CompanyReportKind, string>;

/** A score (0–6, two decimals) with its band colour; null when there is nothing to score yet. */
export const ZScoreCellSchema = z.object({ score: z.number().nullable(), colorValue: z.string().nullable() });
export type TScoreCell = z.infer<typeof ZScoreCellSchema>;

const ZNamed = z.object({ id: ZId, name: z.string() });

// ---------------------------------------------------------------- company performance (a quarter)

export const ZCompanyPerformanceRequestSchema = ZPerformanceReportRequestSchema;
export type TCompanyPerformanceRequest = z.infer<typeof ZCompanyPerformanceRequestSchema>;

/** One KPI of a corporate scorecard rated for the quarter. */
export const ZCompanyKpiRowSchema = z.object({
  kpiId: ZId,
  /** null for a KPI under no key performance area */
  kpaId: ZId.nullable(),
  name: z.string(),
  kpiType: ZKpiType,
  weight: z.number().nullable(),
  target: z.number().nullable(),
  /** the text target of a qualitative KPI */
  manualTarget: z.string().nullable(),
  actual: z.number().nullable(),
  percent: z.number().nullable(),
  score: z.number(),
  weightedScore: z.number(),
  colorValue: z.string().nullable(),
});
export type TCompanyKpiRow = z.infer<typeof ZCompanyKpiRowSchema>;

/** A key performance area's KPIs totalled (Σ score × weight / 100). */
export const ZCompanyKpaRowSchema = z.object({
  /** null: the KPIs under no key performance area */
  kpaId: ZId.nullable(),
  name: z.string(),
  weightTotal: z.number(),
  total: z.number(),
  colorValue: z.string().nullable(),
});
export type TCompanyKpaRow = z.infer<typeof ZCompanyKpaRowSchema>;

/** A corporate scorecard of the quarter: its periodic scorecard, or the annual one rated for the quarter. */
export const ZCompanyScorecardSchema = z.object({
  /** the annual corporate scorecard */
  annualScorecardId: ZId,
  /** the scorecard scored: the quarter's periodic one when built, else the annual one */
  scorecardId: ZId,
  source: z.enum(['periodic', 'annual']),
  name: z.string(),
  ratingMode: ZRatingMode,
  kpas: z.array(ZCompanyKpaRowSchema),
  kpis: z.array(ZCompanyKpiRowSchema),
  weightTotal: z.number(),
  weightsValid: z.boolean(),
  total: z.number(),
  adjustedTotal: z.number().nullable(),
  /** the adjusted total where given, else the total */
  finalScore: z.number(),
  colorValue: z.string().nullable(),
  finalColorValue: z.string().nullable(),
});
export type TCompanyScorecard = z.infer<typeof ZCompanyScorecardSchema>;

/** The company assessment of the quarter (company-assessment family), when one was made. */
export const ZCompanyAssessmentSummarySchema = z.object({
  id: ZId,
  status: z.string(),
  computedScore: z.number(),
  adjustedScore: z.number().nullable(),
  finalScore: z.number(),
  colorValue: z.string().nullable(),
});
export type TCompanyAssessmentSummary = z.infer<typeof ZCompanyAssessmentSummarySchema>;

/** The employees' quarter in the chosen units. */
export const ZEmployeePictureSchema = z.object({
  /** performance records of the quarter */
  records: z.number().int(),
  /** records with a final score */
  rated: z.number().int(),
  /** the mean final score of the rated records (2 decimals), null when none */
  averageScore: z.number().nullable(),
  averageColorValue: z.string().nullable(),
  agreed: z.number().int(),
  /** agreements Agreed / records × 100, one decimal */
  agreedPercent: z.number(),
  assessmentsComplete: z.number().int(),
  /** assessments Complete / records × 100, one decimal */
  completePercent: z.number(),
});
export type TEmployeePicture = z.infer<typeof ZEmployeePictureSchema>;

const ZReportHead = {
  title: z.string(),
  companyName: z.string(),
  generatedAt: ZIsoDateTime,
  annualPlan: z.object({ id: ZId, label: z.string() }),
};
const ZUnits = { businessUnit: ZNamed.nullable(), department: ZNamed.nullable() };

export const ZCompanyPerformanceReportSchema = z.object({
  ...ZReportHead,
  ...ZUnits,
  quarter: ZQuarterIndex,
  quarterLabel: z.string(),
  /** the annual plan's corporate scorecards, by name */
  scorecards: z.array(ZCompanyScorecardSchema),
  /** the mean of the scorecards' final scores (2 decimals), as the company assessment computes it; null without a corporate scorecard */
  companyScore: ZScoreCellSchema,
  companyAssessment: ZCompanyAssessmentSummarySchema.nullable(),
  employees: ZEmployeePictureSchema,
});
export type TCompanyPerformanceReport = z.infer<typeof ZCompanyPerformanceReportSchema>;

// ---------------------------------------------------------------- progressive (the year so far)

export const ZCompanyProgressiveRequestSchema = z.object({
  annualPlanId: ZId,
  businessUnitId: ZId.optional(),
  departmentId: ZId.optional(),
});
export type TCompanyProgressiveRequest = z.infer<typeof ZCompanyProgressiveRequestSchema>;

/** One quarter of a KPI: its figures and score (null when not reported that quarter). */
export const ZProgressiveKpiQuarterSchema = z.object({
  target: z.number().nullable(),
  actual: z.number().nullable(),
  score: z.number().nullable(),
  colorValue: z.string().nullable(),
});

export const ZProgressiveKpiRowSchema = z.object({
  kpiId: ZId,
  kpaId: ZId.nullable(),
  name: z.string(),
  kpiType: ZKpiType,
  weight: z.number().nullable(),
  /** Q1..Q4 */
  quarters: z.array(ZProgressiveKpiQuarterSchema),
  /** the year to date after each quarter: the mean of the reported quarters so far */
  cumulative: z.array(ZScoreCellSchema),
});
export type TProgressiveKpiRow = z.infer<typeof ZProgressiveKpiRowSchema>;

export const ZProgressiveLineSchema = z.object({
  /** a KPA id, a scorecard id, or null (KPIs under no KPA) */
  id: ZId.nullable(),
  name: z.string(),
  quarters: z.array(ZScoreCellSchema),
  cumulative: z.array(ZScoreCellSchema),
});
export type TProgressiveLine = z.infer<typeof ZProgressiveLineSchema>;

export const ZProgressiveScorecardSchema = z.object({
  annualScorecardId: ZId,
  name: z.string(),
  /** the periodic scorecard of each quarter, null where none was built (the annual one is rated) */
  periodicScorecardIds: z.array(ZId.nullable()),
  kpis: z.array(ZProgressiveKpiRowSchema),
  kpas: z.array(ZProgressiveLineSchema),
  total: ZProgressiveLineSchema,
});
export type TProgressiveScorecard = z.infer<typeof ZProgressiveScorecardSchema>;

export const ZCompanyProgressiveReportSchema = z.object({
  ...ZReportHead,
  ...ZUnits,
  scorecards: z.array(ZProgressiveScorecardSchema),
  /** the company per quarter (mean of the scorecards' totals) and to date */
  company: ZProgressiveLineSchema,
  /** the company assessment's final score per quarter, where one was made */
  companyAssessments: z.array(ZCompanyAssessmentSummarySchema.nullable()),
  /** the employees' quarters in the chosen units */
  employees: z.array(ZEmployeePictureSchema),
});
export type TCompanyProgressiveReport = z.infer<typeof ZCompanyProgressiveReportSchema>;

// ---------------------------------------------------------------- the chief executive's year

export const ZCeoPerformanceRequestSchema = z.object({
  annualPlanId: ZId,
  /** default: the company's chief executive (docs/performance.md "Company reports") */
  employeeId: ZId.optional(),
});
export type TCeoPerformanceRequest = z.infer<typeof ZCeoPerformanceRequestSchema>;

export const ZCeoKpiRowSchema = z.object({
  kpiId: ZId,
  kpaName: z.string().nullable(),
  name: z.string(),
  kpiType: ZKpiType,
  weight: z.number().nullable(),
  target: z.number().nullable(),
  manualTarget: z.string().nullable(),
  actual: z.number().nullable(),
  percent: z.number().nullable(),
  score: z.number(),
  adjustedScore: z.number().nullable(),
  colorValue: z.string().nullable(),
});
export type TCeoKpiRow = z.infer<typeof ZCeoKpiRowSchema>;

export const ZCeoQuarterSchema = z.object({
  quarter: ZQuarterIndex,
  quarterLabel: z.string(),
  /** the employee's performance record of the quarter; null when no periodic scorecard was built */
  record: ZPerformanceReportRowSchema.extend({ selfColorValue: z.string().nullable() }).nullable(),
  scorecardName: z.string().nullable(),
  kpis: z.array(ZCeoKpiRowSchema),
  /** the company's quarter beside: its corporate score and its company assessment */
  company: ZScoreCellSchema,
  companyAssessment: ZCompanyAssessmentSummarySchema.nullable(),
});
export type TCeoQuarter = z.infer<typeof ZCeoQuarterSchema>;

export const ZCeoPerformanceReportSchema = z.object({
  ...ZReportHead,
  employee: z.object({
    id: ZId,
    name: z.string(),
    jobTitle: z.string().nullable(),
    status: z.string(),
    businessUnitHead: z.boolean(),
  }),
  /** true when no employee was asked for and the company's chief executive was chosen */
  isDefault: z.boolean(),
  quarters: z.array(ZCeoQuarterSchema),
});
export type TCeoPerformanceReport = z.infer<typeof ZCeoPerformanceReportSchema>;

// ---------------------------------------------------------------- export

const ZFormat = z.enum(['xlsx', 'pdf']);
export const ZExportCompanyReportRequestSchema = z.discriminatedUnion('report', [
  ZCompanyPerformanceRequestSchema.extend({ report: z.literal('company-performance'), format: ZFormat }),
  ZCompanyProgressiveRequestSchema.extend({
    report: z.literal('company-performance-progressive'),
    format: ZFormat,
  }),
  ZCeoPerformanceRequestSchema.extend({ report: z.literal('ceo-performance'), format: ZFormat }),
]);
export type TExportCompanyReportRequest = z.infer<typeof ZExportCompanyReportRequestSchema>;

export const ZExportCompanyReportSchema = z.object({
  /** a link to the file, valid for 15 minutes */
  url: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

// ---------------------------------------------------------------- routes

// Read-only: the export writes a file for the caller to fetch, never a record (nothing to audit).
const route = familyRoutes('performance-report', 'performance', { readOnly: true });

export const getCompanyPerformanceReport = route(
  'company-performance',
  'GET',
  'The company’s quarter: its corporate scorecards scored (KPAs, KPIs, totals), its company assessment, and the employees’ quarter in the chosen units',
  ZCompanyPerformanceRequestSchema,
  z.object({ report: ZCompanyPerformanceReportSchema }),
  'Get Company Performance Report Failed',
);
export const getCompanyProgressiveReport = route(
  'company-performance-progressive',
  'GET',
  'The year so far: each corporate KPI, KPA and the company scored per quarter and to date, with the employees’ average per quarter',
  ZCompanyProgressiveRequestSchema,
  z.object({ report: ZCompanyProgressiveReportSchema }),
  'Get Company Performance Progressive Report Failed',
);
export const getCeoPerformanceReport = route(
  'ceo-performance',
  'GET',
  'The chief executive’s year (or another employee’s): each quarter’s agreement, assessment, QA and scores, the scorecard’s KPIs, and the company’s quarter beside',
  ZCeoPerformanceRequestSchema,
  z.object({ report: ZCeoPerformanceReportSchema }),
  'Get CEO Performance Report Failed',
);
export const exportCompanyReport = route(
  'export-company',
  'POST',
  'Build a company, progressive or CEO performance report as an Excel (xlsx) or PDF file and answer a link to it (valid for 15 minutes)',
  ZExportCompanyReportRequestSchema,
  ZExportCompanyReportSchema,
  'Export Company Performance Report Failed',
);

export const companyPerformanceReportRoutes = [
  getCompanyPerformanceReport,
  getCompanyProgressiveReport,
  getCeoPerformanceReport,
  exportCompanyReport,
] as const;
