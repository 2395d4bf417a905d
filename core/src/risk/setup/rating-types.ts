import type {
  TAddRiskRatingTypeRequest,
  TRiskRatingType,
  TUpdateRiskRatingTypeRequest,
} from '@stratum/contracts';
import { DEFAULT_THRESHOLDS, defaultMatrix, thresholdProblem, type RiskScheme } from '@stratum/rules';
import { db } from '../../db';
import { auditEntry, changes } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { commit } from '../../kernel/transact';
import { requireRiskAdmin } from '../access';
import type { RiskRatingTypeItem } from '../entities/risk-rating-type';
import { DEFAULT_TYPE_NAME } from './defaults';
import { NAME_SCOPE, nameKeyOf } from './names';
import { checkNameFree, checkVersion, findType, loadSetup, matrixOf, setupOf } from './setup-store';
import { byName, toRatingType } from './setup-view';

/**
 * A company's rating types are few: each is a whole matrix the register can be rated with, and a
 * level filter of the register names every cell of every matrix at that level (docs/risk.md).
 */
export const MAX_RATING_TYPES = 5;

const NOUN = 'rating type';

/** The thresholds asked for (the scheme's defaults when left out), or 400 saying what is wrong. */
const thresholdsOf = (scheme: RiskScheme, given: readonly number[] | undefined): number[] => {
  const thresholds = [...(given ?? DEFAULT_THRESHOLDS[scheme])];
  const problem = thresholdProblem(scheme, thresholds);
  if (problem) throw new AppError('BAD_REQUEST', `thresholds: ${problem}`);
  return thresholds;
};

const audited = (t: Pick<RiskRatingTypeItem, 'name' | 'description' | 'scheme' | 'thresholds'>) => ({
  name: t.name,
  description: t.description || null,
  scheme: t.scheme,
  thresholds: t.thresholds,
});

const fresh = async (companyId: string, id: string) => toRatingType(findType(await loadSetup(companyId), id));

export const listRatingTypes = async (ctx: Ctx): Promise<TRiskRatingType[]> =>
  (await setupOf(ctx, { provision: true })).types.map(toRatingType).sort(byName);

/**
 * Adds a rating type (Risk Management administrators). It starts with the default 5×5 matrix, so
 * it can rate a risk at once; its name is claimed in the company in the same transaction.
 */
export const addRatingType = async (ctx: Ctx, input: TAddRiskRatingTypeRequest): Promise<TRiskRatingType> => {
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
  await commit(
    db().transaction.write(({ riskRatingType, riskMatrixEntry, unique, auditTrail }) => [
      riskRatingType.create(item).commit(),
      ...defaultMatrix().map((e) =>
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
      auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: 'risk-rating-type',
            entityId: ratingTypeId,
            action: 'add',
            summary: `Risk rating type “${item.name}” added with the default 5×5 matrix`,
            after: audited(item),
          }),
        )
        .commit(),
    ]),
    new AppError('CONFLICT', `name: a ${NOUN} named “${item.name}” was added a moment ago.`),
  );
  return fresh(companyId, ratingTypeId);
};

/**
 * Renames a rating type or changes its scheme and bands. Levels are never stored on risks, so
 * every risk rated with it shows its new level at once.
 */
export const updateRatingType = async (
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
  await commit(
    db().transaction.write(({ riskRatingType, unique, auditTrail }) => [
      riskRatingType
        .patch({ companyId, ratingTypeId: before.ratingTypeId })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      ...((renamed
        ? [
            unique.delete({ scope: NAME_SCOPE.type(companyId), value: before.nameKey }).commit(),
            unique
              .create({ scope: NAME_SCOPE.type(companyId), value: nameKey, ownerId: before.ratingTypeId })
              .commit(),
          ]
        : []) as never[]),
      auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: 'risk-rating-type',
            entityId: before.ratingTypeId,
            action: 'update',
            summary: `Risk rating type “${before.name}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
            ...diff,
          }),
        )
        .commit(),
    ]),
    new AppError(
      'CONFLICT',
      `This ${NOUN} was changed by someone else since you opened it, or its name was taken a moment ago. Reload it and try again.`,
    ),
  );
  return fresh(companyId, before.ratingTypeId);
};

/**
 * Deletes a rating type no risk is rated with, and its matrix. Conditional on `riskCount = 0`, so
 * a risk rated with it a moment ago stops the delete.
 */
export const deleteRatingType = async (
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
    await commit(
      db().transaction.write(({ riskRatingType, riskMatrixEntry, unique, auditTrail }) => [
        riskRatingType
          .delete({ companyId, ratingTypeId: before.ratingTypeId })
          .where((a, op) => `${op.eq(a.version, input.version)} AND ${op.eq(a.riskCount, 0)}`)
          .commit(),
        ...entries.map((e) =>
          riskMatrixEntry
            .delete({ companyId, ratingTypeId: e.ratingTypeId, impact: e.impact, likelihood: e.likelihood })
            .commit(),
        ),
        unique.delete({ scope: NAME_SCOPE.type(companyId), value: before.nameKey }).commit(),
        auditTrail
          .create(
            auditEntry(ctx, {
              companyId,
              entityType: 'risk-rating-type',
              entityId: before.ratingTypeId,
              action: 'delete',
              summary: `Risk rating type “${before.name}” deleted with its matrix`,
              before: audited(before),
            }),
          )
          .commit(),
      ]),
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
