import type { TEngagement } from '@stratum/contracts';
import { NavLink, Outlet, useOutletContext, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { StatusTag } from '../../../components/status-tag';
import { useEngagement } from './api';
import { auditPaths } from './paths';
import './audit-engagement.css';

/** spec §2 manage/{id}: every sub-page of an engagement, in the order the work goes. */
export const SUB_PAGES = [
  'notification-letter',
  'entrance-meeting',
  'questionnaire',
  'scope',
  'memorandum',
  'process-description',
  'risk-control-matrix',
  'working-papers',
  'findings',
  'overall-opinion',
  'report',
  'follow-ups',
] as const;

/** The engagement the manage pages share (from the layout's outlet). */
export const useManagedEngagement = () => useOutletContext<TEngagement>();

/** spec §2 manage/{id}: the engagement's header and its sub-navigation around the sub-page. */
export const Component = () => {
  const { t } = useTranslation('audit-engagement');
  const { id = '' } = useParams();
  const engagement = useEngagement(id);
  if (engagement.isPending) return <Loading />;
  if (engagement.isError)
    return (
      <LoadFailed
        pageTitle={t('manage.title')}
        title={t('manage.notFound')}
        text={engagement.error.message}
        onRetry={() => void engagement.refetch()}
        backTo={auditPaths.audits()}
        backLabel={t('manage.back')}
      />
    );
  const e = engagement.data.item;
  return (
    <section>
      <PageHeader title={e.title}>
        <p>
          {e.auditArea} · {e.startDate} – {e.endDate} · <StatusTag value={e.status} />
        </p>
      </PageHeader>
      <nav className="audit-subnav" aria-label={t('manage.subnav')}>
        <ul>
          <li>
            <NavLink end to={auditPaths.manage(e.id)}>
              {t('sub.overview')}
            </NavLink>
          </li>
          {SUB_PAGES.map((sub) => (
            <li key={sub}>
              <NavLink to={auditPaths.sub(e.id, sub)}>{t(`sub.${sub}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet context={e} />
    </section>
  );
};
