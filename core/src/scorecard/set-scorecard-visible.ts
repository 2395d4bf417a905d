import { type TScorecard } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../kernel/ctx';
import { AppError } from '../kernel/errors';
import { requireModuleAdmin } from '../platform';
import type { ScorecardKind } from './entities/scorecard';
import {
  checkVersion,
  findScorecard,
  SCORECARD_KIND_FAMILY,
  scorecardKey,
  scorecardNoun,
  staleMessage,
} from './scorecard-store';
import { capital } from './scorecard-parts';
import { toScorecard } from './scorecard-view';
import { writeChange } from '../kernel/change';

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
  await writeChange(
    ctx,
    {
      companyId,
      entityType: SCORECARD_KIND_FAMILY[before.kind],
      entityId: before.scorecardId,
      action: 'set-visible',
      summary: `${capital(noun)} “${before.name}” ${input.visible ? 'shown' : 'hidden'}`,
      before: { visible: before.visible },
      after: { visible: input.visible },
    },
    (tx) => [
      tx.scorecard
        .patch(scorecardKey(before))
        .set({ visible: input.visible, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((attr, op) => `${op.eq(attr.version, input.version)} AND ${op.eq(attr.state, 'ready')}`)
        .commit(),
    ],
    new AppError('CONFLICT', staleMessage(noun)),
  );
  return toScorecard(await findScorecard(companyId, before.scorecardId, kinds));
};
