import type { TCompany } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { pageOf } from '../../kernel/paging';
import { nameKey, toCompany } from '../company-view';

export const listCompanies = async (
  _ctx: Ctx,
  input: {
    limit: number;
    cursor?: string | undefined;
    search?: string | undefined;
    status?: 'Active' | 'Inactive' | undefined;
  },
): Promise<{ company_list: TCompany[]; total: number; cursor: string | null }> => {
  const search = input.search ? nameKey(input.search) : undefined;
  const query = db()
    .entities.company.query.all({})
    .where((attr, op) =>
      [search ? op.contains(attr.nameKey, search) : '', input.status ? op.eq(attr.status, input.status) : '']
        .filter(Boolean)
        .join(' AND '),
    );
  const page = await pageOf(query, { limit: input.limit, cursor: input.cursor, order: 'desc' });
  return {
    company_list: await Promise.all(page.list.map(toCompany)),
    total: page.total,
    cursor: page.cursor,
  };
};
