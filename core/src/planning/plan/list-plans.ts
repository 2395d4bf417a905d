import type { PlanKind, TPlan } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { toPlan } from './plan-view';

/**
 * Every plan of a kind in the company (one gsi1 query; a company has a handful), the latest
 * start first.
 */
export const listPlans = async (
  ctx: Ctx,
  kind: PlanKind,
  input: { status?: 'Active' | 'Inactive' | undefined },
): Promise<TPlan[]> => {
  const companyId = tenantOf(ctx);
  const { data } = await db().entities.plan.query.byKind({ companyId, kind }).go({ pages: 'all' });
  return data
    .filter((p) => !input.status || p.status === input.status)
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.planId.localeCompare(a.planId))
    .map(toPlan);
};
