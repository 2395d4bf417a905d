import type { TCorporateScorecardsReport } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { loadAnnualPlan } from '../annual-plan/annual-plan-store';
import { findPlan } from '../plan/plan-store';
import { corporateOf, scopeOf, scoredSet } from './corporate-scope';
import { head, toAnnualHead } from './report-head';

/**
 * spec §2 /app/reports/periodic-annual-corporate-scorecards: the annual corporate scorecards of
 * an annual plan (by name), each scored for the year, with its periodic scorecards of Q1..Q4
 * scored for their quarters (null where none was built).
 */
export const corporateScorecardsReport = async (
  ctx: Ctx,
  input: { annualPlanId: string },
): Promise<TCorporateScorecardsReport> => {
  const ap = await loadAnnualPlan(ctx, input.annualPlanId);
  const plan = await findPlan(ap.companyId, 'strategic', ap.strategicPlanId, 'annualPlanId');
  const scope = await scopeOf(ctx, plan);
  const sets = await corporateOf(scope, ap.annualPlanId);
  const scorecards = await Promise.all(sets.map((set) => scoredSet(scope, set)));
  return {
    kind: 'periodic-annual-corporate-scorecards',
    ...head(scope.companyName, ctx, plan, scope.scale),
    annualPlan: toAnnualHead(ap),
    scorecards,
  };
};
