import type { RiskRegister } from '@stratum/contracts';
import { residualCell } from '@stratum/rules';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import type { TxEntities, TxItem } from '../../kernel/transact';
import { requireRiskOwnerOrAdmin } from '../access';
import { cellKey, countedOf, countItems, countMoves } from '../counts';
import type { RiskItem } from '../entities/risk';
import type { RiskControlItem } from '../entities/risk-control';
import { activeEmployee, namesOfEmployees } from '../../organisation';
import { loadSetup } from '../setup/setup-store';
import { findRisk } from './risk-store';
import { objectiveNames } from './objectives';
import { toControl, toRisk } from './risk-view';

/**
 * A risk's controls (spec §9: Preventative, Detective, Reactive) and the residual rating they give
 * it (docs/risk.md). Every control write works the residual out again from the risk's inherent
 * rating and its controls as they will be, and writes it with the risk's residual counts in the
 * same transaction, conditional on the risk's version: two control changes at once cannot both
 * work from the same old set (the second is a 409).
 */

export const audited = (c: Pick<RiskControlItem, 'description' | 'type' | 'effectiveness' | 'ownerId'>) => ({
  description: c.description,
  type: c.type,
  effectiveness: c.effectiveness,
  ownerId: c.ownerId || null,
});

/** The risk and its controls, for a caller allowed to change them (404, then 403). */
export const openRisk = async (
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
export const residualChange = (
  tx: TxEntities,
  risk: RiskItem,
  controls: readonly RiskControlItem[],
  now: string,
  controlDelta: number,
): TxItem[] => {
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
  ];
};

export const raced = new AppError(
  'CONFLICT',
  'This risk or its controls were changed by someone else a moment ago. Reload it and try again.',
);

export const answer = async (ctx: Ctx, register: RiskRegister, riskId: string, control: RiskControlItem) => {
  const companyId = tenantOf(ctx);
  const [setup, risk] = await Promise.all([loadSetup(companyId), findRisk(companyId, register, riskId)]);
  const [names, objectives] = await Promise.all([
    namesOfEmployees(companyId, [risk.ownerId, control.ownerId]),
    objectiveNames(companyId, [risk]),
  ]);
  return { item: toControl(control, names), risk: toRisk(setup, risk, names, objectives) };
};
