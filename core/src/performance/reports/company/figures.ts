import type {
  TCompanyKpaRow,
  TCompanyKpiRow,
  TEmployeePicture,
  TProgressiveKpiRow,
  TProgressiveLine,
  TScoreCell,
} from '@stratum/contracts';
import {
  colourOfScore,
  normaliseScore,
  normaliseWeight,
  periodFigures,
  roundHalfUp,
  scoreKpi,
  scoreScorecard,
  toNumber,
  type Band,
  type RatedKpi,
  type RatingMode,
} from '@stratum/rules';
import { percentOf } from '../report-rows';

/*
 * The company reports' figures (docs/performance.md "Company reports"), pure: the use cases read,
 * these compute, and the screens, exports and tests all see the same numbers.
 *
 * - A corporate scorecard's quarter is rated with the rules' scoreScorecard for that quarter
 *   (periodicTarget{q+1} against actual{q+1}); its final score is the adjusted total where a KPI
 *   carries an adjusted score, else the total.
 * - Progressive: a KPI is *reported* in a quarter when its score there rests on something entered —
 *   an actual (a quantitative KPI rated automatically) or a manual score (otherwise). A scorecard's
 *   quarter is reported when one of its measured KPIs (quantitative, rated automatically) has an
 *   actual there — or, for a scorecard without measured KPIs, when one has a manual score — so a
 *   quarter nobody has reported on yet shows nothing rather than the hand scores alone. In a
 *   reported quarter a reported KPI's score is its adjusted score where given, else its score; a
 *   KPA's (and the scorecard's) quarter is Σ score × weight / 100 over its KPIs (the unreported
 *   counting 0) when at least one of them is reported, else none. The year to date after quarter
 *   q is the mean of the reported quarters up to q.
 */

export const QUARTER_INDEXES = [0, 1, 2, 3] as const;

/** The KPI fields the figures read. */
export interface ReportKpi extends RatedKpi {
  kpiId: string;
  kpaId?: string | null | undefined;
  name: string;
  kpiType: 'Quantitative' | 'Qualitative';
  manualTarget?: string | null | undefined;
  sourceKpiId?: string | null | undefined;
}
export interface ReportKpa {
  kpaId: string;
  name: string;
  order: number;
}
export interface ReportCard {
  ratingMode: RatingMode;
  kpas: readonly ReportKpa[];
  kpis: readonly ReportKpi[];
}

/** The heading of the KPIs filed under no key performance area. */
export const NO_KPA = 'Other KPIs';

const cell = (score: number | null, bands: readonly Band[]): TScoreCell => ({
  score,
  colorValue: score === null ? null : colourOfScore(score, bands),
});

/** The mean of the values given (2 decimals); null for none. */
export const meanOf = (values: readonly (number | null)[]): number | null => {
  const given = values.filter((v): v is number => v !== null);
  return given.length === 0 ? null : roundHalfUp(given.reduce((a, b) => a + b, 0) / given.length, 2);
};

const byOrder = (a: ReportKpa, b: ReportKpa) => a.order - b.order || a.kpaId.localeCompare(b.kpaId);

/** KPIs in KPA order, then as added (their ids); those under no KPA last. */
const orderedKpis = (card: ReportCard): ReportKpi[] => {
  const rank = new Map([...card.kpas].sort(byOrder).map((k, i) => [k.kpaId, i]));
  const at = (k: ReportKpi) => (k.kpaId ? (rank.get(k.kpaId) ?? card.kpas.length) : card.kpas.length);
  return [...card.kpis].sort((a, b) => at(a) - at(b) || a.kpiId.localeCompare(b.kpiId));
};

/** The KPAs of a card in order, with the heading of KPIs under no KPA where there are any. */
const kpaHeadings = (card: ReportCard, kpis: readonly ReportKpi[]) => {
  const known = new Set(card.kpas.map((k) => k.kpaId));
  const heads: { kpaId: string | null; name: string }[] = [...card.kpas]
    .sort(byOrder)
    .map((k) => ({ kpaId: k.kpaId, name: k.name }));
  if (kpis.some((k) => !k.kpaId || !known.has(k.kpaId))) heads.push({ kpaId: null, name: NO_KPA });
  return { heads, under: (k: ReportKpi) => (k.kpaId && known.has(k.kpaId) ? k.kpaId : null) };
};

