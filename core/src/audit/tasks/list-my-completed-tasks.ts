import type { TAuditSignOff } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { pageOf, type Page } from '../../kernel/paging';
import { toSignOff } from '../sign-offs/list-sign-offs';

/** The decisions the caller signed off (my-task completed), newest first. */
export const listMyCompletedTasks = async (
  ctx: Ctx,
  input: { limit: number; cursor?: string | undefined },
): Promise<Page<TAuditSignOff>> => {
  const companyId = tenantOf(ctx);
  const query = db().entities.auditSignOff.query.byPerson({ companyId, byEmployeeId: ctx.employeeId ?? '' });
  const page = await pageOf(query, { limit: input.limit, cursor: input.cursor, order: 'desc' });
  return { ...page, list: page.list.map(toSignOff) };
};
