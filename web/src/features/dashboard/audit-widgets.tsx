import { AUDIT_ENGAGEMENT_ROUTES } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routeQueryOptions } from '../../lib/query';
import { FigureCard, FigureSection } from './figures';

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
  return (
    <FigureSection id="audit-widgets" title={t('dashboard.title')}>
      <FigureCard
        id="audit-widget-engagements"
        figure={item ? (item.engagementsByStatus.find((e) => e.status === 'Open')?.count ?? 0) : undefined}
        label={t('dashboard.engagements')}
        to="/app/audit-management/audits"
      >
        {item ? (
          <p>{item.engagementsByStatus.map((e) => `${t(`status.${e.status}`)} ${e.count}`).join(' · ')}</p>
        ) : null}
      </FigureCard>
      <FigureCard
        id="audit-widget-papers"
        figure={item?.papersAwaitingReview}
        label={t('dashboard.papersAwaiting')}
        to="/app/audit-management/audits"
      />
    </FigureSection>
  );
};
