import type {
  RiskRegister,
  TAddIdentificationRequest,
  TEditIdentificationRequest,
  TRiskDetail,
} from '@stratum/contracts';
import { residualCell, type Cell } from '@stratum/rules';
import { db } from '../../db';
import { auditEntry, changes } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { commit, type TxEntities } from '../../kernel/transact';
import { requireRiskAdmin, requireRiskOwnerOrAdmin } from '../access';
import { cellKey, countedOf, countItems, countMoves, type Counted } from '../counts';
import type { RiskItem } from '../entities/risk';
import { activeEmployee } from '../people';
import {
  findCategory,
  findTeam,
  findType,
  loadSetup,
  pointName,
  rate,
  type RiskSetup,
} from '../setup/setup-store';
import { checkObjective, linkFields, linkOf } from './objectives';
import { checkVersion, controlsOf, findRisk, mitigationsOf, registerNoun } from './risk-store';
import { riskDetail } from './risk-view';

type Fields = TAddIdentificationRequest;

/** What a risk's identification names, each found in the caller's company (404 naming the field). */
const referencesOf = async (companyId: string, setup: RiskSetup, input: Fields) => {
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
const checkRateable = (setup: RiskSetup, type: RiskSetup['types'][number], cell: Cell) => {
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

const searchTextOf = (input: Pick<Fields, 'title' | 'description'>) =>
  `${input.title} ${input.description}`.toLowerCase();

/** The fields of the identification as the trail shows them. */
const audited = (
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
const parentMoves = (
  tx: Pick<TxEntities, 'riskCategory' | 'riskTeam' | 'riskRatingType'>,
  companyId: string,
  before: Pick<RiskItem, 'categoryId' | 'teamId' | 'ratingTypeId'> | null,
  after: Pick<RiskItem, 'categoryId' | 'teamId' | 'ratingTypeId'> | null,
) => {
  const items = [];
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
  return items as never[];
};

const refsGone = new AppError(
  'CONFLICT',
  'The risk’s category, team or rating type was changed or deleted a moment ago. Reload and try again.',
);

const detailOf = async (ctx: Ctx, register: RiskRegister, riskId: string) => {
  const companyId = tenantOf(ctx);
  const [setup, risk] = await Promise.all([loadSetup(companyId), findRisk(companyId, register, riskId)]);
  return riskDetail(setup, risk, ctx.now);
};

/**
 * Identifies a risk (Risk Management administrators): owner, category, optional team, rating
 * type and inherent impact × likelihood, which is also its residual rating until it has
 * controls. The risk, its counts, its category's, team's and rating type's `riskCount` and the
 * audit entry are one transaction; a category, team or type deleted meanwhile stops it.
 */
export const addIdentification = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TAddIdentificationRequest,
): Promise<TRiskDetail> => {
  const companyId = tenantOf(ctx);
  const setup = await loadSetup(companyId);
  const { type } = await referencesOf(companyId, setup, input);
  await requireRiskAdmin(ctx);
  const inherent = { impact: input.impact, likelihood: input.likelihood };
  checkRateable(setup, type, inherent);
  if (input.objectiveLink) await checkObjective(companyId, input.objectiveLink);

  const riskId = newId();
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    riskId,
    register,
    title: input.title,
    description: input.description,
    causes: input.causes,
    consequences: input.consequences,
    categoryId: input.categoryId,
    ...(input.teamId ? { teamId: input.teamId } : {}),
    ownerId: input.ownerId,
    ratingTypeId: type.ratingTypeId,
    inherentImpact: inherent.impact,
    inherentLikelihood: inherent.likelihood,
    residualImpact: inherent.impact,
    residualLikelihood: inherent.likelihood,
    inherentCell: cellKey(type.ratingTypeId, inherent),
    residualCell: cellKey(type.ratingTypeId, inherent),
    status: input.status,
    ...(input.status === 'Closed' ? { closedMonth: now.slice(0, 7) } : {}),
    ...(input.objectiveLink ? linkFields(input.objectiveLink) : {}),
    ...(input.response ? { response: input.response } : {}),
    responseNote: input.responseNote ?? '',
    searchText: searchTextOf(input),
    controlCount: 0,
    mitigationCount: 0,
    mitigationsComplete: 0,
    actionCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies RiskItem;

  await commit(
    db().transaction.write((tx) => [
      tx.risk.create(item).commit(),
      ...countItems(tx, companyId, register, countMoves(null, countedOf(item))),
      ...parentMoves(tx, companyId, null, item),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: 'risk',
            entityId: riskId,
            action: 'add',
            summary: `Risk “${item.title}” identified in the ${registerNoun(register)}`,
            after: audited(item),
          }),
        )
        .commit(),
    ]),
    refsGone,
  );
  return detailOf(ctx, register, riskId);
};

/**
 * Changes a risk's identification (administrators and the risk's owner), conditional on the
 * version read. The residual rating is worked out again from the new inherent rating and the
 * risk's controls; the counts, and the old and new category's, team's and type's `riskCount`,
 * move in the same transaction.
 */
