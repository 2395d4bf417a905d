import type { Ctx } from '../kernel/ctx';
import { isModuleAdmin, requireModuleAdmin } from '../platform';

/** Refuses (403) a caller who does not administer Compliance Management. */
export const requireComplianceAdmin = (ctx: Ctx): Promise<void> => requireModuleAdmin(ctx, 'compliance');

export const isComplianceAdmin = (ctx: Ctx): Promise<boolean> => isModuleAdmin(ctx, 'compliance');
