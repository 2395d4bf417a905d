import { type TEmployeeScorecard } from '@stratum/contracts';
import { type Ctx } from '../../kernel/ctx';
import { loadAnnualPlan } from '../../planning';
import { findEmployee, requireMaker } from './access';
import { scorecardsOfEmployee } from './employee-scorecard-parts';

/** An employee's scorecards of an annual plan (default: the caller's own); someone else's for their supervisor or an administrator. */
export const listEmployeeScorecards = async (
  ctx: Ctx,
  input: { annualPlanId: string; employeeId?: string | undefined; type?: 'annual' | 'periodic' | undefined },
): Promise<TEmployeeScorecard[]> => {
  const annual = await loadAnnualPlan(ctx, input.annualPlanId);
  const employeeId = input.employeeId ?? ctx.employeeId ?? '';
  const employee = await findEmployee(ctx, employeeId);
  await requireMaker(ctx, employee);
  return scorecardsOfEmployee(annual.companyId, annual.annualPlanId, employee, input.type);
};
