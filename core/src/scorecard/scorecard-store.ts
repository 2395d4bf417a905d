import { db } from '../db';
import { isModuleAdmin, requireModuleAdmin } from '../platform';
import { tenantOf, type Ctx } from '../kernel/ctx';
import { AppError } from '../kernel/errors';
import type { ScorecardItem, ScorecardKind } from './entities/scorecard';
import type { ScorecardCommentItem } from './entities/scorecard-comment';
import type { ScorecardKpaItem } from './entities/scorecard-kpa';
import type { ScorecardKpiItem } from './entities/scorecard-kpi';
import type { TxEntities } from '../kernel/transact';

/** DynamoDB takes at most 100 items in one transaction. */
export const TX_ITEMS = 100;

/** The API family of a scorecard kind. */
export const SCORECARD_KIND_FAMILY: Record<ScorecardKind, string> = {
  strategic: 'strategic-scorecard',
  operational: 'operational-scorecard',
  'corporate-annual': 'corporate-scorecard',
  'corporate-periodic': 'corporate-scorecard',
  'employee-annual': 'employee-scorecard',
  'employee-periodic': 'employee-scorecard',
  library: 'employee-scorecard',
};

/** "strategic scorecard", "corporate scorecard": a kind as a sentence names it. */
export const scorecardNoun = (kind: ScorecardKind): string =>
  kind.startsWith('corporate')
    ? 'corporate scorecard'
    : kind.startsWith('employee')
      ? 'employee scorecard'
      : kind === 'library'
        ? 'library scorecard'
        : `${kind} scorecard`;

export const CORPORATE_KINDS: readonly ScorecardKind[] = ['corporate-annual', 'corporate-periodic'];

/** The key of a scorecard's own record. */
export const scorecardKey = (s: { companyId: string; scorecardId: string }) => ({
  companyId: s.companyId,
  scorecardId: s.scorecardId,
});

/**
 * One scorecard of the company of one of `kinds`, ready for use. Another company's id, a scorecard
 * of another family, one being built or taken down, and no scorecard at all are the same answer:
 * 404 naming the field.
 */
export const findScorecard = async (
  companyId: string,
  scorecardId: string,
  kinds: readonly ScorecardKind[],
  field = 'id',
): Promise<ScorecardItem> => {
  const { data } = await db().entities.scorecard.get({ companyId, scorecardId }).go();
  if (!data || !kinds.includes(data.kind) || data.state !== 'ready') {
    throw new AppError('NOT_FOUND', `${field}: no such ${scorecardNoun(kinds[0]!)} in your company`);
  }
  return data;
};

/**
 * A scorecard a caller may read: hidden ones (visible = false) exist only for Strategic Planning
 * administrators; for anyone else they are 404 like a missing one.
 */
export const readableScorecard = async (
  ctx: Ctx,
  scorecardId: string,
  kinds: readonly ScorecardKind[],
  field = 'id',
): Promise<ScorecardItem> => {
  const s = await findScorecard(tenantOf(ctx), scorecardId, kinds, field);
  if (!s.visible && !(await isModuleAdmin(ctx, 'planning'))) {
    throw new AppError('NOT_FOUND', `${field}: no such ${scorecardNoun(kinds[0]!)} in your company`);
  }
  return s;
};

/** What a scorecard write does: change it or its parts, comment on it, or delete it. */
export type ScorecardWrite = 'write' | 'comment' | 'delete';
type WriterCheck = (ctx: Ctx, s: ScorecardItem, action: ScorecardWrite) => Promise<void>;
const writerChecks = new Map<ScorecardKind, WriterCheck>();

/**
 * Lets another module decide who writes scorecards of its kinds (employee scorecards: the employee
 * while the agreement is Draft, the supervisor, Performance administrators — core/src/performance/
 * scorecard/access.ts). Kinds nobody registered are Strategic Planning administrators' only.
 */
export const registerScorecardWriter = (kinds: readonly ScorecardKind[], check: WriterCheck): void => {
  for (const k of kinds) writerChecks.set(k, check);
};

/** Refuses (403/409) a caller who may not make this write to the scorecard. */
export const requireScorecardWriter = async (
  ctx: Ctx,
  s: ScorecardItem,
  action: ScorecardWrite = 'write',
): Promise<void> => {
  const check = writerChecks.get(s.kind);
  if (check) return check(ctx, s, action);
  await requireModuleAdmin(ctx, 'planning');
};

/** The scorecards listed under a key (a plan, or an annual plan for corporate ones): one gsi1 query. */
export const scorecardsUnder = async (companyId: string, listKey: string): Promise<ScorecardItem[]> =>
  (await db().entities.scorecard.query.byList({ companyId, listKey }).go({ pages: 'all' })).data;

