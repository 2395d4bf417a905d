import type { RiskRegister, TAddProgressRequest, TRiskMitigation, TRiskProgress } from '@stratum/contracts';
import { mitigationStatus } from '@stratum/rules';
import { writeChange } from '../../kernel/change';
import type { Ctx } from '../../kernel/ctx';
import { newId } from '../../kernel/ids';
import type { RiskProgressItem } from '../entities/risk-progress';
import { checkVersion } from './risk-store';
import { toProgress } from './risk-view';
import { dueKey, fresh, mayRecord, openMitigation } from './mitigations';

/**
 * Records progress on a mitigation: its percent and status (Complete at 100) change with a new
 * history item, conditional on the mitigation's version; the risk's count of complete
 * mitigations follows in the same transaction.
 */
export const addRiskProgress = async (
  ctx: Ctx,
  register: RiskRegister,
  input: TAddProgressRequest,
): Promise<{ item: TRiskProgress; mitigation: TRiskMitigation }> => {
  const { risk, mitigation } = await openMitigation(ctx, register, input);
  await mayRecord(ctx, risk, mitigation);
  checkVersion(mitigation, input.version, 'mitigation');
  const companyId = risk.companyId;
  const status = mitigationStatus(input.percent);
  const completeDelta = (status === 'Complete' ? 1 : 0) - (mitigation.status === 'Complete' ? 1 : 0);
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    mitigationId: mitigation.mitigationId,
    progressId: newId(),
    riskId: risk.riskId,
    percent: input.percent,
    status,
    ...(input.note ? { note: input.note } : {}),
    ...(ctx.employeeId ? { byEmployeeId: ctx.employeeId } : {}),
    byName: ctx.actorName,
    createdAt: now,
  } satisfies RiskProgressItem;
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'risk-mitigation',
      entityId: mitigation.mitigationId,
      action: 'progress',
      summary: `Risk “${risk.title}”: mitigation at ${input.percent}% (${status})`,
      before: { percent: mitigation.percent, status: mitigation.status },
      after: { percent: input.percent, status },
    },
    ({ riskProgress, riskMitigation, risk: riskEntity, riskDue }) => [
      riskProgress.create(item).commit(), // Complete takes it off the due-date index; back under 100 puts it back.
      completeDelta > 0
        ? [riskDue.delete(dueKey(risk, mitigation)).commit()]
        : completeDelta < 0
          ? [riskDue.put({ ...dueKey(risk, mitigation), riskId: risk.riskId }).commit()]
          : [],
      riskMitigation
        .patch({ companyId, riskId: risk.riskId, mitigationId: mitigation.mitigationId })
        .set({ percent: input.percent, status, updatedAt: now })
        .add({ version: 1, progressCount: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      completeDelta !== 0 && [
        riskEntity
          .patch({ companyId, riskId: risk.riskId })
          .add({ mitigationsComplete: completeDelta })
          .commit(),
      ],
    ],
  );
  return { item: toProgress(item), mitigation: await fresh(ctx, risk, mitigation.mitigationId) };
};
