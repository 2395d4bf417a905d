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

/** What a task row shows: the keys and the caller's own ids are not read. */
const TASK_ROW = [
  'kind',
  'role',
  'engagementId',
  'engagementTitle',
  'artefactId',
  'artefactTitle',
  'status',
  'since',
] as const satisfies readonly (keyof AuditTaskItem)[];

/**
 * What waits on the caller (my-task), oldest first: as a reviewer, artefacts sent to them; as a
 * performer, artefacts of theirs not approved. One Query of a page of the caller's own tasks
 * (only the attributes a row shows), with the total read from their running counts beside it:
 * one item read for one role, the Query of the caller's counts for all.
 */
export const listMyTasks = async (ctx: Ctx, input: TAuditTaskPendingRequest): Promise<Page<TAuditTask>> => {
  const companyId = tenantOf(ctx);
  const employeeId = ctx.employeeId ?? '';
  const byPerson = db().entities.auditTask.query.byPerson;
  const query = input.role
    ? byPerson({ companyId, employeeId, role: input.role })
    : byPerson({ companyId, employeeId });
  const role = input.role;
  const total = async () => {
    if (!role) return (await countMyTasks(ctx)).total;
    if (!employeeId) return 0;
    const { data } = await db()
      .entities.auditTaskCount.get({ companyId, employeeId, role })
      .go({ attributes: ['n'] });
    return Math.max(0, data?.n ?? 0);
  };
  const page = await pageOf(query, {
    limit: input.limit,
    cursor: input.cursor,
    order: 'asc',
    total,
    attributes: TASK_ROW,
  });
  return { ...page, list: page.list.map(toTask) };
};
