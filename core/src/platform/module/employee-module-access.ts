import { moduleName, type ModuleKey, type TEmployeeModule } from '@stratum/contracts';
import { db } from '../../db';
import { auditEntry } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { commit } from '../../kernel/transact';
import { employeeModules, enabledModules, findEmployee } from './module-view';

type Right = 'adminAccess' | 'controlEffectiveness';

/** Sets one right of an employee in one module of the caller's company, audited. */
const setRight = async (
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
  await commit(
    db().transaction.write(({ employeeModule, auditTrail }) => [
      employeeModule.put({ ...key, ...next, createdAt: before?.createdAt ?? now, updatedAt: now }).commit(),
      auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: 'employeeModule',
            entityId: input.employeeId,
            action: `update-${input.right}`,
            summary: `${employee.firstName} ${employee.lastName}: ${input.right} in ${moduleName(input.moduleKey)} ${input.value ? 'given' : 'taken away'}`,
            before: { [input.right]: before?.[input.right] ?? false },
            after: { [input.right]: input.value },
          }),
        )
        .commit(),
    ]),
  );
  return {
    employeeId: input.employeeId,
    moduleKey: input.moduleKey,
    name: moduleName(input.moduleKey),
    ...next,
  };
};

export const listEmployeeModules = async (ctx: Ctx, input: { employeeId: string }) => {
  await findEmployee(tenantOf(ctx), input.employeeId);
  return { list: await employeeModules(tenantOf(ctx), input.employeeId) };
};

export const updateAdminAccess = async (
  ctx: Ctx,
  input: { employeeId: string; moduleKey: ModuleKey; adminAccess: boolean },
) => ({
  m_e: await setRight(ctx, { ...input, right: 'adminAccess', value: input.adminAccess }),
});

/** Control effectiveness is a right within risk management (spec §3). */
export const updateControlEffectiveness = async (
  ctx: Ctx,
  input: { employeeId: string; controlEffectiveness: boolean },
) => ({
  item: await setRight(ctx, {
    employeeId: input.employeeId,
    moduleKey: 'risk',
    right: 'controlEffectiveness',
    value: input.controlEffectiveness,
  }),
});

/** The signed-in employee's own rights in one module. */
export const getMyModuleAccess = async (ctx: Ctx, input: { moduleKey: ModuleKey }) => {
  const companyId = tenantOf(ctx);
  if (!ctx.employeeId) throw new AppError('FORBIDDEN', 'You are not an employee of this company.');
  const stored = (
    await db()
      .entities.employeeModule.get({ companyId, employeeId: ctx.employeeId, moduleKey: input.moduleKey })
      .go()
  ).data;
  return {
    item: {
      employeeId: ctx.employeeId,
      moduleKey: input.moduleKey,
      name: moduleName(input.moduleKey),
      // A company administrator administers every module of their company.
      adminAccess: ctx.companyRole === 'administrator' || (stored?.adminAccess ?? false),
      controlEffectiveness: stored?.controlEffectiveness ?? false,
    },
  };
};
