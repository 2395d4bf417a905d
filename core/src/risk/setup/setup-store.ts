import type { RiskAxis } from '@stratum/contracts';
import { rateCell, type Cell, type CellRating, type RiskScheme } from '@stratum/rules';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import type { RiskCategoryItem } from '../entities/risk-category';
import type { RiskMatrixEntryItem } from '../entities/risk-matrix-entry';
import type { RiskRatingTypeItem } from '../entities/risk-rating-type';
import type { RiskScalePointItem } from '../entities/risk-scale-point';
import type { RiskTeamItem } from '../entities/risk-team';
import { provisionDefaults } from './defaults';
import { nameKeyOf } from './names';

/** A company's whole rating set-up, read in one query (the `riskSetup` collection). */
export interface RiskSetup {
  companyId: string;
  /** whether the defaults have been written (docs/risk.md) */
  provisioned: boolean;
  /** oldest first: the first is the one a heat map colours with when none is named */
  types: RiskRatingTypeItem[];
  /** each type's entries, by type id */
  matrices: Map<string, RiskMatrixEntryItem[]>;
  /** each scale's points, lowest score first */
  scales: Record<RiskAxis, RiskScalePointItem[]>;
  categories: RiskCategoryItem[];
  teams: RiskTeamItem[];
}

const byId = <T>(a: T, b: T, key: (t: T) => string) => key(a).localeCompare(key(b));

/** Reads the company's set-up: one query of its partition's `riskSetup` collection, all pages. */
export const loadSetup = async (companyId: string): Promise<RiskSetup> => {
  const { data } = await db().collections.riskSetup({ companyId }).go({ pages: 'all' });
  const matrices = new Map<string, RiskMatrixEntryItem[]>();
  for (const e of data.riskMatrixEntry) {
    const list = matrices.get(e.ratingTypeId) ?? [];
    list.push(e);
    matrices.set(e.ratingTypeId, list);
  }
  for (const list of matrices.values())
    list.sort((a, b) => a.impact - b.impact || a.likelihood - b.likelihood);
  const points = (axis: RiskAxis) =>
    data.riskScalePoint.filter((p) => p.axis === axis).sort((a, b) => a.score - b.score);
  return {
    companyId,
    provisioned: data.riskSetup.length > 0,
    types: [...data.riskRatingType].sort((a, b) => byId(a, b, (t) => t.ratingTypeId)),
    matrices,
    scales: { impact: points('impact'), likelihood: points('likelihood') },
    categories: data.riskCategory,
    teams: data.riskTeam,
  };
};

/**
 * The caller's company's set-up. `provision` writes the defaults first if the company has none:
 * only calls that name nothing which must already exist pass it (a list, an add of a top-level
 * item), and only after their permission check — so a refused call, or one naming an id that
 * cannot exist yet, changes nothing (docs/risk.md).
 */
export const setupOf = async (ctx: Ctx, opts: { provision: boolean }): Promise<RiskSetup> => {
  const companyId = tenantOf(ctx);
  const setup = await loadSetup(companyId);
  if (setup.provisioned || !opts.provision) return setup;
  await provisionDefaults(ctx);
  return loadSetup(companyId);
};

const notFound = (field: string, what: string) =>
  new AppError('NOT_FOUND', `${field}: no such ${what} in your company`);

export const findType = (setup: RiskSetup, id: string, field = 'id'): RiskRatingTypeItem => {
  const t = setup.types.find((x) => x.ratingTypeId === id);
  if (!t) throw notFound(field, 'rating type');
  return t;
};

export const findCategory = (setup: RiskSetup, id: string, field = 'id'): RiskCategoryItem => {
  const c = setup.categories.find((x) => x.categoryId === id);
  if (!c) throw notFound(field, 'risk category');
  return c;
};

export const findTeam = (setup: RiskSetup, id: string, field = 'id'): RiskTeamItem => {
  const t = setup.teams.find((x) => x.teamId === id);
  if (!t) throw notFound(field, 'risk team');
  return t;
};

export const findPoint = (setup: RiskSetup, axis: RiskAxis, id: string): RiskScalePointItem => {
  const p = setup.scales[axis].find((x) => x.pointId === id);
  if (!p) throw notFound('id', `${axis} scale point`);
  return p;
};

export const matrixOf = (setup: RiskSetup, ratingTypeId: string): RiskMatrixEntryItem[] =>
  setup.matrices.get(ratingTypeId) ?? [];

export const findEntry = (setup: RiskSetup, type: RiskRatingTypeItem, id: string): RiskMatrixEntryItem => {
  const e = matrixOf(setup, type.ratingTypeId).find((x) => x.entryId === id);
  if (!e) throw new AppError('NOT_FOUND', `id: no such entry in the “${type.name}” matrix`);
  return e;
};

export const schemeOf = (type: Pick<RiskRatingTypeItem, 'scheme' | 'thresholds'>) => ({
  scheme: type.scheme as RiskScheme,
  thresholds: type.thresholds,
});

/** A cell rated by a rating type's matrix and bands; null where the matrix has no entry for it. */
export const rate = (setup: RiskSetup, type: RiskRatingTypeItem, cell: Cell): CellRating | null =>
  rateCell(schemeOf(type), matrixOf(setup, type.ratingTypeId), cell);

/** The scale's name for a score, or null where the company has not named it. */
export const pointName = (setup: RiskSetup, axis: RiskAxis, score: number): string | null =>
  setup.scales[axis].find((p) => p.score === score)?.name ?? null;

/** 409 when another item of the kind already has the name (any case). */
export const checkNameFree = async (
  scope: string,
  name: string,
  ownerId: string | null,
  noun: string,
): Promise<void> => {
  const claim = await db()
    .entities.unique.get({ scope, value: nameKeyOf(name) })
    .go();
  if (claim.data && claim.data.ownerId !== ownerId) {
    throw new AppError('CONFLICT', `name: a ${noun} named “${name.trim()}” already exists.`);
  }
};

/** 409 when the item is not at the version the caller read. */
export const checkVersion = (item: { version: number }, version: number, noun: string): void => {
  if (item.version !== version) {
    throw new AppError(
      'CONFLICT',
      `This ${noun} was changed by someone else since you opened it. Reload it and try again.`,
    );
  }
};
