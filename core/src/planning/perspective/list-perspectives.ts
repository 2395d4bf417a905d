import type { TPerspective } from '@stratum/contracts';
import { type Ctx } from '../../kernel/ctx';
import { perspectivesOf } from '../../scorecard';
import { loadPlanByRef } from '../plan/plan-store';
import { toPerspective } from './perspective-view';
import { byNameThenId } from '../../kernel/text';
import type { PlanRefInput } from './perspective-parts';

const byName = byNameThenId<TPerspective>;

/** The perspectives of one plan of the caller's company (404 naming the plan field otherwise). */
export const listPerspectives = async (ctx: Ctx, input: PlanRefInput): Promise<TPerspective[]> => {
  const plan = await loadPlanByRef(ctx, input);
  return (await perspectivesOf(plan.companyId, plan.planId)).map(toPerspective).sort(byName);
};
