import { roundHalfUp } from './rating';

/**
 * The 360 competency review's score (docs/surveys.md "The 360 competency review"): each answer is a
 * point of its question's assessment scale, normalised onto the rating engine's ratings 1..5 (the
 * scale's lowest point is 1, its highest 5, linear between); a competency's score is the mean of its
 * answered questions; the employee's competency score is the mean of the competencies answered, each
 * counting once whatever its number of questions. Pure and total: never NaN or Infinity.
 */

/** The rating engine's lowest and highest rating (packages/rules/src/rating.ts `RATINGS`). */
export const COMPETENCY_RATING_MIN = 1;
export const COMPETENCY_RATING_MAX = 5;

export interface CompetencyAnswer {
  competencyId: string;
  /** the point chosen */
  value: number;
  /** the values of the points of the question's scale */
  scale: readonly number[];
}

export interface CompetencyScore {
  /** the mean of the competencies' scores, two decimals; null when nothing was answered */
  score: number | null;
  competencies: { competencyId: string; score: number; answered: number }[];
}

/** A point's place on ratings 1..5; null for a value not on a scale of at least two points. */
export const normalisePoint = (value: number, scale: readonly number[]): number | null => {
  const values = scale.filter((v) => Number.isFinite(v));
  if (!Number.isFinite(value) || values.length < 2 || !values.includes(value)) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  if (max === min) return null;
  return (
    COMPETENCY_RATING_MIN + ((value - min) / (max - min)) * (COMPETENCY_RATING_MAX - COMPETENCY_RATING_MIN)
  );
};

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

export const competencyScore = (answers: readonly CompetencyAnswer[]): CompetencyScore => {
  const by = new Map<string, number[]>();
  for (const a of answers) {
    const n = normalisePoint(a.value, a.scale);
    if (n === null) continue;
    by.set(a.competencyId, [...(by.get(a.competencyId) ?? []), n]);
  }
  const competencies = [...by.entries()]
    .map(([competencyId, xs]) => ({ competencyId, score: roundHalfUp(mean(xs), 2), answered: xs.length }))
    .sort((a, b) => a.competencyId.localeCompare(b.competencyId));
  const score = by.size === 0 ? null : roundHalfUp(mean([...by.values()].map((xs) => mean(xs))), 2);
  return { score, competencies };
};

/** A contribution weight as the company set it: a whole percent 0..100; anything else counts as 0. */
export const contributionWeight = (weight: number | null | undefined): number =>
  typeof weight === 'number' && Number.isFinite(weight) ? Math.min(100, Math.max(0, Math.round(weight))) : 0;

export interface BlendedScore {
  /** the final assessment score: the scorecard total, or the blend when it applies */
  finalScore: number;
  /** true when the competency score is in the final score */
  blended: boolean;
}

/**
 * The final assessment score: with a weight above 0 and a competency score, scorecard total ×
 * (100 − weight)% + competency score × weight%, two decimals; otherwise the scorecard total exactly
 * as it was (no rounding, so a company that does not use the review sees no change at all).
 */
export const blendAssessmentScore = (
  scorecardTotal: number,
  competency: number | null,
  weight: number | null | undefined,
): BlendedScore => {
  const w = contributionWeight(weight);
  if (w === 0 || competency === null || !Number.isFinite(competency) || !Number.isFinite(scorecardTotal))
    return { finalScore: scorecardTotal, blended: false };
  return {
    finalScore: roundHalfUp((scorecardTotal * (100 - w) + competency * w) / 100, 2),
    blended: true,
  };
};
