import { moduleName, type ModuleKey, type TEmployeeModule } from '@stratum/contracts';
import { db } from '../../db';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { enabledModules } from '../../platform';
import { findEmployee } from '../employee/employee-store';

type Right = 'adminAccess' | 'controlEffectiveness';

/** Sets one right of an employee in one module of the caller's company, audited. */
export const setRight = async (
  ctx: Ctx,
  input: { employeeId: string; moduleKey: ModuleKey; right: Right; value: boolean },
): Promise<TEmployeeModule> => {
  const companyId = tenantOf(ctx);
  const [employee, enabled] = await Promise.all([
    findEmployee(companyId, input.employeeId),
    enabledModules(companyId),
  ]);
  if (!enabled.has(input.moduleKey)) {
    throw new AppError(
      'UNPROCESSABLE',
      `moduleKey: ${moduleName(input.moduleKey)} is not enabled for your company`,
    );
  }
  const key = { companyId, employeeId: input.employeeId, moduleKey: input.moduleKey };
  const before = (await db().entities.employeeModule.get(key).go()).data;
  const now = ctx.now.toISOString();
  const next = {
    adminAccess: before?.adminAccess ?? false,
    controlEffectiveness: before?.controlEffectiveness ?? false,
    [input.right]: input.value,
  };
  await writeChange(
    ctx,
    {
      companyId,
      entityType: 'employeeModule',
      entityId: input.employeeId,
      action: `update-${input.right}`,
      summary: `${employee.firstName} ${employee.lastName}: ${input.right} in ${moduleName(input.moduleKey)} ${input.value ? 'given' : 'taken away'}`,
      before: { [input.right]: before?.[input.right] ?? false },
      after: { [input.right]: input.value },
    },
    ({ employeeModule }) => [
      employeeModule.put({ ...key, ...next, createdAt: before?.createdAt ?? now, updatedAt: now }).commit(),
    ],
  );
  return {
    employeeId: input.employeeId,
    moduleKey: input.moduleKey,
    name: moduleName(input.moduleKey),
    ...next,
  };
};
