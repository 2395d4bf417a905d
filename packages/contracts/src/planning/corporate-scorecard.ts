import { z } from 'zod';
import { ZDay, ZId, ZVersion } from '../common';
import { ZQuarterIndex } from './quarter';
import { familyRoutes } from '../route';
import {
  ZAddKpaRequestSchema,
  ZAdjustedScore,
  ZFigure,
  ZGetScorecardRequestSchema,
  ZKpaSchema,
  ZKpiName,
  ZKpiSchema,
  ZKpiType,
  ZOptionType,
  ZScorecardItemRef,
  ZUpdateKpaRequestSchema,
  ZKpiText,
  ZManualScore,
  ZRatingMode,
  ZScorecardDetailSchema,
  ZScorecardName,
  ZScorecardSchema,
  ZSetVisibleRequestSchema,
  ZWeight,
} from '../scorecard/scorecard';

/**
 * Corporate scorecards (spec §1, §3, §7): the annual one of an annual plan, built by copying a
 * strategic scorecard of its strategic plan, and a periodic one per quarter built from the annual
 * one (the annual KPI's periodic target becomes the quarter's target). Actuals are entered per
 * quarter while the quarter's assessment window is open; a periodic KPI's actual and its annual
 * KPI's actual for that quarter are written together, so they always agree.
 */
export const CORPORATE_TYPES = ['annual', 'periodic'] as const;
export const ZCorporateType = z.enum(CORPORATE_TYPES);

const title = 'Corporate Scorecards';
const family = 'corporate-scorecard';

/** The KPI fields a corporate scorecard's save may change (actuals go through update-actual). */
export const ZCorporateKpiFields = {
  baseline: ZFigure.optional(),
  manualBaseline: ZKpiText.optional(),
  target: ZFigure.optional(),
  manualTarget: ZKpiText.optional(),
  targetDate: ZDay.nullable().optional(),
  ytd: ZFigure.optional(),
  periodicTarget1: ZFigure.optional(),
  periodicTarget2: ZFigure.optional(),
  periodicTarget3: ZFigure.optional(),
  periodicTarget4: ZFigure.optional(),
  weight: ZWeight.optional(),
  manualRatingScore: ZManualScore.optional(),
  adjustedScore: ZAdjustedScore.optional(),
};
export type CorporateKpiField = keyof typeof ZCorporateKpiFields;
/** The same fields by name: the server's update and the screen's change detection both read this list. */
export const CORPORATE_KPI_FIELDS = Object.keys(ZCorporateKpiFields) as readonly CorporateKpiField[];

export const ZAddCorporateScorecardRequestSchema = z.object({
  annualPlanId: ZId,
  strategicScorecardId: ZId,
  name: ZScorecardName,
});
export const ZAddPeriodicScorecardRequestSchema = z.object({
  annualScorecardId: ZId,
  quarter: ZQuarterIndex,
  /** default: the annual scorecard's name and the quarter, "Corporate 2026 (Q2)" */
  name: ZScorecardName.optional(),
});
export const ZListCorporateScorecardsRequestSchema = z.object({
  annualPlanId: ZId,
  type: ZCorporateType.optional(),
  quarter: ZQuarterIndex.optional(),
});
export const ZUpdateCorporateScorecardRequestSchema = z.object({
  id: ZId,
  version: ZVersion,
  name: ZScorecardName,
  ratingMode: ZRatingMode,
});
export const ZSaveCorporateKpiRequestSchema = z.object({
  scorecardId: ZId,
  id: ZId,
  version: ZVersion,
  ...ZCorporateKpiFields,
});
export type TSaveCorporateKpiRequest = z.infer<typeof ZSaveCorporateKpiRequestSchema>;
export const ZUpdateActualRequestSchema = z.object({
  scorecardId: ZId,
  kpiId: ZId,
  quarter: ZQuarterIndex,
  actual: ZFigure,
  version: ZVersion,
});
export type TUpdateActualRequest = z.infer<typeof ZUpdateActualRequestSchema>;

