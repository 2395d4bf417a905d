import { z } from 'zod';
import { ZDay, ZId, ZIsoDateTime } from '../common';
import { ZRatingScaleSchema } from './rating-scale';
import { familyRoutes } from '../route';
import { ZKpiType, ZOptionType, ZRatingMode, ZRatingPeriod, ZScorecardKind } from '../scorecard/scorecard';

/**
 * The planning reports (spec §2 /app/reports/strategic-scorecards, annual-plans,
 * periodic-annual-corporate-scorecards): scorecards scored by the rating engine (spec §5) and
 * summed up — by perspective, per quarter, per band — and exported as Excel or PDF. Reads only;
 * any employee of a company with Strategic Planning may ask (hidden scorecards stay hidden from
 * people who do not administer it).
 */
export const REPORT_KINDS = [
  'strategic-scorecard',
  'annual-plans',
  'periodic-annual-corporate-scorecards',
  'scorecard-progress',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const ZReportKind = z.enum(REPORT_KINDS);

export const REPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const ZReportFormat = z.enum(REPORT_FORMATS);

/** spec §8 titles: "Get Strategic Scorecard Report Failed"… */
export const REPORT_TITLE = {
  'strategic-scorecard': 'Strategic Scorecard Report',
  'annual-plans': 'Annual Plans Report',
  'periodic-annual-corporate-scorecards': 'Corporate Scorecards Report',
  'scorecard-progress': 'Scorecard Progress Report',
} as const satisfies Record<ReportKind, string>;

/** A period as the reports name it: "Annual", "Q1"… "Q4". */
export const ZPeriodLabel = z.enum(['Annual', 'Q1', 'Q2', 'Q3', 'Q4']);

/** One quarter of a KPI: periodicTarget{q+1} against actual{q+1}, and the actual percent (spec §5). */
export const ZKpiQuarterFigures = z.object({
  target: z.number().nullable(),
  actual: z.number().nullable(),
  percent: z.number().nullable(),
});

/** A KPI as the reports show it: the figures of the period asked, its rating, and its four quarters. */
export const ZReportKpiRowSchema = z.object({
  kpiId: ZId,
  name: z.string(),
  perspectiveId: ZId.nullable(),
  perspectiveName: z.string().nullable(),
  kpaId: ZId.nullable(),
  kpaName: z.string().nullable(),
  kpiType: ZKpiType,
  optionType: ZOptionType,
  /** the period's target and actual: target/ytd for the year, periodicTarget{q+1}/actual{q+1} for a quarter */
  target: z.number().nullable(),
  actual: z.number().nullable(),
  /** a qualitative KPI's target in words, if any */
  manualTarget: z.string().nullable(),
  percent: z.number().nullable(),
  /** the effective score 0..6 (spec §5) */
  score: z.number(),
  adjustedScore: z.number().nullable(),
  weight: z.number().nullable(),
  /** score × weight / 100 */
  weightedScore: z.number(),
  colorValue: z.string().nullable(),
  /** Q1..Q4 */
  quarters: z.array(ZKpiQuarterFigures).length(4),
});
export type TReportKpiRow = z.infer<typeof ZReportKpiRowSchema>;

/** A scorecard's totals for a period (spec §5). */
export const ZReportTotalsSchema = z.object({
  /** Σ score × weight / 100 */
  total: z.number(),
  /** with adjusted scores where given; null unless some KPI has one */
  adjustedTotal: z.number().nullable(),
  weightTotal: z.number(),
  weightsValid: z.boolean(),
  colorValue: z.string().nullable(),
  adjustedColorValue: z.string().nullable(),
  kpiCount: z.number().int(),
});
export type TReportTotals = z.infer<typeof ZReportTotalsSchema>;

/**
 * A perspective's part of a scorecard's total: its KPIs' weights and weighted scores summed, its
 * average score (Σ score × weight / Σ weight) and its share of the total in percent. KPIs filed
 * under no perspective are one group with a null id and name.
 */
export const ZPerspectiveScoreSchema = z.object({
  perspectiveId: ZId.nullable(),
  name: z.string().nullable(),
  kpiCount: z.number().int(),
  weight: z.number(),
  weightedScore: z.number(),
  /** Σ score × weight / Σ weight, 0..6; null when the weights sum to 0 */
  score: z.number().nullable(),
  /** weightedScore / the scorecard total × 100; null when the total is 0 */
  share: z.number().nullable(),
  colorValue: z.string().nullable(),
});
export type TPerspectiveScore = z.infer<typeof ZPerspectiveScoreSchema>;

/**
 * A quarter of a scorecard: Σ periodicTarget{q+1} against Σ actual{q+1} over its quantitative KPIs
 * (percent = Σ actual / Σ target × 100, rounded; null when Σ target is 0), and the scorecard's total
 * score for the quarter.
 */
export const ZQuarterTotalsSchema = z.object({
  quarter: z.number().int().min(0).max(3),
  label: ZPeriodLabel,
  targetTotal: z.number(),
  actualTotal: z.number(),
  percent: z.number().nullable(),
  /** the KPIs with an actual for the quarter */
  reported: z.number().int(),
  total: z.number(),
  colorValue: z.string().nullable(),
});
export type TQuarterTotals = z.infer<typeof ZQuarterTotalsSchema>;

/**
 * How many KPIs score each value: 0 (not rated), the plan's bands 1..5 (their description and
 * colour), and 6 (above the fifth band).
 */
export const ZBandCountSchema = z.object({
  score: z.number().int().min(0).max(6),
  /** the band's description (1..5); null for 0 and 6 */
  description: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  colorValue: z.string().nullable(),
  count: z.number().int(),
});
export type TBandCount = z.infer<typeof ZBandCountSchema>;

/** A band of the plan's rating scale, for legends. */
export const ZReportBandSchema = z.object({
  rating: z.number().int().min(1).max(5),
  description: z.string(),
  min: z.number(),
  max: z.number(),
  colorValue: z.string(),
});

/** A scorecard scored for a period, with every aggregate the report screens draw. */
export const ZScoredScorecardReportSchema = z.object({
  id: ZId,
  name: z.string(),
  kind: ZScorecardKind,
  ratingMode: ZRatingMode,
  /** periodic corporate scorecards: their quarter 0..3 */
  quarter: z.number().int().min(0).max(3).nullable(),
  period: ZRatingPeriod,
  periodLabel: ZPeriodLabel,
  rows: z.array(ZReportKpiRowSchema),
  totals: ZReportTotalsSchema,
  byPerspective: z.array(ZPerspectiveScoreSchema),
  quarters: z.array(ZQuarterTotalsSchema).length(4),
  bandCounts: z.array(ZBandCountSchema),
});
export type TScoredScorecardReport = z.infer<typeof ZScoredScorecardReportSchema>;

const ZReportPlan = z.object({
  id: ZId,
  description: z.string(),
  startDate: ZDay,
  endDate: ZDay,
  d_startDate: z.string(),
  d_endDate: z.string(),
});
const ZReportAnnualPlan = z.object({
  id: ZId,
  label: z.string(),
  startDate: ZDay,
  endDate: ZDay,
  d_startDate: z.string(),
  d_endDate: z.string(),
});

/** What every report says about itself (the export's header). */
const reportHead = {
  companyName: z.string(),
  generatedAt: ZIsoDateTime,
  plan: ZReportPlan,
  /** the plan's rating scale (null until it has five bands) and its bands, for legends */
  scale: ZRatingScaleSchema.nullable(),
  bands: z.array(ZReportBandSchema),
};

// ---------------------------------------------------------------- strategic scorecard

export const ZStrategicScorecardReportRequestSchema = z.object({
  scorecardId: ZId,
  period: ZRatingPeriod.default('annual'),
});
export const ZStrategicScorecardReportSchema = z.object({
  kind: z.literal('strategic-scorecard'),
  ...reportHead,
  scorecard: ZScoredScorecardReportSchema,
});
export type TStrategicScorecardReport = z.infer<typeof ZStrategicScorecardReportSchema>;

// ---------------------------------------------------------------- annual plans

/**
 * A corporate scorecard's quarter in the annual plans report: the total of the quarter's periodic
 * scorecard where one was built (`source` 'periodic'), else the annual scorecard scored for the
 * quarter (`source` 'annual').
 */
export const ZAnnualPlanQuarterSchema = z.object({
  quarter: z.number().int().min(0).max(3),
  label: ZPeriodLabel,
  total: z.number(),
  colorValue: z.string().nullable(),
  source: z.enum(['annual', 'periodic']),
  periodicScorecardId: ZId.nullable(),
});
export const ZAnnualPlanScorecardSchema = z.object({
  /** the annual corporate scorecard scored for the year (rows, totals, aggregates) */
  scorecard: ZScoredScorecardReportSchema,
  quarters: z.array(ZAnnualPlanQuarterSchema).length(4),
});
export const ZAnnualPlanReportEntrySchema = ZReportAnnualPlan.extend({
  scorecards: z.array(ZAnnualPlanScorecardSchema),
});
export type TAnnualPlanReportEntry = z.infer<typeof ZAnnualPlanReportEntrySchema>;

export const ZAnnualPlansReportRequestSchema = z.object({ strategicPlanId: ZId });
export const ZAnnualPlansReportSchema = z.object({
  kind: z.literal('annual-plans'),
  ...reportHead,
  /** oldest first */
  annualPlans: z.array(ZAnnualPlanReportEntrySchema),
});
export type TAnnualPlansReport = z.infer<typeof ZAnnualPlansReportSchema>;

// ---------------------------------------------------------------- periodic and annual corporate scorecards

export const ZCorporateScorecardSetSchema = z.object({
  /** the annual corporate scorecard scored for the year */
  annual: ZScoredScorecardReportSchema,
  /** Q1..Q4: the quarter's periodic scorecard scored for its quarter, or null when none was built */
  periodic: z.array(ZScoredScorecardReportSchema.nullable()).length(4),
});
export type TCorporateScorecardSet = z.infer<typeof ZCorporateScorecardSetSchema>;

export const ZCorporateScorecardsReportRequestSchema = z.object({ annualPlanId: ZId });
export const ZCorporateScorecardsReportSchema = z.object({
  kind: z.literal('periodic-annual-corporate-scorecards'),
  ...reportHead,
  annualPlan: ZReportAnnualPlan,
  /** each annual corporate scorecard of the year (by name) with its periodic ones */
  scorecards: z.array(ZCorporateScorecardSetSchema),
});
export type TCorporateScorecardsReport = z.infer<typeof ZCorporateScorecardsReportSchema>;

// ---------------------------------------------------------------- export

/** The id each report is asked for. */
export const REPORT_ID_FIELD = {
  'strategic-scorecard': 'scorecardId',
  'annual-plans': 'strategicPlanId',
  'periodic-annual-corporate-scorecards': 'annualPlanId',
  'scorecard-progress': 'scorecardId',
} as const satisfies Record<ReportKind, string>;

/** The report to build as a file: the same inputs as the report's own call, and the format. */
export const ZExportReportRequestSchema = z
  .object({
    report: ZReportKind,
    format: ZReportFormat,
    scorecardId: ZId.optional(),
    period: ZRatingPeriod.optional(),
    strategicPlanId: ZId.optional(),
    annualPlanId: ZId.optional(),
  })
  .superRefine((v, ctx) => {
    const field = REPORT_ID_FIELD[v.report];
    if (v[field] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `${field} is required for the ${v.report} report`,
      });
    }
  });