/** One corporate scorecard rated for a quarter: KPI rows, KPA totals, the totals (spec §5). */
export const scoreCardForQuarter = (card: ReportCard, bands: readonly Band[], quarter: number) => {
  const kpis = orderedKpis(card);
  const period = quarter as 0 | 1 | 2 | 3;
  const scored = scoreScorecard(kpis, bands as Band[], { mode: card.ratingMode, period });
  const rows: TCompanyKpiRow[] = kpis.map((k, i) => {
    const r = scored.kpis[i]!;
    const { target, actual } = periodFigures(k, period);
    return {
      kpiId: k.kpiId,
      kpaId: k.kpaId ?? null,
      name: k.name,
      kpiType: k.kpiType,
      weight: toNumber(k.weight),
      target,
      manualTarget: k.manualTarget ?? null,
      actual,
      percent: r.percent,
      score: r.score,
      weightedScore: r.weightedScore,
      colorValue: r.colorValue,
    };
  });
  const { heads, under } = kpaHeadings(card, kpis);
  const kpas: TCompanyKpaRow[] = heads.map((h) => {
    const own = rows.filter((_, i) => under(kpis[i]!) === h.kpaId);
    const total = roundHalfUp(
      own.reduce((sum, r) => sum + (r.score * normaliseWeight(r.weight)) / 100, 0),
      2,
    );
    return {
      kpaId: h.kpaId,
      name: h.name,
      weightTotal: roundHalfUp(
        own.reduce((sum, r) => sum + normaliseWeight(r.weight), 0),
        2,
      ),
      total,
      colorValue: colourOfScore(total, bands),
    };
  });
  const finalScore = scored.adjustedTotal ?? scored.total;
  return {
    kpis: rows,
    kpas,
    weightTotal: scored.weightTotal,
    weightsValid: scored.weightsValid,
    total: scored.total,
    adjustedTotal: scored.adjustedTotal,
    finalScore,
    colorValue: scored.colorValue,
    finalColorValue: colourOfScore(finalScore, bands),
  };
};

/** The company's score of a quarter: the mean of its scorecards' final scores (the company assessment's computed score). */
export const companyScoreOf = (finals: readonly number[], bands: readonly Band[]): TScoreCell =>
  cell(meanOf(finals), bands);

/** Whether a KPI's score in a quarter rests on something entered (see above). */
export const isReported = (
  kpi: RatedKpi & { kpiType: string },
  mode: RatingMode,
  quarter: number,
): boolean =>
  mode === 'automatic' && kpi.kpiType === 'Quantitative'
    ? periodFigures(kpi, quarter as 0 | 1 | 2 | 3).actual !== null
    : normaliseScore(kpi.manualRatingScore) !== null;

/** The year to date after each quarter: the mean of the given quarters up to it. */
export const cumulativeOf = (quarters: readonly (number | null)[], bands: readonly Band[]): TScoreCell[] =>
  quarters.map((_, q) => cell(meanOf(quarters.slice(0, q + 1)), bands));

/**
 * The year so far of one annual corporate scorecard. Each quarter rates the quarter's periodic
 * scorecard where one was built (its KPI copied from the annual KPI, `sourceKpiId`), else the
 * annual KPI itself for that quarter; rows are the annual scorecard's KPAs and KPIs.
 */
