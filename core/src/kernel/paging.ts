import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './clients';
import { AppError } from './errors';

export interface Page<T> {
  list: T[];
  total: number;
  cursor: string | null;
}

interface PagedQuery<T> {
  go(options: {
    cursor?: string | null;
    limit?: number;
    count?: number;
    order?: 'asc' | 'desc';
    attributes?: never[];
  }): Promise<{
    data: T[];
    cursor: string | null;
  }>;
  params(options?: object): object;
}

/** Items DynamoDB reads per request when a filter may drop most of them. */
const FILTERED_READ = 500;

/** How many items a query matches, counted by DynamoDB (Select COUNT), following every page. */
export const countOf = (query: { params(options?: object): object }): Promise<number> =>
  countParams(query.params() as QueryCommandInput);

/** Counts what a query's already built parameters match (pageOf builds them once for both uses). */
const countParams = async (input: QueryCommandInput): Promise<number> => {
  const { Limit: _limit, ExclusiveStartKey: _start, ProjectionExpression: _projection, ...rest } = input;
  let total = 0;
  let startKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const out = await documentClient().send(
      new QueryCommand({ ...rest, Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    total += out.Count ?? 0;
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return total;
};

/**
 * One page of a query with the total beside it, both asked of DynamoDB at once. A filter applies
 * after DynamoDB has read `Limit` items, so a filtered query reads on until `limit` items match
 * (ElectroDB's `count`): a page is never short while more matches follow. `total` replaces the
 * COUNT query where the caller keeps a running count. A cursor that was tampered with, or belongs
 * to another list, is a bad request rather than an error.
 */
export const pageOf = async <T>(
  query: PagedQuery<T>,
  options: {
    limit: number;
    cursor?: string | undefined;
    order?: 'asc' | 'desc';
    total?: () => Promise<number>;
    /**
     * only these attributes are read (a ProjectionExpression): a list that shows a few fields of
     * large items reads and unmarshals only those; the page's items then carry only them
     */
    attributes?: readonly string[];
  },
): Promise<Page<T>> => {
  // Built once: they tell whether a filter applies and, without a running total, are what is counted.
  const input = query.params() as QueryCommandInput;
  const filtered = Boolean(input.FilterExpression);
  try {
    const [page, total] = await Promise.all([
      query.go({
        cursor: options.cursor ?? null,
        count: options.limit,
        limit: filtered ? Math.max(options.limit, FILTERED_READ) : options.limit,
        order: options.order ?? 'desc',
        ...(options.attributes ? { attributes: [...options.attributes] as never[] } : {}),
      }),
      options.total ? options.total() : countParams(input),
    ]);
    return { list: page.data, total, cursor: page.cursor ?? null };
  } catch (e) {
    const text = String((e as Error).message ?? '');
    if (options.cursor && /cursor|starting key|ExclusiveStartKey/i.test(text)) {
      throw new AppError('BAD_REQUEST', 'cursor: this page cursor is not valid for this list');
    }
    throw e;
  }
};
