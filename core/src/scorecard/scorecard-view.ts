import type {
  TKpa,
  TKpi,
  TRatingPeriod,
  TScorecard,
  TScorecardComment,
  TScorecardDetail,
  TScoredKpa,
  PlanKind,
} from '@stratum/contracts';
import {
  formatDate,
  formatNumber,
  normaliseWeight,
  quarterLabel,
  roundHalfUp,
  scoreKpi,
  scoreScorecard,
  totalScore,
  type Band,
  type KpiRating,
  type RatingPeriod,
} from '@stratum/rules';
import type { ScorecardItem } from './entities/scorecard';
import type { ScorecardCommentItem } from './entities/scorecard-comment';
import type { ScorecardKpaItem } from './entities/scorecard-kpa';
import type { ScorecardKpiItem } from './entities/scorecard-kpi';
import type { PlanRatingScale } from './rating-scale-store';

const orNull = <T>(v: T | undefined): T | null => (v === undefined ? null : v);

/** A scorecard's own fields as the API shows them. */
export const toScorecard = (s: ScorecardItem): TScorecard => ({
  id: s.scorecardId,
  kind: s.kind,
  name: s.name,
  ...planOfChild(s),
  annualPlanId: orNull(s.annualPlanId),
  quarter: orNull(s.quarter),
  quarterLabel: s.quarter === undefined ? null : quarterLabel(s.quarter),
  sourceScorecardId: orNull(s.sourceScorecardId),
  periodicScorecardIds:
    s.kind === 'corporate-annual'
      ? [s.periodicScorecardId1, s.periodicScorecardId2, s.periodicScorecardId3, s.periodicScorecardId4].map(
          (id) => id ?? null,
        )
      : null,
  includeKeyPerformanceArea: s.includeKeyPerformanceArea,
  visible: s.visible,
  ratingMode: s.ratingMode,
  kpaCount: s.kpaCount,
  kpiCount: s.kpiCount,
  version: s.version,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
});

/** The period a scorecard is rated for when the caller names none: a periodic one's quarter, else the year. */
export const defaultPeriod = (s: ScorecardItem, asked: TRatingPeriod | undefined): RatingPeriod =>
  (asked ??
    (s.kind === 'corporate-periodic' && s.quarter !== undefined ? s.quarter : 'annual')) as RatingPeriod;

export const toKpa = (k: ScorecardKpaItem, perspectives: ReadonlyMap<string, string>): TKpa => ({
  id: k.kpaId,
  scorecardId: k.scorecardId,
  name: k.name,
  perspectiveId: orNull(k.perspectiveId),
  perspectiveName: k.perspectiveId ? (perspectives.get(k.perspectiveId) ?? null) : null,
  order: k.order,
  kpiCount: k.kpiCount,
  version: k.version,
  createdAt: k.createdAt,
  updatedAt: k.updatedAt,
});

type Display = { number: (n: number | undefined) => string; date: (d: string | undefined) => string };

/**
 * Display formatting remembered for one answer: `formatNumber`/`formatDate` build an Intl
 * formatter per call (tens of µs each), and a scorecard's KPIs repeat the same figures and target
 * dates over and over.
 */
export const displayMemo = (): Display => {
  const numbers = new Map<number, string>();
  const dates = new Map<string, string>();
  return {
    number: (n) => {
      if (n === undefined) return '';
      let text = numbers.get(n);
      if (text === undefined) numbers.set(n, (text = formatNumber(n)));
      return text;
    },
    date: (d) => {
      if (d === undefined) return '';
      let text = dates.get(d);
      if (text === undefined) dates.set(d, (text = formatDate(d)));
      return text;
    },
  };
};

