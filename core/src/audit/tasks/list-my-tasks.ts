import type { TAuditTask, TAuditTaskPendingRequest } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { pageOf, type Page } from '../../kernel/paging';
import type { AuditTaskItem } from '../entities/task';

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
 * performer, artefacts of theirs not approved. One Query on the caller's own tasks.
 */
export const listMyTasks = async (ctx: Ctx, input: TAuditTaskPendingRequest): Promise<Page<TAuditTask>> => {
  const companyId = tenantOf(ctx);
  const employeeId = ctx.employeeId ?? '';
  const byPerson = db().entities.auditTask.query.byPerson;
  const query = input.role
    ? byPerson({ companyId, employeeId, role: input.role })
    : byPerson({ companyId, employeeId });
  const page = await pageOf(query, { limit: input.limit, cursor: input.cursor, order: 'asc' });
  return { ...page, list: page.list.map(toTask) };
};
