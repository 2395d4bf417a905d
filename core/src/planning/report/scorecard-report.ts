import type {
  TBandCount,
  TKpi,
  TPerspectiveScore,
  TQuarterTotals,
  TReportKpiRow,
  TScorecardDetail,
  TScoredScorecardReport,
} from '@stratum/contracts';
import {
  actualPercent,
  colourOfScore,
  MAX_SCORE,
  normaliseWeight,
  periodFigures,
  QUARTERS,
  roundHalfUp,
  scoreScorecard,
  toNumber,
  totalScore,
  type Band,
  type QuarterIndex,
  type RatingPeriod,
} from '@stratum/rules';
import { compareNames } from '../../kernel/text';

/*
 * The report aggregates of one scorecard (docs/planning.md "Reports and exports"). Pure: they are
 * computed from the scorecard as the scorecard read answers it (every KPI already scored by the
 * rating engine for the period) and the plan's bands, so the report and the scorecard screens
 * can never disagree about a score.
 */

export type PeriodLabel = 'Annual' | 'Q1' | 'Q2' | 'Q3' | 'Q4';

export const periodLabel = (period: RatingPeriod): PeriodLabel =>
  period === 'annual' ? 'Annual' : (QUARTERS[period]?.label ?? 'Annual');

const QUARTER_INDEXES: readonly QuarterIndex[] = [0, 1, 2, 3];

const isQuantitative = (k: Pick<TKpi, 'kpiType'>) => k.kpiType === 'Quantitative';

/** A KPI's figures for quarter q: periodicTarget{q+1} against actual{q+1}, and the actual percent. */
const quarterFigures = (k: TKpi, q: QuarterIndex) => {
  const { target, actual } = periodFigures(k, q);
  return { target, actual, percent: actualPercent({ target, actual, optionType: k.optionType }) };
};

/** A KPI as a report row, for the period the scorecard was scored for. */
export const toReportRow = (
  k: TKpi,
  period: RatingPeriod,
  kpaNames: ReadonlyMap<string, string>,
): TReportKpiRow => {
  const { target, actual } = periodFigures(k, period);
  return {
    kpiId: k.id,
    name: k.name,
    perspectiveId: k.perspectiveId,
    perspectiveName: k.perspectiveName,
    kpaId: k.kpaId,
    kpaName: k.kpaId ? (kpaNames.get(k.kpaId) ?? null) : null,
    kpiType: k.kpiType,
    optionType: k.optionType,
    target,
    actual,
    manualTarget: k.manualTarget,
    percent: k.percent,
    score: k.score,
    adjustedScore: k.adjustedScore,
    weight: k.weight,
    weightedScore: k.weightedScore,
    colorValue: k.colorValue,
    quarters: QUARTER_INDEXES.map((q) => quarterFigures(k, q)),
  };
};

/**
 * The scorecard's total by perspective: each perspective's KPIs (and one group for KPIs under no
 * perspective, last), their weights, Σ score × weight / 100, the average score and the share of
 * the scorecard's total. Perspectives by name.
 */
export const perspectiveScores = (
  kpis: readonly TKpi[],
  total: number,
  bands: readonly Band[],
): TPerspectiveScore[] => {
  const groups = new Map<string, TKpi[]>();
  for (const k of kpis) {
    const key = k.perspectiveId ?? '';
    const list = groups.get(key);
    if (list) list.push(k);
    else groups.set(key, [k]);
  }
  const out = [...groups.entries()].map(([key, list]): TPerspectiveScore => {
    const weight = roundHalfUp(
      list.reduce((s, k) => s + normaliseWeight(k.weight), 0),
      2,
    );
    const weightedScore = totalScore(list);
    const score = weight > 0 ? roundHalfUp((weightedScore * 100) / weight, 2) : null;
    return {
      perspectiveId: key === '' ? null : key,
      name: key === '' ? null : (list[0]?.perspectiveName ?? null),
      kpiCount: list.length,
      weight,
      weightedScore,
      score,
      share: total > 0 ? roundHalfUp((weightedScore / total) * 100, 2) : null,
      colorValue: colourOfScore(score, bands),
    };
  });
  return out.sort((a, b) =>
    a.perspectiveId === null
      ? 1
      : b.perspectiveId === null
        ? -1
        : compareNames(a.name ?? '', b.name ?? '') || a.perspectiveId.localeCompare(b.perspectiveId),
  );
};

