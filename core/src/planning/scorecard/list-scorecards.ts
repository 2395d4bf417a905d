import { PLAN_ID_FIELD, type PlanKind, type TScorecard } from '@stratum/contracts';
import { type Ctx } from '../../kernel/ctx';
import { loadPlan } from '../plan/plan-store';
import { toScorecard, listedScorecards } from '../../scorecard';

/** The scorecards of one plan of the caller's company (404 naming the plan field otherwise). */
export const listScorecards = async (
  ctx: Ctx,
  kind: PlanKind,
  input: Partial<Record<'strategicPlanId' | 'operationalPlanId', string>>,
): Promise<TScorecard[]> => {
  const plan = await loadPlan(ctx, kind, input[PLAN_ID_FIELD[kind]] ?? '');
  return (await listedScorecards(ctx, plan.planId, [kind])).map(toScorecard);
};
