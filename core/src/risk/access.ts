import type { Ctx } from '../kernel/ctx';
import { AppError } from '../kernel/errors';
import { isModuleAdmin, requireModuleAdmin } from '../platform';

/** Refuses (403) a caller who does not administer Risk Management. */
export const requireRiskAdmin = (ctx: Ctx): Promise<void> => requireModuleAdmin(ctx, 'risk');

/**
 * Lets through a Risk Management administrator or one of `owners` (the risk's owner; for progress
 * also the mitigation's owner): they look after their own risks and mitigations.
 */
export const requireRiskOwnerOrAdmin = async (
  ctx: Ctx,
  owners: ReadonlyArray<string | undefined>,
  who: string,
): Promise<void> => {
  if (ctx.employeeId && owners.includes(ctx.employeeId)) return;
  if (await isModuleAdmin(ctx, 'risk')) return;
  throw new AppError(
    'FORBIDDEN',
    `Only a company administrator, a Risk Management administrator or ${who} can do this.`,
  );
};
