import {
  COMPLIANCE_REPORT_STEPS,
  COMPLIANCE_REPORTS,
  COMPLIANCE_STATUSES,
  type TComplianceReport,
  type TComplianceReportKind,
  type TComplianceReportLanguage,
  COMPLIANCE_REPORT_LANGUAGES,
  type TComplianceReportRequest,
  type TComplianceReportStep,
  type TComplianceStatus,
} from '@stratum/contracts';
import { COMPLIANCE_STEP_COLOURS, complianceColour } from '@stratum/rules';
import { formatDate } from '../../lib/format';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { ReportChart, SERIES_COLOURS } from '../../components/chart';
import { EmptyState } from '../../components/empty-state';
import { FilterSelect } from '../../components/filter-select';
import { namedTable } from '../../components/table-name';
import { csvFileName, toCsv } from '../../lib/csv';
import { downloadText } from '../../lib/files';
import { useUrlParam } from '../../lib/use-url-param';
import { useComplianceReport, useExportComplianceReport, useSetupList } from './api';

/** the report columns the screen translates (the API's headers are English) */
type ColumnKey =
  | 'regulation'
  | 'category'
  | 'activities'
  | 'activity'
  | 'status'
  | 'complyingTeam'
  | 'universe'
  | 'complianceTeam'
  | 'dueDate'
  | 'daysLate'
  | 'at'
  | 'step'
  | 'by'
  | 'evidenceDate'
  | 'proposedNext'
  | 'reason';

type Row = TComplianceReport['rows'][number];
type ReportColumn = TComplianceReport['columns'][number];

const STATUS_KEYS = COMPLIANCE_STATUSES as readonly string[];
const STEP_KEYS = COMPLIANCE_REPORT_STEPS as readonly string[];

/**
 * What the chart beside a report draws, from the rows shown: the status reports and the register
 * stack each row's status counts; the overdue list and the submissions count their rows by status
 * or step per regulation. `label` names a row's bar (the "none" group included).
 */