export interface ScorecardContents {
  kpas: ScorecardKpaItem[];
  kpis: ScorecardKpiItem[];
}

/** A scorecard's KPAs and KPIs: ONE query of its partition (the `scorecardItems` collection). */
export const contentsOf = async (companyId: string, scorecardId: string): Promise<ScorecardContents> => {
  const { data } = await db().collections.scorecardItems({ companyId, scorecardId }).go({ pages: 'all' });
  return { kpas: data.scorecardKpa, kpis: data.scorecardKpi };
};

/** The comments of a scorecard (all of them, or those on one KPA/KPI), oldest first. */
export const commentsOf = async (
  companyId: string,
  scorecardId: string,
  targetId?: string,
): Promise<ScorecardCommentItem[]> =>
  (
    await db()
      .entities.scorecardComment.query.byTarget(
        targetId ? { companyId, scorecardId, targetId } : { companyId, scorecardId },
      )
      .go({ pages: 'all' })
  ).data;

export const findKpa = async (
  companyId: string,
  scorecardId: string,
  kpaId: string,
  field = 'id',
): Promise<ScorecardKpaItem> => {
  const { data } = await db().entities.scorecardKpa.get({ companyId, scorecardId, kpaId }).go();
  if (!data) throw new AppError('NOT_FOUND', `${field}: no such key performance area in this scorecard`);
  return data;
};

export const findKpi = async (
  companyId: string,
  scorecardId: string,
  kpiId: string,
  field = 'id',
): Promise<ScorecardKpiItem> => {
  const { data } = await db().entities.scorecardKpi.get({ companyId, scorecardId, kpiId }).go();
  if (!data) throw new AppError('NOT_FOUND', `${field}: no such KPI in this scorecard`);
  return data;
};

/**
 * The transaction item every KPA/KPI/comment write carries: the scorecard must still be there and
 * ready (not being built or taken down), and, for a KPI, still keep KPIs the way it did when read.
 * `add` moves its counts in the same step.
 */
export const scorecardGuard = (
  tx: TxEntities,
  s: ScorecardItem,
  add: Partial<Record<'kpaCount' | 'kpiCount' | 'commentCount', number>> = {},
) => {
  const moves = Object.entries(add).filter(([, n]) => n !== 0);
  if (moves.length === 0) {
    return tx.scorecard
      .check(scorecardKey(s))
      .where(
        (attr, op) =>
          `${op.eq(attr.state, 'ready')} AND ${op.eq(attr.includeKeyPerformanceArea, s.includeKeyPerformanceArea)}`,
      )
      .commit();
  }
  return tx.scorecard
    .patch(scorecardKey(s))
    .add(Object.fromEntries(moves))
    .where(
      (attr, op) =>
        `${op.eq(attr.state, 'ready')} AND ${op.eq(attr.includeKeyPerformanceArea, s.includeKeyPerformanceArea)}`,
    )
    .commit();
};

/** Counts by id (perspectives filed under, KPIs under a KPA…), zero counts left out. */
export const tally = (ids: ReadonlyArray<string | undefined | null>): Map<string, number> => {
  const out = new Map<string, number>();
  for (const id of ids) if (id) out.set(id, (out.get(id) ?? 0) + 1);
  return out;
};

/** The message a version mismatch of a scorecard's part gets. */
export const staleMessage = (what: string) =>
  `This ${what} was changed by someone else since you opened it. Reload it and try again.`;

/** 409 when a record is not at the version the caller read. */
export const checkVersion = (item: { version: number }, version: number, what: string): void => {
  if (item.version !== version) throw new AppError('CONFLICT', staleMessage(what));
};

/**
 * The transaction item that counts an annual plan's corporate scorecards: `+1` in the transaction
 * that adds one (conditional on the annual plan still being there), `-1` in the one that deletes
 * it. An annual plan with a count above 0 cannot be deleted.
 */
export const annualPlanScorecardCountUpdate = (
  tx: TxEntities,
  companyId: string,
  annualPlanId: string,
  delta: number,
) => tx.annualPlan.patch({ companyId, annualPlanId }).add({ scorecardCount: delta }).commit();

/**
 * The transaction item that counts a strategic or operational plan's scorecards: `+1` in the
 * transaction that adds one (conditional on the plan still being there), `-1` in the one that
 * deletes it.
 */
export const planScorecardCountUpdate = (tx: TxEntities, companyId: string, planId: string, delta: number) =>
  tx.plan.patch({ companyId, planId }).add({ scorecardCount: delta }).commit();
