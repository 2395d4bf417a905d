import { useMemo, useState } from 'react';
import type { ServerTable, TableSort } from '../../../components/use-server-table';

export interface ClientTableOptions<Row> {
  /** every row (undefined while loading) */
  rows: readonly Row[] | undefined;
  loading: boolean;
  error: Error | null;
  retry: () => void;
  /** the text a search looks in (lower-cased by the table) */
  searchText: (row: Row) => string;
  /** a sortable column's value */
  sortValue: (row: Row, field: string) => string | number;
  defaultSort?: TableSort;
  pageSize?: number;
}

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });

/** The rows a search keeps (any case, anywhere in `searchText`), in the chosen order. */
export const searchAndSort = <Row>(
  rows: readonly Row[],
  search: string,
  sort: TableSort | null,
  searchText: (row: Row) => string,
  sortValue: (row: Row, field: string) => string | number,
): Row[] => {
  const needle = search.trim().toLowerCase();
  const kept = rows.filter((r) => needle === '' || searchText(r).toLowerCase().includes(needle));
  if (!sort) return kept;
  const sign = sort.order === 'asc' ? 1 : -1;
  return kept.sort((a, b) => sign * compare(sortValue(a, sort.field), sortValue(b, sort.field)));
};

/**
 * The ListTable's contract (ServerTable) over rows already in the browser: for lists the API
 * answers whole (a hierarchy level's `all`, tens to hundreds of units). Search, sort and paging
 * happen here; the CSV export takes every row the search keeps.
 */
export const useClientTable = <Row>({
  rows,
  loading,
  error,
  retry,
  searchText,
  sortValue,
  defaultSort,
  pageSize: initialPageSize = 20,
}: ClientTableOptions<Row>): ServerTable<Row> => {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort | null>(defaultSort ?? null);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const applied = search.trim();
  const matching = useMemo(
    () => searchAndSort(rows ?? [], applied, sort, searchText, sortValue),
    [rows, applied, sort, searchText, sortValue],
  );

  // A new search, sort or page size starts again from the first page.
  const queryId = JSON.stringify([applied, sort, pageSize]);
  const [paging, setPaging] = useState({ id: queryId, page: 0 });
  const pages = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = paging.id === queryId ? Math.min(paging.page, pages - 1) : 0;

  return {
    rows: matching.slice(page * pageSize, (page + 1) * pageSize),
    total: matching.length,
    loading,
    failed: error !== null,
    error,
    retry,
    pageIndex: page,
    pageSize,
    setPageSize,
    goToPage: (next) => setPaging({ id: queryId, page: next }),
    hasNext: page < pages - 1,
    hasPrevious: page > 0,
    sort,
    setSort,
    searchable: true,
    search,
    setSearch,
    appliedSearch: applied,
    fetchAll: () => Promise.resolve(matching),
    answer: undefined,
  };
};
