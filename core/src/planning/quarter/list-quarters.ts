import { type TQuarter } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { findAnnualPlan } from '../annual-plan/annual-plan-store';
import { quartersOf } from './quarter-store';
import { todayOf, toQuarter } from './quarter-view';

/** The four quarters of an annual plan of the caller's company (404 naming `annualPlanId`). */
export const listQuarters = async (ctx: Ctx, input: { annualPlanId: string }): Promise<TQuarter[]> => {
  const companyId = tenantOf(ctx);
  const [, quarters] = await Promise.all([
    findAnnualPlan(companyId, input.annualPlanId, 'annualPlanId'),
    quartersOf(companyId, input.annualPlanId),
  ]);
  const today = todayOf(ctx.now);
  return quarters.map((q) => toQuarter(q, today));
};
