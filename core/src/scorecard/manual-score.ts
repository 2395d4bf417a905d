import { isManualScoreOf, manualScoresOf, type RatingPoints } from '@stratum/rules';
import { db } from '../db';
import { AppError } from '../kernel/errors';

/** A plan's rating points (3 or 5); a plan made before the option existed, or none, reads 5. */
export const planPointsOf = async (companyId: string, planId: string | undefined): Promise<RatingPoints> => {
  if (!planId) return 5;
  const { data } = await db().entities.plan.get({ companyId, planId }).go();
  return data?.ratingPoints === 3 ? 3 : 5;
};

/**
 * 422 naming `field` when a score typed by hand is not one of the plan's scale (docs/planning.md
 * "Three-point scales": a three-point plan rates 1, 3 and 5, so 2 and 4 are refused). A score left
 * out or cleared (null) is not checked, and a five-point plan reads nothing.
 */
export const checkManualScore = async (
  companyId: string,
  planId: string | undefined,
  typed: number | string | null | undefined,
  field: string,
): Promise<void> => {
  if (typed === null || typed === undefined || typed === '') return;
  const score = Number(typed);
  // a score every scale takes needs no read of the plan
  if (isManualScoreOf(score, 3)) return;
  const points = await planPointsOf(companyId, planId);
  if (isManualScoreOf(score, points)) return;
  throw new AppError(
    'UNPROCESSABLE',
    `${field}: this plan rates on ${points} points, so a score typed by hand must be one of ${manualScoresOf(points).join(', ')} (${score} is not).`,
  );
};
