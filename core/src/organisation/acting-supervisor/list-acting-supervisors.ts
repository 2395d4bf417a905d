import type { TActingSupervisor } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { pageOf, type Page } from '../../kernel/paging';
import type { ActingSupervisorItem } from '../entities/acting-supervisor';
import { findArrangement, isAdministrator, namesOf, toActing } from './acting-store';
import { dayOf } from './rules';

interface Input {
  limit: number;
  cursor?: string | undefined;
  includeEnded: boolean;
}

/**
 * Acting arrangements not yet over (or all, with `includeEnded`). An administrator pages the
 * company's; anyone else sees the ones they are in: their own as supervisor, and those they act in
 * (a handful, read whole and paged here by position).
 */
export const listActingSupervisors = async (ctx: Ctx, input: Input): Promise<Page<TActingSupervisor>> => {
  const companyId = tenantOf(ctx);
  const today = dayOf(ctx.now);
  const show = async (items: ActingSupervisorItem[]) => {
    const names = await namesOf(companyId, items);
    return items.map((a) => toActing(a, names, today));
  };

  if (isAdministrator(ctx)) {
    const all = db().entities.actingSupervisor.query.bySupervisor({ companyId });
    const query = input.includeEnded ? all : all.where((attr, op) => op.gte(attr.to, today));
    const page = await pageOf(query, { limit: input.limit, cursor: input.cursor, order: 'asc' });
    return { ...page, list: await show(page.list) };
  }

  const me = ctx.employeeId;
  if (!me) return { list: [], total: 0, cursor: null };
  const [own, actingFor] = await Promise.all([
    findArrangement(companyId, me),
    db().entities.actingSupervisor.query.byActing({ companyId, actingSupervisorId: me }).go({ pages: 'all' }),
  ]);
  const mine = [...(own ? [own] : []), ...actingFor.data]
    .filter((a) => input.includeEnded || a.to >= today)
    .sort((a, b) => a.from.localeCompare(b.from) || a.supervisorId.localeCompare(b.supervisorId));
  const offset = input.cursor === undefined ? 0 : Number(input.cursor);
  if (!Number.isInteger(offset) || offset < 0 || offset > mine.length) {
    throw new AppError('BAD_REQUEST', 'cursor: this page cursor is not valid for this list');
  }
  const end = offset + input.limit;
  return {
    list: await show(mine.slice(offset, end)),
    total: mine.length,
    cursor: end < mine.length ? String(end) : null,
  };
};
