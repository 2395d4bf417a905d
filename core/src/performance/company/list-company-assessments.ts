import { isWindowOpen, type Band } from '@stratum/rules';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireModuleAdmin } from '../../platform';
import { findAnnualPlan, quartersOf, todayOf } from '../../planning';
import { ratingScaleOf } from '../../scorecard';
import { assessmentsOf } from './store';
import { contributionWeightOf, label, periodicScorecardsOf, toCompanyAssessment } from './assessment-parts';

/**
 * GET all: an annual plan's assessments (ONE Query of the company's partition), with each quarter's
 * count of periodic corporate scorecards (one gsi1 Query), whether its performance assessment
 * window is open, and the company's contribution weight. Performance Management administrators.
 */
export const listCompanyAssessments = async (ctx: Ctx, input: { annualPlanId: string }) => {
  const companyId = tenantOf(ctx);
  const plan = await findAnnualPlan(companyId, input.annualPlanId, 'annualPlanId');
  await requireModuleAdmin(ctx, 'performance');
  const [items, scorecards, quarters, scale, weight] = await Promise.all([
    assessmentsOf(companyId, plan.annualPlanId),
    periodicScorecardsOf(companyId, plan.annualPlanId),
    quartersOf(companyId, plan.annualPlanId),
    ratingScaleOf(companyId, plan.strategicPlanId),
    contributionWeightOf(companyId),
  ]);
  const today = todayOf(ctx.now);
  return {
    list: items.map((a) => toCompanyAssessment(a, scale.bands as Band[], weight)),
    quarters: quarters.map((q) => ({
      quarter: q.quarter,
      label: label(q.quarter),
      scorecardCount: scorecards.filter((s) => s.quarter === q.quarter).length,
      assessmentId: items.find((a) => a.quarter === q.quarter)?.assessmentId ?? null,
      windowOpen: isWindowOpen(q, 'pmAssessment', today),
    })),
    contributionWeight: weight,
  };
};
