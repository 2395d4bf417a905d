import {
  MAX_CONTROLS_PER_RISK,
  type RiskRegister,
  type TAddControlRequest,
  type TChildRefRequest,
  type TRisk,
  type TRiskControl,
  type TUpdateControlRequest,
} from '@stratum/contracts';
import { residualCell } from '@stratum/rules';
import { db } from '../../db';
import { auditEntry, changes } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { commit, type TxEntities } from '../../kernel/transact';
import { requireRiskOwnerOrAdmin } from '../access';
import { cellKey, countedOf, countItems, countMoves } from '../counts';
import type { RiskItem } from '../entities/risk';
import type { RiskControlItem } from '../entities/risk-control';
import { activeEmployee, namesOf } from '../people';
import { loadSetup } from '../setup/setup-store';
import { checkVersion, controlsOf, findControl, findRisk } from './risk-store';
import { objectiveNames } from './objectives';
import { toControl, toRisk } from './risk-view';

/**
 * A risk's controls (spec §9: Preventative, Detective, Reactive) and the residual rating they give
 * it (docs/risk.md). Every control write works the residual out again from the risk's inherent
 * rating and its controls as they will be, and writes it with the risk's residual counts in the
 * same transaction, conditional on the risk's version: two control changes at once cannot both
 * work from the same old set (the second is a 409).
 */

const audited = (c: Pick<RiskControlItem, 'description' | 'type' | 'effectiveness' | 'ownerId'>) => ({
  description: c.description,
  type: c.type,
  effectiveness: c.effectiveness,
  ownerId: c.ownerId || null,
});

/** The risk and its controls, for a caller allowed to change them (404, then 403). */
const openRisk = async (
  ctx: Ctx,
  register: RiskRegister,
  riskId: string,
  ownerId: string | null | undefined,
) => {
  const companyId = tenantOf(ctx);
  const risk = await findRisk(companyId, register, riskId, 'riskId');
  if (ownerId) await activeEmployee(companyId, ownerId, 'ownerId');
  await requireRiskOwnerOrAdmin(ctx, [risk.ownerId], 'the risk’s owner');
  return risk;
};

/** The risk's new residual: its patch (version-checked) and the residual counts it moves. */
const residualChange = (
  tx: TxEntities,
  risk: RiskItem,
  controls: readonly RiskControlItem[],
  now: string,
  controlDelta: number,
) => {
  const residual = residualCell(
    { impact: risk.inherentImpact, likelihood: risk.inherentLikelihood },
    controls,
  );
  const after = {
    ...risk,
    residualImpact: residual.impact,
    residualLikelihood: residual.likelihood,
    residualCell: cellKey(risk.ratingTypeId, residual),
  };
  return [
    tx.risk
      .patch({ companyId: risk.companyId, riskId: risk.riskId })
      .set({
        residualImpact: after.residualImpact,
        residualLikelihood: after.residualLikelihood,
        residualCell: after.residualCell,
        updatedAt: now,
      })
      .add({ version: 1, controlCount: controlDelta })
      .where((a, op) => op.eq(a.version, risk.version))
      .commit(),
    ...countItems(tx, risk.companyId, risk.register, countMoves(countedOf(risk), countedOf(after))),
  ] as never[];
};

const raced = new AppError(
  'CONFLICT',
  'This risk or its controls were changed by someone else a moment ago. Reload it and try again.',
);

const answer = async (ctx: Ctx, register: RiskRegister, riskId: string, control: RiskControlItem) => {
  const companyId = tenantOf(ctx);
  const [setup, risk] = await Promise.all([loadSetup(companyId), findRisk(companyId, register, riskId)]);
  const [names, objectives] = await Promise.all([
    namesOf(companyId, [risk.ownerId, control.ownerId]),
    objectiveNames(companyId, [risk]),
  ]);
  return { item: toControl(control, names), risk: toRisk(setup, risk, names, objectives) };
};

