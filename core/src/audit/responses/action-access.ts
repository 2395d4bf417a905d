import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { isAuditAdmin } from '../access';
import type { AuditActionItem } from '../entities/response';
import { hostOfAction } from './finding-host';
import { actionOf } from './response-store';

/**
 * An action of the caller's company (404 otherwise) and what the caller may do with it: its owner
 * records progress; the engagement's lead, reviewers and administrators (for a finding raised
 * outside an engagement, its recorder and administrators) validate; its team reads.
 */
export const openAction = async (ctx: Ctx, id: string) => {
  const action: AuditActionItem = await actionOf(ctx.companyId ?? '', id);
  const host = await hostOfAction(ctx, action);
  const owner = Boolean(ctx.employeeId) && ctx.employeeId === action.ownerId;
  if (!owner && !host.mayRead && !(await isAuditAdmin(ctx))) {
    throw new AppError('FORBIDDEN', "Only the action's owner and the audit's team can see this action.");
  }
  return { action, host, owner, validator: host.mayValidate };
};
