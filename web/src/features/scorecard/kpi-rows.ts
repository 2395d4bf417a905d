import {
  CORPORATE_KPI_FIELDS,
  KPI_FIGURES,
  ZSaveCorporateKpiRequestSchema,
  ZSaveKpiRequestSchema,
  ZUpdateActualRequestSchema,
  type KpiFigure,
  type TKpi,
  type TRatingBand,
  type TSaveCorporateKpiRequest,
  type TSaveKpiRequest,
  type TUpdateActualRequest,
} from '@stratum/contracts';
import {
  DEFAULT_BAND_COLOURS,
  roundHalfUp,
  scoreKpi,
  scoreScorecard,
  totalScore,
  type Band,
  type KpiRating,
  type QuarterIndex,
  type Rating,
  type RatedKpi,
  type RatingMode,
  type RatingPeriod,
} from '@stratum/rules';

/**
 * The scorecard editor's rows (spec §3, §5): a KPI as the person types it (every field as text),
 * what a save sends (only what changed, numbers read back from the text), and the live score
 * preview — the rating engine run in the browser over the saved KPIs with the edited ones as
 * typed, against the plan's bands, for the period chosen.
 */

/** The texts a KPI row is edited as: every figure, the day, the two free texts. */
export type KpiDraft = {
  name: string;
  perspectiveId: string | null;
  kpiType: TKpi['kpiType'];
  optionType: TKpi['optionType'];
  targetDate: string;
  manualBaseline: string;
  manualTarget: string;
} & Record<KpiFigure, string>;

export type DraftField = keyof KpiDraft;

/** The fields a KPI row edits, in the order the table shows them. */
export const DRAFT_FIELDS = [
  'name',
  'perspectiveId',
  'kpiType',
  'optionType',
  'baseline',
  'manualBaseline',
  'target',
  'manualTarget',
  'targetDate',
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
] as const satisfies readonly DraftField[];

const figureText = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(n));

/** A new KPI: Quantitative, higher is better, nothing else yet. */
export const blankDraft = (perspectiveId: string | null = null): KpiDraft => ({
  name: '',
  perspectiveId,
  kpiType: 'Quantitative',
  optionType: 'DESC',
  targetDate: '',
  manualBaseline: '',
  manualTarget: '',
  ...(Object.fromEntries(KPI_FIGURES.map((f) => [f, ''])) as Record<KpiFigure, string>),
});

/** A saved KPI as the row's texts. */
export const draftOf = (kpi: TKpi): KpiDraft => ({
  name: kpi.name,
  perspectiveId: kpi.perspectiveId,
  kpiType: kpi.kpiType,
  optionType: kpi.optionType,
  targetDate: kpi.targetDate ?? '',
  manualBaseline: kpi.manualBaseline ?? '',
  manualTarget: kpi.manualTarget ?? '',
  ...(Object.fromEntries(KPI_FIGURES.map((f) => [f, figureText(kpi[f])])) as Record<KpiFigure, string>),
});

/**
 * A figure as typed: '' is none (null); grouping commas and spaces are ignored ("1,250.5");
 * anything else that is not a finite number is `undefined` (not a number: the row says so).
 */
export const parseFigure = (text: string): number | null | undefined => {
  const t = text.replace(/[,\s]/g, '');
  if (t === '') return null;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t)) return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
};

/** What a row's figures are worth to the engine while typed: a figure not readable yet counts as none. */
export const ratedOf = (draft: KpiDraft): RatedKpi => {
  const out: RatedKpi & Record<KpiFigure, number | null> = {
    kpiType: draft.kpiType,
    optionType: draft.optionType,
    ...(Object.fromEntries(KPI_FIGURES.map((f) => [f, parseFigure(draft[f]) ?? null])) as Record<
      KpiFigure,
      number | null
    >),
  };
  return out;
};

export type SaveCheck<I> =
  { ok: true; input: I; changed: boolean } | { ok: false; errors: Partial<Record<DraftField, string>> };

const NOT_A_NUMBER = 'must be a number';

/** A row's texts as the API's values (none = null), or what keeps a figure from being read. */
export const valuesOfDraft = (
  draft: KpiDraft,
): { values: Record<DraftField, unknown>; errors: Partial<Record<DraftField, string>> } => {
  const errors: Partial<Record<DraftField, string>> = {};
  const text = (v: string) => (v.trim() === '' ? null : v.trim());
  const values = {
    name: draft.name,
    perspectiveId: draft.perspectiveId,
    kpiType: draft.kpiType,
    optionType: draft.optionType,
    targetDate: text(draft.targetDate),
    manualBaseline: text(draft.manualBaseline),
    manualTarget: text(draft.manualTarget),
  } as Record<DraftField, unknown>;
  for (const f of KPI_FIGURES) {
    const n = parseFigure(draft[f]);
    if (n === undefined) errors[f] = NOT_A_NUMBER;
    else values[f] = n;
  }
  return { values, errors };
};

