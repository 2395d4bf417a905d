import type { TAwaitingStep, TDashboardTeam } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { subordinateRecords } from '../../performance';
import { enabledModules } from '../../platform';
import { quarterDatesBetween, todayOf } from '../../planning';

/** The steps at which a record waits on the supervisor (or whoever acts for them). */
const SUPERVISOR_STEPS: ReadonlySet<TAwaitingStep> = new Set(['agreement-review', 'assessment-supervisor']);

const NO_TEAM: TDashboardTeam = { period: null, list: [], total: 0, awaitingMe: 0 };

/**
 * A supervisor's team on the dashboard (docs/dashboard.md): the records of the quarter today falls
 * in of the people who report to the caller — and, while the caller acts for a supervisor, to that
 * supervisor — with their agreement and assessment states, and how many of them wait on the
 * caller. The quarter is the earliest-starting annual plan's that covers today. Without Performance
 * Management, or with no quarter covering today, the team is empty.
 */
export const dashboardTeam = async (ctx: Ctx): Promise<TDashboardTeam> => {
  const companyId = tenantOf(ctx);
  if (!ctx.employeeId) return NO_TEAM;
  const today = todayOf(ctx.now);
  const [on, quarters] = await Promise.all([
    enabledModules(companyId),
    quarterDatesBetween(companyId, today, today),
  ]);
  if (!on.has('performance')) return NO_TEAM;
  const current = quarters
    .filter((q) => q.startDate <= today && q.endDate >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.planName.localeCompare(b.planName))[0];
  if (!current) return NO_TEAM;
  const { list, total } = await subordinateRecords(ctx, {
    annualPlanId: current.annualPlanId,
    quarter: current.quarter,
  });
  return {
    period: {
      annualPlanId: current.annualPlanId,
      planName: current.planName,
      quarter: current.quarter,
      startDate: current.startDate,
      endDate: current.endDate,
    },
    list,
    total,
    awaitingMe: list.filter((r) => r.awaitingStep !== null && SUPERVISOR_STEPS.has(r.awaitingStep)).length,
  };
};
