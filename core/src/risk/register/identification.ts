import type { RiskRegister, TAddIdentificationRequest } from '@stratum/contracts';
import type { Cell } from '@stratum/rules';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import type { TxEntities, TxItem } from '../../kernel/transact';
import type { RiskItem } from '../entities/risk';
import { activeEmployee } from '../../organisation';
import {
  findCategory,
  findTeam,
  findType,
  loadSetup,
  pointName,
  rate,
  type RiskSetup,
} from '../setup/setup-store';
import { linkOf } from './objectives';
import { findRisk } from './risk-store';
import { riskDetail } from './risk-view';

type Fields = TAddIdentificationRequest;

/** What a risk's identification names, each found in the caller's company (404 naming the field). */
export const referencesOf = async (companyId: string, setup: RiskSetup, input: Fields) => {
  const type = findType(setup, input.riskRatingTypeId, 'riskRatingTypeId');
  const category = findCategory(setup, input.categoryId, 'categoryId');
  const team = input.teamId ? findTeam(setup, input.teamId, 'teamId') : null;
  await activeEmployee(companyId, input.ownerId, 'ownerId');
  return { type, category, team };
};

/**
 * The inherent rating must be one the company can name and rate: both scale points named, and a
 * matrix entry for the cell (422 saying what to add).
 */
export const checkRateable = (setup: RiskSetup, type: RiskSetup['types'][number], cell: Cell) => {
  for (const axis of ['impact', 'likelihood'] as const) {
    if (pointName(setup, axis, cell[axis]) === null) {
      throw new AppError(
        'UNPROCESSABLE',
        `${axis}: the ${axis} scale has no point ${cell[axis]}. Add it to the scale first.`,
      );
    }
  }
  if (!rate(setup, type, cell)) {
    throw new AppError(
      'UNPROCESSABLE',
      `impact: the “${type.name}” matrix has no entry for impact ${cell.impact} × likelihood ${cell.likelihood}. Add it first.`,
    );
  }
};

export const searchTextOf = (input: Pick<Fields, 'title' | 'description'>) =>
  `${input.title} ${input.description}`.toLowerCase();

/** The fields of the identification as the trail shows them. */
export const audited = (
  r: Pick<RiskItem, 'title' | 'categoryId' | 'ownerId' | 'ratingTypeId' | 'status'> & Partial<RiskItem>,
) => ({
  title: r.title,
  description: r.description ?? '',
  causes: r.causes ?? '',
  consequences: r.consequences ?? '',
  categoryId: r.categoryId,
  teamId: r.teamId || null,
  ownerId: r.ownerId,
  ratingTypeId: r.ratingTypeId,
  inherent: `${r.inherentImpact}×${r.inherentLikelihood}`,
  residual: `${r.residualImpact}×${r.residualLikelihood}`,
  status: r.status,
  objective: ((l) => (l ? `${l.kind} ${l.itemId} of scorecard ${l.scorecardId}` : null))(linkOf(r)),
  response: r.response ?? null,
  responseNote: r.responseNote ?? '',
});

/** The risk counts of a category, team and rating type move with their risks (delete guards). */
export const parentMoves = (
  tx: Pick<TxEntities, 'riskCategory' | 'riskTeam' | 'riskRatingType'>,
  companyId: string,
  before: Pick<RiskItem, 'categoryId' | 'teamId' | 'ratingTypeId'> | null,
  after: Pick<RiskItem, 'categoryId' | 'teamId' | 'ratingTypeId'> | null,
) => {
  const items: TxItem[] = [];
  const move = <K extends 'categoryId' | 'teamId' | 'ratingTypeId'>(key: K) => {
    const was = before?.[key] || null;
    const now = after?.[key] || null;
    return was === now ? { was: null, now: null } : { was, now };
  };
  const category = move('categoryId');
  if (category.was)
    items.push(
      tx.riskCategory.patch({ companyId, categoryId: category.was }).add({ riskCount: -1 }).commit(),
    );
  if (category.now)
    items.push(tx.riskCategory.patch({ companyId, categoryId: category.now }).add({ riskCount: 1 }).commit());
  const team = move('teamId');
  if (team.was)
    items.push(tx.riskTeam.patch({ companyId, teamId: team.was }).add({ riskCount: -1 }).commit());
  if (team.now) items.push(tx.riskTeam.patch({ companyId, teamId: team.now }).add({ riskCount: 1 }).commit());
  const type = move('ratingTypeId');
  if (type.was)
    items.push(
      tx.riskRatingType.patch({ companyId, ratingTypeId: type.was }).add({ riskCount: -1 }).commit(),
    );
  if (type.now)
    items.push(tx.riskRatingType.patch({ companyId, ratingTypeId: type.now }).add({ riskCount: 1 }).commit());
  return items;
};

export const refsGone = new AppError(
  'CONFLICT',
  'The risk’s category, team or rating type was changed or deleted a moment ago. Reload and try again.',
);

export const detailOf = async (ctx: Ctx, register: RiskRegister, riskId: string) => {
  const companyId = tenantOf(ctx);
  const [setup, risk] = await Promise.all([loadSetup(companyId), findRisk(companyId, register, riskId)]);
  return riskDetail(setup, risk, ctx.now);
};
