import type { TCompanyModule } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { findCompany } from '../company/company-store';
import { companyModules } from './module-view';

/** The owner's view of one company's modules. */
export const listCompanyModules = async (
  _ctx: Ctx,
  input: { companyId: string },
): Promise<{ list: TCompanyModule[] }> => {
  await findCompany(input.companyId);
  return { list: await companyModules(input.companyId) };
};
