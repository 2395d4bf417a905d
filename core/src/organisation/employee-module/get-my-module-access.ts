import { moduleName, type ModuleKey } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';

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
