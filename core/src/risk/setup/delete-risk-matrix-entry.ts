import type { TRiskMatrixEntry } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireRiskAdmin } from '../access';
import { allCounts, sumOf } from '../counts';
import { checkVersion, findEntry, findType, loadSetup } from './setup-store';
import { toMatrixEntry } from './setup-view';
import { audit, cellName, NOUN } from './matrix';

/** Deletes an entry while no risk of either register sits in its cell (inherent or residual). */
export const deleteRiskMatrixEntry = async (
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
  await writeChange(
    ctx,
    audit(type, before, 'delete', 'entry deleted', before.ratingScore, null),
    ({ riskMatrixEntry }) => [
      riskMatrixEntry
        .delete({
          companyId,
          ratingTypeId: type.ratingTypeId,
          impact: before.impact,
          likelihood: before.likelihood,
        })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
  );
  return toMatrixEntry(type, before);
};
