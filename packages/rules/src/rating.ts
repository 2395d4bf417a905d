import type { QuarterIndex } from './quarter';

/**
 * The rating engine of spec §5: rating-scale bands, a KPI's actual percent and score, and a
 * scorecard's weighted total. Pure and total: no I/O, no clock, and every function returns finite
 * numbers or null (never NaN or Infinity) whatever it is given. Decisions and worked examples:
 * docs/planning.md, "The rating engine".
 */

/** spec §9 rating colour palette. */
export const RATING_PALETTE = {
  red: '#EF4444',
  amber: '#F59E0B',
  green: '#10B981',
  blue: '#003473',
  darkBlue: '#0B8C8C',
} as const;

export type Rating = 1 | 2 | 3 | 4 | 5;
export const RATINGS: readonly Rating[] = [1, 2, 3, 4, 5];

/**
 * How many bands a plan's rating scale has: the company's rating scale option (spec §1, set by the
 * platform owner), copied onto each plan when it is made. Five points rate 1..5; three points rate
 * 1, 3 and 5 (below, meeting, above expectations), so every score, total, report and blend keeps
 * one 0..6 range whichever option made it. Decisions: docs/planning.md, "Three-point scales".
 */
export type RatingPoints = 3 | 5;
export const RATING_POINTS: readonly RatingPoints[] = [3, 5];
/** The ratings a scale of `points` bands gives, lowest first. */
export const ratingsOf = (points: RatingPoints): readonly Rating[] => (points === 3 ? [1, 3, 5] : RATINGS);
/**
 * The whole scores a person may type by hand on a scale of `points` bands (a KPI's manual rating
 * score, a review's self or supervisor score): 0 (none), the scale's ratings, and 6 (above the top
 * band). A three-point scale has no rating 2 or 4, so they are never typed there.
 */
export const manualScoresOf = (points: RatingPoints): readonly number[] => [
  0,
  ...ratingsOf(points),
  MAX_SCORE,
];
/** True when `score` may be typed by hand on a scale of `points` bands. */
export const isManualScoreOf = (score: number, points: RatingPoints): boolean =>
  manualScoresOf(points).includes(score);
/** The company option's value as the number of points (anything but 'three-point' is five). */
export const pointsOfOption = (option: string | null | undefined): RatingPoints =>
  option === 'three-point' ? 3 : 5;

/** Default band colour by rating 1..5 (index rating - 1). */
export const DEFAULT_BAND_COLOURS: readonly string[] = [
  RATING_PALETTE.red,
  RATING_PALETTE.amber,
  RATING_PALETTE.green,
  RATING_PALETTE.blue,
  RATING_PALETTE.darkBlue,
];

/** The score of a percent above the fifth band ("average targets above the fifth band score 6"). */
export const MAX_SCORE = 6;

/** Numbers as stored or typed: numeric text is read, anything else that is not a finite number is none. */
export type NumberLike = number | string | null | undefined;

/** One rating-scale entry as stored (spec §3: description, target; colour optional). */
export type ScaleEntry = { id?: string; description: string; target: number; colorValue?: string | null };

/** A derived band: entries sorted by target; min 0 for the first, else previous target + 1; max = target. */
export type Band = { rating: Rating; description: string; min: number; max: number; colorValue: string };

/** spec §3 score_N_min / score_N_max for N 1..5. */
export type Scale = Record<`score_${Rating}_${'min' | 'max'}`, number>;

/** Bands (colours from them) or a bare scale (default colours); null or fewer than five bands score 0. */
export type ScaleInput = readonly Band[] | Scale | null | undefined;

/** spec §3 "optionType (ASC or other)": ASC = lower is better (target/actual); anything else actual/target. */
export type OptionType = 'ASC' | 'DESC';
export type RatingMode = 'automatic' | 'manual';
/** 'annual' rates target vs ytd; a quarter 0..3 rates periodicTarget{q+1} vs actual{q+1}. */
export type RatingPeriod = 'annual' | QuarterIndex;

/** The KPI fields the engine reads (spec §3). Extra fields are carried through untouched. */
export interface RatedKpi {
  kpiType?: string | null;
  optionType?: string | null;
  target?: NumberLike;
  ytd?: NumberLike;
  periodicTarget1?: NumberLike;
  periodicTarget2?: NumberLike;
  periodicTarget3?: NumberLike;
  periodicTarget4?: NumberLike;
  actual1?: NumberLike;
  actual2?: NumberLike;
  actual3?: NumberLike;
  actual4?: NumberLike;
  weight?: NumberLike;
  manualRatingScore?: NumberLike;
  adjustedScore?: NumberLike;
}

