import type { TCompanyModule } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { tenantOf } from '../../kernel/ctx';
import { findCompany } from '../company/get-company';
import { companyModules } from './module-view';

/** The owner's view of one company's modules. */
export const listCompanyModules = async (
  _ctx: Ctx,
  input: { companyId: string },
): Promise<{ list: TCompanyModule[] }> => {
  await findCompany(input.companyId);
  return { list: await companyModules(input.companyId) };
};

/** The signed-in person's own company (spec §7 all-company-module-state). */
export const getCompanyModuleState = async (ctx: Ctx): Promise<{ list: TCompanyModule[] }> => ({
  list: await companyModules(tenantOf(ctx)),
});
