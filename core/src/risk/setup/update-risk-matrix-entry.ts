import type { TRiskMatrixEntry, TUpdateRiskMatrixEntryRequest } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireRiskAdmin } from '../access';
import { checkVersion, findEntry, findType, loadSetup } from './setup-store';
import { audit, fresh, NOUN } from './matrix';

/** Changes an entry's rating score: risks in the cell take the new level at once (none is stored). */
export const updateRiskMatrixEntry = async (
  ctx: Ctx,
  input: TUpdateRiskMatrixEntryRequest,
): Promise<TRiskMatrixEntry> => {
  const companyId = tenantOf(ctx);
  const setup = await loadSetup(companyId);
  const type = findType(setup, input.riskRatingTypeId, 'riskRatingTypeId');
  const before = findEntry(setup, type, input.id);
  await requireRiskAdmin(ctx);
  checkVersion(before, input.version, NOUN);
  await writeChange(
    ctx,
    audit(
      type,
      before,
      'update',
      `${before.ratingScore} → ${input.ratingScore}`,
      before.ratingScore,
      input.ratingScore,
    ),
    ({ riskMatrixEntry }) => [
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
    ],
  );
  return fresh(companyId, type.ratingTypeId, before.entryId);
};
