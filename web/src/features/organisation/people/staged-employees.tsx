import type { StagingSource, TStagedEmployee } from '@stratum/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useConfirm } from '../../../components/confirm-dialog';
import { DateText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { FilterSelect } from '../../../components/filter-select';
import { FileField, Form, useZodForm } from '../../../components/form';
import { PageHeader } from '../../../components/page-header';
import { serverTableProps } from '../../../components/server-table-props';
import { namedTable } from '../../../components/table-name';
import { useServerTable } from '../../../components/use-server-table';
import { notify } from '../../../lib/notify';
import { routeKey } from '../../../lib/query';
import { stagingRoutes, useDeleteStaged, useUploadStaged } from './api';
import { PEOPLE_PATHS } from './paths';
import { SPREADSHEET_MAX_BYTES, SPREADSHEET_TYPES } from './spreadsheet';
import { columnsOf, type AddStagedState } from './staged';
import './people.css';

const ZStagedStatus = z.enum(['Pending', 'Added']);
const ZUploadForm = z.object({ document: z.instanceof(File).nullable() });

/**
 * spec §2 sage-employees / cow-employees: upload an export of the HR system, then choose which of
 * its rows become employees (add-…-employee maps the columns) or discard them.
 */
export const StagedEmployeesPage = ({ source }: { source: StagingSource }) => {
  const { t } = useTranslation('people');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const status = ZStagedStatus.safeParse(query.get('status')).data;
  const system = t(`staging.systems.${source}`);
  const table = useServerTable({
    route: stagingRoutes(source).list,
    params: status ? { status } : {},
  });
  const [selected, setSelected] = useState<TStagedEmployee[]>([]);
  const remove = useDeleteStaged(source);
  const [confirm, confirmDialog] = useConfirm();
  const queryClient = useQueryClient();
  const listRoute = stagingRoutes(source).list;
  const rows = table.rows as TStagedEmployee[];
  // The page's columns in file order, as the list answered them (rows hold their cells by name).
  const columns = useMemo(() => {
    for (const [, data] of queryClient.getQueriesData<{ list: TStagedEmployee[]; columns: string[] }>({
      queryKey: routeKey(listRoute),
    }))
      if (data?.list === rows) return data.columns;
    return columnsOf(rows);
  }, [queryClient, listRoute, rows]);
  const chosenIds = new Set(selected.map((r) => r.id));
  const waiting = rows.filter((r) => r.status === 'Pending');
  const pageAllChosen = waiting.length > 0 && waiting.every((r) => chosenIds.has(r.id));
  const chooseRow = (id: string, on: boolean) => {
    const row = rows.find((r) => r.id === id);
    setSelected((now) => [...now.filter((r) => r.id !== id), ...(on && row ? [row] : [])]);
  };
  const choosePage = (on: boolean) =>
    setSelected((now) => [...now.filter((r) => !waiting.some((w) => w.id === r.id)), ...(on ? waiting : [])]);
  /** A row as a person tells it: its first few cells. */
  const rowName = (r: TStagedEmployee) =>
    columns
      .map((c) => r.fields[c])
      .filter(Boolean)
      .slice(0, 4)
      .join(' ');
  // The table's cells re-render when their row does: the choice goes into the row.
  const shown = rows.map((r) => ({ ...r, chosen: chosenIds.has(r.id) }));
  const title = ts(source === 'sage' ? 'nav.sageEmployees' : 'nav.cowEmployees');

  const addSelected = () => {
    const state: AddStagedState = {
      rows: selected,
      columns: [...new Set([...columns, ...columnsOf(selected)])],
    };
    void navigate(PEOPLE_PATHS.addStaged(source), { state });
  };

  const deleteSelected = async () => {
    const count = selected.length;
    if (
      !(await confirm({
        title: t('staging.deleteTitle', { count }),
        message: t('staging.deleteText', { count, system }),
        confirmLabel: t('staging.delete', { count }),
      }))
    )
      return;
    // A failure is toasted by the mutation itself (title and server message); the choice stays.
    remove.mutate(
      { input: { ids: selected.map((r) => r.id) } },
      {
        onSuccess: () => {
          setSelected([]);
          notify({ severity: 'success', summary: t('staging.deleted', { count }) });
        },
      },
    );
  };

  return (
    <section className="list-page staged-employees">
      {confirmDialog}
      <PageHeader title={title}>
        <p className="page-subtitle">{t('staging.intro', { system })}</p>
      </PageHeader>
      <UploadCard source={source} system={system} />
      <div className="card">
        <div className="list-toolbar">
          <div className="list-filters">
            <FilterSelect
              label={t('staging.status')}
              value={status}
              options={ZStagedStatus.options.map((value) => ({ value, label: t(`staging.states.${value}`) }))}
              allLabel={t('staging.allStates')}
              onChange={(next) => {
                setSelected([]);
                setQuery(
                  (q) => {
                    if (next) q.set('status', next);
                    else q.delete('status');
                    return q;
                  },
                  { replace: true },
                );
              }}
            />
          </div>
          <div className="page-header-actions">
            <span className="muted" aria-live="polite">
              {t('staging.selected', { count: selected.length })}
            </span>
            <Button
              type="button"
              icon="pi pi-user-plus"
              label={t('staging.addSelected')}
              disabled={selected.length === 0}
              onClick={addSelected}
            />
            <Button
              type="button"
              icon="pi pi-trash"
              label={t('staging.deleteSelected')}
              severity="danger"
              outlined
              disabled={selected.length === 0 || remove.isPending}
              loading={remove.isPending}
              onClick={() => void deleteSelected()}
            />
          </div>
        </div>
        <DataTable
          value={shown}
          dataKey="id"
          {...serverTableProps(
            table,
            ts,
            <EmptyState title={status ? t('staging.emptyFiltered') : t('staging.empty', { system })} />,
          )}
          pt={namedTable(t('staging.rows', { system }))}
          stripedRows
          scrollable
        >
          <Column
            header={
              <input
                type="checkbox"
                className="people-checkbox"
                aria-label={t('staging.chooseAll')}
                checked={pageAllChosen}
                disabled={waiting.length === 0}
                onChange={(e) => choosePage(e.target.checked)}
              />
            }
            body={(r: TStagedEmployee & { chosen: boolean }) =>
              r.status === 'Pending' ? (
                <input
                  type="checkbox"
                  className="people-checkbox"
                  aria-label={t('staging.chooseRow', { row: rowName(r) })}
                  checked={r.chosen}
                  onChange={(e) => chooseRow(r.id, e.target.checked)}
                />
              ) : null
            }
          />
          <Column
            header={t('staging.status')}
            body={(r: TStagedEmployee) => (
              <Tag
                value={t(`staging.states.${r.status}`)}
                severity={r.status === 'Added' ? 'success' : 'info'}
              />
            )}
          />
          {columns.map((c) => (
            <Column key={c} header={c} body={(r: TStagedEmployee) => r.fields[c] ?? ''} />
          ))}
          <Column header={t('staging.fileColumn')} field="fileName" />
          <Column
            header={t('staging.uploadedAt')}
            body={(r: TStagedEmployee) => <DateText value={r.uploadedAt} format="dateTime" />}
          />
        </DataTable>
      </div>
    </section>
  );
};

const UploadCard = ({ source, system }: { source: StagingSource; system: string }) => {
  const { t } = useTranslation('people');
  const upload = useUploadStaged(source);
  const form = useZodForm(ZUploadForm, { document: null });
  return (
    <div className="card">
      <Form
        form={form}
        label={t('staging.uploadTitle', { system })}
        submitLabel={t('staging.upload')}
        pending={upload.isPending}
        error={upload.error}
        onSubmit={async ({ document }) => {
          if (!document) {
            form.setError('document', { type: 'required', message: t('import.chooseFirst') });
            return;
          }
          const { staged } = await upload.mutateAsync({ input: {}, file: document });
          form.reset({ document: null });
          notify({ severity: 'success', summary: t('staging.uploaded', { count: staged, system }) });
        }}
      >
        <FileField
          name="document"
          label={t('staging.exportFile', { system })}
          accept={SPREADSHEET_TYPES}
          maxBytes={SPREADSHEET_MAX_BYTES}
          hint={t('staging.fileHint', { system })}
        />
      </Form>
    </div>
  );
};
