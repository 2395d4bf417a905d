import type { TCompanyAssessment, TScorecardDetail } from '@stratum/contracts';
import { colourOfScore, quarterLabel, roundHalfUp, type Band } from '@stratum/rules';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import { type AnnualPlanItem } from '../../planning';
import {
  type ScorecardItem,
  perspectivesOf,
  ratingScaleOf,
  contentsOf,
  scorecardKey,
  scorecardsUnder,
  toScorecardDetail,
} from '../../scorecard';
import { sanitiseNote } from '../review/note-parts';
import type { CompanyAssessmentItem } from '../entities/company-assessment';
import type { TxEntities } from '../../kernel/transact';

export const ENTITY_TYPE = 'company-assessment';
export const label = (quarter: number) => quarterLabel(quarter) ?? `Q${quarter + 1}`;

/** Rich text comments, sanitised as employee-review notes are; markup with no words is none. */
export const cleanComments = async (html: string): Promise<string> => {
  const clean = await sanitiseNote(html);
  return clean
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === ''
    ? ''
    : clean;
};

/** The company's weight of its quarter score (company setting companyContributionPerformance, percent). */
export const contributionWeightOf = async (companyId: string): Promise<number> =>
  (await db().entities.company.get({ companyId }).go()).data?.companyContributionPerformance ?? 0;

/** The periodic corporate scorecards of a quarter of an annual plan, ready, by name (one gsi1 Query). */
export const periodicScorecardsOf = async (
  companyId: string,
  annualPlanId: string,
): Promise<ScorecardItem[]> =>
  (await scorecardsUnder(companyId, annualPlanId))
    .filter((s) => s.kind === 'corporate-periodic' && s.state === 'ready')
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) ||
        a.scorecardId.localeCompare(b.scorecardId),
    );

/**
 * The quarter scored (spec §5 engine, planning's `toScorecardDetail` → `scoreScorecard` for the
 * quarter, in each scorecard's rating mode, on the strategic plan's bands): every periodic
 * corporate scorecard of the quarter, and the computed score = the mean of their final scores (the
 * adjusted total where a KPI carries an adjusted score, else the total — as the company reports
 * score a scorecard), two decimals. No scorecard → 422.
 */
export const scoreQuarter = async (
  companyId: string,
  plan: AnnualPlanItem,
  quarter: number,
  required = true,
): Promise<{ scorecards: TScorecardDetail[]; score: number | null; bands: Band[] }> => {
  const [all, scale, perspectives] = await Promise.all([
    periodicScorecardsOf(companyId, plan.annualPlanId),
    ratingScaleOf(companyId, plan.strategicPlanId),
    perspectivesOf(companyId, plan.strategicPlanId),
  ]);
  const bands = scale.bands as Band[];
  const mine = all.filter((s) => s.quarter === quarter);
  if (mine.length === 0) {
    if (!required) return { scorecards: [], score: null, bands };
    throw new AppError(
      'UNPROCESSABLE',
      `quarter: the annual plan has no ${label(quarter)} periodic corporate scorecard to assess. Build it first (Annual plans → Corporate scorecards → periodic).`,
    );
  }
  const names = new Map(perspectives.map((p) => [p.perspectiveId, p.name]));
  const scorecards = await Promise.all(
    mine.map(async (s) =>
      toScorecardDetail(s, await contentsOf(companyId, s.scorecardId), scale, names, quarter as 0),
    ),
  );
  const score = roundHalfUp(
    scorecards.reduce((sum, d) => sum + (d.adjustedTotal ?? d.total), 0) / scorecards.length,
    2,
  );
  return { scorecards, score, bands };
};

/** An assessment as the API shows it. */
export const toCompanyAssessment = (
  a: CompanyAssessmentItem,
  bands: readonly Band[],
  weight: number,
): TCompanyAssessment => ({
  id: a.assessmentId,
  annualPlanId: a.annualPlanId,
  quarter: a.quarter,
  quarterLabel: label(a.quarter),
  scorecardIds: a.scorecardIds,
  computedScore: a.computedScore,
  computedColorValue: colourOfScore(a.computedScore, bands),
  adjustedScore: a.adjustedScore ?? null,
  finalScore: a.finalScore,
  finalColorValue: colourOfScore(a.finalScore, bands),
  contributionWeight: weight,
  contribution: roundHalfUp((a.finalScore * weight) / 100, 2),
  comments: a.comments,
  status: a.status,
  assessedById: a.assessedById,
  assessedByName: a.assessedByName,
  assessedAt: a.assessedAt,
  completedByName: a.completedByName ?? null,
  completedAt: a.completedAt ?? null,
  version: a.version,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
});

export const view = async (companyId: string, plan: AnnualPlanItem, a: CompanyAssessmentItem) => {
  const [scale, weight] = await Promise.all([
    ratingScaleOf(companyId, plan.strategicPlanId),
    contributionWeightOf(companyId),
  ]);
  return toCompanyAssessment(a, scale.bands as Band[], weight);
};

/** The scorecards' `state = ready` checks that keep a write from scoring a scorecard being deleted. */
export const scorecardChecks = (tx: TxEntities, companyId: string, ids: readonly string[]) =>
  ids.map((scorecardId) =>
    tx.scorecard
      .check(scorecardKey({ companyId, scorecardId }))
      .where((a, op) => op.eq(a.state, 'ready'))
      .commit(),
  );

export const audited = (a: Partial<CompanyAssessmentItem>) => ({
  computedScore: a.computedScore ?? null,
  adjustedScore: a.adjustedScore ?? null,
  finalScore: a.finalScore ?? null,
  comments: a.comments ?? '',
  status: a.status ?? null,
});

export const stale = () =>
  new AppError(
    'CONFLICT',
    'This company assessment was changed by someone else since you opened it. Reload it and try again.',
  );
