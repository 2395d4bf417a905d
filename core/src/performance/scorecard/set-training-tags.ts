import type { TTrainingTag } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { checkVersion, findKpi, requireScorecardWriter, scorecardGuard, staleMessage } from '../../scorecard';
import { readableEmployeeScorecard } from './access';
import { toTag } from './training-tag-parts';
import { writeChange } from '../../kernel/change';

/**
 * Replaces the training tags of a KPI (anyone with a part in the scorecard — training needs are
 * named during the review too, so this is not locked with the agreement). Versioned, audited.
 */
export const setTrainingTags = async (
  ctx: Ctx,
  input: { scorecardId: string; kpiId: string; version: number; tags: string[] },
): Promise<TTrainingTag> => {
  const s = await readableEmployeeScorecard(ctx, input.scorecardId, 'scorecardId');
  await requireScorecardWriter(ctx, s, 'comment');
  const before = await findKpi(s.companyId, s.scorecardId, input.kpiId, 'kpiId');
  checkVersion(before, input.version, 'KPI');
  const key = { companyId: s.companyId, scorecardId: s.scorecardId, kpiId: before.kpiId };
  await writeChange(
    ctx,
    {
      companyId: s.companyId,
      entityType: 'employee-scorecard-kpi',
      entityId: before.kpiId,
      action: 'set-tag-info',
      summary: `Training tags of KPI “${before.name}” of “${s.name}” set (${input.tags.join(', ') || 'none'})`,
      before: { tags: before.trainingTags ?? [] },
      after: { tags: input.tags },
    },
    (tx) => {
      const patch = tx.scorecardKpi.patch(key).add({ version: 1 });
      const set =
        input.tags.length > 0
          ? patch.set({ trainingTags: input.tags, updatedAt: ctx.now.toISOString() })
          : patch.set({ updatedAt: ctx.now.toISOString() }).remove(['trainingTags']);
      return [set.where((attr, op) => op.eq(attr.version, input.version)).commit(), scorecardGuard(tx, s)];
    },
    new AppError('CONFLICT', staleMessage('KPI')),
  );
  return toTag(await findKpi(s.companyId, s.scorecardId, before.kpiId));
};
