import { AppError } from '../kernel/errors';
import type { ScorecardItem } from './entities/scorecard';
import { findPerspective, perspectivesOf } from './perspective-store';
import { ratingScaleOf } from './rating-scale-store';

/**
 * The perspective a KPA or KPI is filed under must be one of its scorecard's plan (404 for
 * another company's, 422 for another plan's). Answers its name.
 */
export const checkPerspective = async (s: ScorecardItem, perspectiveId: string): Promise<string> => {
  const p = await findPerspective(s.companyId, perspectiveId, 'perspectiveId');
  if (p.planId !== s.planId) {
    throw new AppError(
      'UNPROCESSABLE',
      `perspectiveId: the perspective “${p.name}” belongs to another plan than this scorecard’s.`,
    );
  }
  return p.name;
};

/** The names of a plan's perspectives by id. */
export const perspectiveNames = async (companyId: string, planId: string): Promise<Map<string, string>> =>
  new Map((await perspectivesOf(companyId, planId)).map((p) => [p.perspectiveId, p.name]));

/** What scoring one KPI of a scorecard needs: its plan's scale and perspective names (two queries at once). */
export const scoringOf = async (s: ScorecardItem) => {
  const [scale, names] = await Promise.all([
    ratingScaleOf(s.companyId, s.planId),
    perspectiveNames(s.companyId, s.planId),
  ]);
  return { scale, names };
};

/** "Strategic scorecard": a noun starting a sentence. */
export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