/** The fields of `fields` whose value differs from the KPI read (a name compared trimmed). */
const changedOf = (kpi: TKpi, values: Record<DraftField, unknown>, fields: readonly DraftField[]) =>
  Object.fromEntries(
    fields
      .filter((k) => {
        const before = (kpi as unknown as Record<string, unknown>)[k] ?? null;
        return k === 'name' ? String(values[k]).trim() !== kpi.name : values[k] !== before;
      })
      .map((k) => [k, values[k]]),
  );

/** A request checked with its route's schema: the issues go under the row's fields. */
const checked = <I>(
  schema: {
    safeParse: (
      v: unknown,
    ) =>
      | { success: true; data: I }
      | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
  },
  request: unknown,
  changed: boolean,
  fallbackField: DraftField,
): SaveCheck<I> => {
  const parsed = schema.safeParse(request);
  if (parsed.success) return { ok: true, input: parsed.data, changed };
  const errors: Partial<Record<DraftField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as DraftField;
    if ((DRAFT_FIELDS as readonly string[]).includes(field) && !errors[field]) errors[field] = issue.message;
  }
  if (Object.keys(errors).length === 0) errors[fallbackField] = parsed.error.issues[0]?.message ?? 'invalid';
  return { ok: false, errors };
};

/**
 * What saving a row sends to save-kpi: an add (no `kpi`) sends every field given, a change sends
 * `id`, `version` and only the fields that differ from the KPI read (null clears one). The request
 * is checked with the route's own schema first, so a wrong weight or score is said under its field
 * before any call; `changed` is false when a change would send nothing new.
 */
export const saveInputOf = (
  scorecardId: string,
  kpi: TKpi | null,
  draft: KpiDraft,
  kpaId: string | null,
): SaveCheck<TSaveKpiRequest> => {
  const { values, errors } = valuesOfDraft(draft);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (kpi) {
    const fields = changedOf(kpi, values, DRAFT_FIELDS);
    return checked(
      ZSaveKpiRequestSchema,
      { scorecardId, id: kpi.id, version: kpi.version, ...fields },
      Object.keys(fields).length > 0,
      'name',
    );
  }
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null));
  return checked(ZSaveKpiRequestSchema, { scorecardId, ...(kpaId ? { kpaId } : {}), ...given }, true, 'name');
};

/** The corporate save-kpi of a row: `id`, `version` and the corporate fields that changed. */
export const corporateSaveInputOf = (
  scorecardId: string,
  kpi: TKpi,
  draft: KpiDraft,
): SaveCheck<TSaveCorporateKpiRequest> => {
  const { values, errors } = valuesOfDraft(draft);
  const own = Object.fromEntries(
    Object.entries(errors).filter(([f]) => (CORPORATE_KPI_FIELDS as readonly string[]).includes(f)),
  );
  if (Object.keys(own).length > 0) return { ok: false, errors: own };
  const fields = changedOf(kpi, values, CORPORATE_KPI_FIELDS);
  return checked(
    ZSaveCorporateKpiRequestSchema,
    { scorecardId, id: kpi.id, version: kpi.version, ...fields },
    Object.keys(fields).length > 0,
    'target',
  );
};

/** A quarter's actual as typed, for update-actual: none clears it; text that is not a number is refused. */
export const actualInputOf = (
  scorecardId: string,
  kpi: TKpi,
  quarter: QuarterIndex,
  text: string,
): { ok: true; input: TUpdateActualRequest } | { ok: false; error: string } => {
  const actual = parseFigure(text);
  if (actual === undefined) return { ok: false, error: NOT_A_NUMBER };
  const parsed = ZUpdateActualRequestSchema.safeParse({
    scorecardId,
    kpiId: kpi.id,
    quarter,
    actual,
    version: kpi.version,
  });
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, error: parsed.error.issues[0]?.message ?? 'invalid' };
};

/** A KPI rated for the year and for each quarter (spec §5), as the corporate view shows it. */
export const ratingsByPeriod = (
  kpi: RatedKpi,
  bands: readonly Band[],
  mode: RatingMode,
): { annual: KpiRating; quarters: [KpiRating, KpiRating, KpiRating, KpiRating] } => ({
  annual: scoreKpi(kpi, bands, { mode, period: 'annual' }),
  quarters: [0, 1, 2, 3].map((q) => scoreKpi(kpi, bands, { mode, period: q as QuarterIndex })) as [
    KpiRating,
    KpiRating,
    KpiRating,
    KpiRating,
  ],
});

// ---------------------------------------------------------------------------------------------
// bands and the preview

