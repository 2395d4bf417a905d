import { tenantOf, type Ctx } from '../../kernel/ctx';
import { countOf } from '../../kernel/paging';
import { awaitingQuery } from './inbox-parts';

/** How many records wait on the caller (the sidebar badge): a COUNT Query, no items read. */
export const requiredMyActionsCount = async (ctx: Ctx): Promise<{ count: number }> => {
  const me = ctx.employeeId;
  if (!me) return { count: 0 };
  return { count: await countOf(awaitingQuery(tenantOf(ctx), me)) };
};
