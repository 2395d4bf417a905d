import type { TAuditProcess } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { businessUnit } from '../people';
import { loadProcesses, viewProcesses } from './process-store';

/**
 * The audit universe, riskiest first; ranks are among the whole universe even when one unit is
 * shown. A business unit not in the company answers 404.
 */
export const listAuditProcesses = async (
  ctx: Ctx,
  input: { businessUnitId?: string | undefined },
): Promise<TAuditProcess[]> => {
  const companyId = tenantOf(ctx);
  // A unit of another company (or none) is not found, rather than an empty universe.
  if (input.businessUnitId) await businessUnit(companyId, input.businessUnitId, 'businessUnitId');
  const all = await viewProcesses(companyId, await loadProcesses(companyId));
  return input.businessUnitId ? all.filter((p) => p.businessUnit.id === input.businessUnitId) : all;
};