/** What the engine adds to a KPI. */
export interface KpiRating {
  /** Actual percent of the period, rounded; null when it cannot be computed. */
  percent: number | null;
  /** Score of the percent on the scale, 0..6. */
  computedScore: number;
  /** Effective score: computed for Quantitative KPIs in automatic mode, else the manual score (0..6). */
  score: number;
  /** The adjusted score, 0..6, or null when none was given. */
  adjustedScore: number | null;
  /** score × weight / 100, rounded to 2 decimals. */
  weightedScore: number;
  /** Colour of the band the effective score names (a score of 6 takes the fifth band's); null for 0. */
  colorValue: string | null;
}

export type ScoredKpi<K extends RatedKpi = RatedKpi> = Omit<K, keyof KpiRating> & KpiRating;

export interface ScoredScorecard<K extends RatedKpi = RatedKpi> {
  kpis: ScoredKpi<K>[];
  /** Σ score × weight / 100, rounded to 2 decimals. */
  total: number;
  /** Σ (adjusted score, else effective score) × weight / 100; null unless some KPI has an adjusted score. */
  adjustedTotal: number | null;
  /** Σ weights (each counted within 0..100), rounded to 2 decimals. */
  weightTotal: number;
  /** True exactly when every weight is a number within 0..100 and they sum to 100. */
  weightsValid: boolean;
  /** Colour of the band named by the rounded total; null when it rounds to 0. */
  colorValue: string | null;
  /** The same for the adjusted total. */
  adjustedColorValue: string | null;
}

// ---------------------------------------------------------------------------------------------
// numbers

/** A finite number from a number or numeric text, else null. */
export const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
};

/**
 * Rounds half up (74.5 → 75) after clearing binary noise: a value a few units in the last place
 * below a half (14.499999999999998 for 0.145 × 100) counts as the half it stands for.
 */
export const roundHalfUp = (x: number, decimals = 0): number => {
  if (!Number.isFinite(x)) return 0;
  const f = decimals === 0 ? 1 : 10 ** decimals;
  const scaled = x * f;
  if (!Number.isFinite(scaled)) return x;
  const r = Math.round(scaled + Math.abs(scaled) * 4 * Number.EPSILON) / f;
  return Number.isFinite(r) ? r + 0 : x; // + 0 turns -0 into 0
};

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** A manual or adjusted score: rounded half up and held within 0..6; null when none was given. */
export const normaliseScore = (value: NumberLike): number | null => {
  const n = toNumber(value);
  return n === null ? null : clamp(roundHalfUp(n), 0, MAX_SCORE);
};

/** A KPI weight (a percent of the scorecard): held within 0..100; none counts as 0. */
export const normaliseWeight = (value: NumberLike): number => clamp(toNumber(value) ?? 0, 0, 100);

// ---------------------------------------------------------------------------------------------
// scale

/**
 * spec §5: entries sorted by target; band N min = 0 for N = 1, else previous target + 1; max = its
 * target; rating = the N-th of `ratingsOf(points)` (1..5, or 1, 3, 5 on three points). Entries
 * without a finite target are left out; only the `points` lowest targets make bands. Colour: the
 * entry's own, else the default of its rating.
 */
export const bandsOf = (entries: readonly ScaleEntry[], points: RatingPoints = 5): Band[] => {
  const ratings = ratingsOf(points);
  const usable = entries
    .filter((e) => toNumber(e.target) !== null)
    .map((e) => ({ ...e, target: toNumber(e.target) as number }))
    .sort((a, b) => a.target - b.target)
    .slice(0, ratings.length);
  return usable.map((e, i) => {
    const rating = ratings[i] as Rating;
    const prev = usable[i - 1];
    const colour = typeof e.colorValue === 'string' ? e.colorValue.trim() : '';
    return {
      rating,
      description: e.description,
      min: prev ? prev.target + 1 : 0,
      max: e.target,
      colorValue: colour || (DEFAULT_BAND_COLOURS[rating - 1] as string),
    };
  });
};

/**
 * score_N_min / score_N_max from a complete scale: five bands rated 1..5, or three rated 1, 3, 5 (then
 * ratings 2 and 4 get an empty range, min above max, that no percent falls in). null otherwise: an
 * incomplete scale scores 0.
 */
