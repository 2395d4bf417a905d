import type { TEmployeeKpaEmployee, TEmployeeKpiRow } from '@stratum/contracts';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state';
import { LoadFailed } from '../../../../components/load-failed';
import { Loading } from '../../../../components/loading';
import { RecordSelect } from '../../../../components/record-select';
import { namedTable } from '../../../../components/table-name';
import { useUrlParam } from '../../../../lib/use-url-param';
import { Panel, ScoreBadge } from '../../../scorecard';
import { useQuarter, useUnitFilter } from '../report-page';
import { defined, useEmployeeKpaReport } from './api';
import { EmployeeReportFrame } from './parts';
import './employee-reports.css';

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
const ALL = '';

const EmployeePanel = ({ e }: { e: TEmployeeKpaEmployee }) => {
  const { t } = useTranslation('employeeReports');
  const title = `${e.employeeName} — ${e.assessmentStatus}`;
  return (
    <Panel title={title}>
      <DataTable value={e.kpis} dataKey="kpiId" size="small" stripedRows pt={namedTable(e.employeeName)}>
        <Column field="kpaName" header={t('table.kpa')} />
        <Column field="name" header={t('table.kpi')} />
        <Column field="weight" header={t('table.weight')} className="report-num" />
        <Column
          header={t('table.target')}
          className="report-num"
          body={(k: TEmployeeKpiRow) => k.target ?? k.manualTarget ?? ''}
        />
        <Column field="actual" header={t('table.actual')} className="report-num" />
        <Column field="selfScore" header={t('table.selfScore')} className="report-num" />
        <Column field="supervisorScore" header={t('table.supervisorScore')} className="report-num" />
        <Column field="adjustedScore" header={t('table.adjustedScore')} className="report-num" />
        <Column
          header={t('table.score')}
          className="report-num"
          body={(k: TEmployeeKpiRow) => <ScoreBadge score={k.score} colour={k.colorValue} />}
        />
      </DataTable>
      <p className="employee-report-totals">
        {t('table.weightTotal')}: {e.weightTotal} · {t('table.selfScore')}: {e.selfTotal} · {t('table.total')}{' '}
        <ScoreBadge score={e.total} colour={e.colorValue} />
        {e.adjustedTotal !== null ? (
          <>
            {' '}
            · {t('table.adjustedTotal')} <ScoreBadge score={e.adjustedTotal} colour={e.adjustedColorValue} />
          </>
        ) : null}
      </p>
    </Panel>
  );
};

const Body = ({ input }: { input: NonNullable<Parameters<typeof useEmployeeKpaReport>[0]> }) => {
  const { t } = useTranslation('employeeReports');
  const report = useEmployeeKpaReport(input);
  if (report.isPending) return <Loading />;
  if (report.isError) return <LoadFailed text={report.error.message} onRetry={() => void report.refetch()} />;
  const r = report.data.report;
  if (r.total === 0)
    return (
      <EmptyState card icon="pi pi-chart-bar" title={t('empty.records')} text={t('empty.recordsText')} />
    );
  return (
    <div className="report-body" aria-busy={report.isPlaceholderData}>
      {r.employees.map((e) => (
        <EmployeePanel key={e.scorecardId} e={e} />
      ))}
    </div>
  );
};

/** spec §2 /app/reports/employee-kpa-initiative-reports: each employee's KPAs and KPIs for a quarter. */
export const Component = () => {
  const { t } = useTranslation('employeeReports');
  const { t: ts } = useTranslation();
  const [quarter, setQuarter] = useQuarter();
  const { businessUnitId, departmentId, selects } = useUnitFilter();
  const [employeeId, setEmployee] = useUrlParam('employeeId', { replace: true });
  const [annualPlanParam] = useUrlParam('annualPlanId', { replace: true });
  // The employee choice lists whoever the quarter's report (without one chosen) holds.
  const everyone = useEmployeeKpaReport(
    annualPlanParam
      ? { annualPlanId: annualPlanParam, ...defined({ quarter, businessUnitId, departmentId }) }
      : null,
  );
  const filters = defined({ quarter, businessUnitId, departmentId, employeeId });
  return (
    <EmployeeReportFrame
      title={ts('nav.employeeKpaInitiativeReport')}
      intro={t('intro.kpa')}
      exportInput={(annualPlanId) => ({
        report: 'employee-kpa-initiative',
        annualPlanId,
        ...filters,
      })}
      selects={
        <>
          <RecordSelect
            label={t('select.quarter')}
            value={QUARTERS[quarter]}
            options={QUARTERS.map((q) => ({ value: q, label: q }))}
            onChange={(q) => setQuarter(QUARTERS.indexOf(q as (typeof QUARTERS)[number]))}
          />
          {selects}
          <RecordSelect
            label={t('select.employee')}
            value={employeeId ?? ALL}
            options={[
              { value: ALL, label: t('select.allEmployees') },
              ...(everyone.data?.report.employees ?? []).map((e) => ({
                value: e.employeeId,
                label: e.employeeName,
              })),
            ]}
            onChange={(id) => setEmployee(id === ALL ? undefined : id)}
          />
        </>
      }
    >
      {(annualPlanId) => <Body input={{ annualPlanId, ...filters }} />}
    </EmployeeReportFrame>
  );
};
