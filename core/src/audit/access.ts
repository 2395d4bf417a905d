import type { TAuditTeamRole } from '@stratum/contracts';
import { db } from '../db';
import { tenantOf, type Ctx } from '../kernel/ctx';
import { isModuleAdmin, requireModuleAdmin } from '../platform';

/**
 * Who may do what in Audit Management. Audit administrators (company administrators and people
 * with the module's admin access) keep the settings, the universe and the plan; the audit team
 * (settings → audit team) are the people who may lead, perform or review an engagement.
 */

/** Refuses (403) a caller who does not administer Audit Management. */
export const requireAuditAdmin = (ctx: Ctx): Promise<void> => requireModuleAdmin(ctx, 'audit');

export const isAuditAdmin = (ctx: Ctx): Promise<boolean> => isModuleAdmin(ctx, 'audit');

/** The roles an employee of the caller's company has on the audit team: none when not a member. */
export const auditTeamRoles = async (ctx: Ctx, employeeId: string): Promise<TAuditTeamRole[]> => {
  const { data } = await db()
    .entities.auditSetting.query.byKind({ companyId: tenantOf(ctx), kind: 'team-member' })
    .where((a, op) => op.eq(a.employeeId, employeeId))
    .go({ pages: 'all' });
  return [...new Set(data.flatMap((m) => (m.roles ?? []) as TAuditTeamRole[]))];
};
