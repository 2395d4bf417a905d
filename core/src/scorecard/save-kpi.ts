import type { TKpi, TSaveKpiRequest } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../kernel/ctx';
import { AppError } from '../kernel/errors';
import { newId } from '../kernel/ids';
import type { ScorecardItem, ScorecardKind } from './entities/scorecard';
import type { ScorecardKpiItem } from './entities/scorecard-kpi';
import { perspectiveMoves } from './kpa-parts';
import {
  findKpi,
  findScorecard,
  requireScorecardWriter,
  SCORECARD_KIND_FAMILY,
  scorecardGuard,
} from './scorecard-store';
import { checkPerspective } from './scorecard-parts';
import { answerKpi, auditedKpi, placeKpi } from './kpi-parts';
import { updateKpi } from './update-kpi';
import { presentValues } from './kpi-fields';
import { writeChange } from '../kernel/change';
import { checkManualScore } from './manual-score';

/**
 * Adds a KPI (Strategic Planning administrators): under a KPA of the scorecard, or directly on it,
 * as the scorecard keeps them; filed under a perspective of the plan if one is named. The
 * scorecard's and KPA's `kpiCount` and the perspective's use count move in the same transaction.
 */
const addKpi = async (ctx: Ctx, s: ScorecardItem, input: TSaveKpiRequest): Promise<TKpi> => {
  const companyId = s.companyId;
  await placeKpi(s, input.kpaId, true);
  await checkManualScore(companyId, s.planId, input.manualRatingScore, 'manualRatingScore');
  if (input.perspectiveId) await checkPerspective(s, input.perspectiveId);
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    scorecardId: s.scorecardId,
    kpiId: newId(),
    ...(input.kpaId ? { kpaId: input.kpaId } : {}),
    ...(input.perspectiveId ? { perspectiveId: input.perspectiveId } : {}),
    name: input.name!,
    kpiType: input.kpiType ?? 'Quantitative',
    optionType: input.optionType ?? 'DESC',
    ...presentValues(input),
    version: 1,
    createdAt: now,
    updatedAt: now,
  } as ScorecardKpiItem;
  await writeChange(
    ctx,
    {
      companyId,
      entityType: `${SCORECARD_KIND_FAMILY[s.kind]}-kpi`,
      entityId: item.kpiId,
      action: 'add',
      summary: `KPI “${item.name}” added to “${s.name}”`,
      after: auditedKpi(item),
    },
    (tx) => [
      tx.scorecardKpi.create(item).commit(),
      scorecardGuard(tx, s, { kpiCount: 1 }),
      ...(item.kpaId
        ? [
            tx.scorecardKpa
              .patch({ companyId, scorecardId: s.scorecardId, kpaId: item.kpaId })
              .add({ kpiCount: 1 })
              .commit(),
          ]
        : []),
      ...perspectiveMoves(tx, companyId, null, item.perspectiveId),
    ],
    new AppError(
      'CONFLICT',
      `“${s.name}”, its key performance area or the perspective was changed or deleted a moment ago. Reload and try again.`,
    ),
  );
  return answerKpi(s, await findKpi(companyId, s.scorecardId, item.kpiId));
};

/** save-kpi: adds a KPI when no id is given, else changes that one (Strategic Planning administrators). */
export const saveKpi = async (
  ctx: Ctx,
  kinds: readonly ScorecardKind[],
  input: TSaveKpiRequest,
): Promise<TKpi> => {
  const s = await findScorecard(tenantOf(ctx), input.scorecardId, kinds, 'scorecardId');
  await requireScorecardWriter(ctx, s);
  return input.id === undefined
    ? addKpi(ctx, s, input)
    : updateKpi(ctx, s, { ...input, id: input.id, version: input.version! });
};
