import { AGREEMENT_STATUSES, ASSESSMENT_STATUSES, type TPerformanceReportRow } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { RecordSelect } from '../../../components/record-select';
import { namedTable } from '../../../components/table-name';
import { csvFileName, toCsv } from '../../../lib/csv';
import { downloadBytes, downloadText } from '../../../lib/files';
import { notify } from '../../../lib/notify';
import { useUrlParam } from '../../../lib/use-url-param';
import { annualPlanOptions, ScoreBadge, useChosenAnnualPlan } from '../../scorecard';
import { usePerformanceReport } from '../reports/api';
import { useQuarter, useUnitFilter } from '../reports/report-page';
import { usePerformanceAdmin } from '../scorecards/api';
import './admin.css';

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
const ALL = '';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Which statuses a row must have: `?agreementStatus=` and `?assessmentStatus=` (none = any),
 * applied to the quarter's rows in the browser (the read already holds every employee's).
 */
export const filterReviews = (
  rows: readonly TPerformanceReportRow[],
  agreementStatus: string | undefined,
  assessmentStatus: string | undefined,
): TPerformanceReportRow[] =>
  rows.filter(
    (r) =>
      (!agreementStatus || r.agreementStatus === agreementStatus) &&
      (!assessmentStatus || r.assessmentStatus === assessmentStatus),
  );

/**
 * spec §2 /app/performance/employee-reviews: every employee's review of the chosen annual plan's
 * quarter — agreement, assessment and QA status, review complete, self, total, adjusted and final
 * score in their band colours — narrowed by business unit, department (the placement of the
 * quarter) and status, and exported as shown to CSV or Excel. Reads performance-report `scores`
 * (Performance Management administrators; others: 403, said in place).
 */
