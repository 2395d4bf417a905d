import type { TEngagement } from '@stratum/contracts';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn } from '../../../components/list-page';
import { StatusTag } from '../../../components/status-tag';
import { UrlTabs } from '../../../components/url-tabs';
import { useServerTable } from '../../../components/use-server-table';
import { engagementRoutes } from './api';
import { auditPaths } from './paths';
import './audit-engagement.css';

const VIEWS = ['open-audits', 'closed-audits'] as const;
type View = (typeof VIEWS)[number];

/** spec §2 `audits` (my audits), fieldwork view default open-audits: the audits the person is on. */
export const Component = () => {
  const { t } = useTranslation('audit-engagement');
  const [params] = useSearchParams();
  const view: View = (VIEWS as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as View)
    : 'open-audits';
  const table = useServerTable({
    route: engagementRoutes.listEngagements,
    params: { status: view === 'open-audits' ? 'Open' : 'Closed' },
  });
  const columns: ListColumn<TEngagement>[] = [
    {
      field: 'title',
      header: t('fields.title'),
      body: (e) => <Link to={auditPaths.manage(e.id)}>{e.title}</Link>,
    },
    { field: 'auditArea', header: t('fields.auditArea') },
    { field: 'lead.fullName', header: t('fields.lead') },
    { field: 'startDate', header: t('fields.startDate') },
    { field: 'endDate', header: t('fields.endDate') },
    { field: 'status', header: t('fields.status'), body: (e) => <StatusTag value={e.status} /> },
    {
      field: 'myRoles',
      header: t('fields.myRoles'),
      body: (e) => e.myRoles.map((r) => t(`roles.${r}`)).join(', '),
      csv: (e) => e.myRoles.join(', '),
    },
  ];
  return (
    <>
      <UrlTabs
        label={t('audits.views')}
        current={view}
        tabs={VIEWS.map((v) => ({ id: v, to: auditPaths.audits(v), label: t(`audits.${v}`) }))}
      />
      <ListPage
        title={t('audits.title')}
        intro={t('audits.intro')}
        table={table}
        columns={columns}
        exportName="audits"
        emptyTitle={t('audits.empty')}
        actions={
          <Link className="p-button" to={auditPaths.open}>
            <i className="pi pi-plus" aria-hidden="true" /> {t('audits.open')}
          </Link>
        }
      />
    </>
  );
};
