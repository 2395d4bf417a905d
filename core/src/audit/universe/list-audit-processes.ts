import type { TAuditProcess } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { loadProcesses, viewProcesses } from './process-store';

/** The audit universe, riskiest first; ranks are among the whole universe even when one unit is shown. */
export const listAuditProcesses = async (
  ctx: Ctx,
  input: { businessUnitId?: string | undefined },
): Promise<TAuditProcess[]> => {
  const companyId = tenantOf(ctx);
  const all = await viewProcesses(companyId, await loadProcesses(companyId));
  return input.businessUnitId ? all.filter((p) => p.businessUnit.id === input.businessUnitId) : all;
};
