import { tenantOf, type Ctx } from '../../kernel/ctx';
import { employeeModules } from '../../platform';
import { findEmployee } from '../employee/employee-store';

export const listEmployeeModules = async (ctx: Ctx, input: { employeeId: string }) => {
  await findEmployee(tenantOf(ctx), input.employeeId);
  return { list: await employeeModules(tenantOf(ctx), input.employeeId) };
};