export const Component = () => {
  const { t } = useTranslation('performanceReports');
  const { t: ts } = useTranslation();
  const { annualPlans, chosen, choose } = useChosenAnnualPlan();
  const { admin, known } = usePerformanceAdmin();
  const allowed = known && admin;
  const [quarter, setQuarter] = useQuarter();
  const { businessUnitId, departmentId, selects } = useUnitFilter();
  const [agreementStatus, setAgreementStatus] = useUrlParam('agreementStatus', { replace: true });
  const [assessmentStatus, setAssessmentStatus] = useUrlParam('assessmentStatus', { replace: true });
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const report = usePerformanceReport('scores', {
    ...(chosen && allowed ? { annualPlanId: chosen.id } : {}),
    quarter,
    ...(businessUnitId ? { businessUnitId } : {}),
    ...(departmentId ? { departmentId } : {}),
  });
  const rows = filterReviews(report.data?.report.rows ?? [], agreementStatus, assessmentStatus);
  const yesNo = (v: boolean) => (v ? t('yes') : t('no'));
  const columns: { header: string; value: (r: TPerformanceReportRow) => string | number | null }[] = [
    { header: t('table.employee'), value: (r) => r.employeeName },
    { header: t('table.supervisor'), value: (r) => r.supervisorName },
    { header: t('table.agreementStatus'), value: (r) => r.agreementStatus },
    { header: t('table.assessmentStatus'), value: (r) => r.assessmentStatus },
    { header: t('table.qaStatus'), value: (r) => r.qaStatus },
    { header: t('table.reviewComplete'), value: (r) => yesNo(r.reviewComplete) },
    { header: t('admin.selfScore'), value: (r) => r.selfScore },
    { header: t('table.totalScore'), value: (r) => r.totalScore },
    { header: t('table.adjustedScore'), value: (r) => r.adjustedTotal },
    { header: t('admin.finalScore'), value: (r) => r.finalScore },
  ];
  const exportAs = async (format: 'csv' | 'xlsx') => {
    const name = `employee-reviews-${QUARTERS[quarter]}`;
    setExporting(format);
    try {
      if (format === 'csv') {
        // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names with accents).
        downloadText(csvFileName(name), `\uFEFF${toCsv(columns, rows)}`, 'text/csv;charset=utf-8');
      } else {
        const { toXlsx, xlsxFileName } = await import('../../../lib/xlsx');
        const bytes = toXlsx(
          name,
          columns.map((c) => c.header),
          rows.map((r) => columns.map((c) => c.value(r))),
        );
        downloadBytes(xlsxFileName(name), bytes, XLSX_TYPE);
      }
      notify({ severity: 'success', summary: ts('table.exported', { count: rows.length }) });
    } finally {
      setExporting(null);
    }
  };
  const statusSelect = (
    label: string,
    value: string | undefined,
    statuses: readonly string[],
    set: (v: string | undefined) => void,
  ) => (
    <RecordSelect
      label={label}
      value={value ?? ALL}
      options={[{ value: ALL, label: t('select.all') }, ...statuses.map((s) => ({ value: s, label: s }))]}
      onChange={(v) => set(v === ALL ? undefined : v)}
    />
  );
  const score = (value: number | null, colour: string | null) => <ScoreBadge score={value} colour={colour} />;

  const body = () => {
    if (annualPlans.isPending || !known) return <Loading />;
    if (!admin) return <EmptyState card icon="pi pi-lock" title={t('admin.adminOnly')} />;
    if (!chosen) return <EmptyState card icon="pi pi-users" title={t('empty.annualPlans')} />;
    if (report.isPending) return <Loading />;
    if (report.isError)
      return <LoadFailed text={report.error.message} onRetry={() => void report.refetch()} />;
    const label = t('admin.reviewsTable', { quarter: QUARTERS[quarter] });
    return (
      <div className="card" aria-busy={report.isPlaceholderData}>
        <div className="list-toolbar">
          <p className="muted">{t('admin.shown', { count: rows.length, total: report.data.report.total })}</p>
          <div className="review-exports">
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                type="button"
                icon={format === 'csv' ? 'pi pi-download' : 'pi pi-file-excel'}
                label={ts(format === 'csv' ? 'table.exportCsv' : 'table.exportExcel')}
                severity="secondary"
                outlined
                size="small"
                loading={exporting === format}
                disabled={rows.length === 0 || exporting !== null}
                onClick={() => void exportAs(format)}
              />
            ))}
          </div>
        </div>
        <DataTable
          value={rows}
          dataKey="scorecardId"
          size="small"
          stripedRows
          scrollable
          paginator={rows.length > 25}
          rows={25}
          pt={namedTable(label)}
          emptyMessage={<EmptyState title={t('admin.noReviews')} />}
        >
          <Column field="employeeName" header={t('table.employee')} sortable />
          <Column field="supervisorName" header={t('table.supervisor')} sortable />
          <Column field="agreementStatus" header={t('table.agreementStatus')} sortable />
          <Column field="assessmentStatus" header={t('table.assessmentStatus')} sortable />
          <Column field="qaStatus" header={t('table.qaStatus')} sortable />
          <Column
            header={t('table.reviewComplete')}
            body={(r: TPerformanceReportRow) => yesNo(r.reviewComplete)}
          />
          <Column
            header={t('admin.selfScore')}
            className="report-num"
            body={(r: TPerformanceReportRow) => score(r.selfScore, null)}
          />
          <Column
            header={t('table.totalScore')}
            className="report-num"
            body={(r: TPerformanceReportRow) => score(r.totalScore, r.colorValue)}
          />
          <Column
            header={t('table.adjustedScore')}
            className="report-num"
            body={(r: TPerformanceReportRow) => score(r.adjustedTotal, r.adjustedColorValue)}
          />
          <Column
            header={t('admin.finalScore')}
            className="report-num"
            body={(r: TPerformanceReportRow) => score(r.finalScore, r.finalColorValue)}
          />
        </DataTable>
      </div>
    );
  };

  return (
    <section>
      <PageHeader title={ts('nav.allEmployeeReviews')}>
        <p className="muted">{t('admin.reviewsIntro')}</p>
      </PageHeader>
      <div className="report-toolbar">
        <RecordSelect
          label={t('select.annualPlan')}
          value={chosen?.id}
          options={annualPlanOptions(annualPlans.data?.list)}
          onChange={choose}
        />
        <RecordSelect
          label={t('select.quarter')}
          value={QUARTERS[quarter]}
          options={QUARTERS.map((q) => ({ value: q, label: q }))}
          onChange={(q) => setQuarter(QUARTERS.indexOf(q as (typeof QUARTERS)[number]))}
        />
        {selects}
        {statusSelect(t('table.agreementStatus'), agreementStatus, AGREEMENT_STATUSES, setAgreementStatus)}
        {statusSelect(
          t('table.assessmentStatus'),
          assessmentStatus,
          ASSESSMENT_STATUSES,
          setAssessmentStatus,
        )}
      </div>
      {body()}
    </section>
  );
};
