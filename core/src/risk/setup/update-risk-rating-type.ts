import type { TRiskRatingType, TUpdateRiskRatingTypeRequest } from '@stratum/contracts';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireRiskAdmin } from '../access';
import { NAME_SCOPE, nameKeyOf } from './names';
import { checkNameFree, checkVersion, findType, loadSetup } from './setup-store';
import { audited, fresh, NOUN, thresholdsOf } from './rating-types';

/**
 * Renames a rating type or changes its scheme and bands. Levels are never stored on risks, so
 * every risk rated with it shows its new level at once.
 */
export const updateRiskRatingType = async (
  ctx: Ctx,
  input: TUpdateRiskRatingTypeRequest,
): Promise<TRiskRatingType> => {
  const companyId = tenantOf(ctx);
  const before = findType(await loadSetup(companyId), input.id);
  const thresholds = thresholdsOf(input.scheme, input.thresholds);
  await requireRiskAdmin(ctx);
  checkVersion(before, input.version, NOUN);
  const nameKey = nameKeyOf(input.name);
  const renamed = nameKey !== before.nameKey;
  if (renamed) await checkNameFree(NAME_SCOPE.type(companyId), input.name, before.ratingTypeId, NOUN);
  const set = {
    name: input.name,
    nameKey,
    description: input.description ?? '',
    scheme: input.scheme,
    thresholds,
    updatedAt: ctx.now.toISOString(),
  };
  const diff = changes(audited(before), audited(set));
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'risk-rating-type',
      entityId: before.ratingTypeId,
      action: 'update',
      summary: `Risk rating type “${before.name}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    ({ riskRatingType, unique }) => [
      riskRatingType
        .patch({ companyId, ratingTypeId: before.ratingTypeId })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      renamed && [
        unique.delete({ scope: NAME_SCOPE.type(companyId), value: before.nameKey }).commit(),
        unique
          .create({ scope: NAME_SCOPE.type(companyId), value: nameKey, ownerId: before.ratingTypeId })
          .commit(),
      ],
    ],
    new AppError(
      'CONFLICT',
      `This ${NOUN} was changed by someone else since you opened it, or its name was taken a moment ago. Reload it and try again.`,
    ),
  );
  return fresh(companyId, before.ratingTypeId);
};
