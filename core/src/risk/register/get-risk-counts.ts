import type { RiskRegister, TRiskCounts } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { registerCounts, sumOf } from '../counts';
import { setupOf } from '../setup/setup-store';
import { byLevel, type Status } from './register-reads';

/** The register by status, category and level (inherent and residual), of one status or both. */
export const getRiskCounts = async (
  ctx: Ctx,
  register: RiskRegister,
  input: { status?: Status | undefined },
): Promise<TRiskCounts> => {
  const companyId = tenantOf(ctx);
  const [setup, all] = await Promise.all([
    setupOf(ctx, { provision: true }),
    registerCounts(companyId, register),
  ]);
  const rows = all.filter((r) => !input.status || r.status === input.status);
  const categories = setup.categories
    .map((c) => ({
      categoryId: c.categoryId,
      name: c.name,
      count: sumOf(rows, (r) => r.kind === 'category' && r.categoryId === c.categoryId),
    }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const levels = byLevel(setup, rows);
  return {
    total: sumOf(rows, (r) => r.kind === 'total'),
    byStatus: {
      Open: sumOf(all, (r) => r.kind === 'total' && r.status === 'Open'),
      Closed: sumOf(all, (r) => r.kind === 'total' && r.status === 'Closed'),
    },
    byCategory: categories,
    byLevel: levels.list,
    unrated: levels.unrated,
  };
};
