import type { TAnnualPlan } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { findAnnualPlan } from './annual-plan-store';
import { toAnnualPlan } from './annual-plan-view';
import { planDescriptions } from './annual-plan-parts';

/** One annual plan of the caller's company (404 naming `id`). */
export const getAnnualPlan = async (ctx: Ctx, input: { id: string }): Promise<TAnnualPlan> => {
  const companyId = tenantOf(ctx);
  const item = await findAnnualPlan(companyId, input.id);
  const names = await planDescriptions(companyId, [item.strategicPlanId]);
  return toAnnualPlan(item, names.get(item.strategicPlanId) ?? '');
};
