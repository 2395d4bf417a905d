import type { ModuleKey } from '@stratum/contracts';
import { moduleName } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { db } from '../../db';
import { AppError } from '../../kernel/errors';

/**
 * Whether the caller administers a module of their company: a company administrator administers
 * every module; anyone else needs the module's admin access, given on the role page.
 */
export const isModuleAdmin = async (ctx: Ctx, moduleKey: ModuleKey): Promise<boolean> => {
  if (ctx.companyRole === 'administrator') return true;
  if (!ctx.employeeId) return false;
  const stored = (
    await db()
      .entities.employeeModule.get({ companyId: tenantOf(ctx), employeeId: ctx.employeeId, moduleKey })
      .go()
  ).data;
  return stored?.adminAccess ?? false;
};

/** Refuses (403) a caller who does not administer the module. */
export const requireModuleAdmin = async (ctx: Ctx, moduleKey: ModuleKey): Promise<void> => {
  if (!(await isModuleAdmin(ctx, moduleKey)))
    throw new AppError(
      'FORBIDDEN',
      `Only a company administrator or a ${moduleName(moduleKey)} administrator can do this.`,
    );
};
