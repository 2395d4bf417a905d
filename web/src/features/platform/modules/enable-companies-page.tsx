import { CORE_MODULES, MODULE_KEYS, ZModuleKey, type ModuleKey } from '@stratum/contracts';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { StatusTag } from '../../../components/status-tag';
import { namedTable } from '../../../components/table-name';
import { useModuleCompanies } from './api';
import { ModuleSwitch } from './module-switch';

interface Row {
  companyId: string;
  companyName: string;
  status: 'Active' | 'Inactive';
  enabled: boolean;
}

/**
 * spec §2 enable-companies: one module (chosen here, or `?module=` in the URL) switched on or off
 * for each company. Core modules show as always on.
 */
export const Component = () => {
  const { t } = useTranslation('platform');
  const { t: ts } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const moduleKey = ZModuleKey.safeParse(query.get('module')).data;
  const core = moduleKey !== undefined && CORE_MODULES.includes(moduleKey);
  const companies = useModuleCompanies(moduleKey);
  const [confirm, confirmDialog] = useConfirm();
  const [search, setSearch] = useState('');
  const pickId = useId();
  const searchId = useId();

  const options = MODULE_KEYS.map((key) => ({ value: key, label: ts(`modules.${key}.name`) }));
  const rows = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    const list: Row[] = companies.data?.list ?? [];
    return needle ? list.filter((c) => c.companyName.toLocaleLowerCase().includes(needle)) : list;
  }, [companies.data, search]);

  const pick = (next: ModuleKey) =>
    setQuery(
      (q) => {
        q.set('module', next);
        return q;
      },
      { replace: true },
    );

  return (
    <section className="list-page">
      {confirmDialog}
      <PageHeader title={ts('nav.enableCompanies')} />
      <div className="card">
        <div className="list-toolbar">
          <div className="list-filters">
            <div className="list-filter">
              <label htmlFor={pickId}>{t('modules.pick')}</label>
              <Dropdown
                inputId={pickId}
                value={moduleKey ?? null}
                options={options}
                optionLabel="label"
                optionValue="value"
                placeholder={t('modules.pickPlaceholder')}
                onChange={(e) => pick(e.value as ModuleKey)}
              />
            </div>
            {moduleKey ? (
              <div className="list-search">
                <label htmlFor={searchId} className="sr-only">
                  {t('modules.filterCompanies')}
                </label>
                <i className="pi pi-search" aria-hidden="true" />
                <InputText
                  id={searchId}
                  type="search"
                  value={search}
                  placeholder={t('modules.filterCompanies')}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </div>
            ) : null}
          </div>
        </div>
        {!moduleKey ? (
          <EmptyState icon="pi pi-th-large" title={t('modules.pickTitle')} text={t('modules.pickText')} />
        ) : companies.isPending ? (
          <Loading />
        ) : companies.isError ? (
          <EmptyState
            icon="pi pi-exclamation-circle"
            title={ts('pages.error')}
            text={companies.error.message}
          />
        ) : (
          <DataTable
            value={rows}
            dataKey="companyId"
            paginator={rows.length > 20}
            rows={20}
            pt={namedTable(ts(`modules.${moduleKey}.name`))}
            emptyMessage={
              <EmptyState
                title={
                  search.trim() ? t('modules.noMatch', { search: search.trim() }) : t('modules.noCompanies')
                }
              />
            }
            stripedRows
          >
            <Column
              header={t('settings.company')}
              body={(c: Row) => (
                <Link to={`/app/companies/editCompany/${c.companyId}?tab=modules`}>{c.companyName}</Link>
              )}
            />
            <Column header={t('modules.companyStatus')} body={(c: Row) => <StatusTag value={c.status} />} />
            <Column
              header={ts(`modules.${moduleKey}.name`)}
              body={(c: Row) => (
                <ModuleSwitch
                  moduleKey={moduleKey}
                  companyId={c.companyId}
                  companyName={c.companyName}
                  enabled={c.enabled}
                  core={core}
                  confirm={confirm}
                />
              )}
            />
          </DataTable>
        )}
      </div>
    </section>
  );
};
