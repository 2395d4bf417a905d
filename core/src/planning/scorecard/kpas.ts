import type { TAddKpaRequest, TKpa, TUpdateKpaRequest } from '@stratum/contracts';
import { db } from '../../db';
import { auditEntry } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import type { ScorecardItem, ScorecardKind } from '../entities/scorecard';
import type { ScorecardKpaItem } from '../entities/scorecard-kpa';
import { perspectiveUseUpdate } from '../perspective/perspective-store';
import type { TxEntities } from '../tx';
import {
  checkVersion,
  commentsOf,
  commitRetrying,
  findKpa,
  findScorecard,
  requireScorecardWriter,
  SCORECARD_KIND_FAMILY,
  scorecardGuard,
  staleMessage,
  TX_ITEMS,
} from './scorecard-store';
import { checkPerspective, perspectiveNames } from './scorecard-parts';
import { toKpa } from './scorecard-view';

const KPA = 'key performance area';

const usesKpas = (s: ScorecardItem) => {
  if (s.includeKeyPerformanceArea !== 'Yes') {
    throw new AppError(
      'CONFLICT',
      `scorecardId: “${s.name}” keeps its KPIs directly on it (includeKeyPerformanceArea is No), so it has no key performance areas.`,
    );
  }
};

/** Perspective use counts moved when a KPA or KPI is filed under another perspective. */
export const perspectiveMoves = (
  tx: TxEntities,
  companyId: string,
  from: string | undefined | null,
  to: string | undefined | null,
) =>
  from === to
    ? []
    : [
        ...(from ? [perspectiveUseUpdate(tx, companyId, from, -1)] : []),
        ...(to ? [perspectiveUseUpdate(tx, companyId, to, 1)] : []),
      ];

const audited = (k: Pick<ScorecardKpaItem, 'name' | 'perspectiveId' | 'order'>) => ({
  name: k.name,
  perspectiveId: k.perspectiveId ?? null,
  order: k.order,
});

const answer = async (s: ScorecardItem, kpa: ScorecardKpaItem): Promise<TKpa> =>
  toKpa(kpa, await perspectiveNames(s.companyId, s.planId));

/**
 * Adds a key performance area to a scorecard whose KPIs sit under KPAs (Strategic Planning
 * administrators). Its perspective must be one of the plan's; the scorecard's `kpaCount` and the
 * perspective's use count move in the same transaction.
 */
export const addKpa = async (
  ctx: Ctx,
  kinds: readonly ScorecardKind[],
  input: TAddKpaRequest,
): Promise<TKpa> => {
  const companyId = tenantOf(ctx);
  const s = await findScorecard(companyId, input.scorecardId, kinds, 'scorecardId');
  await requireScorecardWriter(ctx, s);
  usesKpas(s);
  if (input.perspectiveId) await checkPerspective(s, input.perspectiveId);
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    scorecardId: s.scorecardId,
    kpaId: newId(),
    name: input.name,
    ...(input.perspectiveId ? { perspectiveId: input.perspectiveId } : {}),
    order: input.order ?? s.kpaCount,
    kpiCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies ScorecardKpaItem;
  await commitRetrying(
    db().transaction.write((tx) => [
      tx.scorecardKpa.create(item).commit(),
      scorecardGuard(tx, s, { kpaCount: 1 }),
      ...(perspectiveMoves(tx, companyId, null, item.perspectiveId) as never[]),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: `${SCORECARD_KIND_FAMILY[s.kind]}-kpa`,
            entityId: item.kpaId,
            action: 'add',
            summary: `Key performance area “${item.name}” added to “${s.name}”`,
            after: audited(item),
          }),
        )
        .commit(),
    ]),
    new AppError(
      'CONFLICT',
      `“${s.name}” or the perspective was changed or deleted a moment ago. Reload and try again.`,
    ),
  );
  return answer(s, await findKpa(companyId, s.scorecardId, item.kpaId));
};