export type TExportReportRequest = z.infer<typeof ZExportReportRequestSchema>;

export const ZExportReportSchema = z.object({
  /** a link to the file, valid for 15 minutes */
  url: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type TExportReport = z.infer<typeof ZExportReportSchema>;

// ---------------------------------------------------------------- routes

const family = 'report';

// The exports write a file for the caller to fetch, never a record: nothing to audit.
const route = familyRoutes(family, 'planning', { readOnly: true });

export const getStrategicScorecardReport = route(
  'strategic-scorecard',
  'GET',
  'A strategic scorecard scored for a period (default: the year), with its score by perspective, actual against target per quarter and KPIs per band',
  ZStrategicScorecardReportRequestSchema,
  z.object({ report: ZStrategicScorecardReportSchema }),
  `Get ${REPORT_TITLE['strategic-scorecard']} Failed`,
);

export const getAnnualPlansReport = route(
  'annual-plans',
  'GET',
  'Each annual plan of a strategic plan with its annual corporate scorecards: their KPIs for the year and their totals per quarter',
  ZAnnualPlansReportRequestSchema,
  z.object({ report: ZAnnualPlansReportSchema }),
  `Get ${REPORT_TITLE['annual-plans']} Failed`,
);

export const getCorporateScorecardsReport = route(
  'periodic-annual-corporate-scorecards',
  'GET',
  'The annual corporate scorecards of an annual plan and their periodic ones, with per-quarter totals and KPI rows',
  ZCorporateScorecardsReportRequestSchema,
  z.object({ report: ZCorporateScorecardsReportSchema }),
  `Get ${REPORT_TITLE['periodic-annual-corporate-scorecards']} Failed`,
);

export const exportReport = route(
  'export',
  'POST',
  'Build a report as an Excel (xlsx) or PDF file and answer a link to it (valid for 15 minutes)',
  ZExportReportRequestSchema,
  ZExportReportSchema,
  'Export Report Failed',
);

/** Each report's call by kind. */
export const REPORT_ROUTES = {
  'strategic-scorecard': getStrategicScorecardReport,
  'annual-plans': getAnnualPlansReport,
  'periodic-annual-corporate-scorecards': getCorporateScorecardsReport,
} as const;

export const reportRoutes = [
  getStrategicScorecardReport,
  getAnnualPlansReport,
  getCorporateScorecardsReport,
  exportReport,
] as const;
