import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReportChart } from '../../../components/chart';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { useRouteMutation } from '../../../lib/query';
import { ExportFileButtons, Panel } from '../../scorecard';
import { auditPaths } from '../engagement/paths';
import { responseRoutes } from './api';
import { useAuditAdmin } from '../management/api';
import { ISSUE_COLOURS, ISSUE_COLUMNS, IssueStatusChart, useIssueStatus } from './issue-status-page';
import { PlanAndFindingsFigures } from './plan-findings-figures';

/**
 * The audit management dashboard (spec §2 view `dashboard`, default `audit-trackers`): the
 * follow-up's figures from the issue status (docs/audit.md) — actions per column, per rating, and
 * the open ones by age on time or overdue — with the issue status's Excel and PDF exports; and, for
 * audit administrators, the current plan's progress and the findings by rating (the audit summary).
 */
export const AuditTrackersDashboard = () => {
  const { t } = useTranslation('audit-findings');
  const status = useIssueStatus({});
  const exporter = useRouteMutation(responseRoutes.exportIssueStatus);
  const admin = useAuditAdmin();
  const s = status.data?.item;
  const age = useMemo(
    () =>
      s
        ? {
            labels: s.openByAge.map((b) => t('dashboard.days', { band: b.band })),
            datasets: [
              {
                label: t('dashboard.onTime'),
                data: s.openByAge.map((b) => b.open),
                backgroundColor: ISSUE_COLOURS[0],
              },
              {
                label: t('status.overdue'),
                data: s.openByAge.map((b) => b.overdue),
                backgroundColor: ISSUE_COLOURS[1],
              },
            ],
          }
        : null,
    [s, t],
  );
  const stacked = useMemo(
    () => ({
      scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } },
    }),
    [],
  );
  if (status.isPending) return <Loading />;
  if (status.isError || !s || !age) return <LoadFailed onRetry={() => void status.refetch()} />;
  const ageValues = s.openByAge
    .map((b) => `${t('dashboard.days', { band: b.band })}: ${b.open} / ${b.overdue}`)
    .join('; ');
  return (
    <div className="audit-dashboard">
      <section className="audit-cards" aria-label={t('dashboard.totals')}>
        {ISSUE_COLUMNS.map((c) => (
          <div key={c} className="card">
            <h2>{t(`status.${c}`)}</h2>
            <p className="audit-figure">{s.total[c]}</p>
          </div>
        ))}
      </section>
      <ExportFileButtons exporter={exporter} input={{}} />
      <p>
        <Link to={auditPaths.issueStatus}>{t('dashboard.toStatus')}</Link>
        {' · '}
        <Link to={auditPaths.issueTracker}>{t('dashboard.toTracker')}</Link>
      </p>
      {admin ? <PlanAndFindingsFigures /> : null}
      <Panel title={t('status.byRating')}>
        <IssueStatusChart status={s} />
      </Panel>
      <Panel title={t('dashboard.byAge')}>
        <ReportChart label={t('dashboard.byAgeLabel', { values: ageValues })} data={age} options={stacked} />
      </Panel>
    </div>
  );
};
