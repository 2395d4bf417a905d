import type { TAddRiskRatingTypeRequest, TRiskRatingType } from '@stratum/contracts';
import { defaultMatrix } from '@stratum/rules';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireRiskAdmin } from '../access';
import type { RiskRatingTypeItem } from '../entities/risk-rating-type';
import { DEFAULT_TYPE_NAME } from './defaults';
import { NAME_SCOPE, nameKeyOf } from './names';
import { checkNameFree, loadSetup, setupOf } from './setup-store';
import { audited, fresh, MAX_RATING_TYPES, NOUN, thresholdsOf } from './rating-types';

/**
 * Adds a rating type (Risk Management administrators). It starts with the default 5×5 matrix, so
 * it can rate a risk at once; its name is claimed in the company in the same transaction.
 */
export const addRiskRatingType = async (
  ctx: Ctx,
  input: TAddRiskRatingTypeRequest,
): Promise<TRiskRatingType> => {
  const thresholds = thresholdsOf(input.scheme, input.thresholds);
  await requireRiskAdmin(ctx);
  const companyId = tenantOf(ctx);
  const setup = await loadSetup(companyId);
  // Everything is decided before a first use writes the defaults, so a refusal writes nothing.
  if (!setup.provisioned && nameKeyOf(input.name) === nameKeyOf(DEFAULT_TYPE_NAME)) {
    throw new AppError('CONFLICT', `name: a ${NOUN} named “${DEFAULT_TYPE_NAME}” already exists.`);
  }
  if (setup.types.length >= MAX_RATING_TYPES) {
    throw new AppError(
      'UNPROCESSABLE',
      `A company has at most ${MAX_RATING_TYPES} rating types: delete one it no longer uses first.`,
    );
  }
  await checkNameFree(NAME_SCOPE.type(companyId), input.name, null, NOUN);
  await setupOf(ctx, { provision: true });
  const ratingTypeId = newId();
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    ratingTypeId,
    name: input.name,
    nameKey: nameKeyOf(input.name),
    description: input.description ?? '',
    scheme: input.scheme,
    thresholds,
    riskCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies RiskRatingTypeItem;
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'risk-rating-type',
      entityId: ratingTypeId,
      action: 'add',
      summary: `Risk rating type “${item.name}” added with the default 5×5 matrix`,
      after: audited(item),
    },
    ({ riskRatingType, riskMatrixEntry, unique }) => [
      riskRatingType.create(item).commit(),
      defaultMatrix().map((e) =>
        riskMatrixEntry
          .create({
            companyId,
            ratingTypeId,
            entryId: newId(),
            ...e,
            version: 1,
            createdAt: now,
            updatedAt: now,
          })
          .commit(),
      ),
      unique
        .create({ scope: NAME_SCOPE.type(companyId), value: item.nameKey, ownerId: ratingTypeId })
        .commit(),
    ],
    new AppError('CONFLICT', `name: a ${NOUN} named “${item.name}” was added a moment ago.`),
  );
  return fresh(companyId, ratingTypeId);
};
