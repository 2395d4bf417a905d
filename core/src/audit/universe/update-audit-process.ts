import type { TAuditProcess, TUpdateAuditProcessRequest } from '@stratum/contracts';
import { auditRiskScore } from '@stratum/rules';
import { changes } from '../../kernel/audit';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireAuditAdmin } from '../access';
import { checkProcessRefs, findProcess, riskRankOf, viewProcess } from './process-store';

/**
 * Changes a process. Plans already built keep the score it had when planned (a plan is a decision
 * taken on what was known then); a new plan ranks by the new score. The rank key is written again
 * from the new name and score (and with the unit, so the unit's ranked index follows a move).
 */
export const updateAuditProcess = async (
  ctx: Ctx,
  input: TUpdateAuditProcessRequest,
): Promise<TAuditProcess> => {
  const companyId = tenantOf(ctx);
  const before = await findProcess(companyId, input.id);
  const risks = await checkProcessRefs(ctx, companyId, input);
  await requireAuditAdmin(ctx);
  const set = {
    name: input.name,
    description: input.description ?? '',
    businessUnitId: input.businessUnitId,
    ownerId: input.ownerId ?? '',
    likelihood: input.likelihood,
    impact: input.impact,
    riskScore: auditRiskScore(input.likelihood, input.impact),
    risks,
    lastAuditedDate: input.lastAuditedDate ?? '',
  };
  const diff = changes(before as unknown as Record<string, unknown>, set);
  const riskRank = riskRankOf({ processId: before.processId, name: set.name, riskScore: set.riskScore });
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-process',
      entityId: before.processId,
      action: 'update',
      summary: `Auditable process “${before.name}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
      ...diff,
    },
    ({ auditProcess }) => [
      auditProcess
        .patch({ companyId, processId: before.processId })
        .set({ ...set, riskRank, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
    ],
  );
  return viewProcess(companyId, before.processId);
};
