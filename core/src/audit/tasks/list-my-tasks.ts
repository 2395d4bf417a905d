import type { TAuditTask, TAuditTaskPendingRequest } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { pageOf, type Page } from '../../kernel/paging';
import type { AuditTaskItem } from '../entities/task';
import { countMyTasks } from './count-my-tasks';

export const toTask = (t: AuditTaskItem): TAuditTask => ({
  kind: t.kind,
  role: t.role,
  engagementId: t.engagementId,
  engagementTitle: t.engagementTitle,
  artefactId: t.artefactId,
  artefactTitle: t.artefactTitle,
  status: t.status,
  since: t.since,
});

/**
 * What waits on the caller (my-task), oldest first: as a reviewer, artefacts sent to them; as a
 * performer, artefacts of theirs not approved. One Query of a page of the caller's own tasks,
 * with the total read from their running counts beside it.
 */
export const listMyTasks = async (ctx: Ctx, input: TAuditTaskPendingRequest): Promise<Page<TAuditTask>> => {
  const companyId = tenantOf(ctx);
  const employeeId = ctx.employeeId ?? '';
  const byPerson = db().entities.auditTask.query.byPerson;
  const query = input.role
    ? byPerson({ companyId, employeeId, role: input.role })
    : byPerson({ companyId, employeeId });
  const total = async () => {
    const counts = await countMyTasks(ctx);
    return input.role ? counts[input.role] : counts.total;
  };
  const page = await pageOf(query, { limit: input.limit, cursor: input.cursor, order: 'asc', total });
  return { ...page, list: page.list.map(toTask) };
};
