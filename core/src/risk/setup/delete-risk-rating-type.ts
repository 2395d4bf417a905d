import type { TRiskRatingType } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireRiskAdmin } from '../access';
import { NAME_SCOPE } from './names';
import { checkVersion, findType, loadSetup, matrixOf } from './setup-store';
import { toRatingType } from './setup-view';
import { audited, NOUN } from './rating-types';

/**
 * Deletes a rating type no risk is rated with, and its matrix. Conditional on `riskCount = 0`, so
 * a risk rated with it a moment ago stops the delete.
 */
export const deleteRiskRatingType = async (
  ctx: Ctx,
  input: { id: string; version: number },
): Promise<TRiskRatingType> => {
  const companyId = tenantOf(ctx);
  const setup = await loadSetup(companyId);
  const before = findType(setup, input.id);
  await requireRiskAdmin(ctx);
  checkVersion(before, input.version, NOUN);
  const refuse = (n: number) =>
    new AppError(
      'CONFLICT',
      `“${before.name}” rates ${n} risk${n === 1 ? '' : 's'}: rate ${n === 1 ? 'it' : 'them'} with another rating type first.`,
    );
  if (before.riskCount > 0) throw refuse(before.riskCount);
  const entries = matrixOf(setup, before.ratingTypeId);
  try {
    await writeChange(
      ctx,
      {
        companyId,
        entityType: 'risk-rating-type',
        entityId: before.ratingTypeId,
        action: 'delete',
        summary: `Risk rating type “${before.name}” deleted with its matrix`,
        before: audited(before),
      },
      ({ riskRatingType, riskMatrixEntry, unique }) => [
        riskRatingType
          .delete({ companyId, ratingTypeId: before.ratingTypeId })
          .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.eq(a.riskCount, 0)}`)
          .commit(),
        entries.map((e) =>
          riskMatrixEntry
            .delete({ companyId, ratingTypeId: e.ratingTypeId, impact: e.impact, likelihood: e.likelihood })
            .commit(),
        ),
        unique.delete({ scope: NAME_SCOPE.type(companyId), value: before.nameKey }).commit(),
      ],
    );
  } catch (e) {
    if (e instanceof AppError && e.code === 'CONFLICT') {
      const now = findType(await loadSetup(companyId), input.id);
      checkVersion(now, input.version, NOUN);
      if (now.riskCount > 0) throw refuse(now.riskCount);
    }
    throw e;
  }
  return toRatingType(before);
};
