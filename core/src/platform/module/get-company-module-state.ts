import type { TCompanyModule } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { tenantOf } from '../../kernel/ctx';
import { companyModules } from './module-view';

/** The signed-in person's own company (spec §7 all-company-module-state). */
export const getCompanyModuleState = async (ctx: Ctx): Promise<{ list: TCompanyModule[] }> => ({
  list: await companyModules(tenantOf(ctx)),
});