export const editIdentification = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TEditIdentificationRequest,
): Promise<TRiskDetail> => {
  const companyId = tenantOf(ctx);
  const [setup, before] = await Promise.all([loadSetup(companyId), findRisk(companyId, register, input.id)]);
  const { type } = await referencesOf(companyId, setup, input);
  await requireRiskOwnerOrAdmin(ctx, [before.ownerId], 'the risk’s owner');
  checkVersion(before, input.version, 'risk');
  const inherent = { impact: input.impact, likelihood: input.likelihood };
  checkRateable(setup, type, inherent);
  if (input.objectiveLink) await checkObjective(companyId, input.objectiveLink);
  const residual = residualCell(inherent, await controlsOf(companyId, before.riskId));
  const now = ctx.now.toISOString();
  // The month of its last change to Closed (the register over time); none while Open.
  const closedMonth =
    input.status === 'Closed' ? (before.status === 'Closed' && before.closedMonth) || now.slice(0, 7) : '';

  const set = {
    title: input.title,
    description: input.description,
    causes: input.causes,
    consequences: input.consequences,
    categoryId: input.categoryId,
    ownerId: input.ownerId,
    ratingTypeId: type.ratingTypeId,
    inherentImpact: inherent.impact,
    inherentLikelihood: inherent.likelihood,
    residualImpact: residual.impact,
    residualLikelihood: residual.likelihood,
    inherentCell: cellKey(type.ratingTypeId, inherent),
    residualCell: cellKey(type.ratingTypeId, residual),
    status: input.status,
    closedMonth,
    ...linkFields(input.objectiveLink),
    responseNote: input.responseNote ?? '',
    searchText: searchTextOf(input),
    updatedAt: now,
  };
  const removed = [
    ...(input.objectiveLink ? [] : (['objectiveKind'] as const)),
    ...(input.response ? [] : (['response'] as const)),
  ];
  const after = {
    ...before,
    ...set,
    teamId: input.teamId ?? undefined,
    objectiveKind: input.objectiveLink?.kind,
    response: input.response ?? undefined,
  };
  const diff = changes(audited(before), audited(after));
  const key = { companyId, riskId: before.riskId };

  await commit(
    db().transaction.write((tx) => [
      tx.risk
        .patch(key)
        // No team is stored as ''.
        .set({ ...set, teamId: input.teamId ?? '', ...(input.response ? { response: input.response } : {}) })
        .remove(removed)
        .composite({ register })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      ...countItems(tx, companyId, register, countMoves(countedOf(before), countedOf(after as RiskItem))),
      ...parentMoves(tx, companyId, before, after),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: 'risk',
            entityId: before.riskId,
            action: 'update',
            summary: `Risk “${before.title}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
            ...diff,
          }),
        )
        .commit(),
    ]),
    new AppError(
      'CONFLICT',
      'This risk was changed by someone else since you opened it, or its category, team or rating type was deleted a moment ago. Reload it and try again.',
    ),
  );
  return detailOf(ctx, register, before.riskId);
};

/**
 * Deletes a risk with its controls and mitigations (Risk Management administrators). Refused once
 * any mitigation has recorded progress: that history is evidence, so such a risk is closed, not
 * deleted. Conditional on the version and on its control and mitigation counts, so one added a
 * moment ago stops it.
 */
export const deleteRisk = async (
  ctx: Ctx,
  register: RiskRegister,
  input: { id: string; version: number },
): Promise<TRiskDetail> => {
  const companyId = tenantOf(ctx);
  const [setup, before] = await Promise.all([loadSetup(companyId), findRisk(companyId, register, input.id)]);
  await requireRiskAdmin(ctx);
  checkVersion(before, input.version, 'risk');
  const [controls, mitigations] = await Promise.all([
    controlsOf(companyId, before.riskId),
    mitigationsOf(companyId, before.riskId),
  ]);
  const actions = before.actionCount ?? 0;
  if (actions > 0) {
    throw new AppError(
      'CONFLICT',
      `“${before.title}” has ${actions} logged action${actions === 1 ? '' : 's'}: close the risk instead of deleting it, or delete its actions first.`,
    );
  }
  const tracked = mitigations.filter((m) => m.progressCount > 0).length;
  if (tracked > 0) {
    throw new AppError(
      'CONFLICT',
      `“${before.title}” has recorded progress on ${tracked} mitigation${tracked === 1 ? '' : 's'}: close the risk instead of deleting it.`,
    );
  }
  const view = await riskDetail(setup, before, ctx.now);
  const counted: Counted = countedOf(before);
  await commit(
    db().transaction.write((tx) => [
      tx.risk
        .delete({ companyId, riskId: before.riskId })
        .where((a, op) =>
          [
            op.eq(a.version, input.version),
            op.eq(a.controlCount, controls.length),
            op.eq(a.mitigationCount, mitigations.length),
            `(${op.notExists(a.actionCount)} OR ${op.eq(a.actionCount, 0)})`,
          ].join(' AND '),
        )
        .commit(),
      ...controls.map((c) =>
        tx.riskControl.delete({ companyId, riskId: c.riskId, controlId: c.controlId }).commit(),
      ),
      ...mitigations.map((m) =>
        tx.riskMitigation
          .delete({ companyId, riskId: m.riskId, mitigationId: m.mitigationId })
          .where((a, op) => op.eq(a.progressCount, 0))
          .commit(),
      ),
      ...mitigations
        .filter((m) => m.status !== 'Complete')
        .map((m) =>
          tx.riskDue
            .delete({ companyId, register, dueDate: m.dueDate, mitigationId: m.mitigationId })
            .commit(),
        ),
      ...countItems(tx, companyId, register, countMoves(counted, null)),
      ...parentMoves(tx, companyId, before, null),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: 'risk',
            entityId: before.riskId,
            action: 'delete',
            summary: `Risk “${before.title}” deleted from the ${registerNoun(register)} with ${controls.length} control(s) and ${mitigations.length} mitigation(s)`,
            before: audited(before),
          }),
        )
        .commit(),
    ]),
  );
  return view;
};
