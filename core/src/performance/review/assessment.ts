import type {
  TAssessment,
  TPerformanceEvidence,
  TReviewActualRequest,
  TReviewScoreRequest,
} from '@stratum/contracts';
import { scoreScorecard, totalScore, type Band, type PerformanceActor } from '@stratum/rules';
import { db } from '../../db';
import { auditEntry } from '../../kernel/audit';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { downloadUrl, fileKey, putFile, sniffType } from '../../kernel/files';
import { newId } from '../../kernel/ids';
import { PERFORMANCE_EVIDENCE_RULE } from '@stratum/contracts';
import { ratingScaleOf } from '../../planning/rating-scale/rating-scale-store';
import type { ScorecardItem } from '../../planning/entities/scorecard';
import { requireOpenWindow } from '../../planning/quarter/require-open-window';
import { commitRetrying, findKpi, staleMessage } from '../../planning/scorecard/scorecard-store';
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
const scorecardOf = async (r: PerformanceRecordItem): Promise<ScorecardItem> => {
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
  const [items, selfScores, evidence, scale] = await Promise.all([
    db().collections.scorecardItems(key).go({ pages: 'all' }),
    db().entities.performanceSelfScore.query.byScorecard(key).go({ pages: 'all' }),
    db().entities.performanceEvidence.query.byKpi(key).go({ pages: 'all' }),
    s.planId ? ratingScaleOf(r.companyId, s.planId) : Promise.resolve({ bands: [] as Band[] }),
  ]);
  const kpis = items.data.scorecardKpi;
  const kpas = new Map(items.data.scorecardKpa.map((k) => [k.kpaId, k.name]));
  const self = new Map(selfScores.data.map((x) => [x.kpiId, x.selfScore ?? null]));
  const bands = scale.bands as Band[];
  const quarter = r.quarter as Quarter;
  const scored = scoreScorecard(kpis, bands, { mode: s.ratingMode, period: quarter });
  const selfTotal = totalScore(kpis.map((k) => ({ score: self.get(k.kpiId) ?? 0, weight: k.weight })));
  return { s, kpis, kpas, self, evidence: evidence.data, bands, scored, selfTotal, quarter };
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

const toEvidence = (e: RatedQuarter['evidence'][number]): TPerformanceEvidence => ({
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
  const [q, open, names, scorecardNames] = await Promise.all([
    ratedQuarter(r),
    windowsOf(ctx, r),
    namesOf(r.companyId, [r.employeeId, r.supervisorId, r.awaitingId]),
    scorecardNamesOf(r.companyId, [r.scorecardId]),
  ]);
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
  };
};

/** `get-scores`: the quarter's KPIs, scores and rating for anyone taking part in the record. */
export const getAssessment = async (ctx: Ctx, input: { scorecardId: string }): Promise<TAssessment> => {
  const { record, roles } = await findRecordFor(ctx, input.scorecardId);
  return assessmentView(ctx, record, roles);
};

/** The employee's input phase: agreed, and not yet self assessed (or returned to them). */
const employeeMayEnter = (r: PerformanceRecordItem): boolean =>
  r.agreementStatus === 'Agreed' &&
  (r.assessmentStatus === 'Not Started' || r.assessmentStatus === 'Returned');

/** The supervisor's scoring phase: self assessed, or supervisor assessed but not yet marked complete. */
const supervisorMayScore = (r: PerformanceRecordItem): boolean =>
  r.agreementStatus === 'Agreed' &&
  !r.reviewComplete &&
  (r.assessmentStatus === 'Self Assessed' || r.assessmentStatus === 'Supervisor Assessed');

/** The record must still be in the state it was read in (a move in between refuses the write). */
const recordGuard = (
  tx: Parameters<Parameters<ReturnType<typeof db>['transaction']['write']>[0]>[0],
  r: PerformanceRecordItem,
) =>
  tx.performanceRecord
    .check({ companyId: r.companyId, scorecardId: r.scorecardId })
    .where((attr, op) => op.eq(attr.version, r.version))
    .commit();

const employeeInput = async (ctx: Ctx, scorecardId: string, what: string) => {
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

/**
 * Enters a KPI's actual for the record's quarter (`actual{q+1}` of the periodic scorecard's KPI):
 * the employee, while the agreement is agreed and the assessment not yet self assessed (or
 * returned), with the performance assessment window open (else `Period is closed`). Conditional on
 * the KPI's version and the record's, audited in the same transaction.
 */
export const updateReviewActual = async (ctx: Ctx, input: TReviewActualRequest): Promise<TAssessment> => {
  const { record, roles } = await employeeInput(ctx, input.scorecardId, 'actuals');
  const kpi = await findKpi(record.companyId, record.scorecardId, input.kpiId, 'kpiId');
  if (kpi.version !== input.version) throw new AppError('CONFLICT', staleMessage('KPI'));
  await requireOpenWindow(ctx, {
    annualPlanId: record.annualPlanId,
    quarter: record.quarter,
    window: 'pmAssessment',
  });
  const field = `actual${record.quarter + 1}` as 'actual1';
  await commitRetrying(
    db().transaction.write((tx) => {
      const base = tx.scorecardKpi
        .patch({ companyId: kpi.companyId, scorecardId: kpi.scorecardId, kpiId: kpi.kpiId })
        .set({ updatedAt: ctx.now.toISOString() })
        .add({ version: 1 });
      const written = input.actual === null ? base.remove([field]) : base.set({ [field]: input.actual });
      return [
        written.where((attr, op) => op.eq(attr.version, input.version)).commit(),
        recordGuard(tx, record),
        tx.auditTrail
          .create(
            auditEntry(ctx, {
              companyId: record.companyId,
              entityType: 'employee-review',
              entityId: record.scorecardId,
              action: 'update-actual',
              summary: `Q${record.quarter + 1} actual of KPI “${kpi.name}” set to ${input.actual ?? 'none'}`,
              before: { [field]: kpi[field] ?? null },
              after: { [field]: input.actual },
            }),
          )
          .commit(),
      ];
    }),
    new AppError('CONFLICT', staleMessage('KPI')),
  );
  return assessmentView(ctx, await refreshed(record), roles);
};

const refreshed = async (r: PerformanceRecordItem) =>
  (await db().entities.performanceRecord.get({ companyId: r.companyId, scorecardId: r.scorecardId }).go())
    .data ?? r;

/**
 * Scores a KPI. The employee gives their own score while they may still enter (kept beside the
 * KPI); the supervisor (or acting supervisor) gives theirs — the KPI's manual rating score, which
 * the engine uses for qualitative KPIs (and every KPI in manual mode) — and may adjust it, once
 * the employee has self assessed and until the review is marked complete. Either needs the
 * performance assessment window open. Audited in the same transaction.
 */
export const saveReviewScore = async (ctx: Ctx, input: TReviewScoreRequest): Promise<TAssessment> => {
  const { record, roles } = await findRecordFor(ctx, input.scorecardId);
  const kpi = await findKpi(record.companyId, record.scorecardId, input.kpiId, 'kpiId');
  const asSupervisor = roles.includes('supervisor') && supervisorMayScore(record);
  const asEmployee = roles.includes('employee') && employeeMayEnter(record);
  if (!asSupervisor && !asEmployee) {
    if (!roles.includes('supervisor') && !roles.includes('employee')) {
      throw new AppError('FORBIDDEN', 'Only the employee and their supervisor score this scorecard.');
    }
    throw new AppError(
      'CONFLICT',
      roles.includes('supervisor')
        ? `The supervisor scores once the employee has self assessed and until the review is complete (the assessment is ${record.assessmentStatus}${record.reviewComplete ? ', review complete' : ''}).`
        : `Your own scores can change only before you self assess (the assessment is ${record.assessmentStatus}; the agreement ${record.agreementStatus}).`,
    );
  }
  if (asEmployee && input.adjustedScore !== undefined) {
    throw new AppError('FORBIDDEN', 'adjustedScore: only the supervisor adjusts a score.');
  }
  if (asSupervisor && kpi.version !== input.version) throw new AppError('CONFLICT', staleMessage('KPI'));
  await requireOpenWindow(ctx, {
    annualPlanId: record.annualPlanId,
    quarter: record.quarter,
    window: 'pmAssessment',
  });
  const now = ctx.now.toISOString();
  const key = { companyId: record.companyId, scorecardId: record.scorecardId, kpiId: kpi.kpiId };
  await commitRetrying(
    db().transaction.write((tx) => {
      const items = [];
      if (asSupervisor) {
        const setScore = input.score === null ? {} : { manualRatingScore: input.score };
        const setAdjusted =
          input.adjustedScore === undefined || input.adjustedScore === null
            ? {}
            : { adjustedScore: input.adjustedScore };
        const removed = [
          ...(input.score === null ? (['manualRatingScore'] as const) : []),
          ...(input.adjustedScore === null ? (['adjustedScore'] as const) : []),
        ];
        const base = tx.scorecardKpi
          .patch(key)
          .set({ updatedAt: now, ...setScore, ...setAdjusted })
          .add({ version: 1 });
        items.push(
          (removed.length > 0 ? base.remove(removed) : base)
            .where((attr, op) => op.eq(attr.version, input.version))
            .commit(),
        );
      } else {
        items.push(
          tx.performanceSelfScore
            .put({
              ...key,
              ...(input.score === null ? {} : { selfScore: input.score }),
              version: 1,
              createdAt: now,
              updatedAt: now,
            })
            .commit(),
        );
      }
      items.push(recordGuard(tx, record));
      items.push(
        tx.auditTrail
          .create(
            auditEntry(ctx, {
              companyId: record.companyId,
              entityType: 'employee-review',
              entityId: record.scorecardId,
              action: asSupervisor ? 'supervisor-score' : 'self-score',
              summary: `${asSupervisor ? 'Supervisor' : 'Self'} score of KPI “${kpi.name}” set to ${input.score ?? 'none'}${asSupervisor && input.adjustedScore !== undefined ? ` (adjusted ${input.adjustedScore ?? 'none'})` : ''}`,
              after: {
                score: input.score,
                ...(input.adjustedScore !== undefined ? { adjustedScore: input.adjustedScore } : {}),
              },
            }),
          )
          .commit(),
      );
      return items as never[];
    }),
    new AppError('CONFLICT', staleMessage('KPI')),
  );
  return assessmentView(ctx, await refreshed(record), roles);
};

/**
 * Attaches an evidence file to a KPI's actual (the employee, while they may enter actuals, the
 * window open). The type is read from the bytes (PDF, PNG, JPEG, WebP; 415 otherwise); the file
 * goes to S3 first, then its record and the audit entry in one transaction.
 */
export const uploadReviewEvidence = async (
  ctx: Ctx,
  input: { scorecardId: string; kpiId: string },
  file: UploadedEvidence,
): Promise<TPerformanceEvidence> => {
  const { record } = await employeeInput(ctx, input.scorecardId, 'evidence');
  const kpi = await findKpi(record.companyId, record.scorecardId, input.kpiId, 'kpiId');
  await requireOpenWindow(ctx, {
    annualPlanId: record.annualPlanId,
    quarter: record.quarter,
    window: 'pmAssessment',
  });
  const type = sniffType(file.content);
  if (!type || !(PERFORMANCE_EVIDENCE_RULE.types as readonly string[]).includes(type)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${PERFORMANCE_EVIDENCE_RULE.field}: evidence must be a PDF, PNG, JPEG or WebP file`,
    );
  }
  const evidenceId = newId();
  const key = fileKey(record.companyId, 'performance-evidence', evidenceId, file.filename);
  await putFile(key, file.content, type);
  const item = {
    companyId: record.companyId,
    scorecardId: record.scorecardId,
    kpiId: kpi.kpiId,
    evidenceId,
    key,
    name: file.filename,
    contentType: type,
    size: file.content.length,
    uploadedBy: ctx.employeeId ?? ctx.userId,
    createdAt: ctx.now.toISOString(),
  };
  await commitRetrying(
    db().transaction.write((tx) => [
      tx.performanceEvidence.create(item).commit(),
      recordGuard(tx, record),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId: record.companyId,
            entityType: 'employee-review',
            entityId: record.scorecardId,
            action: 'evidence',
            summary: `Evidence “${file.filename}” attached to the Q${record.quarter + 1} actual of KPI “${kpi.name}”`,
            after: { evidence: file.filename },
          }),
        )
        .commit(),
    ]),
    new AppError('CONFLICT', staleMessage('record')),
  );
  return toEvidence(item);
};

/** A 15-minute link to an evidence file, for anyone taking part in the record. */
export const reviewEvidenceLink = async (
  ctx: Ctx,
  input: { scorecardId: string; kpiId: string; evidenceId: string },
): Promise<{ url: string; filename: string }> => {
  const { record } = await findRecordFor(ctx, input.scorecardId);
  const { data } = await db()
    .entities.performanceEvidence.get({
      companyId: record.companyId,
      scorecardId: record.scorecardId,
      kpiId: input.kpiId,
      evidenceId: input.evidenceId,
    })
    .go();
  if (!data) throw new AppError('NOT_FOUND', 'evidenceId: no such evidence file on this KPI');
  return { url: await downloadUrl(data.key, 15 * 60), filename: data.name };
};
