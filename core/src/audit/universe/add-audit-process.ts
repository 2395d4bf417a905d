import type { TAddAuditProcessRequest, TAuditProcess } from '@stratum/contracts';
import { auditRiskScore } from '@stratum/rules';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { newId } from '../../kernel/ids';
import { requireAuditAdmin } from '../access';
import { checkProcessRefs, riskRankOf, viewProcess } from './process-store';

export const addAuditProcess = async (ctx: Ctx, input: TAddAuditProcessRequest): Promise<TAuditProcess> => {
  const companyId = tenantOf(ctx);
  const risks = await checkProcessRefs(ctx, companyId, input);
  await requireAuditAdmin(ctx);
  const processId = newId();
  const now = ctx.now.toISOString();
  const riskScore = auditRiskScore(input.likelihood, input.impact);
  const item = {
    companyId,
    processId,
    name: input.name,
    description: input.description ?? '',
    businessUnitId: input.businessUnitId,
    ownerId: input.ownerId ?? '',
    likelihood: input.likelihood,
    impact: input.impact,
    riskScore,
    riskRank: riskRankOf({ processId, name: input.name, riskScore }),
    risks,
    lastAuditedDate: input.lastAuditedDate ?? '',
    plannedCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  const {
    companyId: _c,
    processId: _p,
    riskRank: _r,
    version: _v,
    createdAt: _ca,
    updatedAt: _u,
    ...after
  } = item;
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'audit-process',
      entityId: processId,
      action: 'add',
      summary: `Auditable process “${item.name}” added (risk score ${item.riskScore})`,
      after,
    },
    ({ auditProcess }) => [auditProcess.create(item).commit()],
  );
  return viewProcess(companyId, processId);
};
