import type { TAddRiskMatrixEntryRequest, TRiskMatrixEntry } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireRiskAdmin } from '../access';
import type { RiskMatrixEntryItem } from '../entities/risk-matrix-entry';
import { findType, loadSetup, matrixOf } from './setup-store';
import { audit, cellName, fresh } from './matrix';

/** Rates a cell that has no entry; the entry is keyed by its cell, so a cell is rated once. */
export const addRiskMatrixEntry = async (
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
  await writeChange(
    ctx,
    audit(type, item, 'add', `rated ${item.ratingScore}`, null, item.ratingScore),
    ({ riskMatrixEntry, riskRatingType }) => [
      riskMatrixEntry.create(item).commit(), // The type must still be there: an entry of a type deleted a moment ago would be lost.
      riskRatingType
        .check({ companyId, ratingTypeId: type.ratingTypeId })
        .where((a, op) => op.exists(a.ratingTypeId))
        .commit(),
    ],
    taken(),
  );
  return fresh(companyId, type.ratingTypeId, item.entryId);
};
