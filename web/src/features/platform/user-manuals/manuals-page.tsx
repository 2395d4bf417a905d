import { listUserManuals, MODULE_KEYS, ZModuleKey, type TUserManual } from '@stratum/contracts';
import { formatFileSize } from '@stratum/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import { DateText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { FilterSelect } from '../../../components/filter-select';
import { PageHeader } from '../../../components/page-header';
import { namedTable } from '../../../components/table-name';
import { errorNotice, isStaleVersion } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { routeKey } from '../../../lib/query';
import { useDeleteUserManual, useOpenManual, useUserManuals } from './api';
import { AddManualDialog, EditManualDialog } from './manual-dialog';

type Editing = { mode: 'add' } | { mode: 'edit'; manual: TUserManual } | null;

/**
 * spec §2 user-manuals (the owner): PDF manuals per module — upload, list, rename or move, delete,
 * open. Companies read the manuals of the modules they have.
 */
export const Component = () => {
  const { t } = useTranslation('platform');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useSearchParams();
  const moduleKey = ZModuleKey.safeParse(query.get('module')).data;
  const manuals = useUserManuals(moduleKey ? { moduleKey } : {});
  const remove = useDeleteUserManual();
  const { open, opening } = useOpenManual();
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);

  const moduleName = (m: TUserManual) => ts(`modules.${m.moduleKey}.name`);
  const deleteManual = async (m: TUserManual) => {
    const confirmed = await confirm({
      title: t('manuals.deleteTitle'),
      message: t('manuals.confirmDelete', { title: m.title }),
      confirmLabel: ts('common.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ input: { id: m.id, version: m.version } });
      notify({ severity: 'success', summary: t('manuals.deleted', { title: m.title }) });
    } catch (e) {
      if (isStaleVersion(e)) {
        await queryClient.invalidateQueries({ queryKey: routeKey(listUserManuals) });
        notify({
          severity: 'warn',
          summary: ts('conflict.title'),
          detail: t('manuals.stale', { title: m.title }),
        });
      } else {
        const notice = errorNotice(e, ts('errors.requestFailed'));
        if (notice) notify(notice);
      }
    }
  };

  const upload = (
    <Button label={t('manuals.upload')} icon="pi pi-upload" onClick={() => setEditing({ mode: 'add' })} />
  );
  return (
    <section className="list-page">
      {confirmDialog}
      {editing?.mode === 'add' ? (
        <AddManualDialog moduleKey={moduleKey} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.mode === 'edit' ? (
        <EditManualDialog manual={editing.manual} onClose={() => setEditing(null)} />
      ) : null}
      <PageHeader title={ts('nav.userManuals')} actions={upload} />
      <div className="card">
        <div className="list-toolbar">
          <div className="list-filters">
            <FilterSelect
              label={t('manuals.module')}
              value={moduleKey}
              options={MODULE_KEYS.map((value) => ({ value, label: ts(`modules.${value}.name`) }))}
              allLabel={t('manuals.allModules')}
              onChange={(next) =>
                setQuery(
                  (q) => {
                    if (next) q.set('module', next);
                    else q.delete('module');
                    return q;
                  },
                  { replace: true },
                )
              }
            />
          </div>
        </div>
        <DataTable
          value={manuals.data?.list ?? []}
          dataKey="id"
          loading={manuals.isPending}
          pt={namedTable(t('manuals.listLabel'))}
          paginator={(manuals.data?.list.length ?? 0) > 20}
          rows={20}
          stripedRows
          emptyMessage={
            manuals.isPending ? null : manuals.isError ? (
              <EmptyState
                icon="pi pi-exclamation-circle"
                title={ts('pages.error')}
                text={manuals.error.message}
              />
            ) : (
              <EmptyState
                icon="pi pi-book"
                title={t('manuals.empty')}
                text={t('manuals.emptyText')}
                action={upload}
              />
            )
          }
        >
          <Column field="title" header={t('manuals.title')} />
          <Column header={t('manuals.module')} body={moduleName} />
          <Column
            header={t('manuals.file')}
            body={(m: TUserManual) => (
              <span>
                {m.fileName} <span className="muted">({formatFileSize(m.size)})</span>
              </span>
            )}
          />
          <Column
            header={t('manuals.updatedAt')}
            body={(m: TUserManual) => <DateText value={m.updatedAt} />}
          />
          <Column
            header={ts('table.actions')}
            className="row-actions-column"
            body={(m: TUserManual) => (
              <div className="row-actions">
                <Button
                  type="button"
                  icon="pi pi-external-link"
                  rounded
                  text
                  aria-label={t('manuals.openNamed', { title: m.title })}
                  tooltip={t('manuals.open')}
                  tooltipOptions={{ position: 'top' }}
                  loading={opening === m.id}
                  onClick={() => void open(m)}
                />
                <Button
                  type="button"
                  icon="pi pi-pencil"
                  rounded
                  text
                  severity="secondary"
                  aria-label={`${ts('common.edit')}: ${m.title}`}
                  tooltip={ts('common.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => setEditing({ mode: 'edit', manual: m })}
                />
                <Button
                  type="button"
                  icon="pi pi-trash"
                  rounded
                  text
                  severity="danger"
                  aria-label={`${ts('common.delete')}: ${m.title}`}
                  tooltip={ts('common.delete')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void deleteManual(m)}
                />
              </div>
            )}
          />
        </DataTable>
      </div>
    </section>
  );
};
