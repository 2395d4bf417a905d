import type {
  PerformanceReportKind,
  TExportPerformanceReportRequest,
  TPerformanceReport,
  TPerformanceReportRow,
  TStatusCount,
} from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
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
import { useUrlParam } from '../../../lib/use-url-param';
import { unitsOfLevelQueryOptions, unitsUnderQueryOptions } from '../../organisation';
import {
  annualPlanOptions,
  ExportFileButtons,
  Panel,
  ScoreBadge,
  useChosenAnnualPlan,
} from '../../scorecard';
import { useExportPerformanceReport, usePerformanceReport } from './api';

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
type ReportTitleKey =
  | 'nav.performanceAgreementReport'
  | 'nav.performanceAssessmentReport'
  | 'nav.assessmentScoreReport'
  | 'nav.performanceCurveReport';
const ALL = '';

/** `?quarter=Q1…Q4` (default Q1), as the index 0..3. */
export const useQuarter = (): [number, (q: number) => void] => {
  const [raw, set] = useUrlParam('quarter', { replace: true });
  const i = QUARTERS.indexOf((raw ?? 'Q1') as (typeof QUARTERS)[number]);
  return [i < 0 ? 0 : i, (q: number) => set(QUARTERS[q] ?? 'Q1')];
};

/** The business unit and department choices (`?businessUnitId=`, `?departmentId=`; none = all). */
export const useUnitFilter = () => {
  const { t } = useTranslation('performanceReports');
  const [businessUnitId, setBusinessUnit] = useUrlParam('businessUnitId', { replace: true });
  const [departmentId, setDepartment] = useUrlParam('departmentId', { replace: true });
  const units = useQuery(unitsOfLevelQueryOptions('business-unit'));
  const departments = useQuery({
    ...unitsUnderQueryOptions('department', businessUnitId ?? null),
    enabled: Boolean(businessUnitId),
  });
  const all = { value: ALL, label: t('select.all') };
  return {
    businessUnitId,
    departmentId,
    selects: (
      <>
        <RecordSelect
          label={t('select.businessUnit')}
          value={businessUnitId ?? ALL}
          options={[all, ...(units.data ?? []).map((u) => ({ value: u.id, label: u.name }))]}
          onChange={(id) => {
            setDepartment(undefined);
            setBusinessUnit(id === ALL ? undefined : id);
          }}
        />
        {businessUnitId ? (
          <RecordSelect
            label={t('select.department')}
            value={departmentId ?? ALL}
            options={[all, ...(departments.data ?? []).map((u) => ({ value: u.id, label: u.name }))]}
            onChange={(id) => setDepartment(id === ALL ? undefined : id)}
          />
        ) : null}
      </>
    ),
  };
};

const Export = ({
  input,
  disabled,
}: {
  input: Omit<TExportPerformanceReportRequest, 'format'> | null;
  disabled: boolean;
}) => <ExportFileButtons exporter={useExportPerformanceReport()} input={input} disabled={disabled} />;

export const CountTable = ({
  title,
  counts,
  total,
}: {
  title: string;
  counts: TStatusCount[];
  total: number;
}) => {
  const { t } = useTranslation('performanceReports');
  return (
    <Panel title={title}>
      <DataTable value={counts} dataKey="status" size="small" stripedRows pt={namedTable(title)}>
        <Column field="status" header={t('table.status')} />
        <Column field="count" header={t('table.count')} className="report-num" />
        <Column
          header={t('table.percent')}
          className="report-num"
          body={(s: TStatusCount) => `${s.percent}%`}
        />
      </DataTable>
      <p className="muted">{t('total', { count: total })}</p>
    </Panel>
  );
};

const CurveChart = ({ report }: { report: TPerformanceReport }) => {
  const { t } = useTranslation('performanceReports');
  const data = useMemo(
    () => ({
      labels: report.curve.map((b) => String(b.score)),
      datasets: [
        {
          label: t('curve.count'),
          data: report.curve.map((b) => b.count),
          backgroundColor: report.curve.map((b) => b.colorValue ?? '#9CA3AF'),
        },
      ],
    }),
    [report, t],
  );
  const options = useMemo(() => ({ scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } }), []);
  const values = report.curve.map((b) => `${b.score}: ${b.count} (${b.percent}%)`).join('; ');
  return (
    <Panel title={t('curve.title')}>
      <ReportChart label={t('curve.label', { values })} data={data} options={options} />
      <DataTable value={report.curve} dataKey="score" size="small" pt={namedTable(t('curve.title'))}>
        <Column field="score" header={t('table.score')} />
        <Column field="description" header={t('table.band')} />
        <Column field="count" header={t('table.count')} className="report-num" />
        <Column
          header={t('table.percent')}
          className="report-num"
          body={(b: { percent: number }) => `${b.percent}%`}
        />
      </DataTable>
    </Panel>
  );
};

