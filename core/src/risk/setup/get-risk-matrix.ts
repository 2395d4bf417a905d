import type { TRiskMatrixEntry, TRiskRatingType } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { findType, loadSetup, matrixOf } from './setup-store';
import { toMatrixEntry, toRatingType } from './setup-view';

/** A rating type's matrix: its entries, impact then likelihood, each with its level and colour. */
export const getRiskMatrix = async (
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
