import type {
  TAddRiskMatrixEntryRequest,
  TRiskMatrixEntry,
  TRiskRatingType,
  TUpdateRiskMatrixEntryRequest,
} from '@stratum/contracts';
import { db } from '../../db';
import { auditEntry } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { commit } from '../../kernel/transact';
import { requireRiskAdmin } from '../access';
import { allCounts, sumOf } from '../counts';
import type { RiskMatrixEntryItem } from '../entities/risk-matrix-entry';
import type { RiskRatingTypeItem } from '../entities/risk-rating-type';
import { checkVersion, findEntry, findType, loadSetup, matrixOf } from './setup-store';
import { toMatrixEntry, toRatingType } from './setup-view';

const NOUN = 'matrix entry';

const cellName = (e: { impact: number; likelihood: number }) =>
  `impact ${e.impact} × likelihood ${e.likelihood}`;

const audit = (
  ctx: Ctx,
  type: RiskRatingTypeItem,
  e: RiskMatrixEntryItem | { entryId: string; impact: number; likelihood: number },
  action: string,
  summary: string,
  before: number | null,
  after: number | null,
) =>
  auditEntry(ctx, {
    companyId: type.companyId,
    entityType: 'risk-matrix-entry',
    entityId: e.entryId,
    action,
    summary: `“${type.name}” matrix, ${cellName(e)}: ${summary}`,
    before: before === null ? null : { ratingScore: before },
    after: after === null ? null : { ratingScore: after },
  });

const fresh = async (companyId: string, typeId: string, entryId: string) => {
  const setup = await loadSetup(companyId);
  const type = findType(setup, typeId, 'riskRatingTypeId');
  return toMatrixEntry(type, findEntry(setup, type, entryId));
};

/** A rating type's matrix: its entries, impact then likelihood, each with its level and colour. */
export const getMatrix = async (
  ctx: Ctx,
  input: { riskRatingTypeId: string },
): Promise<{ ratingType: TRiskRatingType; list: TRiskMatrixEntry[] }> => {
  // It names a rating type: a company without a set-up has none, so nothing is written here.
  const setup = await loadSetup(tenantOf(ctx));
  const type = findType(setup, input.riskRatingTypeId, 'riskRatingTypeId');
  return {
    ratingType: toRatingType(type),
    list: matrixOf(setup, type.ratingTypeId).map((e) => toMatrixEntry(type, e)),
  };
};

/** Rates a cell that has no entry; the entry is keyed by its cell, so a cell is rated once. */
export const addMatrixEntry = async (
  ctx: Ctx,
  input: TAddRiskMatrixEntryRequest,
): Promise<TRiskMatrixEntry> => {
  const companyId = tenantOf(ctx);
  const setup = await loadSetup(companyId);
  const type = findType(setup, input.riskRatingTypeId, 'riskRatingTypeId');
  await requireRiskAdmin(ctx);
  const taken = () =>
    new AppError(
      'CONFLICT',
      `impact: the “${type.name}” matrix already rates ${cellName(input)}. Change that entry instead.`,
    );
  if (
    matrixOf(setup, type.ratingTypeId).some(
      (e) => e.impact === input.impact && e.likelihood === input.likelihood,
    )
  ) {
    throw taken();
  }
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    ratingTypeId: type.ratingTypeId,
    impact: input.impact,
    likelihood: input.likelihood,
    entryId: newId(),
    ratingScore: input.ratingScore,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies RiskMatrixEntryItem;
  await commit(
    db().transaction.write(({ riskMatrixEntry, riskRatingType, auditTrail }) => [
      riskMatrixEntry.create(item).commit(),
      // The type must still be there: an entry of a type deleted a moment ago would be lost.
      riskRatingType
        .check({ companyId, ratingTypeId: type.ratingTypeId })
        .where((a, op) => op.exists(a.ratingTypeId))
        .commit(),
      auditTrail
        .create(audit(ctx, type, item, 'add', `rated ${item.ratingScore}`, null, item.ratingScore))
        .commit(),
    ]),
    taken(),
  );
  return fresh(companyId, type.ratingTypeId, item.entryId);
};

/** Changes an entry's rating score: risks in the cell take the new level at once (none is stored). */
export const updateMatrixEntry = async (
  ctx: Ctx,
  input: TUpdateRiskMatrixEntryRequest,
): Promise<TRiskMatrixEntry> => {
  const companyId = tenantOf(ctx);
  const setup = await loadSetup(companyId);
  const type = findType(setup, input.riskRatingTypeId, 'riskRatingTypeId');
  const before = findEntry(setup, type, input.id);
  await requireRiskAdmin(ctx);
  checkVersion(before, input.version, NOUN);
  await commit(
    db().transaction.write(({ riskMatrixEntry, auditTrail }) => [
      riskMatrixEntry
        .patch({
          companyId,
          ratingTypeId: type.ratingTypeId,
          impact: before.impact,
          likelihood: before.likelihood,
        })
        .set({ ratingScore: input.ratingScore, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      auditTrail
        .create(
          audit(
            ctx,
            type,
            before,
            'update',
            `${before.ratingScore} → ${input.ratingScore}`,
            before.ratingScore,
            input.ratingScore,
          ),
        )
        .commit(),
    ]),
  );
  return fresh(companyId, type.ratingTypeId, before.entryId);
};

/** Deletes an entry while no risk of either register sits in its cell (inherent or residual). */
export const deleteMatrixEntry = async (
  ctx: Ctx,
  input: { id: string; version: number; riskRatingTypeId: string },
): Promise<TRiskMatrixEntry> => {
  const companyId = tenantOf(ctx);
  const setup = await loadSetup(companyId);
  const type = findType(setup, input.riskRatingTypeId, 'riskRatingTypeId');
  const before = findEntry(setup, type, input.id);
  await requireRiskAdmin(ctx);
  checkVersion(before, input.version, NOUN);
  const inCell = sumOf(
    await allCounts(companyId),
    (r) =>
      (r.kind === 'inherent' || r.kind === 'residual') &&
      r.ratingTypeId === type.ratingTypeId &&
      r.impact === before.impact &&
      r.likelihood === before.likelihood,
  );
  if (inCell > 0) {
    throw new AppError(
      'CONFLICT',
      `Risks sit in ${cellName(before)} of the “${type.name}” matrix (${inCell} inherent or residual ratings): change the entry's score instead.`,
    );
  }
  await commit(
    db().transaction.write(({ riskMatrixEntry, auditTrail }) => [
      riskMatrixEntry
        .delete({
          companyId,
          ratingTypeId: type.ratingTypeId,
          impact: before.impact,
          likelihood: before.likelihood,
        })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      auditTrail
        .create(audit(ctx, type, before, 'delete', 'entry deleted', before.ratingScore, null))
        .commit(),
    ]),
  );
  return toMatrixEntry(type, before);
};
