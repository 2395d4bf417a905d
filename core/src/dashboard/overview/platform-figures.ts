import { CORE_MODULES, MODULES, type TPlatformFigures } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';

/**
 * The platform owner's dashboard (docs/dashboard.md): how many companies there are and are active,
 * how many companies have each module on (a core module counts every company), and how many active
 * people all companies have. One Query of the companies, one of each optional module's switches,
 * and one batch read of the companies' running employee counts — never a Scan of people.
 */
export const platformFigures = async (_ctx: Ctx): Promise<TPlatformFigures> => {
  const { company, companyModule, orgStats } = db().entities;
  const optional = MODULES.filter((m) => !CORE_MODULES.includes(m.key));
  const [companies, switches] = await Promise.all([
    company.query.byName({}).go({ pages: 'all', attributes: ['companyId', 'status'] }),
    Promise.all(optional.map((m) => companyModule.query.byModule({ moduleKey: m.key }).go({ pages: 'all' }))),
  ]);
  const ids = companies.data.map((c) => c.companyId);
  const stats = ids.length
    ? (await orgStats.get(ids.map((companyId) => ({ companyId }))).go({ attributes: ['activeEmployees'] }))
        .data
    : [];
  const known = new Set(ids);
  const enabledIn = new Map(
    optional.map((m, i) => [
      m.key,
      new Set(
        (switches[i]?.data ?? []).filter((s) => s.enabled && known.has(s.companyId)).map((s) => s.companyId),
      ).size,
    ]),
  );
  return {
    companies: { total: ids.length, active: companies.data.filter((c) => c.status === 'Active').length },
    modules: MODULES.map((m) => ({
      moduleKey: m.key,
      companies: CORE_MODULES.includes(m.key) ? ids.length : (enabledIn.get(m.key) ?? 0),
    })),
    activePeople: stats.reduce((sum, s) => sum + (s.activeEmployees ?? 0), 0),
  };
};
