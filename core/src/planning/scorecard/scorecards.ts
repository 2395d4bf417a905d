import {
  PLAN_ID_FIELD,
  type PlanKind,
  type TRatingPeriod,
  type TScorecard,
  type TScorecardDetail,
  type TUpdateScorecardRequest,
} from '@stratum/contracts';
import { db } from '../../db';
import { auditEntry, changes } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { isModuleAdmin, requireModuleAdmin } from '../../platform/module/require-module-admin';
import type { ScorecardItem, ScorecardKind } from '../entities/scorecard';
import { perspectivesOf } from '../perspective/perspective-store';
import { findPlan, loadPlan, planChildCountUpdate, planNoun } from '../plan/plan-store';
import { ratingScaleOf } from '../rating-scale/rating-scale-store';
import {
  checkVersion,
  commitRetrying,
  findScorecard,
  requireScorecardWriter,
  SCORECARD_KIND_FAMILY,
  scorecardKey,
  scorecardNoun,
  scorecardsUnder,
  staleMessage,
} from './scorecard-store';
import { capital } from './scorecard-parts';
import { defaultPeriod, toScorecard, toScorecardDetail } from './scorecard-view';
import { compareNames } from '../../kernel/text';

const byName = (a: ScorecardItem, b: ScorecardItem) =>
  compareNames(a.name, b.name) || a.scorecardId.localeCompare(b.scorecardId);

/** What a list shows of the scorecards under a key: ready ones of the kinds, hidden ones only to administrators. */
export const listedScorecards = async (
  ctx: Ctx,
  listKey: string,
  kinds: readonly ScorecardKind[],
): Promise<ScorecardItem[]> => {
  const [all, admin] = await Promise.all([
    scorecardsUnder(tenantOf(ctx), listKey),
    isModuleAdmin(ctx, 'planning'),
  ]);
  return all
    .filter((s) => kinds.includes(s.kind) && s.state === 'ready' && (admin || s.visible))
    .sort(byName);
};

/** The scorecards of one plan of the caller's company (404 naming the plan field otherwise). */
export const listScorecards = async (
  ctx: Ctx,
  kind: PlanKind,
  input: Partial<Record<'strategicPlanId' | 'operationalPlanId', string>>,
): Promise<TScorecard[]> => {
  const plan = await loadPlan(ctx, kind, input[PLAN_ID_FIELD[kind]] ?? '');
  return (await listedScorecards(ctx, plan.planId, [kind])).map(toScorecard);
};

/**
 * A whole scorecard, scored: its record, KPAs and KPIs in ONE query of its partition, then its
 * plan's rating scale and perspectives (two queries at once). Hidden scorecards are 404 to people
 * who do not administer Strategic Planning.
 */
export const readScorecard = async (
  ctx: Ctx,
  kinds: readonly ScorecardKind[],
  input: { id: string; period?: TRatingPeriod | undefined },
): Promise<TScorecardDetail> => {
  const companyId = tenantOf(ctx);
  const { data } = await db()
    .collections.scorecardItems({ companyId, scorecardId: input.id })
    .go({ pages: 'all' });
  const s = data.scorecard[0];
  const missing = () => new AppError('NOT_FOUND', `id: no such ${scorecardNoun(kinds[0]!)} in your company`);
  if (!s || !kinds.includes(s.kind) || s.state !== 'ready') throw missing();
  const [scale, perspectives, admin] = await Promise.all([
    ratingScaleOf(companyId, s.planId),
    perspectivesOf(companyId, s.planId),
    s.visible ? Promise.resolve(true) : isModuleAdmin(ctx, 'planning'),
  ]);
  if (!admin) throw missing();
  return toScorecardDetail(
    s,
    { kpas: data.scorecardKpa, kpis: data.scorecardKpi },
    scale,
    new Map(perspectives.map((p) => [p.perspectiveId, p.name])),
    defaultPeriod(s, input.period),
  );
};

const audited = (
  s: Pick<ScorecardItem, 'name' | 'includeKeyPerformanceArea' | 'ratingMode' | 'visible'>,
) => ({
  name: s.name,
  includeKeyPerformanceArea: s.includeKeyPerformanceArea,
  ratingMode: s.ratingMode,
  visible: s.visible,
});

/**
 * Adds a scorecard to a strategic or operational plan (Strategic Planning administrators); the
 * plan's `scorecardCount + 1` (conditional on the plan still being there) goes in the same
 * transaction.
 */