/** A KPI as the API shows it, with display copies and its rating (spec §5). */
export const toKpi = (
  k: ScorecardKpiItem,
  rating: KpiRating,
  perspectives: ReadonlyMap<string, string>,
  display: Display = displayMemo(),
): TKpi => ({
  id: k.kpiId,
  scorecardId: k.scorecardId,
  kpaId: orNull(k.kpaId),
  perspectiveId: orNull(k.perspectiveId),
  perspectiveName: k.perspectiveId ? (perspectives.get(k.perspectiveId) ?? null) : null,
  name: k.name,
  baseline: orNull(k.baseline),
  manualBaseline: orNull(k.manualBaseline),
  target: orNull(k.target),
  manualTarget: orNull(k.manualTarget),
  targetDate: orNull(k.targetDate),
  ytd: orNull(k.ytd),
  periodicTarget1: orNull(k.periodicTarget1),
  periodicTarget2: orNull(k.periodicTarget2),
  periodicTarget3: orNull(k.periodicTarget3),
  periodicTarget4: orNull(k.periodicTarget4),
  actual1: orNull(k.actual1),
  actual2: orNull(k.actual2),
  actual3: orNull(k.actual3),
  actual4: orNull(k.actual4),
  weight: orNull(k.weight),
  kpiType: k.kpiType,
  optionType: k.optionType,
  manualRatingScore: orNull(k.manualRatingScore),
  adjustedScore: orNull(k.adjustedScore),
  sourceKpiId: orNull(k.sourceKpiId),
  d_baseline: display.number(k.baseline),
  d_target: display.number(k.target),
  d_targetDate: display.date(k.targetDate),
  d_ytd: display.number(k.ytd),
  percent: rating.percent,
  computedScore: rating.computedScore,
  score: rating.score,
  weightedScore: rating.weightedScore,
  colorValue: rating.colorValue,
  version: k.version,
  createdAt: k.createdAt,
  updatedAt: k.updatedAt,
});

/** One KPI scored on its own (a save answers it), for its scorecard's mode and default period. */
export const scoredKpi = (
  s: ScorecardItem,
  k: ScorecardKpiItem,
  scale: PlanRatingScale,
  perspectives: ReadonlyMap<string, string>,
): TKpi =>
  toKpi(
    k,
    scoreKpi(k, scale.bands as Band[], { mode: s.ratingMode, period: defaultPeriod(s, undefined) }),
    perspectives,
  );

const byOrder = (a: ScorecardKpaItem, b: ScorecardKpaItem) =>
  a.order - b.order || a.kpaId.localeCompare(b.kpaId);

/**
 * A whole scorecard scored for a period (spec §5): every KPI rated against the plan's bands in
 * the scorecard's mode, the KPAs' subtotals, and the totals. KPAs in their order; KPIs by KPA,
 * then in the order they were added.
 */
export const toScorecardDetail = (
  s: ScorecardItem,
  contents: { kpas: ScorecardKpaItem[]; kpis: ScorecardKpiItem[] },
  scale: PlanRatingScale,
  perspectives: ReadonlyMap<string, string>,
  period: RatingPeriod,
): TScorecardDetail => {
  const kpas = [...contents.kpas].sort(byOrder);
  const rank = new Map(kpas.map((k, i) => [k.kpaId, i]));
  const kpis = [...contents.kpis].sort(
    (a, b) =>
      (rank.get(a.kpaId ?? '') ?? -1) - (rank.get(b.kpaId ?? '') ?? -1) || a.kpiId.localeCompare(b.kpiId),
  );
  const scored = scoreScorecard(kpis, scale.bands as Band[], { mode: s.ratingMode, period });
  const display = displayMemo();
  const kpiList = kpis.map((k, i) => toKpi(k, scored.kpis[i]!, perspectives, display));
  const kpaList: TScoredKpa[] = kpas.map((k) => {
    const own = kpiList.filter((x) => x.kpaId === k.kpaId);
    return {
      ...toKpa(k, perspectives),
      weightTotal: roundHalfUp(
        own.reduce((sum, x) => sum + normaliseWeight(x.weight), 0),
        2,
      ),
      total: totalScore(own.map((x) => ({ score: x.score, weight: x.weight }))),
    };
  });
  return {
    ...toScorecard(s),
    period,
    scale: scale.scale,
    kpaList,
    kpiList,
    total: scored.total,
    adjustedTotal: scored.adjustedTotal,
    weightTotal: scored.weightTotal,
    weightsValid: scored.weightsValid,
    colorValue: scored.colorValue,
    adjustedColorValue: scored.adjustedColorValue,
  };
};

export const toComment = (c: ScorecardCommentItem): TScorecardComment => ({
  id: c.commentId,
  scorecardId: c.scorecardId,
  kpaId: c.targetType === 'kpa' ? c.targetId : null,
  kpiId: c.targetType === 'kpi' ? c.targetId : null,
  comment: c.comment,
  authorId: c.authorId,
  authorName: c.authorName,
  createdAt: c.createdAt,
});

/** The child's plan as the API shows it: kind, id, and the id under its kind's field. */
export const planOfChild = (c: { planKind: PlanKind; planId: string }) => ({
  planKind: c.planKind,
  planId: c.planId,
  strategicPlanId: c.planKind === 'strategic' ? c.planId : null,
  operationalPlanId: c.planKind === 'operational' ? c.planId : null,
});
