import type { TEmployeeProgressRequest, TProgressSheet } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { fullNameOf } from '../../organisation';
import { findAnnualPlan } from '../../planning';
import { scorecardsUnder } from '../../scorecard';
import { employeeListKey, partIn } from '../scorecard';
import { periodOf } from './progress-store';
import { sheetOf } from './sheet';

/**
 * One employee's month (`/app/my-inbox/monthly-progress/employee-progresses`): the KPIs of their
 * annual scorecards for the annual plan with the month's updates. The caller's own by default; an
 * employee's supervisor (or whoever acts for them today) and Performance Management administrators
 * may read anyone's they have a part in; anyone else 403.
 */
export const getEmployeeProgress = async (
  ctx: Ctx,
  input: TEmployeeProgressRequest,
): Promise<TProgressSheet> => {
  const companyId = tenantOf(ctx);
  const plan = await findAnnualPlan(companyId, input.annualPlanId, 'annualPlanId');
  const employeeId = input.employeeId ?? ctx.employeeId;
  if (!employeeId) throw new AppError('NOT_FOUND', 'employeeId: no such employee in your company');
  const { data: employee } = await db().entities.employee.get({ companyId, employeeId }).go();
  if (!employee) throw new AppError('NOT_FOUND', 'employeeId: no such employee in your company');
  const part = await partIn(ctx, employee);
  if (!part) {
    throw new AppError(
      'FORBIDDEN',
      'You can see the monthly progress of yourself and of the people who report to you.',
    );
  }
  const period = await periodOf(ctx, plan, input.month);
  const scorecards = (
    await scorecardsUnder(companyId, employeeListKey(plan.annualPlanId, employee.employeeId))
  ).filter((s) => s.kind === 'employee-annual' && s.state === 'ready');
  return {
    annualPlanId: plan.annualPlanId,
    period,
    canEdit: part === 'owner' && period.open,
    employee: { id: employee.employeeId, fullName: fullNameOf(employee) },
    ...(await sheetOf(companyId, scorecards, input.month)),
  };
};
