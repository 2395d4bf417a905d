import type { StagingSource, TStagedEmployee } from '@stratum/contracts';
import { db } from '../../../db';
import { tenantOf, type Ctx } from '../../../kernel/ctx';
import { AppError } from '../../../kernel/errors';
import { countOf, type Page } from '../../../kernel/paging';
import { toStaged } from './staged-store';

/**
 * A page of staged rows of one source, newest upload first and in file order within an upload (the
 * key order of stagedIds), with the columns of the page's rows in the order first seen.
 */
export const listStaged = async (
  ctx: Ctx,
  source: StagingSource,
  input: { limit: number; cursor?: string | undefined; status?: 'Pending' | 'Added' | undefined },
): Promise<Page<TStagedEmployee> & { columns: string[] }> => {
  const companyId = tenantOf(ctx);
  const query = db()
    .entities.stagedEmployee.query.bySource({ companyId, source })
    .where((a, op) => (input.status ? op.eq(a.status, input.status) : ''));
  try {
    const [page, total] = await Promise.all([
      // Unfiltered, DynamoDB reads just the page (Limit); a status filter reads on until the page is full.
      query.go({
        cursor: input.cursor ?? null,
        count: input.limit,
        ...(input.status ? {} : { limit: input.limit }),
        order: 'asc',
      }),
      countOf(query),
    ]);
    const columns = [...new Set(page.data.flatMap((r) => r.columns))];
    return { list: page.data.map(toStaged), total, cursor: page.cursor ?? null, columns };
  } catch (e) {
    if (input.cursor && /cursor|starting key|ExclusiveStartKey/i.test(String((e as Error).message ?? ''))) {
      throw new AppError('BAD_REQUEST', 'cursor: this page cursor is not valid for this list');
    }
    throw e;
  }
};
