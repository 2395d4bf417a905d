import type { TAnnualPlansReport } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { annualPlansOf } from '../annual-plan/annual-plan-store';
import type { AnnualPlanItem } from '../entities/annual-plan';
import { loadPlan } from '../plan/plan-store';
import { corporateOf, scopeOf, scoredSet } from './corporate-scope';
import { head, toAnnualHead } from './report-head';

const byStart = (a: AnnualPlanItem, b: AnnualPlanItem) =>
  a.startDate.localeCompare(b.startDate) || a.annualPlanId.localeCompare(b.annualPlanId);

/**
 * spec §2 /app/reports/annual-plans: each annual plan of a strategic plan (oldest first) with its
 * annual corporate scorecards scored for the year, and each one's total per quarter — the
 * quarter's periodic scorecard's total where one was built, else the annual scorecard scored for
 * the quarter.
 */
export const annualPlansReport = async (
  ctx: Ctx,
  input: { strategicPlanId: string },
): Promise<TAnnualPlansReport> => {
  const plan = await loadPlan(ctx, 'strategic', input.strategicPlanId);
  const [scope, annualPlans] = await Promise.all([
    scopeOf(ctx, plan),
    annualPlansOf(tenantOf(ctx), plan.planId),
  ]);
  const entries = await Promise.all(
    [...annualPlans].sort(byStart).map(async (ap) => {
      const sets = await corporateOf(scope, ap.annualPlanId);
      const scorecards = await Promise.all(
        sets.map(async (set) => {
          const { annual, periodic } = await scoredSet(scope, set);
          return {
            scorecard: annual,
            quarters: annual.quarters.map((q, i) => {
              const p = periodic[i];
              return p
                ? {
                    quarter: q.quarter,
                    label: q.label,
                    total: p.totals.total,
                    colorValue: p.totals.colorValue,
                    source: 'periodic' as const,
                    periodicScorecardId: p.id,
                  }
                : {
                    quarter: q.quarter,
                    label: q.label,
                    total: q.total,
                    colorValue: q.colorValue,
                    source: 'annual' as const,
                    periodicScorecardId: null,
                  };
            }),
          };
        }),
      );
      return { ...toAnnualHead(ap), scorecards };
    }),
  );
  return {
    kind: 'annual-plans',
    ...head(scope.companyName, ctx, plan, scope.scale),
    annualPlans: entries,
  };
};
