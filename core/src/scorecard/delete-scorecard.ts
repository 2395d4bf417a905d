import type { TScorecard } from '@stratum/contracts';
import { db } from '../db';
import { auditEntry, type AuditInput } from '../kernel/audit';
import { writeChange, writeItems } from '../kernel/change';
import { tenantOf, type Ctx } from '../kernel/ctx';
import { AppError } from '../kernel/errors';
import {
  checkVersion,
  commentsOf,
  contentsOf,
  findScorecard,
  requireScorecardWriter,
  SCORECARD_KIND_FAMILY,
  scorecardKey,
  scorecardNoun,
  staleMessage,
  tally,
  TX_ITEMS,
} from './scorecard-store';
import type { ScorecardItem, ScorecardKind } from './entities/scorecard';
import { perspectiveUseUpdate } from './perspective-store';
import { deleteAll, lowerPerspectives } from './build';
import { releaseItems } from './claims';
import { capital } from './scorecard-parts';
import { toScorecard } from './scorecard-view';
import type { TxItem } from '../kernel/transact';

/** 409 while an annual corporate scorecard still has periodic ones built from it. */
const checkNoPeriodic = (s: ScorecardItem) => {
  const quarters = [
    s.periodicScorecardId1,
    s.periodicScorecardId2,
    s.periodicScorecardId3,
    s.periodicScorecardId4,
  ]
    .map((id, q) => (id ? `Q${q + 1}` : null))
    .filter(Boolean);
  if (quarters.length > 0) {
    throw new AppError(
      'CONFLICT',
      `The corporate scorecard “${s.name}” has periodic scorecards built from it (${quarters.join(', ')}): delete them first.`,
    );
  }
};

/**
 * Deletes a scorecard with its KPAs, KPIs and comments (Strategic Planning administrators).
 *
 * When everything fits in one transaction (at most 100 items with the perspectives' and plan's
 * counts and the audit entry) it is one transaction, conditional on the version read and on the
 * scorecard's counts not having moved. A larger strategic or operational scorecard is refused
 * (409: delete some KPIs first). A larger corporate scorecard — built by copying, so often
 * hundreds of KPIs — is taken down in steps: one transaction marks it `deleting` (hidden, refusing
 * writes) and gives back its counts with the audit entry, then its items and finally its record
 * are deleted in batches.
 */
export const deleteScorecard = async (
  ctx: Ctx,
  kinds: readonly ScorecardKind[],
  input: { id: string; version: number },
): Promise<TScorecard> => {
  const companyId = tenantOf(ctx);
  const s = await findScorecard(companyId, input.id, kinds);
  await requireScorecardWriter(ctx, s, 'delete');
  const noun = scorecardNoun(s.kind);
  checkVersion(s, input.version, noun);
  if (s.kind === 'corporate-annual') checkNoPeriodic(s);
  const [{ kpas, kpis }, comments] = await Promise.all([
    contentsOf(companyId, s.scorecardId),
    commentsOf(companyId, s.scorecardId),
  ]);
  const perspectives = tally([...kpas.map((k) => k.perspectiveId), ...kpis.map((k) => k.perspectiveId)]);
  const release =
    s.kind === 'library' ? 0 : s.kind === 'corporate-periodic' ? 2 : s.kind === 'employee-periodic' ? 3 : 1;
  const items = kpas.length + kpis.length + comments.length;
  const total = 1 + items + perspectives.size + release + 1;
  const audit: AuditInput = {
    companyId,
    entityType: SCORECARD_KIND_FAMILY[s.kind],
    entityId: s.scorecardId,
    action: 'delete',
    summary: `${capital(noun)} “${s.name}” deleted with ${kpas.length} KPAs, ${kpis.length} KPIs and ${comments.length} comments`,
    before: { name: s.name, kpaCount: kpas.length, kpiCount: kpis.length },
  };
  const conflict = new AppError(
    'CONFLICT',
    `${staleMessage(noun)} (Its key performance areas, KPIs or comments may have changed.)`,
  );

  if (total <= TX_ITEMS) {
    await writeChange(
      ctx,
      audit,
      (tx) => [
        tx.scorecard
          .delete(scorecardKey(s))
          .where((attr, op) =>
            [
              op.eq(attr.version, input.version),
              op.eq(attr.state, 'ready'),
              op.eq(attr.kpaCount, kpas.length),
              op.eq(attr.kpiCount, kpis.length),
              op.eq(attr.commentCount, comments.length),
            ].join(' AND '),
          )
          .commit(),
        ...kpas.map((k): TxItem =>
          tx.scorecardKpa.delete({ companyId, scorecardId: s.scorecardId, kpaId: k.kpaId }).commit(),
        ),
        ...kpis.map((k): TxItem =>
          tx.scorecardKpi.delete({ companyId, scorecardId: s.scorecardId, kpiId: k.kpiId }).commit(),
        ),
        ...comments.map((c): TxItem =>
          tx.scorecardComment
            .delete({ companyId, scorecardId: s.scorecardId, targetId: c.targetId, commentId: c.commentId })
            .commit(),
        ),
        ...[...perspectives].map(([id, n]): TxItem => perspectiveUseUpdate(tx, companyId, id, -n)),
        ...releaseItems(tx, s),
      ],
      conflict,
    );
    return toScorecard(s);
  }

  if (s.kind === 'strategic' || s.kind === 'operational') {
    throw new AppError(
      'CONFLICT',
      `“${s.name}” has ${items} key performance areas, KPIs and comments: a ${noun} is deleted in one step, with at most ${TX_ITEMS - 2 - perspectives.size - release} of them. Delete some KPIs first.`,
    );
  }

  // Step 1: hide it and give back its counts, in one transaction with the audit entry.
  const counts = [...perspectives];
  const inFirst = counts.slice(0, TX_ITEMS - 2 - release);
  await writeItems(
    (tx) => [
      tx.scorecard
        .patch(scorecardKey(s))
        .set({ state: 'deleting', updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((attr, op) =>
          [
            op.eq(attr.version, input.version),
            op.eq(attr.state, 'ready'),
            op.eq(attr.kpaCount, kpas.length),
            op.eq(attr.kpiCount, kpis.length),
            op.eq(attr.commentCount, comments.length),
          ].join(' AND '),
        )
        .commit(),
      ...inFirst.map(([id, n]): TxItem => perspectiveUseUpdate(tx, companyId, id, -n)),
      ...releaseItems(tx, s),
      tx.auditTrail.create(auditEntry(ctx, audit)).commit(),
    ],
    { onConflict: conflict },
  );
  // Step 2: what the first step had no room for, then the items, then the record itself.
  await lowerPerspectives(companyId, counts.slice(inFirst.length));
  await Promise.all([
    deleteAll(
      kpas.map((k) => ({ companyId, scorecardId: s.scorecardId, kpaId: k.kpaId })),
      (keys) => db().entities.scorecardKpa.delete(keys),
    ),
    deleteAll(
      kpis.map((k) => ({ companyId, scorecardId: s.scorecardId, kpiId: k.kpiId })),
      (keys) => db().entities.scorecardKpi.delete(keys),
    ),
    deleteAll(
      comments.map((c) => ({
        companyId,
        scorecardId: s.scorecardId,
        targetId: c.targetId,
        commentId: c.commentId,
      })),
      (keys) => db().entities.scorecardComment.delete(keys),
    ),
  ]);
  await db().entities.scorecard.delete(scorecardKey(s)).go();
  return toScorecard(s);
};