export const RowsTable = ({ report }: { report: TPerformanceReport }) => {
  const { t } = useTranslation('performanceReports');
  const scores = report.kind === 'scores' || report.kind === 'curve';
  // the plan weighs the 360 competency review: the final score the review page shows (docs/surveys.md)
  const blend = scores && report.competencyWeight > 0;
  return (
    <Panel title={t('table.employees')}>
      <DataTable
        value={report.rows}
        dataKey="scorecardId"
        size="small"
        stripedRows
        paginator={report.rows.length > 25}
        rows={25}
        pt={namedTable(t('table.employees'))}
      >
        <Column field="employeeName" header={t('table.employee')} sortable />
        <Column field="supervisorName" header={t('table.supervisor')} sortable />
        {report.kind === 'agreements' ? (
          <Column field="agreementType" header={t('table.agreementType')} />
        ) : null}
        {report.kind === 'agreements' ? (
          <Column field="agreementStatus" header={t('table.agreementStatus')} sortable />
        ) : null}
        {report.kind !== 'agreements' ? (
          <Column field="assessmentStatus" header={t('table.assessmentStatus')} sortable />
        ) : null}
        {report.kind === 'assessments' ? (
          <Column
            header={t('table.reviewComplete')}
            body={(r: TPerformanceReportRow) => (r.reviewComplete ? t('yes') : t('no'))}
          />
        ) : null}
        {report.kind === 'assessments' ? (
          <Column field="qaStatus" header={t('table.qaStatus')} sortable />
        ) : null}
        {scores ? (
          <Column
            header={t('table.totalScore')}
            className="report-num"
            body={(r: TPerformanceReportRow) => <ScoreBadge score={r.totalScore} colour={r.colorValue} />}
          />
        ) : null}
        {scores ? (
          <Column
            header={t('table.adjustedScore')}
            className="report-num"
            body={(r: TPerformanceReportRow) => (
              <ScoreBadge score={r.adjustedTotal} colour={r.adjustedColorValue} />
            )}
          />
        ) : null}
        {blend ? (
          <Column
            header={t('table.competencyScore', { weight: report.competencyWeight })}
            className="report-num"
            body={(r: TPerformanceReportRow) => <ScoreBadge score={r.competencyScore} colour={null} />}
          />
        ) : null}
        {blend ? (
          <Column
            header={t('table.finalScore')}
            className="report-num"
            body={(r: TPerformanceReportRow) => (
              <ScoreBadge score={r.finalScore} colour={r.finalColorValue} />
            )}
          />
        ) : null}
      </DataTable>
    </Panel>
  );
};

/**
 * A performance report screen: an annual plan (`?annualPlanId=`), a quarter (`?quarter=`) and
 * optionally a business unit and department, all in the URL; the figures, the list and exports.
 */
export const PerformanceReportPage = ({
  kind,
  titleKey,
}: {
  kind: PerformanceReportKind;
  titleKey: ReportTitleKey;
}) => {
  const { t } = useTranslation('performanceReports');
  const { t: ts } = useTranslation();
  const { annualPlans, chosen: annualPlan, choose: chooseAnnualPlan } = useChosenAnnualPlan();
  const [quarter, setQuarter] = useQuarter();
  const { businessUnitId, departmentId, selects } = useUnitFilter();
  const request = {
    ...(annualPlan ? { annualPlanId: annualPlan.id } : {}),
    quarter,
    ...(businessUnitId ? { businessUnitId } : {}),
    ...(departmentId ? { departmentId } : {}),
  };
  const report = usePerformanceReport(kind, request);

  const body = () => {
    if (annualPlans.isPending) return <Loading />;
    if (annualPlans.isError)
      return <LoadFailed text={annualPlans.error.message} onRetry={() => void annualPlans.refetch()} />;
    if (!annualPlan) return <EmptyState card icon="pi pi-chart-bar" title={t('empty.annualPlans')} />;
    if (report.isPending) return <Loading />;
    if (report.isError)
      return <LoadFailed text={report.error.message} onRetry={() => void report.refetch()} />;
    const r = report.data.report;
    if (r.total === 0)
      return (
        <EmptyState card icon="pi pi-chart-bar" title={t('empty.records')} text={t('empty.recordsText')} />
      );
    return (
      <div className="report-body" aria-busy={report.isPlaceholderData}>
        {kind === 'agreements' ? (
          <CountTable title={t('counts.agreement')} counts={r.byStatus} total={r.total} />
        ) : null}
        {kind === 'assessments' ? (
          <div className="report-charts">
            <CountTable title={t('counts.assessment')} counts={r.byStatus} total={r.total} />
            <CountTable title={t('counts.qa')} counts={r.byQaStatus} total={r.total} />
          </div>
        ) : null}
        {kind === 'scores' && r.averageScore !== null ? (
          <p>
            {t('average')} <ScoreBadge score={r.averageScore} colour={null} />
          </p>
        ) : null}
        {(kind === 'scores' || kind === 'curve') && r.competencyWeight > 0 ? (
          <p className="muted">
            {t('blendNote', { scorecard: 100 - r.competencyWeight, weight: r.competencyWeight })}
          </p>
        ) : null}
        {kind === 'curve' ? <CurveChart report={r} /> : null}
        <RowsTable report={r} />
      </div>
    );
  };

  return (
    <section>
      <PageHeader
        title={ts(titleKey)}
        actions={
          <Export
            input={annualPlan ? { ...request, annualPlanId: annualPlan.id, report: kind } : null}
            disabled={!report.data}
          />
        }
      >
        <p className="muted">{t(`intro.${kind}`)}</p>
      </PageHeader>
      <div className="report-toolbar">
        <RecordSelect
          label={t('select.annualPlan')}
          value={annualPlan?.id}
          options={annualPlanOptions(annualPlans.data?.list)}
          onChange={chooseAnnualPlan}
        />
        <RecordSelect
          label={t('select.quarter')}
          value={QUARTERS[quarter]}
          options={QUARTERS.map((q) => ({ value: q, label: q }))}
          onChange={(q) => setQuarter(QUARTERS.indexOf(q as (typeof QUARTERS)[number]))}
        />
        {selects}
      </div>
      {body()}
    </section>
  );
};
