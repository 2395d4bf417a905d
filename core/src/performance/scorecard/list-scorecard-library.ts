import { type TEmployeeScorecard } from '@stratum/contracts';
import { type Ctx } from '../../kernel/ctx';
import { scorecardsUnder } from '../../scorecard';
import { loadAnnualPlan } from '../../planning';
import { byRank, libraryListKey, toEmployeeScorecard } from './employee-scorecard-parts';

/** The library templates of an annual plan's strategic plan, by name (every employee may read them). */
export const listScorecardLibrary = async (
  ctx: Ctx,
  input: { annualPlanId: string },
): Promise<TEmployeeScorecard[]> => {
  const annual = await loadAnnualPlan(ctx, input.annualPlanId);
  const all = await scorecardsUnder(annual.companyId, libraryListKey(annual.strategicPlanId));
  return all
    .filter((s) => s.kind === 'library' && s.state === 'ready')
    .sort(byRank)
    .map((s) => toEmployeeScorecard(s, null));
};
