import type { TKpa } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../kernel/ctx';
import { AppError } from '../kernel/errors';
import type { ScorecardKind } from './entities/scorecard';
import type { ScorecardKpaItem } from './entities/scorecard-kpa';
import {
  checkVersion,
  commentsOf,
  findKpa,
  findScorecard,
  requireScorecardWriter,
  SCORECARD_KIND_FAMILY,
  scorecardGuard,
  staleMessage,
  TX_ITEMS,
} from './scorecard-store';
import { KPA, answerKpa, auditedKpa, perspectiveMoves } from './kpa-parts';
import type { TxItem } from '../kernel/transact';
import { writeChange } from '../kernel/change';

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
    await writeChange(
      ctx,
      {
        companyId,
        entityType: `${SCORECARD_KIND_FAMILY[s.kind]}-kpa`,
        entityId: before.kpaId,
        action: 'delete',
        summary: `Key performance area “${before.name}” deleted from “${s.name}”`,
        before: auditedKpa(before),
      },
      (tx) => [
        tx.scorecardKpa
          .delete({ companyId, scorecardId: s.scorecardId, kpaId: before.kpaId })
          .where((attr, op) => `${op.eq(attr.version, input.version)} AND ${op.eq(attr.kpiCount, 0)}`)
          .commit(),
        ...comments.map((c): TxItem =>
          tx.scorecardComment
            .delete({ companyId, scorecardId: s.scorecardId, targetId: c.targetId, commentId: c.commentId })
            .commit(),
        ),
        scorecardGuard(tx, s, { kpaCount: -1, commentCount: -comments.length }),
        ...perspectiveMoves(tx, companyId, before.perspectiveId, null),
      ],
      new AppError('CONFLICT', staleMessage(KPA)),
    );
  } catch (e) {
    // A KPI was filed under it meanwhile: say so.
    if (e instanceof AppError && e.code === 'CONFLICT') {
      checkDeletable(await findKpa(companyId, s.scorecardId, input.id), input.version);
    }
    throw e;
  }
  return answerKpa(s, before);
};
