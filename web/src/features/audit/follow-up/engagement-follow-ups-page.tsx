import type { TEngagementFollowUp } from '@stratum/contracts';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { namedTable } from '../../../components/table-name';
import { useManagedEngagement } from '../engagement/manage-layout';
import { auditPaths } from '../engagement/paths';
import { useEngagementFollowUps } from './api';

/** manage/{id}/follow-ups: the engagement's follow-up audits, each linking to its work plan and report. */
export const Component = () => {
  const { t } = useTranslation('audit-follow-up');
  const e = useManagedEngagement();
  const list = useEngagementFollowUps(e.id);
  const label = t('engagement.title');
  return (
    <section className="card audit-section" aria-label={label}>
      <h2>{label}</h2>
      <DataTable
        value={list.data?.list ?? []}
        loading={list.isPending}
        dataKey="followUpId"
        pt={namedTable(label)}
        emptyMessage={<EmptyState title={t('engagement.none')} />}
      >
        <Column
          header={t('engagement.entry')}
          body={(f: TEngagementFollowUp) => <Link to={auditPaths.followUpWork(f.followUpId)}>{f.title}</Link>}
        />
        <Column field="retests" header={t('engagement.retests')} />
        <Column
          header={t('engagement.status')}
          body={(f: TEngagementFollowUp) => t(`work.statuses.${f.status}`)}
        />
        <Column
          header={t('engagement.startedAt')}
          body={(f: TEngagementFollowUp) => <DateText value={f.startedAt} />}
        />
        <Column
          header={t('work.report')}
          body={(f: TEngagementFollowUp) => (
            <Link
              to={auditPaths.followUpReports(f.followUpId)}
              aria-label={`${t('work.report')}: ${f.title}`}
            >
              {t('work.report')}
            </Link>
          )}
        />
      </DataTable>
    </section>
  );
};
