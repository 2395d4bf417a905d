import type { TEmployeePerformanceRow } from '@stratum/contracts';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state';
import { LoadFailed } from '../../../../components/load-failed';
import { Loading } from '../../../../components/loading';
import { namedTable } from '../../../../components/table-name';
import { Panel, ScoreBadge } from '../../../scorecard';
import { useUnitFilter } from '../report-page';
import { defined, useEmployeePerformanceReport } from './api';
import { EmployeeReportFrame } from './parts';
import './employee-reports.css';

const TREND_ICON = { up: 'pi pi-arrow-up', down: 'pi pi-arrow-down', steady: 'pi pi-minus' } as const;

const Body = ({ input }: { input: NonNullable<Parameters<typeof useEmployeePerformanceReport>[0]> }) => {
  const { t } = useTranslation('employeeReports');
  const report = useEmployeePerformanceReport(input);
  if (report.isPending) return <Loading />;
  if (report.isError) return <LoadFailed text={report.error.message} onRetry={() => void report.refetch()} />;
  const r = report.data.report;
  if (r.total === 0)
    return (
      <EmptyState card icon="pi pi-chart-bar" title={t('empty.records')} text={t('empty.recordsText')} />
    );
  return (
    <div className="report-body" aria-busy={report.isPlaceholderData}>
      <Panel title={t('table.employees')}>
        <DataTable
          value={r.rows}
          dataKey="employeeId"
          size="small"
          stripedRows
          paginator={r.rows.length > 25}
          rows={25}
          pt={namedTable(t('table.employees'))}
        >
          <Column field="employeeName" header={t('table.employee')} sortable />
          <Column field="supervisorName" header={t('table.supervisor')} sortable />
          {r.competencyWeight > 0 ? (
            <Column
              header={t('table.competencyScore', { weight: r.competencyWeight })}
              className="report-num"
              body={(x: TEmployeePerformanceRow) => <ScoreBadge score={x.competencyScore} colour={null} />}
            />
          ) : null}
          {[0, 1, 2, 3].map((q) => (
            <Column
              key={q}
              header={`Q${q + 1}`}
              className="report-num"
              body={(x: TEmployeePerformanceRow) => (
                <ScoreBadge score={x.quarters[q]?.score ?? null} colour={x.quarters[q]?.colorValue ?? null} />
              )}
            />
          ))}
          <Column
            header={t('table.average')}
            className="report-num"
            body={(x: TEmployeePerformanceRow) => (
              <ScoreBadge score={x.average} colour={x.averageColorValue} />
            )}
          />
          <Column
            header={t('table.trend')}
            body={(x: TEmployeePerformanceRow) =>
              x.trend ? (
                <span>
                  <i className={TREND_ICON[x.trend]} aria-hidden="true" /> {t(`trend.${x.trend}`)}
                </span>
              ) : (
                ''
              )
            }
          />
        </DataTable>
        {r.competencyWeight > 0 ? (
          <p className="muted">
            {t('blendNote', { scorecard: 100 - r.competencyWeight, weight: r.competencyWeight })}
          </p>
        ) : null}
        <p className="employee-report-totals">
          {t('quarterAverage')}: {r.quarterAverages.map((a, q) => `Q${q + 1} ${a ?? '–'}`).join(' · ')} ·{' '}
          {t('table.average')} <ScoreBadge score={r.average} colour={null} />
        </p>
      </Panel>
    </div>
  );
};

/** spec §2 /app/reports/employee-performance-reports: each employee's year, quarter by quarter. */
export const Component = () => {
  const { t } = useTranslation('employeeReports');
  const { t: ts } = useTranslation();
  const { businessUnitId, departmentId, selects } = useUnitFilter();
  const filters = defined({ businessUnitId, departmentId });
  return (
    <EmployeeReportFrame
      title={ts('nav.employeePerformanceReport')}
      intro={t('intro.performance')}
      exportInput={(annualPlanId) => ({ report: 'employee-performance', annualPlanId, ...filters })}
      selects={selects}
    >
      {(annualPlanId) => <Body input={{ annualPlanId, ...filters }} />}
    </EmployeeReportFrame>
  );
};
