import { AUDIT_ENGAGEMENT_ROUTES } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routeQueryOptions } from '../../lib/query';
import './risk-widgets.css';

/**
 * Internal audit's dashboard figures for its administrators: the engagements by state and the
 * working papers waiting on a reviewer. The dashboard shows it only to audit administrators of a
 * company with the module.
 */
export const AuditWidgets = () => {
  const { t } = useTranslation('audit-engagement');
  const summary = useQuery(routeQueryOptions(AUDIT_ENGAGEMENT_ROUTES.summary, {}));
  const item = summary.data?.item;
  if (summary.isError) return null;
  const open = item?.engagementsByStatus.find((e) => e.status === 'Open')?.count;
  return (
    <section aria-labelledby="audit-widgets-title" className="risk-widgets">
      <h2 id="audit-widgets-title">{t('dashboard.title')}</h2>
      <ul className="card-grid">
        <li className="module-card card">
          <p className="risk-widget-figure" aria-describedby="audit-widget-engagements">
            {open ?? '…'}
          </p>
          <h3 id="audit-widget-engagements">
            <Link to="/app/audit-management/audits">{t('dashboard.engagements')}</Link>
          </h3>
          {item ? (
            <p>{item.engagementsByStatus.map((e) => `${t(`status.${e.status}`)} ${e.count}`).join(' · ')}</p>
          ) : null}
        </li>
        <li className="module-card card">
          <p className="risk-widget-figure" aria-describedby="audit-widget-papers">
            {item ? item.papersAwaitingReview : '…'}
          </p>
          <h3 id="audit-widget-papers">
            <Link to="/app/audit-management/audits">{t('dashboard.papersAwaiting')}</Link>
          </h3>
        </li>
      </ul>
    </section>
  );
};
