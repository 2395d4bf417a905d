import { Button } from 'primereact/button';
import type { DataTableStateEvent } from 'primereact/datatable';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { EmptyState } from './empty-state';
import type { ServerTable } from './use-server-table';

/**
 * The DataTable props that page a `useServerTable` (cursor pages, page size, the "page 2 of 9"
 * report) and what the table shows when it has no rows: nothing while loading, the failure with
 * "Try again", or `empty`. ListTable uses it; so does any table built by hand (selectable rows).
 */
export const serverTableProps = <Row,>(table: ServerTable<Row>, t: TFunction<'shell'>, empty: ReactNode) => ({
  lazy: true,
  loading: table.loading,
  paginator: true,
  first: table.pageIndex * table.pageSize,
  rows: table.pageSize,
  totalRecords: table.total,
  rowsPerPageOptions: [10, 20, 50, 100],
  paginatorTemplate: 'PrevPageLink CurrentPageReport NextPageLink RowsPerPageDropdown',
  currentPageReportTemplate: t('table.pageReport', {
    page: '{currentPage}',
    pages: '{totalPages}',
    total: '{totalRecords}',
  }),
  onPage: (e: DataTableStateEvent) => {
    if (e.rows !== table.pageSize) table.setPageSize(e.rows);
    else table.goToPage(e.page ?? 0);
  },
  emptyMessage: table.loading ? null : table.failed ? (
    <EmptyState
      icon="pi pi-exclamation-circle"
      title={t('table.failed')}
      {...(table.error ? { text: table.error.message } : {})}
      action={
        <Button type="button" icon="pi pi-refresh" label={t('common.retry')} outlined onClick={table.retry} />
      }
    />
  ) : (
    empty
  ),
});
