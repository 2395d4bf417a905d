import { type TAssessment, type TPerformanceEvidence } from '@stratum/contracts';
import {
  blendAssessmentScore,
  scoreScorecard,
  totalScore,
  type Band,
  type PerformanceActor,
} from '@stratum/rules';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { planPointsOf, ratingScaleOf, type ScorecardItem } from '../../scorecard';
import { competencyPartOf } from '../../surveys';
import type { PerformanceRecordItem } from '../entities/performance-record';
import { findRecordFor, windowsOf } from './review-store';
import { namesOf, scorecardNamesOf, toRecord } from './review-view';

type Quarter = 0 | 1 | 2 | 3;

/** A file as the HTTP layer hands it over (multipart). */
export interface UploadedEvidence {
  filename: string;
  content: Uint8Array;
}

/** The periodic scorecard of a record (it always exists while the record does). */
export const scorecardOf = async (r: PerformanceRecordItem): Promise<ScorecardItem> => {
  const { data } = await db()
    .entities.scorecard.get({ companyId: r.companyId, scorecardId: r.scorecardId })
    .go();
  if (!data || data.state !== 'ready') {
    throw new AppError('NOT_FOUND', 'scorecardId: no such employee scorecard in your company');
  }
  return data;
};

/**
 * The quarter's KPIs rated by the engine (period = the record's quarter, the scorecard's rating
 * mode, the plan's bands), with the employee's own scores beside them. One query of the
 * scorecard's partition for the KPIs and KPAs, one for the self scores, one for the evidence.
 */
export const ratedQuarter = async (r: PerformanceRecordItem) => {
  const s = await scorecardOf(r);
  const key = { companyId: r.companyId, scorecardId: r.scorecardId };
  const [items, selfScores, evidence, scale, ratingPoints] = await Promise.all([
    db().collections.scorecardItems(key).go({ pages: 'all' }),
    db().entities.performanceSelfScore.query.byScorecard(key).go({ pages: 'all' }),
    db().entities.performanceEvidence.query.byKpi(key).go({ pages: 'all' }),
    s.planId ? ratingScaleOf(r.companyId, s.planId) : Promise.resolve({ bands: [] as Band[] }),
    planPointsOf(r.companyId, s.planId),
  ]);
  const kpis = items.data.scorecardKpi;
  const kpas = new Map(items.data.scorecardKpa.map((k) => [k.kpaId, k.name]));
  const self = new Map(selfScores.data.map((x) => [x.kpiId, x.selfScore ?? null]));
  const bands = scale.bands as Band[];
  const quarter = r.quarter as Quarter;
  const scored = scoreScorecard(kpis, bands, { mode: s.ratingMode, period: quarter });
  const selfTotal = totalScore(kpis.map((k) => ({ score: self.get(k.kpiId) ?? 0, weight: k.weight })));
  return { s, kpis, kpas, self, evidence: evidence.data, bands, ratingPoints, scored, selfTotal, quarter };
};

export type RatedQuarter = Awaited<ReturnType<typeof ratedQuarter>>;

/** What is missing before QA can take a review: each KPI weighted, rated, and the weights summing to 100. */
export const completenessProblems = (q: RatedQuarter): string[] => {
  const problems: string[] = [];
  if (q.kpis.length === 0) problems.push('the scorecard has no KPIs');
  if (!q.scored.weightsValid) problems.push(`the weights sum to ${q.scored.weightTotal}, not 100`);
  const unrated = q.kpis.filter((k) => {
    const usesComputed = q.s.ratingMode === 'automatic' && k.kpiType === 'Quantitative';
    return usesComputed
      ? k[`actual${q.quarter + 1}` as 'actual1'] === undefined
      : k.manualRatingScore === undefined;
  });
  if (unrated.length > 0) {
    problems.push(
      `${unrated.length} KPI${unrated.length === 1 ? ' has' : 's have'} no ${unrated.length === 1 ? 'rating' : 'ratings'} yet (${unrated
        .slice(0, 3)
        .map((k) => `“${k.name}”`)
        .join(', ')}${unrated.length > 3 ? '…' : ''})`,
    );
  }
  return problems;
};

export const toEvidence = (e: RatedQuarter['evidence'][number]): TPerformanceEvidence => ({
  id: e.evidenceId,
  kpiId: e.kpiId,
  name: e.name,
  contentType: e.contentType,
  size: e.size,
  createdAt: e.createdAt,
});