const scorecardItem = z.object({ scorecard: ZScorecardSchema });

const route = familyRoutes(family, 'planning');

export const listCorporateScorecards = route(
  'all',
  'GET',
  'The corporate scorecards of an annual plan, optionally only the annual or periodic ones (of a quarter)',
  ZListCorporateScorecardsRequestSchema,
  z.object({ list: z.array(ZScorecardSchema) }),
  `Get ${title} Failed`,
);
export const getCorporateScorecard = route(
  'get',
  'GET',
  'One corporate scorecard with its KPAs and KPIs, scored for the period (default: the year, or a periodic scorecard’s quarter)',
  ZGetScorecardRequestSchema,
  z.object({ scorecard: ZScorecardDetailSchema }),
  `Get ${title} Failed`,
);
export const addCorporateScorecard = route(
  'add',
  'POST',
  'Build an annual corporate scorecard by copying a strategic scorecard of the annual plan’s strategic plan (its KPAs and KPIs, all or none)',
  ZAddCorporateScorecardRequestSchema,
  scorecardItem,
  `Add ${title} Failed`,
);
export const addPeriodicScorecard = route(
  'add-periodic',
  'POST',
  'Build the periodic scorecard of a quarter from an annual corporate scorecard (the periodic target of the quarter becomes its target)',
  ZAddPeriodicScorecardRequestSchema,
  scorecardItem,
  `Add ${title} Failed`,
);
export const updateCorporateScorecard = route(
  'update',
  'POST',
  'Rename a corporate scorecard or change its rating mode',
  ZUpdateCorporateScorecardRequestSchema,
  scorecardItem,
  `Update ${title} Failed`,
);
export const deleteCorporateScorecard = route(
  'delete',
  'POST',
  'Delete a corporate scorecard with its KPAs and KPIs (an annual one only once its periodic ones are gone)',
  z.object({ id: ZId, version: ZVersion }),
  scorecardItem,
  `Delete ${title} Failed`,
);
export const setCorporateScorecardVisible = route(
  'set-visible',
  'POST',
  'Show or hide a corporate scorecard to people who do not administer Strategic Planning',
  ZSetVisibleRequestSchema,
  scorecardItem,
  `Update ${title} Failed`,
);
export const saveCorporateKpi = route(
  'save-kpi',
  'POST',
  'Change a corporate KPI’s targets, weight or scores; fields left out stay as they were',
  ZSaveCorporateKpiRequestSchema,
  z.object({ kpi: ZKpiSchema }),
  `Update ${title} Failed`,
);
export const updateCorporateActual = route(
  'update-actual',
  'POST',
  'Enter a KPI’s actual for a quarter while its assessment window is open (a periodic KPI and its annual KPI together)',
  ZUpdateActualRequestSchema,
  z.object({ kpi: ZKpiSchema }),
  `Update ${title} Failed`,
);

/**
 * A corporate scorecard's own KPAs and KPIs (docs/planning.md "Corporate scorecards: KPAs and
 * KPIs"): besides those copied from the strategic scorecard, a scorecard's writers add, rename and
 * delete KPAs and add and delete KPIs. A KPA with KPIs under it, a KPA or KPI carried into a built
 * periodic scorecard, and a KPI with results entered are in use: deleting them is refused (422).
 */
export const ZAddCorporateKpiRequestSchema = z.object({
  scorecardId: ZId,
  name: ZKpiName,
  kpaId: ZId.nullable().optional(),
  perspectiveId: ZId.nullable().optional(),
  kpiType: ZKpiType.optional(),
  optionType: ZOptionType.optional(),
  ...ZCorporateKpiFields,
});
export type TAddCorporateKpiRequest = z.infer<typeof ZAddCorporateKpiRequestSchema>;
const kpaTitle = 'Corporate Key Performance Area';
const kpiTitle = 'Corporate Scorecard Kpi';