/** The plan's bands as the rating-scale list answers them, in the engine's shape. */
export const bandsFromList = (list: readonly TRatingBand[] | undefined): Band[] =>
  (list ?? [])
    .filter((b) => b.rating >= 1 && b.rating <= 5)
    .map((b) => ({
      rating: b.rating as Rating,
      description: b.description,
      min: b.min,
      max: b.max,
      colorValue: b.colorValue || (DEFAULT_BAND_COLOURS[b.rating - 1] as string),
    }))
    .sort((a, b) => a.rating - b.rating);

/** One row of the preview: the KPI saved (null for one being added) and its text while edited. */
export interface PreviewRow {
  key: string;
  kpaId: string | null;
  kpi: TKpi | null;
  draft?: KpiDraft | undefined;
}

export interface Preview {
  /** each row's rating, by key */
  byKey: Map<string, KpiRating>;
  total: number;
  adjustedTotal: number | null;
  weightTotal: number;
  weightsValid: boolean;
  colorValue: string | null;
  adjustedColorValue: string | null;
  /** each KPA's weights and Σ score × weight / 100, by KPA id */
  byKpa: Map<string, { weightTotal: number; total: number }>;
}

/**
 * The scores as they will be once saved (spec §5): the rating engine over every row — the saved
 * KPI, or what is typed in its row — for the period, in the scorecard's mode, on the plan's bands.
 */
export const previewOf = (
  rows: readonly PreviewRow[],
  bands: readonly Band[],
  opts: { mode: RatingMode; period: RatingPeriod },
): Preview => {
  const rated = rows.map((r) => (r.draft ? ratedOf(r.draft) : (r.kpi as RatedKpi)));
  const scored = scoreScorecard(rated, bands, opts);
  const byKey = new Map<string, KpiRating>();
  const kpaRows = new Map<string, { score: number; weight: number | null | undefined | string }[]>();
  rows.forEach((r, i) => {
    const s = scored.kpis[i] as KpiRating & RatedKpi;
    byKey.set(r.key, {
      percent: s.percent,
      computedScore: s.computedScore,
      score: s.score,
      adjustedScore: s.adjustedScore,
      weightedScore: s.weightedScore,
      colorValue: s.colorValue,
    });
    if (r.kpaId) {
      const list = kpaRows.get(r.kpaId) ?? [];
      list.push({ score: s.score, weight: s.weight });
      kpaRows.set(r.kpaId, list);
    }
  });
  const byKpa = new Map(
    [...kpaRows].map(([id, list]) => [
      id,
      {
        weightTotal: roundHalfUp(
          list.reduce((sum, x) => sum + Math.min(100, Math.max(0, Number(x.weight) || 0)), 0),
          2,
        ),
        total: totalScore(list),
      },
    ]),
  );
  return {
    byKey,
    total: scored.total,
    adjustedTotal: scored.adjustedTotal,
    weightTotal: scored.weightTotal,
    weightsValid: scored.weightsValid,
    colorValue: scored.colorValue,
    adjustedColorValue: scored.adjustedColorValue,
    byKpa,
  };
};

// ---------------------------------------------------------------------------------------------
// periods

/** The periods a scorecard is rated for, as the URL names them (`?period=Q2`). */
/** The URL parameter a scorecard's period is kept in (`?period=Q1`). */
export const PERIOD_PARAM = 'period';

export const PERIODS: readonly { param: string; period: RatingPeriod }[] = [
  { param: 'annual', period: 'annual' },
  { param: 'Q1', period: 0 },
  { param: 'Q2', period: 1 },
  { param: 'Q3', period: 2 },
  { param: 'Q4', period: 3 },
];

export const periodOfParam = (
  param: string | null | undefined,
  fallback: RatingPeriod = 'annual',
): RatingPeriod => PERIODS.find((p) => p.param === param)?.period ?? fallback;

export const paramOfPeriod = (period: RatingPeriod): string =>
  PERIODS.find((p) => p.period === period)?.param ?? 'annual';

/** The target and actual fields a period compares (spec §5): the year's target and ytd, or a quarter's. */
export const periodFields = (period: RatingPeriod): readonly [KpiFigure, KpiFigure] =>
  period === 'annual'
    ? ['target', 'ytd']
    : [`periodicTarget${period + 1}` as KpiFigure, `actual${period + 1}` as KpiFigure];

// ---------------------------------------------------------------------------------------------
// colours

const channel = (hex: string, at: number) => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** The text colour that reads best on a band's colour ("#RRGGBB"): black or white. */
export const textOn = (background: string): '#000000' | '#FFFFFF' => {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return '#000000';
  const l =
    0.2126 * channel(background, 1) + 0.7152 * channel(background, 3) + 0.0722 * channel(background, 5);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#FFFFFF';
};

/** The band a score (or a total, rounded) names: 1..5 that band, 6 the fifth; none for 0. */
export const bandOfScore = (score: number, bands: readonly Band[]): Band | null => {
  const s = Math.min(6, Math.max(0, roundHalfUp(score)));
  if (s === 0) return null;
  return bands.find((b) => b.rating === Math.min(s, 5)) ?? null;
};