/** The assessment view of a record for a caller with `roles`. */
export const assessmentView = async (
  ctx: Ctx,
  r: PerformanceRecordItem,
  roles: PerformanceActor[],
): Promise<TAssessment> => {
  const [q, open, names, scorecardNames, competency] = await Promise.all([
    ratedQuarter(r),
    windowsOf(ctx, r),
    namesOf(r.companyId, [r.employeeId, r.supervisorId, r.awaitingId]),
    scorecardNamesOf(r.companyId, [r.scorecardId]),
    competencyPartOf(r.companyId, r.annualPlanId, r.employeeId),
  ]);
  // the blend starts from the score the supervisor's adjustments leave (docs/surveys.md)
  const scorecardTotal = q.scored.adjustedTotal ?? q.scored.total;
  const t = `periodicTarget${q.quarter + 1}` as 'periodicTarget1';
  const a = `actual${q.quarter + 1}` as 'actual1';
  return {
    record: toRecord(r, roles, open, names, scorecardNames),
    ratingMode: q.s.ratingMode,
    kpis: q.scored.kpis.map((k) => ({
      kpiId: k.kpiId,
      kpaId: k.kpaId ?? null,
      kpaName: k.kpaId ? (q.kpas.get(k.kpaId) ?? null) : null,
      name: k.name,
      kpiType: k.kpiType,
      optionType: k.optionType,
      weight: k.weight ?? null,
      target: k[t] ?? k.target ?? null,
      manualTarget: k.manualTarget ?? null,
      actual: k[a] ?? null,
      percent: k.percent,
      computedScore: k.computedScore,
      selfScore: q.self.get(k.kpiId) ?? null,
      supervisorScore: k.manualRatingScore ?? null,
      adjustedScore: k.adjustedScore,
      score: k.score,
      colorValue: k.colorValue,
      version: k.version,
      evidence: q.evidence.filter((e) => e.kpiId === k.kpiId).map(toEvidence),
    })),
    selfTotal: q.selfTotal,
    total: q.scored.total,
    adjustedTotal: q.scored.adjustedTotal,
    colorValue: q.scored.colorValue,
    adjustedColorValue: q.scored.adjustedColorValue,
    weightTotal: q.scored.weightTotal,
    weightsValid: q.scored.weightsValid,
    bands: q.bands.map((b) => ({ ...b })),
    ratingPoints: q.ratingPoints,
    competency: {
      weight: competency.weight,
      score: competency.score,
      scorecardTotal,
      ...blendAssessmentScore(scorecardTotal, competency.score, competency.weight),
    },
  };
};

/** The employee's input phase: agreed, and not yet self assessed (or returned to them). */
export const employeeMayEnter = (r: PerformanceRecordItem): boolean =>
  r.agreementStatus === 'Agreed' &&
  (r.assessmentStatus === 'Not Started' || r.assessmentStatus === 'Returned');

/** The record must still be in the state it was read in (a move in between refuses the write). */
export const recordGuard = (
  tx: Parameters<Parameters<ReturnType<typeof db>['transaction']['write']>[0]>[0],
  r: PerformanceRecordItem,
) =>
  tx.performanceRecord
    .check({ companyId: r.companyId, scorecardId: r.scorecardId })
    .where((attr, op) => op.eq(attr.version, r.version))
    .commit();

export const employeeInput = async (ctx: Ctx, scorecardId: string, what: string) => {
  const { record, roles } = await findRecordFor(ctx, scorecardId);
  if (!roles.includes('employee')) {
    throw new AppError('FORBIDDEN', `Only the employee enters their own ${what}.`);
  }
  if (!employeeMayEnter(record)) {
    throw new AppError(
      'CONFLICT',
      record.agreementStatus !== 'Agreed'
        ? `The ${what} can be entered once the performance agreement is agreed (it is ${record.agreementStatus}).`
        : `The ${what} cannot change now: the assessment is ${record.assessmentStatus}.`,
    );
  }
  return { record, roles };
};

export const refreshed = async (r: PerformanceRecordItem) =>
  (await db().entities.performanceRecord.get({ companyId: r.companyId, scorecardId: r.scorecardId }).go())
    .data ?? r;