/**
 * Q1..Q4 of a scorecard: Σ periodic target against Σ actual over its quantitative KPIs (a KPI
 * without a figure adds nothing to that sum), the percent of the sums, and the scorecard's total
 * score for the quarter (every KPI rated for the quarter in the scorecard's mode).
 */
export const quarterTotals = (
  kpis: readonly TKpi[],
  mode: TScorecardDetail['ratingMode'],
  bands: readonly Band[],
): TQuarterTotals[] =>
  QUARTER_INDEXES.map((q) => {
    let targetTotal = 0;
    let actualTotal = 0;
    let reported = 0;
    for (const k of kpis) {
      if (!isQuantitative(k)) continue;
      const { target, actual } = periodFigures(k, q);
      targetTotal += target ?? 0;
      actualTotal += actual ?? 0;
      if (actual !== null) reported += 1;
    }
    targetTotal = roundHalfUp(targetTotal, 2);
    actualTotal = roundHalfUp(actualTotal, 2);
    const scored = scoreScorecard(kpis, bands, { mode, period: q });
    return {
      quarter: q,
      label: periodLabel(q),
      targetTotal,
      actualTotal,
      percent: targetTotal > 0 ? roundHalfUp((actualTotal / targetTotal) * 100) : null,
      reported,
      total: scored.total,
      colorValue: scored.colorValue,
    };
  });

/** How many KPIs score 0 (not rated), each band 1..5, and 6 (above the fifth band). */
export const bandCounts = (kpis: readonly Pick<TKpi, 'score'>[], bands: readonly Band[]): TBandCount[] => {
  const counts = new Array<number>(MAX_SCORE + 1).fill(0);
  for (const k of kpis) {
    const s = Math.round(Math.min(MAX_SCORE, Math.max(0, toNumber(k.score) ?? 0)));
    counts[s] = (counts[s] ?? 0) + 1;
  }
  return counts.map((count, score) => {
    const band = score >= 1 && score <= 5 ? bands.find((b) => b.rating === score) : undefined;
    return {
      score,
      description: band?.description ?? null,
      min: band?.min ?? null,
      max: band?.max ?? null,
      colorValue: score === 0 ? null : (band?.colorValue ?? colourOfScore(score, bands)),
      count,
    };
  });
};

/** A scored scorecard (as the scorecard read answers it) with every report aggregate. */
export const scorecardReport = (detail: TScorecardDetail, bands: readonly Band[]): TScoredScorecardReport => {
  const kpaNames = new Map(detail.kpaList.map((k) => [k.id, k.name]));
  const period = detail.period as RatingPeriod;
  return {
    id: detail.id,
    name: detail.name,
    kind: detail.kind,
    ratingMode: detail.ratingMode,
    quarter: detail.quarter,
    period,
    periodLabel: periodLabel(period),
    rows: detail.kpiList.map((k) => toReportRow(k, period, kpaNames)),
    totals: {
      total: detail.total,
      adjustedTotal: detail.adjustedTotal,
      weightTotal: detail.weightTotal,
      weightsValid: detail.weightsValid,
      colorValue: detail.colorValue,
      adjustedColorValue: detail.adjustedColorValue,
      kpiCount: detail.kpiList.length,
    },
    byPerspective: perspectiveScores(detail.kpiList, detail.total, bands),
    quarters: quarterTotals(detail.kpiList, detail.ratingMode, bands),
    bandCounts: bandCounts(detail.kpiList, bands),
  };
};
