import { z } from 'zod';
import { ZDay, ZId, ZIsoDateTime, ZName, ZVersion, ZYesNo } from '../common';
import { ZPlanOfChild } from '../planning/plan';
import { ZQuarterIndex } from '../planning/quarter';
import { ZRatingScaleSchema } from '../planning/rating-scale';

/**
 * The scorecard model planning and performance share (spec §1, §3, §7): a scorecard with its key
 * performance areas (KPAs) and KPIs, every KPI scored by the rating engine (spec §5) against the
 * plan's rating scale. Strategic and operational scorecards (planning/plan-scorecard.ts),
 * corporate scorecards (planning/corporate-scorecard.ts) and employee scorecards
 * (performance/employee-scorecard.ts) are all this record.
 */
export const SCORECARD_KINDS = [
  'strategic',
  'operational',
  'corporate-annual',
  'corporate-periodic',
  /** an employee's scorecard for an annual plan, and its copy for each quarter */
  'employee-annual',
  'employee-periodic',
  /** a reusable template of the employee scorecards library */
  'library',
] as const;
export type ScorecardKind = (typeof SCORECARD_KINDS)[number];
export const ZScorecardKind = z.enum(SCORECARD_KINDS);

/** spec §5: automatic mode rates Quantitative KPIs by their computed score, the rest by hand. */
export const RATING_MODES = ['automatic', 'manual'] as const;
export const ZRatingMode = z.enum(RATING_MODES);

export const KPI_TYPES = ['Quantitative', 'Qualitative'] as const;
export const ZKpiType = z.enum(KPI_TYPES);
/** spec §3: ASC = lower is better (target/actual); DESC = higher is better (actual/target). */
export const OPTION_TYPES = ['ASC', 'DESC'] as const;
export const ZOptionType = z.enum(OPTION_TYPES);

/** The period a scorecard is rated for: the year (target vs ytd) or a quarter 0..3. */
export const ZRatingPeriod = z.union([z.literal('annual'), ZQuarterIndex]);
export type TRatingPeriod = z.infer<typeof ZRatingPeriod>;

/** The most a KPI figure may be, either way: beyond it a figure is a typing slip. */
export const MAX_FIGURE = 1e15;

/** A KPI figure: a finite number, or null for none. */
export const ZFigure = z
  .number({ error: 'must be a number or null' })
  .min(-MAX_FIGURE, `must be at least -${MAX_FIGURE}`)
  .max(MAX_FIGURE, `must be at most ${MAX_FIGURE}`)
  .nullable();

/** A KPI weight: a percent of its scorecard, 0..100, or null for none. */
export const ZWeight = z
  .number({ error: 'must be a number or null' })
  .min(0, 'must be between 0 and 100')
  .max(100, 'must be between 0 and 100')
  .nullable();

/** spec §5 scores: 0..6 (6 = above the fifth band). */
export const ZManualScore = z
  .number({ error: 'must be a whole number from 0 to 6, or null' })
  .int('must be a whole number from 0 to 6, or null')
  .min(0, 'must be a whole number from 0 to 6, or null')
  .max(6, 'must be a whole number from 0 to 6, or null')
  .nullable();
export const ZAdjustedScore = z
  .number({ error: 'must be a number from 0 to 6, or null' })
  .min(0, 'must be a number from 0 to 6, or null')
  .max(6, 'must be a number from 0 to 6, or null')
  .nullable();

/** Free text beside a figure (a qualitative KPI's baseline or target): empty is none. */
export const ZKpiText = z
  .string({ error: 'must be text or null' })
  .trim()
  .max(500, 'must be at most 500 characters')
  .transform((v) => (v === '' ? null : v))
  .nullable();

export const ZKpiName = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(500, 'name must be at most 500 characters');

/**
 * The KPI fields a save may carry (spec §3). On an add a field left out is none; on an update it
 * is left as it was, and null clears it.
 */
export const ZKpiFields = {
  kpaId: ZId.nullable().optional(),
  perspectiveId: ZId.nullable().optional(),
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
  actual1: ZFigure.optional(),
  actual2: ZFigure.optional(),
  actual3: ZFigure.optional(),
  actual4: ZFigure.optional(),
  weight: ZWeight.optional(),
  kpiType: ZKpiType.optional(),
  optionType: ZOptionType.optional(),
  manualRatingScore: ZManualScore.optional(),
  adjustedScore: ZAdjustedScore.optional(),
};

