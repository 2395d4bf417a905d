import type {
  TAddCompanyAssessmentRequest,
  TCompanyAssessment,
  TScorecardDetail,
  TUpdateCompanyAssessmentRequest,
} from '@stratum/contracts';
import { colourOfScore, isWindowOpen, quarterLabel, roundHalfUp, type Band } from '@stratum/rules';
import { db } from '../../db';
import { auditEntry, changes } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { commit } from '../../kernel/transact';
import { requireModuleAdmin } from '../../platform/module/require-module-admin';
import { findAnnualPlan } from '../../planning/annual-plan/annual-plan-store';
import type { AnnualPlanItem } from '../../planning/entities/annual-plan';
import type { ScorecardItem } from '../../planning/entities/scorecard';
import { perspectivesOf } from '../../planning/perspective/perspective-store';
import { findQuarter, quartersOf } from '../../planning/quarter/quarter-store';
import { todayOf } from '../../planning/quarter/quarter-view';
import { requireOpenWindow } from '../../planning/quarter/require-open-window';
import { ratingScaleOf } from '../../planning/rating-scale/rating-scale-store';
import { contentsOf, scorecardKey, scorecardsUnder } from '../../planning/scorecard/scorecard-store';
import { toScorecardDetail } from '../../planning/scorecard/scorecard-view';
import type { TxEntities } from '../../planning/tx';
import { sanitiseNote } from '../review/notes';
import type { CompanyAssessmentItem } from './entities';
import { assessmentKey, assessmentOf, assessmentsOf, loadAssessment } from './store';

const ENTITY_TYPE = 'company-assessment';
const label = (quarter: number) => quarterLabel(quarter) ?? `Q${quarter + 1}`;

/** Rich text comments, sanitised as employee-review notes are; markup with no words is none. */
const cleanComments = (html: string): string => {
  const clean = sanitiseNote(html);
  return clean
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === ''
    ? ''
    : clean;
};

/** The company's weight of its quarter score (company setting companyContributionPerformance, percent). */
const contributionWeightOf = async (companyId: string): Promise<number> =>
  (await db().entities.company.get({ companyId }).go()).data?.companyContributionPerformance ?? 0;

/** The periodic corporate scorecards of a quarter of an annual plan, ready, by name (one gsi1 Query). */
const periodicScorecardsOf = async (companyId: string, annualPlanId: string): Promise<ScorecardItem[]> =>
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

const view = async (companyId: string, plan: AnnualPlanItem, a: CompanyAssessmentItem) => {
  const [scale, weight] = await Promise.all([
    ratingScaleOf(companyId, plan.strategicPlanId),
    contributionWeightOf(companyId),
  ]);
  return toCompanyAssessment(a, scale.bands as Band[], weight);
};

/** The scorecards' `state = ready` checks that keep a write from scoring a scorecard being deleted. */
const scorecardChecks = (tx: TxEntities, companyId: string, ids: readonly string[]) =>
  ids.map((scorecardId) =>
    tx.scorecard
      .check(scorecardKey({ companyId, scorecardId }))
      .where((a, op) => op.eq(a.state, 'ready'))
      .commit(),
  );

const audited = (a: Partial<CompanyAssessmentItem>) => ({
  computedScore: a.computedScore ?? null,
  adjustedScore: a.adjustedScore ?? null,
  finalScore: a.finalScore ?? null,
  comments: a.comments ?? '',
  status: a.status ?? null,
});

/**
 * GET all: an annual plan's assessments (ONE Query of the company's partition), with each quarter's
 * count of periodic corporate scorecards (one gsi1 Query), whether its performance assessment
 * window is open, and the company's contribution weight. Performance Management administrators.
 */
export const listCompanyAssessments = async (ctx: Ctx, input: { annualPlanId: string }) => {
  const companyId = tenantOf(ctx);
  const plan = await findAnnualPlan(companyId, input.annualPlanId, 'annualPlanId');
  await requireModuleAdmin(ctx, 'performance');
  const [items, scorecards, quarters, scale, weight] = await Promise.all([
    assessmentsOf(companyId, plan.annualPlanId),
    periodicScorecardsOf(companyId, plan.annualPlanId),
    quartersOf(companyId, plan.annualPlanId),
    ratingScaleOf(companyId, plan.strategicPlanId),
    contributionWeightOf(companyId),
  ]);
  const today = todayOf(ctx.now);
  return {
    list: items.map((a) => toCompanyAssessment(a, scale.bands as Band[], weight)),
    quarters: quarters.map((q) => ({
      quarter: q.quarter,
      label: label(q.quarter),
      scorecardCount: scorecards.filter((s) => s.quarter === q.quarter).length,
      assessmentId: items.find((a) => a.quarter === q.quarter)?.assessmentId ?? null,
      windowOpen: isWindowOpen(q, 'pmAssessment', today),
    })),
    contributionWeight: weight,
  };
};

