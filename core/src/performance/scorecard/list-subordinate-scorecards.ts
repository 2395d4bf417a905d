import { type TEmployeeScorecard } from '@stratum/contracts';
import { type Ctx } from '../../kernel/ctx';
import { loadAnnualPlan } from '../../planning';
import { directReports, scorecardsOfEmployee } from './employee-scorecard-parts';

/** The scorecards of the caller's direct reports for an annual plan, by employee name. */
export const listSubordinateScorecards = async (
  ctx: Ctx,
  input: { annualPlanId: string; type?: 'annual' | 'periodic' | undefined },
): Promise<TEmployeeScorecard[]> => {
  const annual = await loadAnnualPlan(ctx, input.annualPlanId);
  const reports = await directReports(ctx);
  const lists = await Promise.all(
    reports.map((e) => scorecardsOfEmployee(annual.companyId, annual.annualPlanId, e, input.type)),
  );
  return lists.flat();
};