const chartOf = (
  report: TComplianceReport,
  label: (row: Row) => string,
): { labels: string[]; series: { key: string; values: number[] }[] } => {
  const statusColumns = report.columns.filter((c) => STATUS_KEYS.includes(c.key)).map((c) => c.key);
  if (statusColumns.length) {
    return {
      labels: report.rows.map(label),
      series: statusColumns.map((key) => ({ key, values: report.rows.map((r) => Number(r[key] ?? 0)) })),
    };
  }
  const seriesKey = report.report === 'overdue' ? 'status' : 'step';
  const labels = [...new Set(report.rows.map((r) => String(r.regulation ?? '')))];
  const keys = [...new Set(report.rows.map((r) => String(r[seriesKey] ?? '')))];
  const counts = new Map<string, number>();
  for (const r of report.rows) {
    const k = `${String(r.regulation ?? '')}\u0000${String(r[seriesKey] ?? '')}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return {
    labels,
    series: keys.map((key) => ({ key, values: labels.map((l) => counts.get(`${l}\u0000${key}`) ?? 0) })),
  };
};

const exportLanguage = (language: string): TComplianceReportLanguage =>
  (COMPLIANCE_REPORT_LANGUAGES as readonly string[]).includes(language.slice(0, 2))
    ? (language.slice(0, 2) as TComplianceReportLanguage)
    : 'en';

/** The chart beside a report (chart.js through the shared ReportChart): statuses in their colours. */
const ReportChartOf = ({ report, label }: { report: TComplianceReport; label: (row: Row) => string }) => {
  const { t } = useTranslation('compliance');
  const data = useMemo(() => {
    const { labels, series } = chartOf(report, label);
    return {
      labels,
      datasets: series.map((s, i) => ({
        label: STATUS_KEYS.includes(s.key)
          ? t(`statuses.${s.key as TComplianceStatus}`)
          : STEP_KEYS.includes(s.key)
            ? t(`reports.steps.${s.key as TComplianceReportStep}`)
            : s.key,
        data: s.values,
        backgroundColor: STATUS_KEYS.includes(s.key)
          ? complianceColour(s.key as TComplianceStatus)
          : STEP_KEYS.includes(s.key)
            ? COMPLIANCE_STEP_COLOURS[s.key as TComplianceReportStep]
            : SERIES_COLOURS[i % SERIES_COLOURS.length],
      })),
    };
    // `label` is remade on each render; the rows and the language are what change the chart.
  }, [report, t]);
  const options = useMemo(
    () => ({
      scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } },
    }),
    [],
  );
  return (
    <ReportChart
      label={t('reports.chart', { report: t(`reports.kinds.${report.report}`) })}
      data={data}
      options={options}
    />
  );
};

/**
 * What a compliance officer reads (ISO 37301 9.1): the status by regulation, what is overdue or
 * sent back, and the submissions of a period — with the report, its filters and period in the
 * URL, each exportable to Excel or PDF (built by the API from the same rows) and CSV.
 */
export const ReportsTab = () => {
  const { t, i18n } = useTranslation('compliance');
  const [kind, setKind] = useUrlParam('report');
  const [regulationId, setRegulationId] = useUrlParam('regulation');
  const [categoryId, setCategoryId] = useUrlParam('category');
  const [universeId, setUniverseId] = useUrlParam('universe');
  const [from, setFrom] = useUrlParam('from');
  const [to, setTo] = useUrlParam('to');
  const report: TComplianceReportKind = (COMPLIANCE_REPORTS as readonly string[]).includes(kind ?? '')
    ? (kind as TComplianceReportKind)
    : 'status';
  const regulations = useSetupList('regulation');
  const categories = useSetupList('category');
  const universes = useSetupList('universe');
  const request: TComplianceReportRequest = {
    report,
    ...(regulationId ? { regulationId } : {}),
    ...(categoryId ? { categoryId } : {}),
    ...(universeId ? { universeId } : {}),
    ...(report === 'submissions' && from ? { from } : {}),
    ...(report === 'submissions' && to ? { to } : {}),
  };
  const data = useComplianceReport(request);
  const exportFile = useExportComplianceReport();
  const out = data.data;
  const header = (c: ReportColumn): string =>
    (COMPLIANCE_STATUSES as readonly string[]).includes(c.key)
      ? t(`statuses.${c.key as TComplianceStatus}`)
      : t(`reports.columns.${c.key as ColumnKey}`, { defaultValue: c.header });
  const text = (c: ReportColumn, row: Row) => {
    const v = row[c.key] ?? null;
    // The group of activities with no category or no universe: named in the reader's language.
    if (v === null && report === 'status-by-category' && c.key === 'category') return t('reports.noCategory');
    if (v === null && report === 'status-by-unit' && c.key === 'universe') return t('reports.noUniverse');
    if (v === null) return '';
    // Statuses and steps come as codes: named in the reader's language.
    if (c.key === 'status' && STATUS_KEYS.includes(String(v))) return t(`statuses.${v as TComplianceStatus}`);
    if (c.key === 'step' && STEP_KEYS.includes(String(v)))
      return t(`reports.steps.${v as TComplianceReportStep}`);
    return c.kind === 'date' && typeof v === 'string' ? formatDate(v) : String(v);
  };
  return (
    <div className="card">
      <div className="compliance-filters" role="group" aria-label={t('reports.filters')}>
        <FilterSelect
          label={t('reports.report')}
          value={report === 'status' ? undefined : report}
          // The first report is what the page opens on (no `report` in the URL).
          allLabel={t('reports.kinds.status')}
          options={COMPLIANCE_REPORTS.filter((r) => r !== 'status').map((r) => ({
            value: r,
            label: t(`reports.kinds.${r}`),
          }))}
          onChange={(v) => setKind(v)}
        />
        <FilterSelect
          label={t('activities.regulation')}
          value={regulationId}
          allLabel={t('common.all')}
          options={(regulations.data?.list ?? []).map((r) => ({ value: r.id, label: r.name }))}
          onChange={(v) => setRegulationId(v)}
        />
        <FilterSelect
          label={t('reports.category')}
          value={categoryId}
          allLabel={t('common.all')}
          options={(categories.data?.list ?? []).map((r) => ({ value: r.id, label: r.name }))}
          onChange={(v) => setCategoryId(v)}
        />
        <FilterSelect
          label={t('reports.universe')}
          value={universeId}
          allLabel={t('common.all')}
          options={(universes.data?.list ?? []).map((r) => ({ value: r.id, label: r.name }))}
          onChange={(v) => setUniverseId(v)}
        />
        {report === 'submissions' ? (
          <>
            <label className="field">
              <span>{t('reports.from')}</span>
              <InputText
                type="date"
                value={from ?? out?.from ?? ''}
                onChange={(e) => setFrom(e.target.value || undefined)}
              />
            </label>
            <label className="field">
              <span>{t('reports.to')}</span>
              <InputText
                type="date"
                value={to ?? out?.to ?? ''}
                onChange={(e) => setTo(e.target.value || undefined)}
              />
            </label>
          </>
        ) : null}
      </div>
      <div className="form-actions">
        {(['xlsx', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            type="button"
            outlined
            icon={format === 'xlsx' ? 'pi pi-file-excel' : 'pi pi-file-pdf'}
            label={t(`reports.${format}`)}
            loading={exportFile.isPending && exportFile.variables?.input.format === format}
            onClick={() =>
              void exportFile
                .mutateAsync({ input: { ...request, format, language: exportLanguage(i18n.language) } })
                .then((file) => window.open(file.url, '_blank', 'noopener'))
                .catch(() => undefined)
            }
          />
        ))}
        <Button
          type="button"
          outlined
          icon="pi pi-download"
          label={t('reports.csv')}
          disabled={!out}
          onClick={() => {
            if (!out) return;
            const columns = out.columns.map((c) => ({
              header: header(c),
              value: (row: Row) => text(c, row),
            }));
            downloadText(
              csvFileName(`compliance-${out.report}`),
              `\uFEFF${toCsv(columns, out.rows)}`,
              'text/csv;charset=utf-8',
            );
          }}
        />
      </div>
      {out && out.rows.length ? (
        <ReportChartOf report={out} label={(row) => text(out.columns[0]!, row)} />
      ) : null}
      <DataTable
        value={out?.rows ?? []}
        loading={data.isPending}
        pt={namedTable(t(`reports.kinds.${report}`))}
        stripedRows
        emptyMessage={<EmptyState title={t('reports.empty')} text={t('reports.emptyText')} />}
      >
        {(out?.columns ?? []).map((c) => (
          <Column key={c.key} header={header(c)} body={(row: Row) => text(c, row)} />
        ))}
      </DataTable>
    </div>
  );
};
