import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { employeeOf, fullNameOf } from '../../organisation';
import { loadAnnualPlan } from '../../planning';
import { isModuleAdmin } from '../../platform';

/**
 * Who reaches an employee's competency review: Surveys administrators and the employee's
 * supervisor answer and read; the employee reads their own. A plan or employee of another company
 * is 404; anyone else 403.
 */
export const employeeReviewAccess = async (
  ctx: Ctx,
  input: { annualPlanId: string; employeeId: string },
  need: 'read' | 'answer',
) => {
  const companyId = tenantOf(ctx);
  await loadAnnualPlan(ctx, input.annualPlanId);
  const employee = await employeeOf(companyId, input.employeeId, 'employeeId');
  const admin = await isModuleAdmin(ctx, 'surveys');
  const supervisor = !!ctx.employeeId && employee.supervisorId === ctx.employeeId;
  const self = !!ctx.employeeId && employee.employeeId === ctx.employeeId;
  const canAnswer = admin || supervisor;
  if (need === 'answer' ? !canAnswer : !(canAnswer || self))
    throw new AppError(
      'FORBIDDEN',
      need === 'answer'
        ? 'Only the employee’s supervisor or a Surveys administrator answers their competency review.'
        : 'Only the employee, their supervisor or a Surveys administrator sees this competency review.',
    );
  return { companyId, employee: { employeeId: employee.employeeId, name: fullNameOf(employee) }, canAnswer };
};