/** Renames, reorders or re-files a KPA under another perspective of the plan (versioned). */
export const updateKpa = async (
  ctx: Ctx,
  kinds: readonly ScorecardKind[],
  input: TUpdateKpaRequest,
): Promise<TKpa> => {
  const companyId = tenantOf(ctx);
  const s = await findScorecard(companyId, input.scorecardId, kinds, 'scorecardId');
  const before = await findKpa(companyId, s.scorecardId, input.id);
  await requireScorecardWriter(ctx, s);
  checkVersion(before, input.version, KPA);
  const perspectiveId =
    input.perspectiveId === undefined ? before.perspectiveId : (input.perspectiveId ?? undefined);
  if (perspectiveId && perspectiveId !== before.perspectiveId) await checkPerspective(s, perspectiveId);
  const after = { name: input.name, perspectiveId, order: input.order ?? before.order };
  const key = { companyId, scorecardId: s.scorecardId, kpaId: before.kpaId };
  await commitRetrying(
    db().transaction.write((tx) => {
      const patch = tx.scorecardKpa
        .patch(key)
        .set({ name: after.name, order: after.order, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 });
      const filed = perspectiveId ? patch.set({ perspectiveId }) : patch.remove(['perspectiveId']);
      return [
        filed.where((attr, op) => op.eq(attr.version, input.version)).commit(),
        scorecardGuard(tx, s),
        ...(perspectiveMoves(tx, companyId, before.perspectiveId, perspectiveId) as never[]),
        tx.auditTrail
          .create(
            auditEntry(ctx, {
              companyId,
              entityType: `${SCORECARD_KIND_FAMILY[s.kind]}-kpa`,
              entityId: before.kpaId,
              action: 'update',
              summary: `Key performance area “${before.name}” of “${s.name}” updated`,
              before: audited(before),
              after: audited(after),
            }),
          )
          .commit(),
      ];
    }),
    new AppError('CONFLICT', staleMessage(KPA)),
  );
  return answer(s, await findKpa(companyId, s.scorecardId, before.kpaId));
};

const checkDeletable = (k: ScorecardKpaItem, version: number) => {
  checkVersion(k, version, KPA);
  if (k.kpiCount > 0) {
    throw new AppError(
      'CONFLICT',
      `The key performance area “${k.name}” has ${k.kpiCount} KPI${k.kpiCount === 1 ? '' : 's'} under it: move or delete them first.`,
    );
  }
};

/**
 * Deletes a KPA with no KPIs under it, with its comments, conditional on the version and on it
 * still having no KPIs; the counts move in the same transaction. Answers the KPA as it was.
 */
export const deleteKpa = async (
  ctx: Ctx,
  kinds: readonly ScorecardKind[],
  input: { scorecardId: string; id: string; version: number },
): Promise<TKpa> => {
  const companyId = tenantOf(ctx);
  const s = await findScorecard(companyId, input.scorecardId, kinds, 'scorecardId');
  const before = await findKpa(companyId, s.scorecardId, input.id);
  await requireScorecardWriter(ctx, s);
  checkDeletable(before, input.version);
  const comments = await commentsOf(companyId, s.scorecardId, before.kpaId);
  if (comments.length > TX_ITEMS - 5) {
    throw new AppError(
      'CONFLICT',
      `The key performance area “${before.name}” has too many comments to delete it in one step.`,
    );
  }
  try {
    await commitRetrying(
      db().transaction.write((tx) => [
        tx.scorecardKpa
          .delete({ companyId, scorecardId: s.scorecardId, kpaId: before.kpaId })
          .where((attr, op) => `${op.eq(attr.version, input.version)} AND ${op.eq(attr.kpiCount, 0)}`)
          .commit(),
        ...(comments.map((c) =>
          tx.scorecardComment
            .delete({ companyId, scorecardId: s.scorecardId, targetId: c.targetId, commentId: c.commentId })
            .commit(),
        ) as never[]),
        scorecardGuard(tx, s, { kpaCount: -1, commentCount: -comments.length }),
        ...(perspectiveMoves(tx, companyId, before.perspectiveId, null) as never[]),
        tx.auditTrail
          .create(
            auditEntry(ctx, {
              companyId,
              entityType: `${SCORECARD_KIND_FAMILY[s.kind]}-kpa`,
              entityId: before.kpaId,
              action: 'delete',
              summary: `Key performance area “${before.name}” deleted from “${s.name}”`,
              before: audited(before),
            }),
          )
          .commit(),
      ]),
      new AppError('CONFLICT', staleMessage(KPA)),
    );
  } catch (e) {
    // A KPI was filed under it meanwhile: say so.
    if (e instanceof AppError && e.code === 'CONFLICT') {
      checkDeletable(await findKpa(companyId, s.scorecardId, input.id), input.version);
    }
    throw e;
  }
  return answer(s, before);
};
