import { CORE_MODULES, type ModuleKey } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';

/** One module across every company, for the owner's switchboard (spec §2 enable-companies). */
export const listModuleCompanies = async (_ctx: Ctx, input: { moduleKey: ModuleKey }) => {
  const { company, companyModule } = db().entities;
  const [companies, states] = await Promise.all([
    company.query.byName({}).go({ pages: 'all' }),
    companyModule.query.byModule({ moduleKey: input.moduleKey }).go({ pages: 'all' }),
  ]);
  const enabled = new Map(states.data.map((m) => [m.companyId, m.enabled]));
  const core = CORE_MODULES.includes(input.moduleKey);
  return {
    list: companies.data.map((c) => ({
      companyId: c.companyId,
      companyName: c.companyName,
      status: c.status,
      enabled: core || (enabled.get(c.companyId) ?? false),
    })),
  };
};
