import type { TKpi } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../kernel/ctx';
import { AppError } from '../kernel/errors';
import type { ScorecardKind } from './entities/scorecard';
import { perspectiveMoves } from './kpa-parts';
import {
  checkVersion,
  commentsOf,
  findKpi,
  findScorecard,
  requireScorecardWriter,
  SCORECARD_KIND_FAMILY,
  scorecardGuard,
  staleMessage,
  TX_ITEMS,
} from './scorecard-store';
import { KPI, answerKpi, auditedKpi } from './kpi-parts';
import type { TxItem } from '../kernel/transact';
import { writeChange } from '../kernel/change';

/**
 * Deletes a KPI with its comments (versioned); the scorecard's, KPA's and perspective's counts
 * move in the same transaction. Answers the KPI as it was.
 */
export const deleteKpi = async (
  ctx: Ctx,
  kinds: readonly ScorecardKind[],
  input: { scorecardId: string; id: string; version: number },
): Promise<TKpi> => {
  const companyId = tenantOf(ctx);
  const s = await findScorecard(companyId, input.scorecardId, kinds, 'scorecardId');
  const before = await findKpi(companyId, s.scorecardId, input.id);
  await requireScorecardWriter(ctx, s);
  checkVersion(before, input.version, KPI);
  const comments = await commentsOf(companyId, s.scorecardId, before.kpiId);
  if (comments.length > TX_ITEMS - 6) {
    throw new AppError(
      'CONFLICT',
      `The KPI “${before.name}” has too many comments to delete it in one step.`,
    );
  }
  await writeChange(
    ctx,
    {
      companyId,
      entityType: `${SCORECARD_KIND_FAMILY[s.kind]}-kpi`,
      entityId: before.kpiId,
      action: 'delete',
      summary: `KPI “${before.name}” deleted from “${s.name}”`,
      before: auditedKpi(before),
    },
    (tx) => [
      tx.scorecardKpi
        .delete({ companyId, scorecardId: s.scorecardId, kpiId: before.kpiId })
        .where((attr, op) => op.eq(attr.version, input.version))
        .commit(),
      ...comments.map((c): TxItem =>
        tx.scorecardComment
          .delete({ companyId, scorecardId: s.scorecardId, targetId: c.targetId, commentId: c.commentId })
          .commit(),
      ),
      scorecardGuard(tx, s, { kpiCount: -1, commentCount: -comments.length }),
      ...(before.kpaId
        ? [
            tx.scorecardKpa
              .patch({ companyId, scorecardId: s.scorecardId, kpaId: before.kpaId })
              .add({ kpiCount: -1 })
              .commit(),
          ]
        : []),
      ...perspectiveMoves(tx, companyId, before.perspectiveId, null),
    ],
    new AppError('CONFLICT', staleMessage(KPI)),
  );
  return answerKpi(s, before);
};