export const addCorporateKpa = route(
  'add-kpa',
  'POST',
  'Add a key performance area to a corporate scorecard whose KPIs sit under KPAs',
  ZAddKpaRequestSchema,
  z.object({ kpa: ZKpaSchema }),
  `Add ${kpaTitle} Failed`,
);
export const updateCorporateKpa = route(
  'update-kpa',
  'POST',
  'Rename, reorder or re-file a key performance area of a corporate scorecard',
  ZUpdateKpaRequestSchema,
  z.object({ kpa: ZKpaSchema }),
  `Update ${kpaTitle} Failed`,
);
export const deleteCorporateKpa = route(
  'delete-kpa',
  'POST',
  'Delete a key performance area of a corporate scorecard that is not in use (no KPIs, not carried into a periodic scorecard)',
  ZScorecardItemRef,
  z.object({ kpa: ZKpaSchema }),
  `Delete ${kpaTitle} Failed`,
);
export const addCorporateKpi = route(
  'add-kpi',
  'POST',
  'Add a KPI to a corporate scorecard (under one of its KPAs when it keeps its KPIs under KPAs)',
  ZAddCorporateKpiRequestSchema,
  z.object({ kpi: ZKpiSchema }),
  `Add ${kpiTitle} Failed`,
);
export const deleteCorporateKpi = route(
  'delete-kpi',
  'POST',
  'Delete a KPI of a corporate scorecard that is not in use (no results entered, not carried into a periodic scorecard)',
  ZScorecardItemRef,
  z.object({ kpi: ZKpiSchema }),
  `Delete ${kpiTitle} Failed`,
);

/**
 * The corporate agreement status (spec §3 "Performance agreement status (employee and corporate)",
 * §4): the company's agreement on a quarter's periodic corporate scorecard. Draft → Submitted →
 * Agreed, Submitted → Draft (returned), Agreed → Draft (reopened); administrators only, while the
 * quarter's performance agreement window is open. docs/performance.md "Company assessment".
 */
export const CORPORATE_AGREEMENT_STATUSES = [
  { id: 1, name: 'Draft' },
  { id: 2, name: 'Submitted' },
  { id: 3, name: 'Agreed' },
] as const;
/** spec §4: what the client shows when setting the status fails with `Period is closed` (nothing is stored). */
export const PERIOD_CLOSED_STATUS = { id: -1, name: 'Period is closed' } as const;
export const ZCorporateAgreementStatusId = z.coerce
  .number({ error: 'status must be 1 (Draft), 2 (Submitted) or 3 (Agreed)' })
  .int('status must be 1 (Draft), 2 (Submitted) or 3 (Agreed)')
  .min(1, 'status must be 1 (Draft), 2 (Submitted) or 3 (Agreed)')
  .max(3, 'status must be 1 (Draft), 2 (Submitted) or 3 (Agreed)');
export const ZCorporateAgreementStatusSchema = z.object({ id: z.number().int(), name: z.string() });
export type TCorporateAgreementStatus = z.infer<typeof ZCorporateAgreementStatusSchema>;
export const ZCorporateAgreementSchema = z.object({
  scorecardId: ZId,
  annualPlanId: ZId,
  quarter: z.number().int(),
  status: ZCorporateAgreementStatusSchema,
  /** 1 while the status was never set (Draft) */
  version: z.number().int(),
  /** whether the quarter's performance agreement window is open today */
  windowOpen: z.boolean(),
  /** whether the caller may set the status (an administrator) */
  canSet: z.boolean(),
  /** the statuses the caller may set from this one */
  next: z.array(ZCorporateAgreementStatusSchema),
  /** every change, newest first (from the audit trail) */
  history: z
    .array(
      z.object({
        from: ZCorporateAgreementStatusSchema,
        to: ZCorporateAgreementStatusSchema,
        byName: z.string(),
        at: z.string(),
      }),
    )
    .optional(),
});
export type TCorporateAgreement = z.infer<typeof ZCorporateAgreementSchema>;