/** GET get: one assessment with the quarter's scorecards scored now (read-only) and the score they give now. */
export const getCompanyAssessment = async (ctx: Ctx, input: { id: string }) => {
  const companyId = tenantOf(ctx);
  const a = await loadAssessment(ctx, input.id);
  await requireModuleAdmin(ctx, 'performance');
  const plan = await findAnnualPlan(companyId, a.annualPlanId, 'id');
  const [scored, weight, quarter] = await Promise.all([
    scoreQuarter(companyId, plan, a.quarter, false),
    contributionWeightOf(companyId),
    findQuarter(companyId, a.annualPlanId, a.quarter),
  ]);
  return {
    assessment: toCompanyAssessment(a, scored.bands, weight),
    scorecards: scored.scorecards,
    currentScore: scored.score,
    currentColorValue: scored.score === null ? null : colourOfScore(scored.score, scored.bands),
    windowOpen: isWindowOpen(quarter, 'pmAssessment', todayOf(ctx.now)),
  };
};

/**
 * POST add: assesses a quarter (Performance Management administrators, its performance
 * assessment window open): scores its periodic corporate scorecard(s) and creates the assessment,
 * Draft, conditional on the quarter having none (409) and on the scorecards still being ready,
 * with the audit entry, in ONE transaction.
 */
export const addCompanyAssessment = async (
  ctx: Ctx,
  input: TAddCompanyAssessmentRequest,
): Promise<TCompanyAssessment> => {
  const companyId = tenantOf(ctx);
  const plan = await findAnnualPlan(companyId, input.annualPlanId, 'annualPlanId');
  await requireModuleAdmin(ctx, 'performance');
  const taken = new AppError(
    'CONFLICT',
    `The ${label(input.quarter)} company assessment of this annual plan already exists: open it to change it.`,
  );
  if (await assessmentOf(companyId, plan.annualPlanId, input.quarter)) throw taken;
  const { scorecards, score } = await scoreQuarter(companyId, plan, input.quarter);
  await requireOpenWindow(ctx, {
    annualPlanId: plan.annualPlanId,
    quarter: input.quarter,
    window: 'pmAssessment',
  });
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    annualPlanId: plan.annualPlanId,
    quarter: input.quarter,
    assessmentId: newId(),
    scorecardIds: scorecards.map((s) => s.id),
    computedScore: score!,
    finalScore: score!,
    comments: input.comments === undefined ? '' : cleanComments(input.comments),
    status: 'Draft' as const,
    assessedById: ctx.employeeId ?? ctx.userId,
    assessedByName: ctx.actorName,
    assessedAt: now,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies CompanyAssessmentItem;
  await commit(
    db().transaction.write((tx) => [
      tx.companyAssessment.create(item).commit(),
      ...scorecardChecks(tx, companyId, item.scorecardIds),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: ENTITY_TYPE,
            entityId: item.assessmentId,
            action: 'add',
            summary: `${label(input.quarter)} company assessment added: score ${score}`,
            after: audited(item),
          }),
        )
        .commit(),
    ]),
    taken,
  );
  return view(companyId, plan, item);
};

const stale = () =>
  new AppError(
    'CONFLICT',
    'This company assessment was changed by someone else since you opened it. Reload it and try again.',
  );

/**
 * POST update (Performance Management administrators, the quarter's performance assessment window
 * open, at the version read). A Draft takes an adjusted score (0–6, two decimals; null clears it),
 * comments and a status, and is re-scored from its scorecards as they are now; `Complete` freezes
 * it (who and when are kept). A Complete assessment takes only `status: Draft` (reopen, re-scored);
 * anything else is 409. The write, conditional on the version and on the scorecards still being
 * ready, and its audit entry are ONE transaction.
 */
