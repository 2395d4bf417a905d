import type { ModuleKey } from '@stratum/contracts';
import { formatNumber } from '../../../lib/format';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { namedTable } from '../../../components/table-name';
import { useModuleCompanyCounts, useModules } from './api';
import { enableCompaniesPath } from './paths';

interface CatalogueRow {
  key: ModuleKey;
  core: boolean;
}

/** spec §1: the module catalogue, and how many companies have each module on. */
export const Component = () => {
  const { t } = useTranslation('platform');
  const { t: ts } = useTranslation();
  const modules = useModules();
  const rows: CatalogueRow[] = useMemo(
    () => (modules.data?.list ?? []).map((m) => ({ key: m.key, core: m.core })),
    [modules.data],
  );
  const optional = useMemo(() => rows.filter((r) => !r.core).map((r) => r.key), [rows]);
  const { counts, pending } = useModuleCompanyCounts(optional);

  const companiesCell = (row: CatalogueRow) => {
    if (row.core) return <Tag value={t('modules.allCompanies')} severity="info" />;
    const count = counts.get(row.key);
    if (count)
      return t('modules.companiesCount', {
        enabled: formatNumber(count.enabled),
        total: formatNumber(count.total),
      });
    return pending ? (
      <span role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" />
        <span className="sr-only">{ts('common.loading')}</span>
      </span>
    ) : (
      '–'
    );
  };

  return (
    <section className="list-page">
      <PageHeader title={ts('nav.modules')} />
      <div className="card">
        {modules.isPending ? <Loading /> : null}
        {modules.isError ? (
          <EmptyState
            icon="pi pi-exclamation-circle"
            title={ts('pages.error')}
            text={modules.error.message}
          />
        ) : null}
        {modules.data ? (
          <DataTable value={rows} dataKey="key" pt={namedTable(t('modules.catalogueLabel'))} stripedRows>
            <Column
              header={t('modules.name')}
              body={(row: CatalogueRow) => <strong>{ts(`modules.${row.key}.name`)}</strong>}
            />
            <Column
              header={t('modules.description')}
              body={(row: CatalogueRow) => ts(`modules.${row.key}.description`)}
            />
            <Column header={t('modules.companies')} body={companiesCell} />
            <Column
              header={ts('table.actions')}
              body={(row: CatalogueRow) =>
                row.core ? (
                  <span className="muted">{t('modules.core')}</span>
                ) : (
                  <Link
                    to={enableCompaniesPath(row.key)}
                    aria-label={`${t('modules.enableFor')}: ${ts(`modules.${row.key}.name`)}`}
                  >
                    {t('modules.enableFor')}
                  </Link>
                )
              }
            />
          </DataTable>
        ) : null}
      </div>
    </section>
  );
};
