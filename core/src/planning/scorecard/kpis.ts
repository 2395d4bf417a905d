import type { TKpi, TSaveKpiRequest } from '@stratum/contracts';
import { db } from '../../db';
import { auditEntry } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import type { ScorecardItem, ScorecardKind } from '../entities/scorecard';
import type { ScorecardKpiItem } from '../entities/scorecard-kpi';
import { changesOf, NULLABLE_KPI_FIELDS, presentValues, type NullableKpiField } from './kpi-fields';
import { perspectiveMoves } from './kpas';
import {
  checkVersion,
  commentsOf,
  commitRetrying,
  findKpa,
  findKpi,
  findScorecard,
  requireScorecardWriter,
  SCORECARD_KIND_FAMILY,
  scorecardGuard,
  staleMessage,
  TX_ITEMS,
} from './scorecard-store';
import { checkPerspective, scoringOf } from './scorecard-parts';
import { scoredKpi } from './scorecard-view';

const KPI = 'KPI';

/** The KPI as saved, scored for its scorecard (mode, default period, the plan's scale). */
export const answerKpi = async (s: ScorecardItem, kpi: ScorecardKpiItem): Promise<TKpi> => {
  const { scale, names } = await scoringOf(s);
  return scoredKpi(s, kpi, scale, names);
};

/**
 * Where a KPI may sit: under a KPA of the scorecard when it keeps KPIs under KPAs (then one must
 * be named), directly on it otherwise (then none may be). 422 naming `kpaId`, 404 for a KPA that
 * is not the scorecard's.
 */
const placeKpi = async (s: ScorecardItem, kpaId: string | null | undefined, adding: boolean) => {
  if (s.includeKeyPerformanceArea === 'Yes') {
    if (kpaId === null || (adding && kpaId === undefined)) {
      throw new AppError(
        'UNPROCESSABLE',
        `kpaId: “${s.name}” keeps its KPIs under key performance areas: name the KPI’s key performance area.`,
      );
    }
    if (kpaId) await findKpa(s.companyId, s.scorecardId, kpaId, 'kpaId');
  } else if (kpaId) {
    throw new AppError(
      'UNPROCESSABLE',
      `kpaId: “${s.name}” keeps its KPIs directly on it (includeKeyPerformanceArea is No): leave kpaId out.`,
    );
  }
};

const audited = (k: Partial<ScorecardKpiItem>) => ({
  name: k.name,
  kpaId: k.kpaId ?? null,
  perspectiveId: k.perspectiveId ?? null,
  kpiType: k.kpiType,
  optionType: k.optionType,
  ...Object.fromEntries(NULLABLE_KPI_FIELDS.map((f) => [f, k[f] ?? null])),
});

/**
 * Adds a KPI (Strategic Planning administrators): under a KPA of the scorecard, or directly on it,
 * as the scorecard keeps them; filed under a perspective of the plan if one is named. The
 * scorecard's and KPA's `kpiCount` and the perspective's use count move in the same transaction.
 */
const addKpi = async (ctx: Ctx, s: ScorecardItem, input: TSaveKpiRequest): Promise<TKpi> => {
  const companyId = s.companyId;
  await placeKpi(s, input.kpaId, true);
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
  await commitRetrying(
    db().transaction.write((tx) => [
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
      ...(perspectiveMoves(tx, companyId, null, item.perspectiveId) as never[]),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: `${SCORECARD_KIND_FAMILY[s.kind]}-kpi`,
            entityId: item.kpiId,
            action: 'add',
            summary: `KPI “${item.name}” added to “${s.name}”`,
            after: audited(item),
          }),
        )
        .commit(),
    ]),
    new AppError(
      'CONFLICT',
      `“${s.name}”, its key performance area or the perspective was changed or deleted a moment ago. Reload and try again.`,
    ),
  );
  return answerKpi(s, await findKpi(companyId, s.scorecardId, item.kpiId));
};

/** The fields an update may carry; corporate scorecards allow fewer (no names, types or actuals). */
export interface KpiUpdate {
  scorecardId: string;
  id: string;
  version: number;
  name?: string | undefined;
  kpaId?: string | null | undefined;
  perspectiveId?: string | null | undefined;
  kpiType?: 'Quantitative' | 'Qualitative' | undefined;
  optionType?: 'ASC' | 'DESC' | undefined;
}

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
  const diffBefore = audited(before);
  const diffAfter = audited(after);
  const changed = Object.keys(diffAfter).filter(
    (k) =>
      JSON.stringify(diffBefore[k as keyof typeof diffBefore]) !==
      JSON.stringify(diffAfter[k as keyof typeof diffAfter]),
  );
  await commitRetrying(
    db().transaction.write((tx) => {
      const patch = tx.scorecardKpi
        .patch(key)
        .set({ ...own, ...set, updatedAt: ctx.now.toISOString() } as never)
        .add({ version: 1 });
      const full = removing.length > 0 ? patch.remove(removing as never) : patch;
      return [
        full.where((attr, op) => op.eq(attr.version, input.version)).commit(),
        scorecardGuard(tx, s),
        ...((kpaId !== before.kpaId
          ? [
              ...(before.kpaId
                ? [tx.scorecardKpa.patch(kpaKey(before.kpaId)).add({ kpiCount: -1 }).commit()]
                : []),
              ...(kpaId ? [tx.scorecardKpa.patch(kpaKey(kpaId)).add({ kpiCount: 1 }).commit()] : []),
            ]
          : []) as never[]),
        ...(perspectiveMoves(tx, companyId, before.perspectiveId, perspectiveId) as never[]),
        tx.auditTrail
          .create(
            auditEntry(ctx, {
              companyId,
              entityType: `${SCORECARD_KIND_FAMILY[s.kind]}-kpi`,
              entityId: before.kpiId,
              action: 'update',
              summary: `KPI “${before.name}” of “${s.name}” updated (${changed.join(', ') || 'no change'})`,
              before: Object.fromEntries(changed.map((k) => [k, diffBefore[k as keyof typeof diffBefore]])),
              after: Object.fromEntries(changed.map((k) => [k, diffAfter[k as keyof typeof diffAfter]])),
            }),
          )
          .commit(),
      ];
    }),
    new AppError('CONFLICT', staleMessage(KPI)),
  );
  return answerKpi(s, await findKpi(companyId, s.scorecardId, before.kpiId));
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
  await commitRetrying(
    db().transaction.write((tx) => [
      tx.scorecardKpi
        .delete({ companyId, scorecardId: s.scorecardId, kpiId: before.kpiId })
        .where((attr, op) => op.eq(attr.version, input.version))
        .commit(),
      ...(comments.map((c) =>
        tx.scorecardComment
          .delete({ companyId, scorecardId: s.scorecardId, targetId: c.targetId, commentId: c.commentId })
          .commit(),
      ) as never[]),
      scorecardGuard(tx, s, { kpiCount: -1, commentCount: -comments.length }),
      ...(before.kpaId
        ? [
            tx.scorecardKpa
              .patch({ companyId, scorecardId: s.scorecardId, kpaId: before.kpaId })
              .add({ kpiCount: -1 })
              .commit(),
          ]
        : []),
      ...(perspectiveMoves(tx, companyId, before.perspectiveId, null) as never[]),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: `${SCORECARD_KIND_FAMILY[s.kind]}-kpi`,
            entityId: before.kpiId,
            action: 'delete',
            summary: `KPI “${before.name}” deleted from “${s.name}”`,
            before: audited(before),
          }),
        )
        .commit(),
    ]),
    new AppError('CONFLICT', staleMessage(KPI)),
  );
  return answerKpi(s, before);
};
