import type { RiskRegister, TRiskDetail } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { requireRiskAdmin } from '../access';
import { countedOf, countItems, countMoves, type Counted } from '../counts';
import { loadSetup } from '../setup/setup-store';
import { checkVersion, controlsOf, findRisk, mitigationsOf, registerNoun } from './risk-store';
import { riskDetail } from './risk-view';
import { audited, parentMoves } from './identification';

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
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'risk',
      entityId: before.riskId,
      action: 'delete',
      summary: `Risk “${before.title}” deleted from the ${registerNoun(register)} with ${controls.length} control(s) and ${mitigations.length} mitigation(s)`,
      before: audited(before),
    },
    (tx) => [
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
      controls.map((c) =>
        tx.riskControl.delete({ companyId, riskId: c.riskId, controlId: c.controlId }).commit(),
      ),
      mitigations.map((m) =>
        tx.riskMitigation
          .delete({ companyId, riskId: m.riskId, mitigationId: m.mitigationId })
          .where((a, op) => op.eq(a.progressCount, 0))
          .commit(),
      ),
      mitigations
        .filter((m) => m.status !== 'Complete')
        .map((m) =>
          tx.riskDue
            .delete({ companyId, register, dueDate: m.dueDate, mitigationId: m.mitigationId })
            .commit(),
        ),
      countItems(tx, companyId, register, countMoves(counted, null)),
      parentMoves(tx, companyId, before, null),
    ],
  );
  return view;
};