export const addScorecard = async (
  ctx: Ctx,
  kind: PlanKind,
  input: Partial<Record<'strategicPlanId' | 'operationalPlanId', string>> & {
    name: string;
    includeKeyPerformanceArea: 'Yes' | 'No';
    ratingMode: 'automatic' | 'manual';
  },
): Promise<TScorecard> => {
  const plan = await loadPlan(ctx, kind, input[PLAN_ID_FIELD[kind]] ?? '');
  await requireModuleAdmin(ctx, 'planning');
  const companyId = plan.companyId;
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    scorecardId: newId(),
    kind,
    planId: plan.planId,
    planKind: plan.kind,
    listKey: plan.planId,
    name: input.name,
    includeKeyPerformanceArea: input.includeKeyPerformanceArea,
    visible: true,
    ratingMode: input.ratingMode,
    kpaCount: 0,
    kpiCount: 0,
    commentCount: 0,
    state: 'ready',
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies ScorecardItem;
  await commitRetrying(
    db().transaction.write((tx) => [
      tx.scorecard.create(item).commit(),
      planChildCountUpdate(tx, companyId, plan.planId, 'scorecards', 1),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: SCORECARD_KIND_FAMILY[kind],
            entityId: item.scorecardId,
            action: 'add',
            summary: `${capital(scorecardNoun(kind))} “${item.name}” added to “${plan.description}”`,
            after: audited(item),
          }),
        )
        .commit(),
    ]),
    new AppError('CONFLICT', `The ${planNoun(kind)} “${plan.description}” was deleted a moment ago.`),
  );
  return toScorecard(await findScorecard(companyId, item.scorecardId, [kind]));
};

const kpaRefusal = (s: ScorecardItem, to: 'Yes' | 'No'): string | null => {
  if (s.kpiCount > 0) {
    return `includeKeyPerformanceArea: “${s.name}” has ${s.kpiCount} KPI${s.kpiCount === 1 ? '' : 's'}; whether KPIs sit under key performance areas can only change while it has none.`;
  }
  if (to === 'No' && s.kpaCount > 0) {
    return `includeKeyPerformanceArea: “${s.name}” has ${s.kpaCount} key performance area${s.kpaCount === 1 ? '' : 's'}: delete them first.`;
  }
  return null;
};

/**
 * Changes a scorecard's name and rating mode, and — only while it has no KPIs (and, to stop using
 * KPAs, no KPAs) — whether its KPIs sit under key performance areas. Conditional on the version
 * read and, for that change, on the counts still being 0.
 */
export const updateScorecard = async (
  ctx: Ctx,
  kinds: readonly ScorecardKind[],
  input: Pick<TUpdateScorecardRequest, 'id' | 'version' | 'name' | 'ratingMode'> & {
    includeKeyPerformanceArea?: 'Yes' | 'No' | undefined;
  },
): Promise<TScorecard> => {
  const companyId = tenantOf(ctx);
  const before = await findScorecard(companyId, input.id, kinds);
  await requireScorecardWriter(ctx, before);
  const noun = scorecardNoun(before.kind);
  checkVersion(before, input.version, noun);
  const include = input.includeKeyPerformanceArea ?? before.includeKeyPerformanceArea;
  const switching = include !== before.includeKeyPerformanceArea;
  const refuse = () => {
    const why = switching ? kpaRefusal(before, include) : null;
    if (why) throw new AppError('CONFLICT', why);
  };
  refuse();
  const set = {
    name: input.name,
    ratingMode: input.ratingMode,
    includeKeyPerformanceArea: include,
    updatedAt: ctx.now.toISOString(),
  };
  const diff = changes(audited(before), audited({ ...before, ...set }));
  await commitRetrying(
    db().transaction.write((tx) => [
      tx.scorecard
        .patch(scorecardKey(before))
        .set(set)
        .add({ version: 1 })
        .where((attr, op) =>
          [
            op.eq(attr.version, input.version),
            op.eq(attr.state, 'ready'),
            ...(switching
              ? [op.eq(attr.kpiCount, 0), ...(include === 'No' ? [op.eq(attr.kpaCount, 0)] : [])]
              : []),
          ].join(' AND '),
        )
        .commit(),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: SCORECARD_KIND_FAMILY[before.kind],
            entityId: before.scorecardId,
            action: 'update',
            summary: `${capital(noun)} “${before.name}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
            ...diff,
          }),
        )
        .commit(),
    ]),
    new AppError('CONFLICT', staleMessage(noun)),
  );
  return toScorecard(await findScorecard(companyId, before.scorecardId, kinds));
};

/** Shows or hides a scorecard to people who do not administer Strategic Planning (versioned, audited). */
export const setScorecardVisible = async (
  ctx: Ctx,
  kinds: readonly ScorecardKind[],
  input: { id: string; version: number; visible: boolean },
): Promise<TScorecard> => {
  const companyId = tenantOf(ctx);
  const before = await findScorecard(companyId, input.id, kinds);
  await requireModuleAdmin(ctx, 'planning');
  const noun = scorecardNoun(before.kind);
  checkVersion(before, input.version, noun);
  await commitRetrying(
    db().transaction.write((tx) => [
      tx.scorecard
        .patch(scorecardKey(before))
        .set({ visible: input.visible, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((attr, op) => `${op.eq(attr.version, input.version)} AND ${op.eq(attr.state, 'ready')}`)
        .commit(),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: SCORECARD_KIND_FAMILY[before.kind],
            entityId: before.scorecardId,
            action: 'set-visible',
            summary: `${capital(noun)} “${before.name}” ${input.visible ? 'shown' : 'hidden'}`,
            before: { visible: before.visible },
            after: { visible: input.visible },
          }),
        )
        .commit(),
    ]),
    new AppError('CONFLICT', staleMessage(noun)),
  );
  return toScorecard(await findScorecard(companyId, before.scorecardId, kinds));
};

/** The plan of a strategic/operational scorecard, for messages. */
export const planOfScorecard = (s: ScorecardItem) => findPlan(s.companyId, s.planKind, s.planId);
