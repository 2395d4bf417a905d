import type { TKpi } from '@stratum/contracts';
import { type Ctx } from '../kernel/ctx';
import { AppError } from '../kernel/errors';
import type { ScorecardItem } from './entities/scorecard';
import type { ScorecardKpiItem } from './entities/scorecard-kpi';
import { changesOf, NULLABLE_KPI_FIELDS, type NullableKpiField } from './kpi-fields';
import { perspectiveMoves } from './kpa-parts';
import {
  checkVersion,
  findKpi,
  SCORECARD_KIND_FAMILY,
  scorecardGuard,
  staleMessage,
} from './scorecard-store';
import { checkPerspective } from './scorecard-parts';
import { KPI, answerKpi, auditedKpi, placeKpi, type KpiUpdate } from './kpi-parts';
import type { TxEntities } from '../kernel/transact';
import { writeChange } from '../kernel/change';
import { checkManualScore } from './manual-score';

/** A KPI's patch in a write transaction: what it may set and remove. */
type KpiPatch = ReturnType<TxEntities['scorecardKpi']['patch']>;

/**
 * Where a KPI may sit: under a KPA of the scorecard when it keeps KPIs under KPAs (then one must
 * be named), directly on it otherwise (then none may be). 422 naming `kpaId`, 404 for a KPA that
 * is not the scorecard's.
 */
/**
 * Changes a KPI (versioned): fields left out stay as they were, null clears one. Moving it to
 * another KPA or perspective moves their counts in the same transaction; the scorecard must still
 * be there, ready and keeping KPIs as it did.
 */
export const updateKpi = async (
  ctx: Ctx,
  s: ScorecardItem,
  input: KpiUpdate & Partial<Record<NullableKpiField, number | string | null | undefined>>,
  fields: readonly NullableKpiField[] = NULLABLE_KPI_FIELDS,
): Promise<TKpi> => {
  const companyId = s.companyId;
  const before = await findKpi(companyId, s.scorecardId, input.id);
  checkVersion(before, input.version, KPI);
  await checkManualScore(companyId, s.planId, input.manualRatingScore, 'manualRatingScore');
  const kpaId = input.kpaId === undefined ? before.kpaId : (input.kpaId ?? undefined);
  if (input.kpaId !== undefined && kpaId !== before.kpaId) await placeKpi(s, input.kpaId, false);
  else if (input.kpaId === null && s.includeKeyPerformanceArea === 'Yes') await placeKpi(s, null, false);
  const perspectiveId =
    input.perspectiveId === undefined ? before.perspectiveId : (input.perspectiveId ?? undefined);
  if (perspectiveId && perspectiveId !== before.perspectiveId) await checkPerspective(s, perspectiveId);

  const own: Record<string, string> = {};
  if (input.name !== undefined) own.name = input.name;
  if (input.kpiType !== undefined) own.kpiType = input.kpiType;
  if (input.optionType !== undefined) own.optionType = input.optionType;
  const { set, remove } = changesOf(input, before, fields);
  const removing: string[] = [...remove];
  if (kpaId) own.kpaId = kpaId;
  else if (before.kpaId) removing.push('kpaId');
  if (perspectiveId) own.perspectiveId = perspectiveId;
  else if (before.perspectiveId) removing.push('perspectiveId');
  const after = { ...before, ...own, ...set } as ScorecardKpiItem;
  for (const f of removing) delete (after as Record<string, unknown>)[f];

  const key = { companyId, scorecardId: s.scorecardId, kpiId: before.kpiId };
  const kpaKey = (id: string) => ({ companyId, scorecardId: s.scorecardId, kpaId: id });
  const diffBefore = auditedKpi(before);
  const diffAfter = auditedKpi(after);
  const changed = Object.keys(diffAfter).filter(
    (k) =>
      JSON.stringify(diffBefore[k as keyof typeof diffBefore]) !==
      JSON.stringify(diffAfter[k as keyof typeof diffAfter]),
  );
  await writeChange(
    ctx,
    {
      companyId,
      entityType: `${SCORECARD_KIND_FAMILY[s.kind]}-kpi`,
      entityId: before.kpiId,
      action: 'update',
      summary: `KPI “${before.name}” of “${s.name}” updated (${changed.join(', ') || 'no change'})`,
      before: Object.fromEntries(changed.map((k) => [k, diffBefore[k as keyof typeof diffBefore]])),
      after: Object.fromEntries(changed.map((k) => [k, diffAfter[k as keyof typeof diffAfter]])),
    },
    (tx) => {
      const patch = tx.scorecardKpi
        .patch(key)
        .set({ ...own, ...set, updatedAt: ctx.now.toISOString() } as Parameters<KpiPatch['set']>[0])
        .add({ version: 1 });
      const full = removing.length > 0 ? patch.remove(removing as Parameters<KpiPatch['remove']>[0]) : patch;
      return [
        full.where((attr, op) => op.eq(attr.version, input.version)).commit(),
        scorecardGuard(tx, s),
        ...(kpaId !== before.kpaId
          ? [
              ...(before.kpaId
                ? [tx.scorecardKpa.patch(kpaKey(before.kpaId)).add({ kpiCount: -1 }).commit()]
                : []),
              ...(kpaId ? [tx.scorecardKpa.patch(kpaKey(kpaId)).add({ kpiCount: 1 }).commit()] : []),
            ]
          : []),
        ...perspectiveMoves(tx, companyId, before.perspectiveId, perspectiveId),
      ];
    },
    new AppError('CONFLICT', staleMessage(KPI)),
  );
  return answerKpi(s, await findKpi(companyId, s.scorecardId, before.kpiId));
};
