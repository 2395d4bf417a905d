import type { TEmployee } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { findEmployee } from './employee-store';
import { viewOf } from './employee-view';

/** One employee of the caller's company (another company's id: 404). */
export const getEmployee = async (ctx: Ctx, input: { id: string }): Promise<{ employee: TEmployee }> => {
  const companyId = tenantOf(ctx);
  return viewOf(companyId, await findEmployee(companyId, input.id));
};