export const scaleOf = (bands: readonly Band[]): Scale | null => {
  const ratings = bands.length === 3 ? ratingsOf(3) : RATINGS;
  if (bands.length !== ratings.length) return null;
  const scale = {} as Scale;
  for (const r of ratings) {
    const band = bands.find((b) => b.rating === r);
    if (!band) return null;
    scale[`score_${r}_min`] = band.min;
    scale[`score_${r}_max`] = band.max;
  }
  if (ratings.length === 3) {
    for (const r of [2, 4] as const) {
      scale[`score_${r}_min`] = scale[`score_${(r + 1) as Rating}_min`];
      scale[`score_${r}_max`] = scale[`score_${(r + 1) as Rating}_min`] - 1;
    }
  }
  return scale;
};

const resolveScale = (input: ScaleInput): { scale: Scale | null; colours: readonly string[] } => {
  if (Array.isArray(input)) {
    const bands = input as readonly Band[];
    return {
      scale: scaleOf(bands),
      colours: RATINGS.map(
        (r, i) => bands.find((b) => b.rating === r)?.colorValue || (DEFAULT_BAND_COLOURS[i] as string),
      ),
    };
  }
  return { scale: (input as Scale | null | undefined) ?? null, colours: DEFAULT_BAND_COLOURS };
};

const colourFor = (score: number, colours: readonly string[]): string | null => {
  const s = clamp(roundHalfUp(score), 0, MAX_SCORE);
  return s === 0 ? null : (colours[Math.min(s, RATINGS.length) - 1] ?? null);
};

/** The colour of the band a score (or a total, rounded) names: 1..5 that band's, 6 the fifth band's,
 * otherwise null. */
export const colourOfScore = (score: NumberLike, scale: ScaleInput = null): string | null =>
  colourFor(toNumber(score) ?? 0, resolveScale(scale).colours);

// ---------------------------------------------------------------------------------------------
// percent and score

interface Achievement {
  percent: number | null;
  /** The ratio has no finite value because it is above everything (a positive over zero). */
  unbounded: boolean;
}

const achievementOf = (input: {
  target: NumberLike;
  actual: NumberLike;
  optionType?: string | null;
}): Achievement => {
  const target = toNumber(input.target);
  const actual = toNumber(input.actual);
  if (target === null || actual === null || target < 0 || actual < 0)
    return { percent: null, unbounded: false };
  const asc = typeof input.optionType === 'string' && input.optionType.trim().toUpperCase() === 'ASC';
  const [num, den] = asc ? [target, actual] : [actual, target];
  if (den === 0) return num === 0 ? { percent: 100, unbounded: false } : { percent: null, unbounded: true };
  let raw = (num * 100) / den;
  if (!Number.isFinite(raw)) raw = (num / den) * 100;
  if (!Number.isFinite(raw)) return { percent: null, unbounded: true };
  return { percent: roundHalfUp(raw), unbounded: false };
};

/**
 * spec §5 actual percent: ASC target/actual, otherwise actual/target, × 100, rounded half up.
 * Null when it cannot be computed: a figure missing or negative, or a positive over zero. Both zero
 * is the target met: 100.
 */
export const actualPercent = (input: {
  target: NumberLike;
  actual: NumberLike;
  optionType?: OptionType | string | null;
}): number | null => achievementOf(input).percent;

/**
 * spec §5: the rating N of the band the (rounded) percent falls in; above the fifth band 6; else 0
 * (no percent, no complete scale, or a percent in no band).
 */
export const scoreOfPercent = (
  percent: number | null | undefined,
  scale: Scale | null | undefined,
): number => {
  const p = toNumber(percent);
  if (p === null || !scale) return 0;
  const rounded = roundHalfUp(p);
  for (const r of RATINGS) {
    if (rounded >= scale[`score_${r}_min`] && rounded <= scale[`score_${r}_max`]) return r;
  }
  return rounded > scale.score_5_max ? MAX_SCORE : 0;
};

