import type { TAdminFigures } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { cycleCounts, quarterRecords } from '../../performance';
import { enabledModules, isModuleAdmin } from '../../platform';
import {
  annualPlansOf,
  listCorporateScorecards,
  listPlans,
  quarterDatesBetween,
  todayOf,
} from '../../planning';

type PerformanceFigures = NonNullable<TAdminFigures['performance']>;
type PlanningFigures = NonNullable<TAdminFigures['planning']>;

/**
 * The running quarter (the earliest-starting annual plan's that covers today, as the team panel
 * chooses it) and its records counted as its review cycle counts them.
 */
const performanceFigures = async (
  ctx: Ctx,
  companyId: string,
  today: string,
): Promise<PerformanceFigures> => {
  const current = (await quarterDatesBetween(companyId, today, today))
    .filter((q) => q.startDate <= today && q.endDate >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.planName.localeCompare(b.planName))[0];
  if (!current)
    return { period: null, total: 0, agreed: 0, assessed: 0, agreedPercent: 0, assessedPercent: 0 };
  const { reviewComplete: _, ...counts } = cycleCounts(
    await quarterRecords(companyId, current.annualPlanId, current.quarter),
  );
  return {
    period: { annualPlanId: current.annualPlanId, planName: current.planName, quarter: current.quarter },
    ...counts,
  };
};

/** Active strategic plans holding today, their annual plans holding today, and those's corporate scorecards. */
const planningFigures = async (ctx: Ctx, companyId: string, today: string): Promise<PlanningFigures> => {
  const running = (await listPlans(ctx, 'strategic', { status: 'Active' })).filter(
    (p) => p.startDate <= today && p.endDate >= today,
  );
  const years = (await Promise.all(running.map((p) => annualPlansOf(companyId, p.id))))
    .flat()
    .filter((a) => a.startDate <= today && a.endDate >= today);
  // One gsi1 Query per running year (the annual plan's own count also holds employee scorecards).
  const corporate = await Promise.all(
    years.map((a) => listCorporateScorecards(ctx, { annualPlanId: a.annualPlanId })),
  );
  return {
    strategicPlansRunning: running.length,
    annualPlansRunning: years.length,
    corporateScorecards: corporate.reduce((sum, list) => sum + list.length, 0),
  };
};

/**
 * The dashboard figures of the Performance and Planning administrators (docs/dashboard.md
 * "Administrators' figures"): each part only for an administrator of a module the company has on
 * (null otherwise, reading nothing of it). Every figure is recounted from the records at each read.
 */
export const adminFigures = async (ctx: Ctx): Promise<TAdminFigures> => {
  const companyId = tenantOf(ctx);
  const today = todayOf(ctx.now);
  const on = await enabledModules(companyId);
  const [performanceAdmin, planningAdmin] = await Promise.all([
    on.has('performance') ? isModuleAdmin(ctx, 'performance') : false,
    on.has('planning') ? isModuleAdmin(ctx, 'planning') : false,
  ]);
  const [performance, planning] = await Promise.all([
    performanceAdmin ? performanceFigures(ctx, companyId, today) : null,
    planningAdmin ? planningFigures(ctx, companyId, today) : null,
  ]);
  return { performance, planning };
};
