import type { TCorporateScorecardSet } from '@stratum/contracts';
import { formatNumber } from '../../../lib/format';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportChart } from '../../../components/chart';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { RecordSelect } from '../../../components/record-select';
import { namedTable } from '../../../components/table-name';
import {
  annualPlanOptions,
  Panel,
  percentText,
  PerspectiveChart,
  QuarterChart,
  ReportKpiTable,
  ReportPeriodSelect,
  ScoreBadge,
  ScoreSummary,
  useChosenAnnualPlan,
  useChosenParam,
  usePeriod,
} from '../../scorecard';
import { useCorporateScorecardsReport } from './api';
import { ExportButtons } from './export-buttons';

interface SetRef {
  id: string;
  set: TCorporateScorecardSet;
}

/**
 * spec §2 /app/reports/periodic-annual-corporate-scorecards: an annual plan's annual corporate
 * scorecard (`?scorecardId=` when it has several) with its periodic ones — quarter by quarter,
 * and the KPIs of the year or of a quarter's periodic scorecard (`?period=`) — with exports.
 */
export const Component = () => {
  const { t } = useTranslation('reports');
  const { t: ts } = useTranslation();
  const { annualPlans, chosen: annualPlan, choose: chooseAnnualPlan } = useChosenAnnualPlan();
  const report = useCorporateScorecardsReport(annualPlan?.id);
  const sets = useMemo(
    () => report.data?.report.scorecards.map((set) => ({ id: set.annual.id, set })),
    [report.data],
  );
  const { chosen, choose } = useChosenParam<SetRef>(sets, 'scorecardId');
  const [period, setPeriod] = usePeriod();

  const body = () => {
    if (annualPlans.isPending) return <Loading />;
    if (annualPlans.isError)
      return <LoadFailed text={annualPlans.error.message} onRetry={() => void annualPlans.refetch()} />;
    if (!annualPlan) return <EmptyState card icon="pi pi-chart-bar" title={t('empty.annualPlans')} />;
    if (report.isPending) return <Loading />;
    if (report.isError)
      return <LoadFailed text={report.error.message} onRetry={() => void report.refetch()} />;
    if (!chosen) return <EmptyState card icon="pi pi-chart-bar" title={t('empty.corporate')} />;
    const { set } = chosen;
    const shown = period === 'annual' ? set.annual : set.periodic[period];
    const label = period === 'annual' ? t('period.annual') : `Q${period + 1}`;
    return (
      <div className="report-body">
        <Panel title={`${set.annual.name} · ${t('corporate.quarters')}`}>
          <QuarterTable set={set} />
        </Panel>
        <div className="report-charts">
          <AnnualPeriodicChart set={set} />
          <QuarterChart scorecard={set.annual} />
        </div>
        {shown ? (
          <>
            <Panel title={`${shown.name} · ${label}`}>
              <ScoreSummary scorecard={shown} />
              <ReportKpiTable scorecard={shown} />
            </Panel>
            <PerspectiveChart scorecard={shown} />
          </>
        ) : (
          <EmptyState
            card
            icon="pi pi-chart-bar"
            title={t('empty.periodic', { label })}
            text={t('empty.periodicText')}
          />
        )}
      </div>
    );
  };

  return (
    <section>
      <PageHeader
        title={ts('nav.reportCorporateScorecards')}
        actions={
          <ExportButtons
            input={
              annualPlan
                ? { report: 'periodic-annual-corporate-scorecards', annualPlanId: annualPlan.id }
                : null
            }
            disabled={!report.data}
          />
        }
      >
        <p className="muted">{t('intro.corporate')}</p>
      </PageHeader>
      <div className="report-toolbar">
        <RecordSelect
          label={t('select.annualPlan')}
          value={annualPlan?.id}
          options={annualPlanOptions(annualPlans.data?.list)}
          onChange={chooseAnnualPlan}
        />
        {sets && sets.length > 1 ? (
          <RecordSelect
            label={t('select.scorecard')}
            value={chosen?.id}
            options={sets.map((s) => ({ value: s.id, label: s.set.annual.name }))}
            onChange={choose}
          />
        ) : null}
        <ReportPeriodSelect value={period} onChange={setPeriod} />
      </div>
      {body()}
    </section>
  );
};

interface QuarterRow {
  quarter: number;
  label: string;
  target: number;
  actual: number;
  percent: number | null;
  total: number;
  colorValue: string | null;
  periodic: TCorporateScorecardSet['periodic'][number];
}

const QuarterTable = ({ set }: { set: TCorporateScorecardSet }) => {
  const { t } = useTranslation('reports');
  const rows: QuarterRow[] = set.annual.quarters.map((q) => ({
    quarter: q.quarter,
    label: q.label,
    target: q.targetTotal,
    actual: q.actualTotal,
    percent: q.percent,
    total: q.total,
    colorValue: q.colorValue,
    periodic: set.periodic[q.quarter] ?? null,
  }));
  return (
    <DataTable
      value={rows}
      dataKey="quarter"
      size="small"
      stripedRows
      pt={namedTable(t('corporate.quarters'))}
    >
      <Column field="label" header={t('corporate.quarter')} />
      <Column
        header={t('table.target')}
        className="report-num"
        body={(r: QuarterRow) => formatNumber(r.target)}
      />
      <Column
        header={t('table.actual')}
        className="report-num"
        body={(r: QuarterRow) => formatNumber(r.actual)}
      />
      <Column
        header={t('table.percent')}
        className="report-num"
        body={(r: QuarterRow) => percentText(r.percent)}
      />
      <Column
        header={t('corporate.annualScore')}
        className="report-num"
        body={(r: QuarterRow) => <ScoreBadge score={r.total} colour={r.colorValue} />}
      />
      <Column
        header={t('corporate.periodic')}
        body={(r: QuarterRow) => r.periodic?.name ?? <span className="muted">{t('corporate.notBuilt')}</span>}
      />
      <Column
        header={t('corporate.periodicScore')}
        className="report-num"
        body={(r: QuarterRow) =>
          r.periodic ? (
            <ScoreBadge score={r.periodic.totals.total} colour={r.periodic.totals.colorValue} />
          ) : null
        }
      />
    </DataTable>
  );
};

/** Grouped bars per quarter: the annual scorecard's score for the quarter and the periodic scorecard's. */
const AnnualPeriodicChart = ({ set }: { set: TCorporateScorecardSet }) => {
  const { t } = useTranslation('reports');
  const annual = set.annual.quarters.map((q) => q.total);
  const periodic = set.periodic.map((p) => (p ? p.totals.total : null));
  const data = useMemo(
    () => ({
      labels: set.annual.quarters.map((q) => q.label),
      datasets: [
        {
          label: t('charts.annualScore'),
          data: set.annual.quarters.map((q) => q.total),
          backgroundColor: '#94A3B8',
        },
        {
          label: t('charts.periodicScore'),
          data: set.periodic.map((p) => (p ? p.totals.total : null)),
          backgroundColor: '#6366F1',
        },
      ],
    }),
    [set, t],
  );
  const options = useMemo(() => ({ scales: { y: { beginAtZero: true, max: 6 } } }), []);
  const values = set.annual.quarters
    .map((q, i) => `${q.label}: ${annual[i]?.toFixed(2)} / ${periodic[i]?.toFixed(2) ?? '–'}`)
    .join('; ');
  return (
    <Panel title={t('charts.corporate')}>
      <ReportChart label={t('charts.corporateLabel', { values })} data={data} options={options} />
    </Panel>
  );
};
