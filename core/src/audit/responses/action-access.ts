import type { Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { isAuditAdmin } from '../access';
import { findEngagement, rolesIn } from '../engagement/engagement-store';
import type { AuditActionItem } from '../entities/response';
import { actionOf } from './response-store';

/**
 * An action of the caller's company (404 otherwise) and what the caller may do with it: its owner
 * records progress; the engagement's lead, reviewers and administrators validate; its team reads.
 */
export const openAction = async (ctx: Ctx, id: string) => {
  const action: AuditActionItem = await actionOf(ctx.companyId ?? '', id);
  const engagement = await findEngagement(action.companyId, action.engagementId);
  const roles = await rolesIn(ctx, engagement);
  const owner = Boolean(ctx.employeeId) && ctx.employeeId === action.ownerId;
  const validator = roles.some((r) => r === 'lead' || r === 'reviewer' || r === 'admin');
  if (!owner && roles.length === 0 && !(await isAuditAdmin(ctx))) {
    throw new AppError('FORBIDDEN', "Only the action's owner and the audit's team can see this action.");
  }
  return { action, engagement, owner, validator };
};