export const progressiveOf = (
  annual: ReportCard,
  periodics: readonly (ReportCard | null)[],
  bands: readonly Band[],
): { kpis: TProgressiveKpiRow[]; kpas: TProgressiveLine[]; total: TProgressiveLine } => {
  const kpis = orderedKpis(annual);
  // quarter q of an annual KPI: [the KPI rated, the scorecard's mode]
  const quarterKpi = (k: ReportKpi, q: number): [ReportKpi | null, RatingMode] => {
    const periodic = periodics[q];
    if (!periodic) return [k, annual.ratingMode];
    return [periodic.kpis.find((p) => p.sourceKpiId === k.kpiId) ?? null, periodic.ratingMode];
  };
  const quarterReported = QUARTER_INDEXES.map((q) => {
    const rated = kpis
      .map((k) => quarterKpi(k, q))
      .filter((x): x is [ReportKpi, RatingMode] => x[0] !== null);
    const measured = rated.filter(([kpi, mode]) => mode === 'automatic' && kpi.kpiType === 'Quantitative');
    return (measured.length > 0 ? measured : rated).some(([kpi, mode]) => isReported(kpi, mode, q));
  });
  const quarterScores = kpis.map((k) =>
    QUARTER_INDEXES.map((q) => {
      const [kpi, mode] = quarterKpi(k, q);
      if (!kpi) return { target: null, actual: null, score: null, weight: 0 };
      const { target, actual } = periodFigures(kpi, q);
      if (!quarterReported[q] || !isReported(kpi, mode, q))
        return { target, actual, score: null, weight: normaliseWeight(kpi.weight) };
      const r = scoreKpi(kpi, bands as Band[], { mode, period: q });
      return { target, actual, score: r.adjustedScore ?? r.score, weight: normaliseWeight(kpi.weight) };
    }),
  );
  const rows: TProgressiveKpiRow[] = kpis.map((k, i) => {
    const qs = quarterScores[i]!;
    return {
      kpiId: k.kpiId,
      kpaId: k.kpaId ?? null,
      name: k.name,
      kpiType: k.kpiType,
      weight: toNumber(k.weight),
      quarters: qs.map((x) => ({ target: x.target, actual: x.actual, ...cell(x.score, bands) })),
      cumulative: cumulativeOf(
        qs.map((x) => x.score),
        bands,
      ),
    };
  });
  /** Σ score × weight / 100 over the KPIs (by index) when one is reported in the quarter. */
  const lineOf = (id: string | null, name: string, members: readonly number[]): TProgressiveLine => {
    const quarters = QUARTER_INDEXES.map((q) => {
      const these = members.map((i) => quarterScores[i]![q]!);
      if (!these.some((x) => x.score !== null)) return null;
      return roundHalfUp(
        these.reduce((sum, x) => sum + ((x.score ?? 0) * x.weight) / 100, 0),
        2,
      );
    });
    return {
      id,
      name,
      quarters: quarters.map((s) => cell(s, bands)),
      cumulative: cumulativeOf(quarters, bands),
    };
  };
  const { heads, under } = kpaHeadings(annual, kpis);
  const indexes = kpis.map((_, i) => i);
  return {
    kpis: rows,
    kpas: heads.map((h) =>
      lineOf(
        h.kpaId,
        h.name,
        indexes.filter((i) => under(kpis[i]!) === h.kpaId),
      ),
    ),
    total: lineOf(null, 'Total', indexes),
  };
};

/** The company's line: per quarter the mean of the scorecards' quarters, and the year to date. */
export const companyLineOf = (
  totals: readonly TProgressiveLine[],
  bands: readonly Band[],
): TProgressiveLine => {
  const quarters = QUARTER_INDEXES.map((q) => meanOf(totals.map((t) => t.quarters[q]?.score ?? null)));
  return {
    id: null,
    name: 'Company',
    quarters: quarters.map((s) => cell(s, bands)),
    cumulative: cumulativeOf(quarters, bands),
  };
};

/** The record fields the employees' picture reads. */
export interface PictureRecord {
  agreementStatus: string;
  assessmentStatus: string;
  totalScore?: number | null | undefined;
  adjustedTotal?: number | null | undefined;
}

/** The employees' quarter: records, the mean final score, agreements agreed and assessments complete. */
export const employeePicture = (
  records: readonly PictureRecord[],
  bands: readonly Band[],
): TEmployeePicture => {
  const finals = records
    .map((r) => (typeof r.adjustedTotal === 'number' ? r.adjustedTotal : (r.totalScore ?? null)))
    .filter((s): s is number => typeof s === 'number');
  const average = meanOf(finals);
  const agreed = records.filter((r) => r.agreementStatus === 'Agreed').length;
  const complete = records.filter((r) => r.assessmentStatus === 'Complete').length;
  return {
    records: records.length,
    rated: finals.length,
    averageScore: average,
    averageColorValue: average === null ? null : colourOfScore(average, bands),
    agreed,
    agreedPercent: percentOf(agreed, records.length),
    assessmentsComplete: complete,
    completePercent: percentOf(complete, records.length),
  };
};

/** The employee fields the chief executive's choice reads. */
export interface TopCandidate {
  employeeId: string;
  status: string;
  supervisorId?: string | null | undefined;
  businessUnitHead?: string | null | undefined;
  sortName: string;
}

/**
 * The company's chief executive: an Active employee who reports to nobody; of several, a
 * business-unit head first, then by name (then id, so the choice is stable). Null when none.
 */
export const chiefExecutiveOf = <E extends TopCandidate>(employees: readonly E[]): E | null =>
  [...employees]
    .filter((e) => e.status === 'Active' && !e.supervisorId)
    .sort(
      (a, b) =>
        Number(b.businessUnitHead === 'Yes') - Number(a.businessUnitHead === 'Yes') ||
        a.sortName.localeCompare(b.sortName) ||
        a.employeeId.localeCompare(b.employeeId),
    )[0] ?? null;
