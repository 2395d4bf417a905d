import type { TKpa, TUpdateKpaRequest } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../kernel/ctx';
import { AppError } from '../kernel/errors';
import type { ScorecardKind } from './entities/scorecard';
import {
  checkVersion,
  findKpa,
  findScorecard,
  requireScorecardWriter,
  SCORECARD_KIND_FAMILY,
  scorecardGuard,
  staleMessage,
} from './scorecard-store';
import { checkPerspective } from './scorecard-parts';
import { KPA, answerKpa, auditedKpa, perspectiveMoves } from './kpa-parts';
import { writeChange } from '../kernel/change';

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
  await writeChange(
    ctx,
    {
      companyId,
      entityType: `${SCORECARD_KIND_FAMILY[s.kind]}-kpa`,
      entityId: before.kpaId,
      action: 'update',
      summary: `Key performance area “${before.name}” of “${s.name}” updated`,
      before: auditedKpa(before),
      after: auditedKpa(after),
    },
    (tx) => {
      const patch = tx.scorecardKpa
        .patch(key)
        .set({ name: after.name, order: after.order, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 });
      const filed = perspectiveId ? patch.set({ perspectiveId }) : patch.remove(['perspectiveId']);
      return [
        filed.where((attr, op) => op.eq(attr.version, input.version)).commit(),
        scorecardGuard(tx, s),
        ...perspectiveMoves(tx, companyId, before.perspectiveId, perspectiveId),
      ];
    },
    new AppError('CONFLICT', staleMessage(KPA)),
  );
  return answerKpa(s, await findKpa(companyId, s.scorecardId, before.kpaId));
};
