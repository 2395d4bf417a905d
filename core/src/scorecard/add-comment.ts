import type { TScorecardComment } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../kernel/ctx';
import { AppError } from '../kernel/errors';
import { newId } from '../kernel/ids';
import type { ScorecardKind } from './entities/scorecard';
import type { ScorecardCommentItem } from './entities/scorecard-comment';
import {
  findKpa,
  findKpi,
  findScorecard,
  requireScorecardWriter,
  SCORECARD_KIND_FAMILY,
  scorecardGuard,
} from './scorecard-store';
import { toComment } from './scorecard-view';
import { writeChange } from '../kernel/change';

export interface Target {
  scorecardId: string;
  kpaId?: string | undefined;
  kpiId?: string | undefined;
}

/** Comments a Strategic Planning administrator leaves on a KPA or a KPI (audited). */
export const addComment = async (
  ctx: Ctx,
  kinds: readonly ScorecardKind[],
  input: Target & { comment: string },
): Promise<TScorecardComment> => {
  const companyId = tenantOf(ctx);
  const s = await findScorecard(companyId, input.scorecardId, kinds, 'scorecardId');
  await requireScorecardWriter(ctx, s, 'comment');
  const targetType = input.kpaId ? ('kpa' as const) : ('kpi' as const);
  const targetId = (input.kpaId ?? input.kpiId)!;
  const target =
    targetType === 'kpa'
      ? await findKpa(companyId, s.scorecardId, targetId, 'kpaId')
      : await findKpi(companyId, s.scorecardId, targetId, 'kpiId');
  const item = {
    companyId,
    scorecardId: s.scorecardId,
    targetType,
    targetId,
    commentId: newId(),
    comment: input.comment,
    authorId: ctx.userId,
    authorName: ctx.actorName,
    createdAt: ctx.now.toISOString(),
  } satisfies ScorecardCommentItem;
  await writeChange(
    ctx,
    {
      companyId,
      entityType: `${SCORECARD_KIND_FAMILY[s.kind]}-comment`,
      entityId: targetId,
      action: 'add-comment',
      summary: `Comment on ${targetType === 'kpa' ? 'key performance area' : 'KPI'} “${target.name}” of “${s.name}”`,
      after: { comment: item.comment },
    },
    (tx) => [
      tx.scorecardComment.create(item).commit(),
      scorecardGuard(tx, s, { commentCount: 1 }),
      targetType === 'kpa'
        ? tx.scorecardKpa
            .check({ companyId, scorecardId: s.scorecardId, kpaId: targetId })
            .where((attr, op) => op.exists(attr.kpaId))
            .commit()
        : tx.scorecardKpi
            .check({ companyId, scorecardId: s.scorecardId, kpiId: targetId })
            .where((attr, op) => op.exists(attr.kpiId))
            .commit(),
    ],
    new AppError(
      'CONFLICT',
      `The ${targetType === 'kpa' ? 'key performance area' : 'KPI'} was deleted a moment ago.`,
    ),
  );
  return toComment(item);
};
