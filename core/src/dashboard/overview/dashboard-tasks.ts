import type { TDashboardTask, TDashboardTaskModule, TDashboardTasks } from '@stratum/contracts';
import { countMyTasks } from '../../audit';
import { getRequiredActionsCount } from '../../compliance';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requiredMyActionsCount } from '../../performance';
import { enabledModules } from '../../platform';

/** Where each module lists what waits on a person. */
const LINKS: Record<TDashboardTaskModule, string> = {
  performance: '/app/my-inbox/main',
  audit: '/app/audit-management/my-task',
  compliance: '/app/compliance-management/required-actions',
};

/**
 * What waits on the caller in each module their company has on (docs/dashboard.md): Performance
 * Management's records at their step, Audit Management's tasks in every role, Compliance
 * Management's required actions. Each count is that module's own (the badge its screen shows), read
 * at once; a module that is off reads nothing, and a module with nothing waiting is left out.
 */
export const dashboardTasks = async (ctx: Ctx): Promise<TDashboardTasks> => {
  const on = await enabledModules(tenantOf(ctx));
  const counts: Record<TDashboardTaskModule, () => Promise<number>> = {
    performance: async () => (await requiredMyActionsCount(ctx)).count,
    audit: async () => (await countMyTasks(ctx)).total,
    compliance: async () => (await getRequiredActionsCount(ctx)).count,
  };
  const modules = (Object.keys(counts) as TDashboardTaskModule[]).filter((m) => on.has(m));
  const found = await Promise.all(modules.map((m) => counts[m]()));
  const list: TDashboardTask[] = modules
    .map((module, i) => ({ module, count: found[i] ?? 0, link: LINKS[module] }))
    .filter((t) => t.count > 0);
  return { list, total: list.reduce((sum, t) => sum + t.count, 0) };
};
