import type { TActivity } from '@stratum/contracts';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { namedTable } from '../../components/table-name';
import { useRequiredActions } from './api';
import { compliancePaths } from './paths';
import { ComplianceStatusTag } from './status-tag';
import './compliance.css';

/** spec §7 required actions: what the person's complying teams must submit and compliance teams review. */
export const Component = () => {
  const { t } = useTranslation('compliance');
  const actions = useRequiredActions();
  return (
    <section className="list-page compliance-page">
      <PageHeader title={t('required.title')}>
        <p className="page-subtitle">{t('required.intro')}</p>
      </PageHeader>
      <ActionTable title={t('required.toSubmit')} list={actions.data?.toSubmit} loading={actions.isPending} />
      <ActionTable title={t('required.toReview')} list={actions.data?.toReview} loading={actions.isPending} />
    </section>
  );
};

const ActionTable = ({ title, list, loading }: { title: string; list?: TActivity[]; loading: boolean }) => {
  const { t } = useTranslation('compliance');
  return (
    <div className="card">
      <h2>{title}</h2>
      <DataTable
        value={list ?? []}
        dataKey="id"
        loading={loading}
        pt={namedTable(title)}
        stripedRows
        emptyMessage={<EmptyState icon="pi pi-check-circle" title={t('required.none')} />}
      >
        <Column
          header={t('activities.name')}
          body={(a: TActivity) => <Link to={compliancePaths.activity(a.id)}>{a.name}</Link>}
        />
        <Column field="regulationName" header={t('activities.regulation')} />
        <Column field="d_nextComplianceDate" header={t('activities.next')} />
        <Column
          header={t('activities.status')}
          body={(a: TActivity) => <ComplianceStatusTag activity={a} />}
        />
      </DataTable>
    </div>
  );
};