export const getCorporateAgreementStatus = route(
  'agreement-status',
  'GET',
  'The corporate agreement status of a periodic corporate scorecard, with its history',
  z.object({ id: ZId }),
  ZCorporateAgreementSchema,
  'Get Performance Agreement Status Failed',
);
export const setCorporateAgreementStatus = route(
  'set-agreement-status',
  'POST',
  'Set the corporate agreement status of a periodic corporate scorecard (administrators, while the quarter’s agreement window is open)',
  z.object({ id: ZId, status: ZCorporateAgreementStatusId, version: ZVersion }),
  ZCorporateAgreementSchema,
  'Set Performance Agreement Status Failed',
);

/**
 * Whether the caller answers for the company's corporate scorecards (docs/planning.md "Corporate
 * scorecards in my inbox"): a Strategic Planning administrator, or the head of a business unit
 * that owns the strategy plan. My inbox's corporate scorecard screens read it before offering a
 * change; anyone signed in may ask about themselves.
 */
export const ZCorporateAccessSchema = z.object({
  /** administers Strategic Planning (may also show, hide and delete) */
  admin: z.boolean(),
  /** may build corporate scorecards, change their KPIs and enter actuals */
  responsible: z.boolean(),
  /** the business units, owning the strategy plan, that the caller heads */
  units: z.array(z.object({ id: ZId, name: z.string() })),
});
export type TCorporateAccess = z.infer<typeof ZCorporateAccessSchema>;
export const getCorporateAccess = route(
  'my-access',
  'GET',
  'Whether the caller answers for corporate scorecards (an administrator, or the head of a business unit owning the strategy plan)',
  z.object({}),
  ZCorporateAccessSchema,
  `Get ${title} Failed`,
);

/**
 * The progress report of a corporate scorecard (spec §7 `progress-report`): each KPI's target and
 * actual per quarter and for the year (target against year-to-date), with the percent reached
 * (spec §5: ASC target/actual, else actual/target). Exported as Excel or PDF through
 * `report/export` (report `scorecard-progress`).
 */
export const ZProgressFigureSchema = z.object({
  /** "Q1"… "Q4", or "Year" */
  label: z.string(),
  target: z.number().nullable(),
  actual: z.number().nullable(),
  percent: z.number().nullable(),
});
export const ZProgressReportSchema = z.object({
  scorecard: z.object({
    id: ZId,
    name: z.string(),
    type: ZCorporateType,
    /** a periodic scorecard's quarter label, "Q2"; null for an annual one */
    quarterLabel: z.string().nullable(),
  }),
  companyName: z.string(),
  generatedAt: z.string(),
  rows: z.array(
    z.object({
      kpiId: ZId,
      kpaName: z.string().nullable(),
      name: z.string(),
      optionType: z.enum(['ASC', 'DESC']),
      quarters: z.array(ZProgressFigureSchema),
      year: ZProgressFigureSchema,
    }),
  ),
});
export type TProgressReport = z.infer<typeof ZProgressReportSchema>;
export const getCorporateProgressReport = route(
  'progress-report',
  'GET',
  'The progress of a corporate scorecard’s KPIs: target, actual and percent reached per quarter and for the year',
  z.object({ id: ZId }),
  z.object({ report: ZProgressReportSchema }),
  `Get ${title} Failed`,
);

export const corporateScorecardRoutes = [
  listCorporateScorecards,
  getCorporateProgressReport,
  getCorporateAccess,
  getCorporateScorecard,
  addCorporateScorecard,
  addPeriodicScorecard,
  updateCorporateScorecard,
  deleteCorporateScorecard,
  setCorporateScorecardVisible,
  saveCorporateKpi,
  updateCorporateActual,
  addCorporateKpa,
  updateCorporateKpa,
  deleteCorporateKpa,
  addCorporateKpi,
  deleteCorporateKpi,
  getCorporateAgreementStatus,
  setCorporateAgreementStatus,
] as const;
