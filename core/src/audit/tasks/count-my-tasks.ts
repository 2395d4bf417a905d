import type { TAuditTaskCounts } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { countOf } from '../../kernel/paging';

/** How many tasks wait on the caller, per role: two COUNT queries on their own tasks. */
export const countMyTasks = async (ctx: Ctx): Promise<TAuditTaskCounts> => {
  const companyId = tenantOf(ctx);
  const employeeId = ctx.employeeId ?? '';
  const byPerson = db().entities.auditTask.query.byPerson;
  const [reviewer, performer] = await Promise.all([
    countOf(byPerson({ companyId, employeeId, role: 'reviewer' })),
    countOf(byPerson({ companyId, employeeId, role: 'performer' })),
  ]);
  return { total: reviewer + performer, reviewer, performer };
};
