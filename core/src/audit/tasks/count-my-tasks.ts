import type { TAuditTaskCounts } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';

/**
 * How many tasks wait on the caller, per role: one Query of their running counts, which the
 * transactions that write and remove their tasks move.
 */
export const countMyTasks = async (ctx: Ctx): Promise<TAuditTaskCounts> => {
  const companyId = tenantOf(ctx);
  const employeeId = ctx.employeeId ?? '';
  const counts = employeeId
    ? (await db().entities.auditTaskCount.query.byPerson({ companyId, employeeId }).go()).data
    : [];
  const of = (role: string) => Math.max(0, counts.find((c) => c.role === role)?.n ?? 0);
  const reviewer = of('reviewer');
  const performer = of('performer');
  const owner = of('owner');
  return { total: reviewer + performer + owner, reviewer, performer, owner };
};