export const updateCompanyAssessment = async (
  ctx: Ctx,
  input: TUpdateCompanyAssessmentRequest,
): Promise<TCompanyAssessment> => {
  const companyId = tenantOf(ctx);
  const a = await loadAssessment(ctx, input.id);
  await requireModuleAdmin(ctx, 'performance');
  const plan = await findAnnualPlan(companyId, a.annualPlanId, 'id');
  if (a.version !== input.version) throw stale();
  const status = input.status ?? a.status;
  if (a.status === 'Complete') {
    const other = input.adjustedScore !== undefined || input.comments !== undefined;
    if (status !== 'Draft' || other) {
      throw new AppError(
        'CONFLICT',
        `The ${label(a.quarter)} company assessment is Complete: reopen it (status Draft) before changing it.`,
      );
    }
  }
  await requireOpenWindow(ctx, { annualPlanId: a.annualPlanId, quarter: a.quarter, window: 'pmAssessment' });
  const { scorecards, score } = await scoreQuarter(companyId, plan, a.quarter);
  const adjustedScore = input.adjustedScore === undefined ? (a.adjustedScore ?? null) : input.adjustedScore;
  const now = ctx.now.toISOString();
  const next: CompanyAssessmentItem = {
    ...a,
    scorecardIds: scorecards.map((s) => s.id),
    computedScore: score!,
    finalScore: adjustedScore ?? score!,
    comments: input.comments === undefined ? a.comments : cleanComments(input.comments),
    status,
    assessedById: ctx.employeeId ?? ctx.userId,
    assessedByName: ctx.actorName,
    assessedAt: now,
    version: a.version + 1,
    updatedAt: now,
  };
  if (adjustedScore === null) delete next.adjustedScore;
  else next.adjustedScore = adjustedScore;
  const completing = a.status === 'Draft' && status === 'Complete';
  const reopening = a.status === 'Complete' && status === 'Draft';
  if (completing)
    Object.assign(next, {
      completedById: ctx.employeeId ?? ctx.userId,
      completedByName: ctx.actorName,
      completedAt: now,
    });
  if (reopening) {
    delete next.completedById;
    delete next.completedByName;
    delete next.completedAt;
  }
  const removed = [
    ...(adjustedScore === null && a.adjustedScore !== undefined ? (['adjustedScore'] as const) : []),
    ...(reopening ? (['completedById', 'completedByName', 'completedAt'] as const) : []),
  ];
  const { before, after } = changes(audited(a), audited(next));
  await commit(
    db().transaction.write((tx) => {
      const set = {
        scorecardIds: next.scorecardIds,
        computedScore: next.computedScore,
        finalScore: next.finalScore,
        comments: next.comments,
        status: next.status,
        assessedById: next.assessedById,
        assessedByName: next.assessedByName,
        assessedAt: next.assessedAt,
        version: next.version,
        updatedAt: now,
        ...(next.adjustedScore !== undefined ? { adjustedScore: next.adjustedScore } : {}),
        ...(completing
          ? {
              completedById: next.completedById!,
              completedByName: next.completedByName!,
              completedAt: next.completedAt!,
            }
          : {}),
      };
      const patch = tx.companyAssessment.patch(assessmentKey(a)).set(set);
      return [
        (removed.length > 0 ? patch.remove([...removed]) : patch)
          .where((x, op) => op.eq(x.version, input.version))
          .commit(),
        ...scorecardChecks(tx, companyId, next.scorecardIds),
        tx.auditTrail
          .create(
            auditEntry(ctx, {
              companyId,
              entityType: ENTITY_TYPE,
              entityId: a.assessmentId,
              action: completing ? 'complete' : reopening ? 'reopen' : 'update',
              summary: `${label(a.quarter)} company assessment ${
                completing ? 'completed' : reopening ? 'reopened' : 'updated'
              }: final score ${next.finalScore}`,
              before,
              after,
            }),
          )
          .commit(),
      ];
    }),
    stale(),
  );
  return view(companyId, plan, next);
};

/**
 * POST delete (Performance Management administrators, the window open, at the version read): a
 * Draft assessment only (a Complete one is reopened first: 409), with its audit entry.
 */
export const deleteCompanyAssessment = async (
  ctx: Ctx,
  input: { id: string; version: number },
): Promise<TCompanyAssessment> => {
  const companyId = tenantOf(ctx);
  const a = await loadAssessment(ctx, input.id);
  await requireModuleAdmin(ctx, 'performance');
  const plan = await findAnnualPlan(companyId, a.annualPlanId, 'id');
  if (a.version !== input.version) throw stale();
  if (a.status === 'Complete') {
    throw new AppError(
      'CONFLICT',
      `The ${label(a.quarter)} company assessment is Complete: reopen it (status Draft) before deleting it.`,
    );
  }
  await requireOpenWindow(ctx, { annualPlanId: a.annualPlanId, quarter: a.quarter, window: 'pmAssessment' });
  await commit(
    db().transaction.write((tx) => [
      tx.companyAssessment
        .delete(assessmentKey(a))
        .where((x, op) => `${op.eq(x.version, input.version)} AND ${op.eq(x.status, 'Draft')}`)
        .commit(),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: ENTITY_TYPE,
            entityId: a.assessmentId,
            action: 'delete',
            summary: `${label(a.quarter)} company assessment deleted`,
            before: audited(a),
          }),
        )
        .commit(),
    ]),
    stale(),
  );
  return view(companyId, plan, a);
};