/** The KPI figures a stored KPI carries (null = none). */
export const KPI_FIGURES = [
  'baseline',
  'target',
  'ytd',
  'periodicTarget1',
  'periodicTarget2',
  'periodicTarget3',
  'periodicTarget4',
  'actual1',
  'actual2',
  'actual3',
  'actual4',
  'weight',
  'manualRatingScore',
  'adjustedScore',
] as const;
export type KpiFigure = (typeof KPI_FIGURES)[number];

/** A KPI as the API shows it: its fields, display copies, and its rating for the period asked. */
export const ZKpiSchema = z.object({
  id: ZId,
  scorecardId: ZId,
  kpaId: ZId.nullable(),
  perspectiveId: ZId.nullable(),
  perspectiveName: z.string().nullable(),
  name: z.string(),
  baseline: z.number().nullable(),
  manualBaseline: z.string().nullable(),
  target: z.number().nullable(),
  manualTarget: z.string().nullable(),
  targetDate: ZDay.nullable(),
  ytd: z.number().nullable(),
  periodicTarget1: z.number().nullable(),
  periodicTarget2: z.number().nullable(),
  periodicTarget3: z.number().nullable(),
  periodicTarget4: z.number().nullable(),
  actual1: z.number().nullable(),
  actual2: z.number().nullable(),
  actual3: z.number().nullable(),
  actual4: z.number().nullable(),
  weight: z.number().nullable(),
  kpiType: ZKpiType,
  optionType: ZOptionType,
  manualRatingScore: z.number().nullable(),
  adjustedScore: z.number().nullable(),
  /** the KPI it was carried from: the strategic KPI (annual corporate), the annual KPI (periodic) */
  sourceKpiId: ZId.nullable(),
  /** display copies: figures comma-grouped ("1,234.5"), the date as "Jan 5th 2024"; empty for none */
  d_baseline: z.string(),
  d_target: z.string(),
  d_targetDate: z.string(),
  d_ytd: z.string(),
  /** spec §5 for the period: actual percent (null when it cannot be computed) */
  percent: z.number().nullable(),
  /** the score of the percent on the plan's scale, 0..6 */
  computedScore: z.number(),
  /** the score that counts: computed (automatic mode, Quantitative) or the manual score */
  score: z.number(),
  /** score × weight / 100 */
  weightedScore: z.number(),
  /** the colour of the band the score names; null for a score of 0 */
  colorValue: z.string().nullable(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TKpi = z.infer<typeof ZKpiSchema>;

export const ZKpaSchema = z.object({
  id: ZId,
  scorecardId: ZId,
  name: z.string(),
  perspectiveId: ZId.nullable(),
  perspectiveName: z.string().nullable(),
  order: z.number().int(),
  /** KPIs under it: a KPA with any cannot be deleted */
  kpiCount: z.number().int(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TKpa = z.infer<typeof ZKpaSchema>;

/** A KPA in a scored scorecard: its KPIs' weights and weighted scores summed. */
export const ZScoredKpaSchema = ZKpaSchema.extend({ weightTotal: z.number(), total: z.number() });
export type TScoredKpa = z.infer<typeof ZScoredKpaSchema>;

/** A scorecard's own fields, as lists and writes answer them. */
export const ZScorecardSchema = z.object({
  id: ZId,
  kind: ZScorecardKind,
  name: z.string(),
  ...ZPlanOfChild,
  /** corporate scorecards: the annual plan (else null) */
  annualPlanId: ZId.nullable(),
  /** periodic corporate scorecards: the quarter 0..3 and its label Q1..Q4 (else null) */
  quarter: z.number().int().min(0).max(3).nullable(),
  quarterLabel: z.string().nullable(),
  /** the scorecard it was built from (corporate scorecards), else null */
  sourceScorecardId: ZId.nullable(),
  /** annual corporate scorecards: the periodic scorecard of Q1..Q4 (null where none); else null */
  periodicScorecardIds: z.array(ZId.nullable()).length(4).nullable(),
  includeKeyPerformanceArea: ZYesNo,
  visible: z.boolean(),
  ratingMode: ZRatingMode,
  kpaCount: z.number().int(),
  kpiCount: z.number().int(),
  version: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TScorecard = z.infer<typeof ZScorecardSchema>;

/** A whole scorecard, every KPI scored for `period` against the plan's rating scale (spec §5). */
export const ZScorecardDetailSchema = ZScorecardSchema.extend({
  period: z.union([z.literal('annual'), z.number().int().min(0).max(3)]),
  /** the plan's scale (score_N_min/max); null until it has five bands — computed scores are then 0 */
  scale: ZRatingScaleSchema.nullable(),
  kpaList: z.array(ZScoredKpaSchema),
  kpiList: z.array(ZKpiSchema),
  /** Σ score × weight / 100 */
  total: z.number(),
  /** the same with adjusted scores where given; null unless some KPI has one */
  adjustedTotal: z.number().nullable(),
  weightTotal: z.number(),
  /** every weight within 0..100 and the weights summing to 100 */
  weightsValid: z.boolean(),
  colorValue: z.string().nullable(),
  adjustedColorValue: z.string().nullable(),
});
export type TScorecardDetail = z.infer<typeof ZScorecardDetailSchema>;

export const ZScorecardCommentSchema = z.object({
  id: ZId,
  scorecardId: ZId,
  kpaId: ZId.nullable(),
  kpiId: ZId.nullable(),
  comment: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  createdAt: ZIsoDateTime,
});
export type TScorecardComment = z.infer<typeof ZScorecardCommentSchema>;

export const ZScorecardName = ZName('name');
export const ZKpaName = ZKpiName;
export const ZComment = z
  .string({ error: 'comment is required' })
  .trim()
  .min(1, 'comment is required')
  .max(2000, 'comment must be at most 2000 characters');

const exactlyOneTarget = (v: { kpaId?: string | undefined; kpiId?: string | undefined }) =>
  (v.kpaId === undefined) !== (v.kpiId === undefined);
const EXACTLY_ONE_TARGET = { path: ['kpiId'], message: 'name exactly one of kpaId or kpiId' };

/** save-kpi: an add without `id` (then `name` is needed), an update with `id` and `version`. */
const saveKpiChecks = (
  v: { id?: string | undefined; version?: number | undefined; name?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (v.id !== undefined && v.version === undefined) {
    ctx.addIssue({ code: 'custom', path: ['version'], message: 'version is required to change a KPI' });
  }
  if (v.id === undefined && v.name === undefined) {
    ctx.addIssue({ code: 'custom', path: ['name'], message: 'name is required' });
  }
};

export const ZSaveKpiRequestSchema = z
  .object({
    scorecardId: ZId,
    id: ZId.optional(),
    version: ZVersion.optional(),
    name: ZKpiName.optional(),
    ...ZKpiFields,
  })
  .superRefine(saveKpiChecks);
export type TSaveKpiRequest = z.infer<typeof ZSaveKpiRequestSchema>;

export const ZAddKpaRequestSchema = z.object({
  scorecardId: ZId,
  name: ZKpaName,
  perspectiveId: ZId.nullable().optional(),
  order: z.number().int().min(0).max(10_000).optional(),
});
export const ZUpdateKpaRequestSchema = ZAddKpaRequestSchema.extend({ id: ZId, version: ZVersion });
export type TAddKpaRequest = z.infer<typeof ZAddKpaRequestSchema>;
export type TUpdateKpaRequest = z.infer<typeof ZUpdateKpaRequestSchema>;

export const ZScorecardItemRef = z.object({ scorecardId: ZId, id: ZId, version: ZVersion });

export const ZAddCommentRequestSchema = z
  .object({ scorecardId: ZId, kpaId: ZId.optional(), kpiId: ZId.optional(), comment: ZComment })
  .refine(exactlyOneTarget, EXACTLY_ONE_TARGET);
export const ZListCommentsRequestSchema = z
  .object({ scorecardId: ZId, kpaId: ZId.optional(), kpiId: ZId.optional() })
  .refine(exactlyOneTarget, EXACTLY_ONE_TARGET);

export const ZScorecardFields = {
  name: ZScorecardName,
  includeKeyPerformanceArea: ZYesNo,
  ratingMode: ZRatingMode.default('automatic'),
};
export const ZUpdateScorecardRequestSchema = z.object({ id: ZId, version: ZVersion, ...ZScorecardFields });
export type TUpdateScorecardRequest = z.infer<typeof ZUpdateScorecardRequestSchema>;
export const ZSetVisibleRequestSchema = z.object({ id: ZId, version: ZVersion, visible: z.boolean() });
export const ZGetScorecardRequestSchema = z.object({ id: ZId, period: ZRatingPeriod.optional() });
