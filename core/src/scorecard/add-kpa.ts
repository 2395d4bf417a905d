import type { TAddKpaRequest, TKpa } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../kernel/ctx';
import { AppError } from '../kernel/errors';
import { newId } from '../kernel/ids';
import type { ScorecardItem, ScorecardKind } from './entities/scorecard';
import type { ScorecardKpaItem } from './entities/scorecard-kpa';
import {
  findKpa,
  findScorecard,
  requireScorecardWriter,
  SCORECARD_KIND_FAMILY,
  scorecardGuard,
} from './scorecard-store';
import { checkPerspective } from './scorecard-parts';
import { answerKpa, auditedKpa, perspectiveMoves } from './kpa-parts';
import { writeChange } from '../kernel/change';

const usesKpas = (s: ScorecardItem) => {
  if (s.includeKeyPerformanceArea !== 'Yes') {
    throw new AppError(
      'CONFLICT',
      `scorecardId: “${s.name}” keeps its KPIs directly on it (includeKeyPerformanceArea is No), so it has no key performance areas.`,
    );
  }
};

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
  await writeChange(
    ctx,
    {
      companyId,
      entityType: `${SCORECARD_KIND_FAMILY[s.kind]}-kpa`,
      entityId: item.kpaId,
      action: 'add',
      summary: `Key performance area “${item.name}” added to “${s.name}”`,
      after: auditedKpa(item),
    },
    (tx) => [
      tx.scorecardKpa.create(item).commit(),
      scorecardGuard(tx, s, { kpaCount: 1 }),
      ...perspectiveMoves(tx, companyId, null, item.perspectiveId),
    ],
    new AppError(
      'CONFLICT',
      `“${s.name}” or the perspective was changed or deleted a moment ago. Reload and try again.`,
    ),
  );
  return answerKpa(s, await findKpa(companyId, s.scorecardId, item.kpaId));
};
