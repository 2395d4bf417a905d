import type { TEmployeeScorecardsRow } from '@stratum/contracts';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state';
import { LoadFailed } from '../../../../components/load-failed';
import { Loading } from '../../../../components/loading';
import { RecordSelect } from '../../../../components/record-select';
import { namedTable } from '../../../../components/table-name';
import { useUrlParam } from '../../../../lib/use-url-param';
import { Panel } from '../../../scorecard';
import { useUnitFilter } from '../report-page';
import { defined, useEmployeeScorecardsReport } from './api';
import { EmployeeReportFrame } from './parts';
import './employee-reports.css';

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
const ANNUAL = 'annual';

/** `?quarter=Q1…Q4`, or none for the annual scorecards alone. */
const useOptionalQuarter = (): [number | undefined, (q: string) => void] => {
  const [raw, set] = useUrlParam('quarter', { replace: true });
  const i = QUARTERS.indexOf(raw as (typeof QUARTERS)[number]);
  return [i < 0 ? undefined : i, (q: string) => set(q === ANNUAL ? undefined : q)];
};

const Body = ({ input }: { input: Parameters<typeof useEmployeeScorecardsReport>[0] }) => {
  const { t } = useTranslation('employeeReports');
  const report = useEmployeeScorecardsReport(input);
  if (report.isPending) return <Loading />;
  if (report.isError) return <LoadFailed text={report.error.message} onRetry={() => void report.refetch()} />;
  const r = report.data.report;
  if (r.total === 0) return <EmptyState card icon="pi pi-chart-bar" title={t('empty.employees')} />;
  const summary = [
    { label: t('summary.total'), value: r.total },
    { label: t('summary.withAnnual'), value: r.withAnnual },
    { label: t('summary.withoutAnnual'), value: r.withoutAnnual },
    { label: t('summary.validWeights'), value: r.validWeights },
    ...(r.quarterLabel
      ? [{ label: `${t('summary.periodicBuilt')} (${r.quarterLabel})`, value: r.periodicBuilt }]
      : []),
  ];
  const yesNo = (v: boolean) => (v ? t('yes') : t('no'));
  return (
    <div className="report-body" aria-busy={report.isPlaceholderData}>
      <Panel title={t('summary.total')}>
        <dl className="report-summary" data-testid="employee-scorecards-summary">
          {summary.map((s) => (
            <div key={s.label}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
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
          <Column
            header={t('table.annualScorecard')}
            body={(x: TEmployeeScorecardsRow) => x.annualScorecard?.name ?? t('table.none')}
          />
          <Column
            header={t('table.kpas')}
            className="report-num"
            body={(x: TEmployeeScorecardsRow) => x.annualScorecard?.kpaCount ?? ''}
          />
          <Column
            header={t('table.kpis')}
            className="report-num"
            body={(x: TEmployeeScorecardsRow) => x.annualScorecard?.kpiCount ?? ''}
          />
          <Column
            header={t('table.weightTotal')}
            className="report-num"
            body={(x: TEmployeeScorecardsRow) => x.annualScorecard?.weightTotal ?? ''}
          />
          <Column
            header={t('table.valid')}
            body={(x: TEmployeeScorecardsRow) =>
              x.annualScorecard ? yesNo(x.annualScorecard.weightsValid) : ''
            }
          />
          {r.quarterLabel ? (
            <Column
              header={t('table.periodicScorecard')}
              body={(x: TEmployeeScorecardsRow) => x.periodicScorecard?.name ?? t('table.none')}
            />
          ) : null}
          {r.quarterLabel ? (
            <Column
              header={t('table.agreement')}
              body={(x: TEmployeeScorecardsRow) => x.agreementStatus ?? ''}
            />
          ) : null}
        </DataTable>
      </Panel>
    </div>
  );
};

/** spec §2 /app/reports/employee-scorecards: every Active employee's scorecards of an annual plan. */
export const Component = () => {
  const { t } = useTranslation('employeeReports');
  const { t: ts } = useTranslation();
  const [quarter, setQuarter] = useOptionalQuarter();
  const { businessUnitId, departmentId, selects } = useUnitFilter();
  const filters = defined({ quarter, businessUnitId, departmentId });
  return (
    <EmployeeReportFrame
      title={ts('nav.employeeScorecardsReport')}
      intro={t('intro.scorecards')}
      exportInput={(annualPlanId) => ({ report: 'employee-scorecards', annualPlanId, ...filters })}
      selects={
        <>
          <RecordSelect
            label={t('select.quarter')}
            value={quarter === undefined ? ANNUAL : QUARTERS[quarter]}
            options={[
              { value: ANNUAL, label: t('select.annualOnly') },
              ...QUARTERS.map((q) => ({ value: q, label: q })),
            ]}
            onChange={setQuarter}
          />
          {selects}
        </>
      }
    >
      {(annualPlanId) => <Body input={{ annualPlanId, ...filters }} />}
    </EmployeeReportFrame>
  );
};