export const addControl = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TAddControlRequest,
): Promise<{ item: TRiskControl; risk: TRisk }> => {
  const risk = await openRisk(ctx, register, input.riskId, input.ownerId);
  const controls = await controlsOf(risk.companyId, risk.riskId);
  if (controls.length >= MAX_CONTROLS_PER_RISK) {
    throw new AppError('UNPROCESSABLE', `A risk has at most ${MAX_CONTROLS_PER_RISK} controls.`);
  }
  const now = ctx.now.toISOString();
  const item = {
    companyId: risk.companyId,
    riskId: risk.riskId,
    controlId: newId(),
    description: input.description,
    type: input.type,
    effectiveness: input.effectiveness,
    ...(input.ownerId ? { ownerId: input.ownerId } : {}),
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies RiskControlItem;
  await commit(
    db().transaction.write((tx) => [
      tx.riskControl.create(item).commit(),
      ...residualChange(tx, risk, [...controls, item], now, 1),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId: risk.companyId,
            entityType: 'risk-control',
            entityId: item.controlId,
            action: 'add',
            summary: `Risk “${risk.title}”: ${item.type.toLowerCase()} control added (${item.effectiveness})`,
            after: audited(item),
          }),
        )
        .commit(),
    ]),
    raced,
  );
  return answer(ctx, register, risk.riskId, item);
};

export const updateControl = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TUpdateControlRequest,
): Promise<{ item: TRiskControl; risk: TRisk }> => {
  const risk = await openRisk(ctx, register, input.riskId, input.ownerId);
  const before = await findControl(risk.companyId, risk.riskId, input.id);
  checkVersion(before, input.version, 'control');
  const controls = await controlsOf(risk.companyId, risk.riskId);
  const now = ctx.now.toISOString();
  const set = {
    description: input.description,
    type: input.type,
    effectiveness: input.effectiveness,
    updatedAt: now,
  };
  const after = { ...before, ...set, ownerId: input.ownerId ?? undefined, version: before.version + 1 };
  const diff = changes(audited(before), audited(after));
  await commit(
    db().transaction.write((tx) => {
      return [
        tx.riskControl
          .patch({ companyId: risk.companyId, riskId: risk.riskId, controlId: before.controlId })
          // No owner is ''.
          .set({ ...set, ownerId: input.ownerId ?? '' })
          .add({ version: 1 })
          .where((a, op) => op.eq(a.version, input.version))
          .commit(),
        ...residualChange(
          tx,
          risk,
          controls.map((c) => (c.controlId === before.controlId ? after : c)),
          now,
          0,
        ),
        tx.auditTrail
          .create(
            auditEntry(ctx, {
              companyId: risk.companyId,
              entityType: 'risk-control',
              entityId: before.controlId,
              action: 'update',
              summary: `Risk “${risk.title}”: control updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
              ...diff,
            }),
          )
          .commit(),
      ];
    }),
    raced,
  );
  return answer(ctx, register, risk.riskId, after);
};

export const deleteControl = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TChildRefRequest,
): Promise<{ item: TRiskControl; risk: TRisk }> => {
  const risk = await openRisk(ctx, register, input.riskId, null);
  const before = await findControl(risk.companyId, risk.riskId, input.id);
  checkVersion(before, input.version, 'control');
  const controls = await controlsOf(risk.companyId, risk.riskId);
  const now = ctx.now.toISOString();
  await commit(
    db().transaction.write((tx) => [
      tx.riskControl
        .delete({ companyId: risk.companyId, riskId: risk.riskId, controlId: before.controlId })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      ...residualChange(
        tx,
        risk,
        controls.filter((c) => c.controlId !== before.controlId),
        now,
        -1,
      ),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId: risk.companyId,
            entityType: 'risk-control',
            entityId: before.controlId,
            action: 'delete',
            summary: `Risk “${risk.title}”: ${before.type.toLowerCase()} control removed`,
            before: audited(before),
          }),
        )
        .commit(),
    ]),
    raced,
  );
  return answer(ctx, register, risk.riskId, before);
};
