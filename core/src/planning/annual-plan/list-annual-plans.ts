import type { TAnnualPlan } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { findPlan } from '../plan/plan-store';
import { annualPlansOf } from './annual-plan-store';
import { toAnnualPlan } from './annual-plan-view';
import { planDescriptions } from './annual-plan-parts';

const byStartDesc = (a: TAnnualPlan, b: TAnnualPlan) =>
  b.startDate.localeCompare(a.startDate) || b.id.localeCompare(a.id);

/**
 * The company's annual plans (one query on the company partition), or one strategic plan's (404
 * naming `strategicPlanId` when it is not the company's), the latest first.
 */
export const listAnnualPlans = async (
  ctx: Ctx,
  input: { strategicPlanId?: string | undefined },
): Promise<TAnnualPlan[]> => {
  const companyId = tenantOf(ctx);
  if (input.strategicPlanId) {
    const [plan, items] = await Promise.all([
      findPlan(companyId, 'strategic', input.strategicPlanId, 'strategicPlanId'),
      annualPlansOf(companyId, input.strategicPlanId),
    ]);
    return items.map((a) => toAnnualPlan(a, plan.description)).sort(byStartDesc);
  }
  const { data } = await db().entities.annualPlan.query.byId({ companyId }).go({ pages: 'all' });
  const names = await planDescriptions(
    companyId,
    data.map((a) => a.strategicPlanId),
  );
  return data.map((a) => toAnnualPlan(a, names.get(a.strategicPlanId) ?? '')).sort(byStartDesc);
};
