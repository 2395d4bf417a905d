import type { TQuarterScore, TTrend } from '@stratum/contracts';
import { colourOfScore, normaliseWeight, roundHalfUp, type Band } from '@stratum/rules';

/*
 * The employee reports' figures (docs/performance.md "Employee reports"): pure, so the screens,
 * the exports and the tests see the same numbers.
 */

/** A scorecard's weights: their sum (2 decimals) and whether it is a valid 100 (each weight 0..100). */
export const weightsOf = (
  kpis: readonly { weight?: number | null | undefined }[],
): { weightTotal: number; weightsValid: boolean } => {
  const inRange = kpis.every((k) => typeof k.weight === 'number' && k.weight >= 0 && k.weight <= 100);
  const weightTotal = roundHalfUp(
    kpis.reduce((sum, k) => sum + normaliseWeight(k.weight), 0),
    2,
  );
  return { weightTotal, weightsValid: kpis.length > 0 && inRange && weightTotal === 100 };
};

/** The mean of the numbers given (2 decimals), null for none. */
export const meanOf = (values: readonly (number | null)[]): number | null => {
  const rated = values.filter((v): v is number => v !== null);
  return rated.length === 0 ? null : roundHalfUp(rated.reduce((a, b) => a + b, 0) / rated.length, 2);
};

/** A quarter's final score: the adjusted total where given, else the total (null: not rated yet). */
export const finalScoreOf = (r: {
  totalScore?: number | null;
  adjustedTotal?: number | null;
}): number | null =>
  typeof r.adjustedTotal === 'number'
    ? r.adjustedTotal
    : typeof r.totalScore === 'number'
      ? r.totalScore
      : null;

/**
 * The trend over the year: the last rated quarter against the rated quarter before it — up, down or
 * steady; null when fewer than two quarters are rated.
 */
export const trendOf = (scores: readonly (number | null)[]): TTrend | null => {
  const rated = scores.filter((s): s is number => s !== null);
  if (rated.length < 2) return null;
  const last = rated[rated.length - 1]!;
  const before = rated[rated.length - 2]!;
  return last > before ? 'up' : last < before ? 'down' : 'steady';
};

/**
 * One employee's year: the quarters' final scores (an employee with several records in a quarter —
 * a standard and a functional scorecard — is rated by their mean), their band colours, the average
 * of the rated quarters and the trend.
 */
export const yearOf = (
  byQuarter: readonly (readonly {
    totalScore?: number | null;
    adjustedTotal?: number | null;
    assessmentStatus: TQuarterScore['assessmentStatus'];
  }[])[],
  bands: readonly Band[],
  /** a record's final score; by default the scorecard's (`finalScoreOf`) */
  final: (r: { totalScore?: number | null; adjustedTotal?: number | null }) => number | null = finalScoreOf,
): {
  quarters: TQuarterScore[];
  average: number | null;
  averageColorValue: string | null;
  trend: TTrend | null;
} => {
  const colour = (s: number | null) => (s === null ? null : colourOfScore(s, bands));
  const quarters = [0, 1, 2, 3].map((quarter) => {
    const records = byQuarter[quarter] ?? [];
    const score = meanOf(records.map(final));
    return {
      quarter,
      score,
      colorValue: colour(score),
      assessmentStatus: records[0]?.assessmentStatus ?? null,
    };
  });
  const scores = quarters.map((q) => q.score);
  const average = meanOf(scores);
  return { quarters, average, averageColorValue: colour(average), trend: trendOf(scores) };
};

/** Whom the performance committee reviews: the top of the company (Active, reporting to nobody) and business unit heads. */
export const reviewedByCommittee = (e: {
  status: string;
  supervisorId?: string | null | undefined;
  businessUnitHead?: string | null | undefined;
}): boolean => e.status === 'Active' && (!e.supervisorId || e.businessUnitHead === 'Yes');

/** Runs `fn` over `items`, at most `limit` at a time, answering in order. */
export const mapLimit = async <T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> => {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
};
