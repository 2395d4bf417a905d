import type { TAnnualPlanReportEntry, TAnnualPlansReport } from '@stratum/contracts';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportChart, SERIES_COLOURS } from '../../../components/chart';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { RecordSelect } from '../../../components/record-select';
import { namedTable } from '../../../components/table-name';
import {
  Panel,
  PerspectiveChart,
  ReportKpiTable,
  ScoreBadge,
  ScoreSummary,
  useChosenParam,
} from '../../scorecard';
import { useChosenPlan, usePlanOptions } from '../shared';
import { useAnnualPlansReport } from './api';
import { ExportButtons } from './export-buttons';

type Entry = TAnnualPlanReportEntry['scorecards'][number];
interface Line {
  id: string;
  annualPlan: string;
  entry: Entry;
}

/** Every annual corporate scorecard of the report, oldest year first, as table rows. */
const linesOf = (r: TAnnualPlansReport): Line[] =>
  r.annualPlans.flatMap((ap) =>
    ap.scorecards.map((entry) => ({ id: entry.scorecard.id, annualPlan: ap.label, entry })),
  );

/**
 * spec §2 /app/reports/annual-plans: each annual plan of a strategic plan with its annual
 * corporate scorecards' scores per quarter (a quarter's periodic scorecard where one was built)
 * and for the year; the KPIs of the scorecard chosen (`?scorecardId=`); Excel and PDF exports.
 */
export const Component = () => {
  const { t } = useTranslation('reports');
  const { t: ts } = useTranslation();
  const { plans, chosen: plan, choose: choosePlan } = useChosenPlan('strategic');
  const planOptions = usePlanOptions(plans.data?.list);
  const report = useAnnualPlansReport(plan?.id);
  const lines = useMemo(() => (report.data ? linesOf(report.data.report) : undefined), [report.data]);
  const { chosen, choose } = useChosenParam(lines, 'scorecardId');

  const body = () => {
    if (plans.isPending) return <Loading />;
    if (plans.isError) return <LoadFailed text={plans.error.message} onRetry={() => void plans.refetch()} />;
    if (!plan)
      return <EmptyState card icon="pi pi-chart-bar" title={t('empty.plans')} text={t('empty.plansText')} />;
    if (report.isPending) return <Loading />;
    if (report.isError)
      return <LoadFailed text={report.error.message} onRetry={() => void report.refetch()} />;
    const r = report.data.report;
    if (r.annualPlans.length === 0)
      return <EmptyState card icon="pi pi-chart-bar" title={t('empty.annualPlans')} />;
    return (
      <div className="report-body">
        <Panel title={t('annualPlans.table')}>
          <QuarterTable report={r} />
        </Panel>
        {lines && lines.length > 0 ? <ScoresChart lines={lines} /> : null}
        {chosen ? (
          <>
            <div className="report-toolbar">
              <RecordSelect
                label={t('select.scorecard')}
                value={chosen.id}
                options={(lines ?? []).map((l) => ({
                  value: l.id,
                  label: `${l.annualPlan} · ${l.entry.scorecard.name}`,
                }))}
                onChange={choose}
              />
            </div>
            <Panel title={`${chosen.annualPlan} · ${chosen.entry.scorecard.name} · ${t('period.annual')}`}>
              <ScoreSummary scorecard={chosen.entry.scorecard} />
              <ReportKpiTable scorecard={chosen.entry.scorecard} />
            </Panel>
            <PerspectiveChart scorecard={chosen.entry.scorecard} />
          </>
        ) : null}
      </div>
    );
  };

  return (
    <section>
      <PageHeader
        title={ts('nav.reportAnnualPlans')}
        actions={
          <ExportButtons
            input={plan ? { report: 'annual-plans', strategicPlanId: plan.id } : null}
            disabled={!report.data}
          />
        }
      >
        <p className="muted">{t('intro.annualPlans')}</p>
      </PageHeader>
      <div className="report-toolbar">
        <RecordSelect label={t('select.plan')} value={plan?.id} options={planOptions} onChange={choosePlan} />
      </div>
      {body()}
    </section>
  );
};

interface TableRow {
  key: string;
  annualPlan: string;
  entry: Entry | null;
}

/** Annual plan, scorecard, Q1..Q4 and the year, in band colours; an annual plan without scorecards says so. */
const QuarterTable = ({ report }: { report: TAnnualPlansReport }) => {
  const { t } = useTranslation('reports');
  const rows: TableRow[] = report.annualPlans.flatMap((ap): TableRow[] =>
    ap.scorecards.length === 0
      ? [{ key: ap.id, annualPlan: ap.label, entry: null }]
      : ap.scorecards.map((entry): TableRow => ({ key: entry.scorecard.id, annualPlan: ap.label, entry })),
  );
  return (
    <DataTable value={rows} dataKey="key" size="small" stripedRows pt={namedTable(t('annualPlans.table'))}>
      <Column field="annualPlan" header={t('annualPlans.annualPlan')} />
      <Column
        header={t('annualPlans.scorecard')}
        body={(r: TableRow) =>
          r.entry?.scorecard.name ?? <span className="muted">{t('annualPlans.none')}</span>
        }
      />
      {[0, 1, 2, 3].map((q) => (
        <Column
          key={q}
          header={`Q${q + 1}`}
          className="report-num"
          body={(r: TableRow) => {
            const quarter = r.entry?.quarters[q];
            if (!quarter) return null;
            return (
              <>
                <ScoreBadge score={quarter.total} colour={quarter.colorValue} />
                {quarter.source === 'periodic' ? (
                  <span className="report-source muted">{t('annualPlans.fromPeriodic')}</span>
                ) : null}
              </>
            );
          }}
        />
      ))}
      <Column
        header={t('annualPlans.year')}
        className="report-num"
        body={(r: TableRow) =>
          r.entry ? (
            <ScoreBadge score={r.entry.scorecard.totals.total} colour={r.entry.scorecard.totals.colorValue} />
          ) : null
        }
      />
    </DataTable>
  );
};

/** Grouped bars: Q1..Q4 and the year, one series per annual corporate scorecard. */
const ScoresChart = ({ lines }: { lines: Line[] }) => {
  const { t } = useTranslation('reports');
  const data = useMemo(
    () => ({
      labels: ['Q1', 'Q2', 'Q3', 'Q4', t('charts.year')],
      datasets: lines.map((l, i) => ({
        label: `${l.annualPlan} · ${l.entry.scorecard.name}`,
        data: [...l.entry.quarters.map((q) => q.total), l.entry.scorecard.totals.total],
        backgroundColor: SERIES_COLOURS[i % SERIES_COLOURS.length],
      })),
    }),
    [lines, t],
  );
  const options = useMemo(() => ({ scales: { y: { beginAtZero: true, max: 6 } } }), []);
  const values = lines
    .map(
      (l) =>
        `${l.entry.scorecard.name}: ${[...l.entry.quarters.map((q) => q.total), l.entry.scorecard.totals.total].join(', ')}`,
    )
    .join('; ');
  return (
    <Panel title={t('charts.annualPlans')}>
      <ReportChart label={t('charts.annualPlansLabel', { values })} data={data} options={options} />
    </Panel>
  );
};
