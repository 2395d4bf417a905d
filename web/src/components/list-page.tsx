import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent, type DataTableValue } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';
import { RowExports } from './row-exports';
import { serverTableProps } from './server-table-props';
import { namedTable } from './table-name';
import type { ServerTable } from './use-server-table';

export interface ListColumn<Row> {
  /** the row field shown (and, when sortable, the API's sortField) */
  field: string;
  header: string;
  /** the API can sort by this field */
  sortable?: boolean;
  /** how the cell shows; default the field's text */
  body?: (row: Row) => ReactNode;
  /** the CSV text; default the field's value; false leaves the column out of the export */
  csv?: ((row: Row) => string | number | boolean | null | undefined) | false;
}

export interface RowAction<Row> {
  label: string;
  /** a primeicons class */
  icon: string;
  onClick: (row: Row) => void;
  severity?: 'secondary' | 'success' | 'info' | 'warning' | 'danger';
  /** hide the action for some rows */
  visible?: (row: Row) => boolean;
}

export interface ListTableProps<Row> {
  table: ServerTable<Row>;
  columns: readonly ListColumn<Row>[];
  /** names the table for assistive technology */
  label: string;
  /** the field that identifies a row */
  dataKey?: string;
  rowActions?: readonly RowAction<Row>[];
  /** names the exported files (CSV and Excel); without it there is no export */
  exportName?: string;
  /** what an empty list invites the person to do */
  emptyAction?: ReactNode;
  /** what an empty list says (default "Nothing to show yet") */
  emptyTitle?: string;
  /** filter controls beside the search box (the route's other inputs, passed as `params`) */
  filters?: ReactNode;
}

export interface ListPageProps<Row> extends Omit<ListTableProps<Row>, 'label'> {
  title: string;
  /** page-level buttons beside the title, e.g. "Add company" */
  actions?: ReactNode;
  /** a line under the title saying what the list is for */
  intro?: string;
}

const fieldValue = (row: unknown, field: string): unknown =>
  field.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | null)?.[key], row);

const cellText = (value: unknown): string | number | boolean | null | undefined =>
  typeof value === 'object' && value !== null
    ? JSON.stringify(value)
    : (value as string | number | boolean | null);

/**
 * A list screen: title and actions, then the ListTable (a search box, filters, CSV export of
 * everything the query returns, and a DataTable paged, sorted and searched by the server).
 */
export const ListPage = <Row extends DataTableValue>({
  title,
  actions,
  intro,
  ...table
}: ListPageProps<Row>) => (
  <section className="list-page">
    <PageHeader title={title} actions={actions}>
      {intro ? <p className="page-subtitle">{intro}</p> : null}
    </PageHeader>
    <ListTable<Row> label={title} {...table} />
  </section>
);

/** The list without the page frame, for a list inside a page (a tab, a panel). */
export const ListTable = <Row extends DataTableValue>({
  table,
  columns,
  label,
  dataKey = 'id',
  rowActions = [],
  exportName,
  emptyAction,
  emptyTitle,
  filters,
}: ListTableProps<Row>) => {
  const { t } = useTranslation();
  const searchId = useId();
  // The export's columns: each column's CSV text, or its field's value.
  const exported = columns
    .filter((c) => c.csv !== false)
    .map((c) => ({
      header: c.header,
      value: typeof c.csv === 'function' ? c.csv : (row: Row) => cellText(fieldValue(row, c.field)),
    }));

  const onSort = (e: DataTableStateEvent) =>
    table.setSort(
      e.sortField && e.sortOrder ? { field: e.sortField, order: e.sortOrder === 1 ? 'asc' : 'desc' } : null,
    );

  const empty = (
    <EmptyState
      title={
        table.appliedSearch
          ? t('table.emptyForSearch', { search: table.appliedSearch })
          : (emptyTitle ?? t('table.empty'))
      }
      {...(emptyAction ? { action: emptyAction } : {})}
    />
  );

  return (
    <div className="card">
      <div className="list-toolbar">
        <div className="list-filters">
          {table.searchable ? (
            <div className="list-search">
              <label htmlFor={searchId} className="sr-only">
                {t('table.search')}
              </label>
              <i className="pi pi-search" aria-hidden="true" />
              <InputText
                id={searchId}
                type="search"
                value={table.search}
                placeholder={t('table.searchPlaceholder')}
                onChange={(e) => table.setSearch(e.target.value)}
              />
            </div>
          ) : null}
          {filters}
        </div>
        {exportName ? (
          // every row the list's query returns (its search, sort and filters), all pages
          <RowExports<Row>
            name={exportName}
            columns={exported}
            rows={(onProgress) => table.fetchAll(onProgress)}
            disabled={table.total === 0}
          />
        ) : null}
      </div>
      <DataTable
        value={table.rows}
        dataKey={dataKey}
        {...serverTableProps(table, t, empty)}
        sortField={table.sort?.field}
        sortOrder={table.sort ? (table.sort.order === 'asc' ? 1 : -1) : 0}
        onSort={onSort}
        removableSort
        pt={namedTable(label)}
        stripedRows
      >
        {columns.map((c) => (
          <Column
            key={c.field}
            field={c.field}
            header={c.header}
            sortable={c.sortable ?? false}
            {...(c.body ? { body: (row: Row) => c.body?.(row) } : {})}
          />
        ))}
        {rowActions.length > 0 ? (
          <Column
            header={t('table.actions')}
            className="row-actions-column"
            body={(row: Row) => (
              <div className="row-actions">
                {rowActions
                  .filter((a) => a.visible?.(row) ?? true)
                  .map((a) => (
                    <Button
                      key={a.label}
                      type="button"
                      icon={a.icon}
                      rounded
                      text
                      severity={a.severity ?? 'secondary'}
                      aria-label={a.label}
                      tooltip={a.label}
                      tooltipOptions={{ position: 'top' }}
                      onClick={() => a.onClick(row)}
                    />
                  ))}
              </div>
            )}
          />
        ) : null}
      </DataTable>
    </div>
  );
};
