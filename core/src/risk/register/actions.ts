import {
  MAX_ACTIONS_PER_RISK,
  type RiskRegister,
  type TAddRiskActionRequest,
  type TChildRefRequest,
  type TRiskAction,
  type TUpdateRiskActionRequest,
} from '@stratum/contracts';
import { formatDate } from '@stratum/rules';
import { db } from '../../db';
import { auditEntry, changes } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { commit } from '../../kernel/transact';
import { requireRiskOwnerOrAdmin } from '../access';
import type { RiskActionItem } from '../entities/risk-action';
import { activeEmployee, namesOf } from '../people';
import { checkVersion, findRisk } from './risk-store';

/**
 * A risk's log of actions and responses taken (who, by when, Open or Done). Same rules as its
 * mitigations: administrators and the risk's owner write, everyone in the company reads. The risk
 * counts its entries (`actionCount`, at most 50) without its version moving.
 */

const audited = (a: Pick<RiskActionItem, 'description' | 'ownerId' | 'dueDate' | 'status'>) => ({
  description: a.description,
  ownerId: a.ownerId || null,
  dueDate: a.dueDate || null,
  status: a.status,
});

export const toAction = (a: RiskActionItem, names: ReadonlyMap<string, string>): TRiskAction => ({
  id: a.actionId,
  riskId: a.riskId,
  description: a.description,
  owner: a.ownerId ? { employeeId: a.ownerId, fullName: names.get(a.ownerId) ?? '—' } : null,
  dueDate: a.dueDate || null,
  d_dueDate: a.dueDate ? formatDate(a.dueDate) : null,
  status: a.status,
  version: a.version,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
});

const findAction = async (companyId: string, riskId: string, actionId: string): Promise<RiskActionItem> => {
  const { data } = await db().entities.riskAction.get({ companyId, riskId, actionId }).go();
  if (!data) throw new AppError('NOT_FOUND', 'id: no such action on this risk');
  return data;
};

const viewOf = async (a: RiskActionItem): Promise<TRiskAction> =>
  toAction(a, await namesOf(a.companyId, [a.ownerId]));

export const addAction = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TAddRiskActionRequest,
): Promise<TRiskAction> => {
  const companyId = tenantOf(ctx);
  const risk = await findRisk(companyId, register, input.riskId, 'riskId');
  if (input.ownerId) await activeEmployee(companyId, input.ownerId, 'ownerId');
  await requireRiskOwnerOrAdmin(ctx, [risk.ownerId], 'the risk’s owner');
  const count = risk.actionCount ?? 0;
  if (count >= MAX_ACTIONS_PER_RISK) {
    throw new AppError('UNPROCESSABLE', `A risk has at most ${MAX_ACTIONS_PER_RISK} actions.`);
  }
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    riskId: risk.riskId,
    actionId: newId(),
    description: input.description,
    ownerId: input.ownerId ?? '',
    dueDate: input.dueDate ?? '',
    status: 'Open',
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies RiskActionItem;
  await commit(
    db().transaction.write(({ riskAction, risk: riskEntity, auditTrail }) => [
      riskAction.create(item).commit(),
      // The risk must still be there and below the limit (two adds at once cannot pass it).
      riskEntity
        .patch({ companyId, riskId: risk.riskId })
        .add({ actionCount: 1 })
        .where((a, op) => `(${op.notExists(a.actionCount)} OR ${op.lt(a.actionCount, MAX_ACTIONS_PER_RISK)})`)
        .commit(),
      auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: 'risk-action',
            entityId: item.actionId,
            action: 'add',
            summary: `Risk “${risk.title}”: action logged`,
            after: audited(item),
          }),
        )
        .commit(),
    ]),
    new AppError(
      'CONFLICT',
      `riskId: this risk was deleted, or reached ${MAX_ACTIONS_PER_RISK} actions, a moment ago.`,
    ),
  );
  return viewOf(item);
};

export const updateAction = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TUpdateRiskActionRequest,
): Promise<TRiskAction> => {
  const companyId = tenantOf(ctx);
  const risk = await findRisk(companyId, register, input.riskId, 'riskId');
  const before = await findAction(companyId, risk.riskId, input.id);
  if (input.ownerId && input.ownerId !== before.ownerId) {
    await activeEmployee(companyId, input.ownerId, 'ownerId');
  }
  await requireRiskOwnerOrAdmin(ctx, [risk.ownerId], 'the risk’s owner');
  checkVersion(before, input.version, 'action');
  // Owner and due date: absent keeps them, null takes them away.
  const set = {
    description: input.description,
    ownerId: input.ownerId === undefined ? (before.ownerId ?? '') : (input.ownerId ?? ''),
    dueDate: input.dueDate === undefined ? (before.dueDate ?? '') : (input.dueDate ?? ''),
    status: input.status,
    updatedAt: ctx.now.toISOString(),
  };
  const diff = changes(audited(before), audited(set));
  await commit(
    db().transaction.write(({ riskAction, auditTrail }) => [
      riskAction
        .patch({ companyId, riskId: risk.riskId, actionId: before.actionId })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: 'risk-action',
            entityId: before.actionId,
            action: 'update',
            summary: `Risk “${risk.title}”: action updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
            ...diff,
          }),
        )
        .commit(),
    ]),
  );
  return viewOf(await findAction(companyId, risk.riskId, before.actionId));
};

export const deleteAction = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TChildRefRequest,
): Promise<TRiskAction> => {
  const companyId = tenantOf(ctx);
  const risk = await findRisk(companyId, register, input.riskId, 'riskId');
  const before = await findAction(companyId, risk.riskId, input.id);
  await requireRiskOwnerOrAdmin(ctx, [risk.ownerId], 'the risk’s owner');
  checkVersion(before, input.version, 'action');
  const view = await viewOf(before);
  await commit(
    db().transaction.write(({ riskAction, risk: riskEntity, auditTrail }) => [
      riskAction
        .delete({ companyId, riskId: risk.riskId, actionId: before.actionId })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      riskEntity.patch({ companyId, riskId: risk.riskId }).add({ actionCount: -1 }).commit(),
      auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: 'risk-action',
            entityId: before.actionId,
            action: 'delete',
            summary: `Risk “${risk.title}”: action deleted`,
            before: audited(before),
          }),
        )
        .commit(),
    ]),
  );
  return view;
};

/** A risk's actions, oldest first: one query under the risk. */
export const listActions = async (
  ctx: Ctx,
  register: RiskRegister,
  input: { riskId: string },
): Promise<TRiskAction[]> => {
  const companyId = tenantOf(ctx);
  const risk = await findRisk(companyId, register, input.riskId, 'riskId');
  const { data } = await db()
    .entities.riskAction.query.byId({ companyId, riskId: risk.riskId })
    .go({ pages: 'all' });
  const names = await namesOf(
    companyId,
    data.map((a) => a.ownerId),
  );
  return data
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.actionId.localeCompare(b.actionId))
    .map((a) => toAction(a, names));
};
