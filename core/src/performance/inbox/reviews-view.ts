import { NOBODY, type TInboxCompanyReview, type TInboxReview } from '@stratum/contracts';
import { colourOfScore, quarterLabel, type Band } from '@stratum/rules';
import type { PlanCompetencyScores } from '../../surveys';
import { finalOf, NO_COMPETENCY } from '../reports/report-rows';

/*
 * The inbox reviews' rows (docs/performance.md "My inbox"): pure, so the unit tests see exactly what
 * the API answers.
 */

const label = (quarter: number) => quarterLabel(quarter) ?? `Q${quarter + 1}`;

/** A score's band colour on the plan's bands; no score, no colour. */
const colourOf = (score: number | null, bands: readonly Band[]): string | null =>
  score === null ? null : colourOfScore(score, bands as Band[]);

/** The fields of a performance record a review row reads. */
export interface ReviewSource {
  scorecardId: string;
  employeeId: string;
  annualPlanId: string;
  quarter: number;
  supervisorId: string;
  agreementStatus: TInboxReview['agreementStatus'];
  agreementType: TInboxReview['agreementType'];
  assessmentStatus: TInboxReview['assessmentStatus'];
  qaStatus: TInboxReview['qaStatus'];
  reviewComplete: boolean;
  selfScore?: number | undefined;
  totalScore?: number | undefined;
  adjustedTotal?: number | undefined;
}

/**
 * One quarter as a review row: statuses, the self / total / adjusted / final score each with its
 * band colour — the final score as the reports give it (`finalOf`: the adjusted total where given,
 * else the total, blended with the employee's competency score by the plan's weight; `competency`
 * of a plan at weight 0 leaves it the scorecard score) —, and the names of the employee, the
 * supervisor and whom the caller acts for (`names` by employee id; missing names are '' / null).
 */
export const toReview = (
  r: ReviewSource,
  names: ReadonlyMap<string, string>,
  bands: readonly Band[],
  actingFor: { id: string; name: string } | null = null,
  competency: PlanCompetencyScores = NO_COMPETENCY,
): TInboxReview => {
  const supervisorId = r.supervisorId === NOBODY ? null : r.supervisorId;
  const selfScore = r.selfScore ?? null;
  const totalScore = r.totalScore ?? null;
  const adjustedTotal = r.adjustedTotal ?? null;
  const { finalScore, competencyScore, blended } = finalOf(
    { employeeId: r.employeeId, totalScore, adjustedTotal },
    competency,
  );
  return {
    scorecardId: r.scorecardId,
    employeeId: r.employeeId,
    employeeName: names.get(r.employeeId) ?? '',
    annualPlanId: r.annualPlanId,
    quarter: r.quarter,
    quarterLabel: label(r.quarter),
    supervisorId,
    supervisorName: supervisorId ? (names.get(supervisorId) ?? null) : null,
    actingForId: actingFor?.id ?? null,
    actingForName: actingFor?.name ?? null,
    agreementStatus: r.agreementStatus,
    agreementType: r.agreementType,
    assessmentStatus: r.assessmentStatus,
    qaStatus: r.qaStatus,
    reviewComplete: r.reviewComplete,
    selfScore,
    selfColorValue: colourOf(selfScore, bands),
    totalScore,
    totalColorValue: colourOf(totalScore, bands),
    adjustedTotal,
    adjustedColorValue: colourOf(adjustedTotal, bands),
    finalScore,
    finalColorValue: colourOf(finalScore, bands),
    competencyScore,
    competencyWeight: competency.weight,
    blended,
  };
};

/** The fields of a company assessment a company review reads. */
export interface CompanyReviewSource {
  assessmentId: string;
  annualPlanId: string;
  quarter: number;
  status: 'Draft' | 'Complete';
  finalScore: number;
  comments: string;
  completedAt?: string | undefined;
  completedByName?: string | undefined;
}

/** The Complete assessments (Drafts stay with the administrators), by quarter, as company reviews. */
export const toCompanyReviews = (
  items: readonly CompanyReviewSource[],
  bands: readonly Band[],
): TInboxCompanyReview[] =>
  items
    .filter((a) => a.status === 'Complete')
    .sort((a, b) => a.quarter - b.quarter)
    .map((a) => ({
      id: a.assessmentId,
      annualPlanId: a.annualPlanId,
      quarter: a.quarter,
      quarterLabel: label(a.quarter),
      finalScore: a.finalScore,
      finalColorValue: colourOf(a.finalScore, bands),
      completedAt: a.completedAt ?? null,
      completedByName: a.completedByName ?? null,
      comments: a.comments,
    }));

/** Review rows in a stable order: by employee name, then quarter. */
export const byNameThenQuarter = (a: TInboxReview, b: TInboxReview): number =>
  a.employeeName.localeCompare(b.employeeName) ||
  a.quarter - b.quarter ||
  a.scorecardId.localeCompare(b.scorecardId);
