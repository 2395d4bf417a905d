import type { RouteDef, RouteInput, RouteOutput } from '@stratum/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../lib/api';
import {
  collectAllPages,
  currentCursor,
  firstPage,
  goToPage,
  hasNext,
  hasPrevious,
  recordNext,
  type CursorPages,
} from '../lib/cursor-pages';
import { routeQueryOptions } from '../lib/query';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** The rows of a paged answer: `list` (ARCHITECTURE §5) or the spec's named lists (`company_list`). */
export type RowsOf<O> = O extends { list: (infer T)[] }
  ? T
  : O extends { company_list: (infer T)[] }
    ? T
    : never;

const defaultRows = (data: unknown): unknown[] => {
  const d = data as { list?: unknown[]; company_list?: unknown[] };
  return d.list ?? d.company_list ?? [];
};

export type SortOrder = 'asc' | 'desc';
export interface TableSort {
  field: string;
  order: SortOrder;
}

/** What the table's query adds to the route's input; the rest (filters) comes from `params`. */
type PagingKeys = 'limit' | 'cursor' | 'search' | 'sortField' | 'sortOrder';

export interface ServerTableOptions<R extends RouteDef> {
  /** a paged list route: input takes limit and cursor; output has total and cursor */
  route: R;
  /** the route's other inputs (filters), e.g. `{ status: 'Active' }` */
  params?: Omit<RouteInput<R>, PagingKeys>;
  pageSize?: number;
  /** the route takes `search` (a debounced search box is shown) */
  searchable?: boolean;
  /** the sort the API applies when none is chosen (shown as the table's sort) */
  defaultSort?: TableSort;
}

export interface ServerTable<Row> {
  rows: Row[];
  total: number;
  /** first load, or a new page/sort/search on its way */
  loading: boolean;
  failed: boolean;
  /** why the last load failed (its toast has said so too) */
  error: Error | null;
  /** load the current page again */
  retry(): void;
  pageIndex: number;
  pageSize: number;
  setPageSize(size: number): void;
  goToPage(page: number): void;
  hasNext: boolean;
  hasPrevious: boolean;
  sort: TableSort | null;
  setSort(sort: TableSort | null): void;
  searchable: boolean;
  search: string;
  setSearch(text: string): void;
  /** the search the current rows answer (debounced) */
  appliedSearch: string;
  /**
   * every row the current query (search, sort, filters) returns, all pages: for exports;
   * `onProgress` hears the rows gathered so far after each page
   */
  fetchAll(onProgress?: (rows: number) => void): Promise<Row[]>;
  /** the latest page's whole answer, for what a route says beside its rows */
  answer: Readonly<Record<string, unknown>> | undefined;
}

/** The most a page may hold (contracts ZPageQuery); exports fetch pages this large. */
const EXPORT_PAGE_SIZE = 200;

/**
 * Server-side paging, sorting and search over a route of the table (cursor paging, with a stack
 * of the cursors reached so Previous works). Feed the result to <ListPage>.
 */
export const useServerTable = <R extends RouteDef, Row = RowsOf<RouteOutput<R>>>({
  route,
  params,
  pageSize: initialPageSize = 20,
  searchable = false,
  defaultSort,
}: ServerTableOptions<R>): ServerTable<Row> => {
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [sort, setSort] = useState<TableSort | null>(defaultSort ?? null);
  const [search, setSearch] = useState('');
  const appliedSearch = useDebouncedValue(search.trim(), 300);

  // A new query (filters, search, sort, page size) starts again from the first page.
  const queryId = JSON.stringify([params, appliedSearch, sort, pageSize]);
  const [paging, setPaging] = useState<{ id: string; pages: CursorPages }>({
    id: queryId,
    pages: firstPage(),
  });
  const pages = paging.id === queryId ? paging.pages : firstPage();

  const baseInput = useMemo(
    () => ({
      ...(params ?? {}),
      ...(searchable && appliedSearch ? { search: appliedSearch } : {}),
      ...(sort ? { sortField: sort.field, sortOrder: sort.order } : {}),
    }),
    // queryId holds params by value: a new params object with the same content is the same query
    [queryId],
  );
  const cursor = currentCursor(pages);
  const input = { ...baseInput, limit: pageSize, ...(cursor ? { cursor } : {}) } as RouteInput<R>;
  const query = useQuery({ ...routeQueryOptions(route, input), placeholderData: keepPreviousData });

  const answer = query.isPlaceholderData ? undefined : (query.data as { cursor?: string | null } | undefined);
  useEffect(() => {
    if (!answer) return;
    setPaging((p) => {
      const current = p.id === queryId ? p.pages : firstPage();
      const next = recordNext(current, current.index, answer.cursor ?? null);
      return next === current && p.id === queryId ? p : { id: queryId, pages: next };
    });
  }, [answer, queryId]);

  const data = query.data as (RouteOutput<R> & { total?: number }) | undefined;
  return {
    rows: (data ? defaultRows(data) : []) as Row[],
    answer: data as Readonly<Record<string, unknown>> | undefined,
    total: data?.total ?? 0,
    loading: query.isLoading || query.isPlaceholderData,
    failed: query.isError,
    error: query.error,
    retry: () => void query.refetch(),
    pageIndex: pages.index,
    pageSize,
    setPageSize,
    goToPage: (page) => setPaging({ id: queryId, pages: goToPage(pages, page) }),
    hasNext: hasNext(pages),
    hasPrevious: hasPrevious(pages),
    sort,
    setSort,
    searchable,
    search,
    setSearch,
    appliedSearch,
    fetchAll: (onProgress) =>
      collectAllPages(async (next) => {
        const out = await api.call(route, {
          ...baseInput,
          limit: EXPORT_PAGE_SIZE,
          ...(next ? { cursor: next } : {}),
        } as RouteInput<R>);
        return {
          rows: defaultRows(out) as Row[],
          cursor: (out as { cursor?: string | null }).cursor ?? null,
        };
      }, onProgress),
  };
};