/** The target and actual a period compares: annual target vs ytd; quarter q periodicTarget{q+1} vs actual{q+1}. */
export const periodFigures = (
  kpi: RatedKpi,
  period: RatingPeriod = 'annual',
): { target: number | null; actual: number | null } => {
  if (period === 'annual') return { target: toNumber(kpi.target), actual: toNumber(kpi.ytd) };
  if (period !== 0 && period !== 1 && period !== 2 && period !== 3) return { target: null, actual: null };
  const n = (period + 1) as 1 | 2 | 3 | 4;
  return { target: toNumber(kpi[`periodicTarget${n}`]), actual: toNumber(kpi[`actual${n}`]) };
};

const isQuantitative = (kpiType: string | null | undefined) =>
  typeof kpiType === 'string' && kpiType.trim().toLowerCase() === 'quantitative';

const rate = (
  kpi: RatedKpi,
  resolved: { scale: Scale | null; colours: readonly string[] },
  mode: RatingMode,
  period: RatingPeriod,
): KpiRating => {
  const { target, actual } = periodFigures(kpi, period);
  const achieved = achievementOf({ target, actual, optionType: kpi.optionType });
  const computedScore = achieved.unbounded
    ? resolved.scale
      ? MAX_SCORE
      : 0
    : scoreOfPercent(achieved.percent, resolved.scale);
  const score =
    mode === 'automatic' && isQuantitative(kpi.kpiType)
      ? computedScore
      : (normaliseScore(kpi.manualRatingScore) ?? 0);
  return {
    percent: achieved.percent,
    computedScore,
    score,
    adjustedScore: normaliseScore(kpi.adjustedScore),
    weightedScore: roundHalfUp((score * normaliseWeight(kpi.weight)) / 100, 2),
    colorValue: colourFor(score, resolved.colours),
  };
};

/** Rates one KPI for a period (default annual) in a mode. */
export const kpiScore = (
  kpi: RatedKpi,
  scale: ScaleInput,
  mode: RatingMode,
  period: RatingPeriod = 'annual',
): KpiRating => rate(kpi, resolveScale(scale), mode, period);

/** The same as `kpiScore` with the options as an object, like `scoreScorecard`. */
export const scoreKpi = (
  kpi: RatedKpi,
  scale: ScaleInput,
  opts: { mode: RatingMode; period?: RatingPeriod },
): KpiRating => rate(kpi, resolveScale(scale), opts.mode, opts.period ?? 'annual');

// ---------------------------------------------------------------------------------------------
// totals

/** spec §5: Σ score × weight / 100, rounded to 2 decimals (scores held within 0..6, weights 0..100). */
export const totalScore = (items: readonly { score: NumberLike; weight: NumberLike }[]): number => {
  let sum = 0;
  for (const item of items) {
    sum += (clamp(toNumber(item.score) ?? 0, 0, MAX_SCORE) * normaliseWeight(item.weight)) / 100;
  }
  return roundHalfUp(sum, 2);
};

// ---------------------------------------------------------------------------------------------
// the scorecard's hot path

/** The spellings stored by our own forms take the fast comparisons; anything else is normalised. */
const isAscFast = (optionType: string | null | undefined): boolean => {
  if (optionType === 'ASC') return true;
  if (optionType === 'DESC' || optionType === null || optionType === undefined) return false;
  return typeof optionType === 'string' && optionType.trim().toUpperCase() === 'ASC';
};

const isQuantitativeFast = (kpiType: string | null | undefined): boolean => {
  if (kpiType === 'Quantitative') return true;
  if (kpiType === 'Qualitative' || kpiType === null || kpiType === undefined) return false;
  return isQuantitative(kpiType);
};

/** The percent column of a scale: band r's min at [r - 1], its max at [5 + r - 1]; null without a scale. */
const boundsOf = (scale: Scale | null): Float64Array | null => {
  if (!scale) return null;
  const bounds = new Float64Array(RATINGS.length * 2);
  for (const r of RATINGS) {
    bounds[r - 1] = scale[`score_${r}_min`];
    bounds[RATINGS.length + r - 1] = scale[`score_${r}_max`];
  }
  return bounds;
};

/** `scoreOfPercent` over the bounds above: no key built per call. */
const scoreOfBounds = (percent: number | null, bounds: Float64Array | null): number => {
  if (percent === null || bounds === null) return 0;
  const rounded = roundHalfUp(percent);
  for (let i = 0; i < RATINGS.length; i++) {
    if (rounded >= bounds[i]! && rounded <= bounds[RATINGS.length + i]!) return i + 1;
  }
  return rounded > bounds[RATINGS.length * 2 - 1]! ? MAX_SCORE : 0;
};

