import { AUDIT_ENGAGEMENT_ROUTES, type TAuditSummary } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportChart } from '../../../components/chart';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { namedTable } from '../../../components/table-name';
import { routeQueryOptions } from '../../../lib/query';
import { Panel } from '../../scorecard';
import { SurveyScorePanel } from '../survey/survey-score';
import { ISSUE_COLOURS } from './issue-status-page';

const PLAN_STATES = ['planned', 'opened', 'closed'] as const;
const PLAN_COLOURS = ['#94A3B8', '#6366F1', '#16A34A'] as const;

/** The current plan's audits: planned, open, closed, as figures and one stacked bar. */
const PlanProgress = ({ plan }: { plan: NonNullable<TAuditSummary['planProgress']> }) => {
  const { t } = useTranslation('audit-findings');
  const counts = useMemo(() => ({ planned: plan.planned, opened: plan.open, closed: plan.closed }), [plan]);
  const data = useMemo(
    () => ({
      labels: [t('dashboard.planOf', { title: plan.title, year: String(plan.year) })],
      datasets: PLAN_STATES.map((s, i) => ({
        label: t(`dashboard.${s}`),
        data: [counts[s]],
        backgroundColor: PLAN_COLOURS[i],
      })),
    }),
    [plan, counts, t],
  );
  const options = useMemo(
    () => ({
      indexAxis: 'y' as const,
      scales: { x: { stacked: true, beginAtZero: true, ticks: { precision: 0 } }, y: { stacked: true } },
    }),
    [],
  );
  const values = PLAN_STATES.map((s) => `${t(`dashboard.${s}`)}: ${counts[s]}`).join('; ');
  return (
    <>
      <p>{t('dashboard.planOf', { title: plan.title, year: String(plan.year) })}</p>
      <section className="audit-cards" aria-label={t('dashboard.planProgress')}>
        {PLAN_STATES.map((s) => (
          <div key={s} className="card">
            <h2>{t(`dashboard.${s}`)}</h2>
            <p className="audit-figure">{counts[s]}</p>
          </div>
        ))}
      </section>
      <ReportChart label={t('dashboard.planLabel', { values })} data={data} options={options} height={120} />
    </>
  );
};

/** Findings per rating: in engagements, raised outside one, and the total, as a table and bars. */
const FindingsByRating = ({ rows }: { rows: TAuditSummary['findingsByRating'] }) => {
  const { t } = useTranslation('audit-findings');
  const data = useMemo(
    () => ({
      labels: rows.map((r) => t(`rating.${r.rating}`)),
      datasets: [
        {
          label: t('dashboard.inEngagements'),
          data: rows.map((r) => r.engagement),
          backgroundColor: ISSUE_COLOURS[0],
        },
        {
          label: t('dashboard.outside'),
          data: rows.map((r) => r.outside),
          backgroundColor: ISSUE_COLOURS[2],
        },
      ],
    }),
    [rows, t],
  );
  const options = useMemo(
    () => ({
      scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } },
    }),
    [],
  );
  const values = rows.map((r) => `${t(`rating.${r.rating}`)}: ${r.engagement} / ${r.outside}`).join('; ');
  const sum = (f: (r: (typeof rows)[number]) => number) => String(rows.reduce((n, r) => n + f(r), 0));
  return (
    <>
      <DataTable
        value={rows}
        dataKey="rating"
        size="small"
        stripedRows
        pt={namedTable(t('dashboard.findings'))}
      >
        <Column
          header={t('tracker.rating')}
          body={(r: (typeof rows)[number]) => t(`rating.${r.rating}`)}
          footer={t('dashboard.total')}
        />
        <Column
          field="engagement"
          header={t('dashboard.inEngagements')}
          className="report-num"
          footer={sum((r) => r.engagement)}
        />
        <Column
          field="outside"
          header={t('dashboard.outside')}
          className="report-num"
          footer={sum((r) => r.outside)}
        />
        <Column
          header={t('dashboard.total')}
          className="report-num"
          body={(r: (typeof rows)[number]) => r.engagement + r.outside}
          footer={sum((r) => r.engagement + r.outside)}
        />
      </DataTable>
      <ReportChart label={t('dashboard.findingsLabel', { values })} data={data} options={options} />
    </>
  );
};

/**
 * The audit administrators' part of the dashboard (docs/audit.md, dashboard): the current plan's
 * progress, the findings by rating and the year's average customer-survey score, from the audit
 * summary.
 */
export const PlanAndFindingsFigures = () => {
  const { t } = useTranslation('audit-findings');
  const summary = useQuery(routeQueryOptions(AUDIT_ENGAGEMENT_ROUTES.summary, {}));
  if (summary.isPending) return <Loading />;
  if (summary.isError) return <LoadFailed onRetry={() => void summary.refetch()} />;
  const s = summary.data.item;
  return (
    <>
      <Panel title={t('dashboard.planProgress')}>
        {s.planProgress ? <PlanProgress plan={s.planProgress} /> : <p>{t('dashboard.noPlan')}</p>}
      </Panel>
      <Panel title={t('dashboard.findings')}>
        <FindingsByRating rows={s.findingsByRating} />
      </Panel>
      <SurveyScorePanel score={s.surveyScore} />
    </>
  );
};
