import {
  COMPLIANCE_REPORTS,
  COMPLIANCE_STATUSES,
  type TComplianceReport,
  type TComplianceReportKind,
  type TComplianceReportRequest,
  type TComplianceStatus,
} from '@stratum/contracts';
import { formatDate } from '@stratum/rules';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
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

/**
 * What a compliance officer reads (ISO 37301 9.1): the status by regulation, what is overdue or
 * sent back, and the submissions of a period — with the report, its filters and period in the
 * URL, each exportable to Excel or PDF (built by the API from the same rows) and CSV.
 */
export const ReportsTab = () => {
  const { t } = useTranslation('compliance');
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
    if (v === null) return '';
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
                .mutateAsync({ input: { ...request, format } })
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
