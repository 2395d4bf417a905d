import { type TScorecard, type TUpdateScorecardRequest } from '@stratum/contracts';
import { changes } from '../kernel/audit';
import { tenantOf, type Ctx } from '../kernel/ctx';
import { AppError } from '../kernel/errors';
import type { ScorecardItem, ScorecardKind } from './entities/scorecard';
import {
  checkVersion,
  findScorecard,
  requireScorecardWriter,
  SCORECARD_KIND_FAMILY,
  scorecardKey,
  scorecardNoun,
  staleMessage,
} from './scorecard-store';
import { capital } from './scorecard-parts';
import { toScorecard } from './scorecard-view';
import { auditedScorecard } from './scorecard-audit';
import { writeChange } from '../kernel/change';

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
  const diff = changes(auditedScorecard(before), auditedScorecard({ ...before, ...set }));
  await writeChange(
    ctx,
    {
      companyId,
      entityType: SCORECARD_KIND_FAMILY[before.kind],
      entityId: before.scorecardId,
      action: 'update',
      summary: `${capital(noun)} “${before.name}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    (tx) => [
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
    ],
    new AppError('CONFLICT', staleMessage(noun)),
  );
  return toScorecard(await findScorecard(companyId, before.scorecardId, kinds));
};
