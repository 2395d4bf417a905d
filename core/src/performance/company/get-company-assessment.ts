import { colourOfScore, isWindowOpen } from '@stratum/rules';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireModuleAdmin } from '../../platform';
import { findAnnualPlan, findQuarter, todayOf } from '../../planning';
import { loadAssessment } from './store';
import { contributionWeightOf, scoreQuarter, toCompanyAssessment } from './assessment-parts';

/** GET get: one assessment with the quarter's scorecards scored now (read-only) and the score they give now. */
export const getCompanyAssessment = async (ctx: Ctx, input: { id: string }) => {
  const companyId = tenantOf(ctx);
  const a = await loadAssessment(ctx, input.id);
  await requireModuleAdmin(ctx, 'performance');
  const plan = await findAnnualPlan(companyId, a.annualPlanId, 'id');
  const [scored, weight, quarter] = await Promise.all([
    scoreQuarter(companyId, plan, a.quarter, false),
    contributionWeightOf(companyId),
    findQuarter(companyId, a.annualPlanId, a.quarter),
  ]);
  return {
    assessment: toCompanyAssessment(a, scored.bands, weight),
    scorecards: scored.scorecards,
    currentScore: scored.score,
    currentColorValue: scored.score === null ? null : colourOfScore(scored.score, scored.bands),
    windowOpen: isWindowOpen(quarter, 'pmAssessment', todayOf(ctx.now)),
  };
};
