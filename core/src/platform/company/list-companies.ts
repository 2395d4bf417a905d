import type { TCompany, ZListCompaniesRequestSchema } from '@stratum/contracts';
import type { z } from 'zod';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { pageOf } from '../../kernel/paging';
import { nameKey, toCompany } from '../company-view';

export const listCompanies = async (
  _ctx: Ctx,
  input: z.output<typeof ZListCompaniesRequestSchema>,
): Promise<{ company_list: TCompany[]; total: number; cursor: string | null }> => {
  const search = input.search ? nameKey(input.search) : undefined;
  const { company } = db().entities;
  // Both orders are key orders: ULIDs sort by creation, the name index by name.
  const base = input.sortField === 'companyName' ? company.query.byName({}) : company.query.all({});
  const query = base.where((attr, op) =>
    [search ? op.contains(attr.nameKey, search) : '', input.status ? op.eq(attr.status, input.status) : '']
      .filter(Boolean)
      .join(' AND '),
  );
  const page = await pageOf(query, { limit: input.limit, cursor: input.cursor, order: input.sortOrder });
  return {
    company_list: await Promise.all(page.list.map(toCompany)),
    total: page.total,
    cursor: page.cursor,
  };
};
