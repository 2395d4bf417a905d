import type {
  TCompanyProgressiveReport,
  TProgressiveKpiRow,
  TProgressiveLine,
  TProgressiveScorecard,
} from '@stratum/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportChart, type ReportChartOptions } from '../../../../components/chart';
import { EmptyState } from '../../../../components/empty-state';
import { Panel } from '../../../scorecard';
import { useUnitFilter } from '../report-page';
import { useCompanyProgressiveReport } from './api';
import { CompanyReportFrame, EmployeesTable, Score, useAnnualPlanId } from './parts';
import { ScrollTable } from '../../../../components/scroll-table';

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
const text = (n: number | null) => (n === null ? '–' : n.toFixed(2));

/** Rows of Q1..Q4 and Q1..Q4 to date. */
const QuarterTable = ({
  title,
  first,
  rows,
  total,
}: {
  title: string;
  first: string;
  rows: readonly (TProgressiveLine | TProgressiveKpiRow)[];
  total?: TProgressiveLine;
}) => {
  const { t } = useTranslation('companyReports');
  const line = (r: TProgressiveLine | TProgressiveKpiRow, key: string, head?: string) => (
    <tr key={key}>
      <th scope="row">{head ?? r.name}</th>
      {r.quarters.map((q, i) => (
        <td key={QUARTERS[i]} className="report-num">
          <Score cell={q} />
        </td>
      ))}
      {r.cumulative.map((q, i) => (
        <td key={`c${QUARTERS[i]}`} className="report-num">
          <Score cell={q} />
        </td>
      ))}
    </tr>
  );
  return (
    <ScrollTable className="company-report-table" aria-label={title}>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          {QUARTERS.map((q) => (
            <th key={q} scope="col" className="report-num">
              {q}
            </th>
          ))}
          {QUARTERS.map((q) => (
            <th key={`c${q}`} scope="col" className="report-num">
              {t('table.toDate', { quarter: q })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => line(r, 'kpiId' in r ? r.kpiId : `${r.id ?? 'none'}-${i}`))}
        {total ? line(total, 'total', t('table.total')) : null}
      </tbody>
    </ScrollTable>
  );
};

const ScorecardPanel = ({ scorecard: s }: { scorecard: TProgressiveScorecard }) => {
  const { t } = useTranslation('companyReports');
  return (
    <Panel title={s.name}>
      <QuarterTable title={`${s.name}: ${t('progressive.kpis')}`} first={t('table.kpi')} rows={s.kpis} />
      <QuarterTable
        title={`${s.name}: ${t('progressive.kpas')}`}
        first={t('table.kpa')}
        rows={s.kpas}
        total={s.total}
      />
    </Panel>
  );
};

const YearChart = ({ report: r }: { report: TCompanyProgressiveReport }) => {
  const { t } = useTranslation('companyReports');
  const data = useMemo(
    () => ({
      labels: [...QUARTERS],
      datasets: [
        {
          type: 'line' as const,
          label: t('progressive.company'),
          data: r.company.quarters.map((q) => q.score),
          borderColor: '#6366F1',
          backgroundColor: '#6366F1',
        },
        {
          type: 'line' as const,
          label: t('progressive.companyToDate'),
          data: r.company.cumulative.map((q) => q.score),
          borderColor: '#F97316',
          backgroundColor: '#F97316',
          borderDash: [6, 4],
        },
        {
          type: 'line' as const,
          label: t('progressive.employees'),
          data: r.employees.map((e) => e.averageScore),
          borderColor: '#14B8A6',
          backgroundColor: '#14B8A6',
        },
      ],
    }),
    [r, t],
  );
  const options = useMemo(
    () =>
      ({ spanGaps: true, scales: { y: { beginAtZero: true, min: 0, max: 6 } } }) satisfies ReportChartOptions,
    [],
  );
  const values = QUARTERS.map(
    (q, i) =>
      `${q}: ${text(r.company.quarters[i]?.score ?? null)} / ${text(r.company.cumulative[i]?.score ?? null)} / ${text(r.employees[i]?.averageScore ?? null)}`,
  ).join('; ');
  return (
    <Panel title={t('progressive.chart')}>
      <ReportChart label={t('progressive.chartLabel', { values })} data={data} options={options} />
      <QuarterTable
        title={t('progressive.company')}
        first=""
        rows={[{ ...r.company, name: t('progressive.company') }]}
      />
    </Panel>
  );
};

/** spec §2 /app/reports/company-performance-progressive-reports: the year so far. */
export const Component = () => {
  const { t } = useTranslation('companyReports');
  const { t: ts } = useTranslation();
  const annualPlanId = useAnnualPlanId();
  const { businessUnitId, departmentId, selects } = useUnitFilter();
  const filters = {
    ...(businessUnitId ? { businessUnitId } : {}),
    ...(departmentId ? { departmentId } : {}),
  };
  const report = useCompanyProgressiveReport(annualPlanId ? { annualPlanId, ...filters } : null);
  const r = report.data?.report;
  return (
    <CompanyReportFrame
      title={ts('nav.companyProgressiveReport')}
      intro={t('intro.progressive')}
      exportInput={(id) => ({ report: 'company-performance-progressive', annualPlanId: id, ...filters })}
      query={report}
      selects={selects}
    >
      {r ? (
        <div className="report-body">
          <YearChart report={r} />
          {r.scorecards.length === 0 ? (
            <EmptyState
              card
              icon="pi pi-chart-bar"
              title={t('empty.scorecards')}
              text={t('empty.scorecardsText')}
            />
          ) : (
            r.scorecards.map((s) => <ScorecardPanel key={s.annualScorecardId} scorecard={s} />)
          )}
          <EmployeesTable labels={QUARTERS} pictures={r.employees} />
        </div>
      ) : null}
    </CompanyReportFrame>
  );
};