/**
 * Rates every KPI of a scorecard and totals them (spec §5). The same rules as `kpiScore` and
 * `totalScore`, inlined so that the only thing made per KPI is the scored KPI handed back: no
 * intermediate objects, pairs or keys (a 5,000-KPI scorecard is scored on every read of it;
 * tests/bench/rating.ts). rating.test.ts checks it against `kpiScore` on generated scorecards.
 */
export const scoreScorecard = <K extends RatedKpi>(
  kpis: readonly K[],
  scale: ScaleInput,
  opts: { mode: RatingMode; period?: RatingPeriod },
): ScoredScorecard<K> => {
  const resolved = resolveScale(scale);
  const colours = resolved.colours;
  const bounds = boundsOf(resolved.scale);
  const unboundedScore = resolved.scale ? MAX_SCORE : 0;
  const automatic = opts.mode === 'automatic';
  const period = opts.period ?? 'annual';
  const n = kpis.length;
  const scored: ScoredKpi<K>[] = new Array(n);
  let sum = 0;
  let adjustedSum = 0;
  let anyAdjusted = false;
  let weightSum = 0;
  let weightsInRange = true;
  for (let i = 0; i < n; i++) {
    const kpi = kpis[i]!;
    // periodFigures
    let target: number | null;
    let actual: number | null;
    if (period === 'annual') {
      target = toNumber(kpi.target);
      actual = toNumber(kpi.ytd);
    } else if (period === 0) {
      target = toNumber(kpi.periodicTarget1);
      actual = toNumber(kpi.actual1);
    } else if (period === 1) {
      target = toNumber(kpi.periodicTarget2);
      actual = toNumber(kpi.actual2);
    } else if (period === 2) {
      target = toNumber(kpi.periodicTarget3);
      actual = toNumber(kpi.actual3);
    } else if (period === 3) {
      target = toNumber(kpi.periodicTarget4);
      actual = toNumber(kpi.actual4);
    } else {
      target = null;
      actual = null;
    }
    // achievementOf
    let percent: number | null = null;
    let unbounded = false;
    if (target !== null && actual !== null && target >= 0 && actual >= 0) {
      const asc = isAscFast(kpi.optionType);
      const num = asc ? target : actual;
      const den = asc ? actual : target;
      if (den === 0) {
        if (num === 0) percent = 100;
        else unbounded = true;
      } else {
        let raw = (num * 100) / den;
        if (!Number.isFinite(raw)) raw = (num / den) * 100;
        if (Number.isFinite(raw)) percent = roundHalfUp(raw);
        else unbounded = true;
      }
    }
    const computedScore = unbounded ? unboundedScore : scoreOfBounds(percent, bounds);
    const score =
      automatic && isQuantitativeFast(kpi.kpiType)
        ? computedScore
        : (normaliseScore(kpi.manualRatingScore) ?? 0);
    const adjustedScore = normaliseScore(kpi.adjustedScore);
    const weight = normaliseWeight(kpi.weight);
    // The same keys in the same order as Object.assign({}, kpi, rating).
    const out = Object.assign({}, kpi) as unknown as KpiRating;
    out.percent = percent;
    out.computedScore = computedScore;
    out.score = score;
    out.adjustedScore = adjustedScore;
    out.weightedScore = roundHalfUp((score * weight) / 100, 2);
    out.colorValue = colourFor(score, colours);
    scored[i] = out as unknown as ScoredKpi<K>;
    sum += (score * weight) / 100;
    adjustedSum += ((adjustedScore ?? score) * weight) / 100;
    if (adjustedScore !== null) anyAdjusted = true;
    weightSum += weight;
    // A weight not given counts as 0; one given must be a number within 0..100.
    const w = kpi.weight;
    if (w !== null && w !== undefined && w !== '') {
      const wn = toNumber(w);
      if (wn === null || wn < 0 || wn > 100) weightsInRange = false;
    }
  }
  const total = roundHalfUp(sum, 2);
  const adjustedTotal = anyAdjusted ? roundHalfUp(adjustedSum, 2) : null;
  const weightTotal = roundHalfUp(weightSum, 2);
  return {
    kpis: scored,
    total,
    adjustedTotal,
    weightTotal,
    weightsValid: weightsInRange && weightTotal === 100,
    colorValue: colourFor(total, colours),
    adjustedColorValue: adjustedTotal === null ? null : colourFor(adjustedTotal, colours),
  };
};
