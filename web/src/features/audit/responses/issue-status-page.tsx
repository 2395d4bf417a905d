import type { TExportIssueStatusRequest, TIssueStatus, TIssueStatusRequest } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ReportChart } from '../../../components/chart';
import { EmptyState } from '../../../components/empty-state';
import { FilterSelect } from '../../../components/filter-select';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { namedTable } from '../../../components/table-name';
import { routeQueryOptions, useRouteMutation } from '../../../lib/query';
import { ExportFileButtons, Panel } from '../../scorecard';
import { useActiveEmployees } from '../engagement/api';
import { auditPaths } from '../engagement/paths';
import { RatingTag } from '../findings/finding-pages';
import { useBusinessUnits } from '../management/api';
import { responseRoutes } from './api';
import { useAudits } from './tracker-page';

/** The report's columns, in the order the rules count them: each action in exactly one. */
export const ISSUE_COLUMNS = ['open', 'overdue', 'implemented', 'closed'] as const;
type Counts = Pick<TIssueStatus['total'], (typeof ISSUE_COLUMNS)[number]>;
/** The columns' colours on the chart: open, overdue (red), implemented (amber), closed (green). */
export const ISSUE_COLOURS = ['#6366F1', '#DC2626', '#F59E0B', '#16A34A'] as const;

const FILTERS = ['engagementId', 'unitId', 'ownerId'] as const;

/** The tracker's audit, unit and owner filters, kept in the URL under the tracker's names. */
const useStatusFilters = () => {
  const [query, setQuery] = useSearchParams();
  const filters: TIssueStatusRequest = {};
  for (const f of FILTERS) {
    const v = query.get(f);
    if (v) filters[f] = v;
  }
  const set = (name: (typeof FILTERS)[number], value: string | undefined) =>
    setQuery(
      (q) => {
        if (value) q.set(name, value);
        else q.delete(name);
        return q;
      },
      { replace: true },
    );
  return { filters, set, search: query.toString() };
};

export const useIssueStatus = (filters: TIssueStatusRequest) =>
  useQuery(routeQueryOptions(responseRoutes.issueStatus, filters));
const useExportIssueStatus = () => useRouteMutation(responseRoutes.exportIssueStatus);

const total = (c: Counts) => c.open + c.overdue + c.implemented + c.closed;

/** A table of counts: one row per audit or rating, the four columns, a total, and the totals row. */
const CountsTable = <R extends Counts>({
  label,
  rows,
  totals,
  first,
}: {
  label: string;
  rows: R[];
  totals: Counts;
  first: { header: string; body: (r: R) => React.ReactNode; key: (r: R) => string };
}) => {
  const { t } = useTranslation('audit-findings');
  const keyed = rows.map((r) => ({ ...r, key: first.key(r) }));
  return (
    <DataTable value={keyed} dataKey="key" size="small" stripedRows pt={namedTable(label)}>
      <Column header={first.header} body={first.body} footer={t('status.total')} />
      {ISSUE_COLUMNS.map((c) => (
        <Column
          key={c}
          field={c}
          header={t(`status.${c}`)}
          className="report-num"
          footer={String(totals[c])}
        />
      ))}
      <Column
        header={t('status.total')}
        className="report-num"
        body={(r: R) => total(r)}
        footer={String(total(totals))}
      />
    </DataTable>
  );
};

/** Stacked bars per rating: open, overdue, implemented and closed actions. */
export const IssueStatusChart = ({ status }: { status: TIssueStatus }) => {
  const { t } = useTranslation('audit-findings');
  const data = useMemo(
    () => ({
      labels: status.byRating.map((r) => t(`rating.${r.rating}`)),
      datasets: ISSUE_COLUMNS.map((c, i) => ({
        label: t(`status.${c}`),
        data: status.byRating.map((r) => r[c]),
        backgroundColor: ISSUE_COLOURS[i],
      })),
    }),
    [status, t],
  );
  const options = useMemo(
    () => ({
      scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } },
    }),
    [],
  );
  const values = status.byRating
    .map(
      (r) =>
        `${t(`rating.${r.rating}`)}: ${ISSUE_COLUMNS.map((c) => `${t(`status.${c}`)} ${r[c]}`).join(', ')}`,
    )
    .join('; ');
  return <ReportChart label={t('status.chartLabel', { values })} data={data} options={options} />;
};

/**
 * spec §2 issue-status: the follow-up in counts (docs/audit.md) — management actions open,
 * overdue, implemented and waiting validation, and closed, per rating (a chart and a table) and
 * per audit — with the tracker's audit, unit and owner filters, and Excel and PDF exports.
 */
export const Component = () => {
  const { t } = useTranslation('audit-findings');
  const { filters, set, search } = useStatusFilters();
  const audits = useAudits();
  const units = useBusinessUnits();
  const employees = useActiveEmployees();
  const status = useIssueStatus(filters);
  const exporter = useExportIssueStatus();
  const input: Omit<TExportIssueStatusRequest, 'format'> = filters;
  const s = status.data?.item;
  return (
    <section className="list-page">
      <PageHeader title={t('status.title')}>
        <p className="page-subtitle">{t('status.intro')}</p>
        <Link to={`${auditPaths.issueTracker}${search ? `?${search}` : ''}`}>{t('status.toTracker')}</Link>
      </PageHeader>
      <div className="list-filters" role="group" aria-label={t('status.filters')}>
        <FilterSelect
          label={t('tracker.audit')}
          value={filters.engagementId}
          allLabel={t('tracker.anyAudit')}
          options={audits}
          onChange={(v) => set('engagementId', v)}
        />
        <FilterSelect
          label={t('tracker.unit')}
          value={filters.unitId}
          allLabel={t('tracker.anyUnit')}
          options={(units.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
          onChange={(v) => set('unitId', v)}
        />
        <FilterSelect
          label={t('tracker.owner')}
          value={filters.ownerId}
          allLabel={t('tracker.anyOwner')}
          options={(employees.data?.list ?? []).map((e) => ({ value: e.id, label: e.fullName }))}
          onChange={(v) => set('ownerId', v)}
        />
      </div>
      <ExportFileButtons exporter={exporter} input={s ? input : null} />
      {status.isPending ? (
        <Loading />
      ) : status.isError || !s ? (
        <LoadFailed onRetry={() => void status.refetch()} />
      ) : total(s.total) === 0 ? (
        <EmptyState title={t('status.empty')} />
      ) : (
        <>
          <Panel title={t('status.byRating')}>
            <IssueStatusChart status={s} />
            <CountsTable
              label={t('status.byRating')}
              rows={s.byRating}
              totals={s.total}
              first={{
                header: t('tracker.rating'),
                key: (r) => r.rating,
                body: (r) => <RatingTag rating={r.rating} />,
              }}
            />
          </Panel>
          <Panel title={t('status.byAudit')}>
            <CountsTable
              label={t('status.byAudit')}
              rows={s.byAudit}
              totals={s.total}
              first={{
                header: t('tracker.audit'),
                key: (r) => r.engagementId || '-',
                body: (r) => (r.engagementId ? r.engagementTitle : t('action.outside')),
              }}
            />
          </Panel>
        </>
      )}
    </section>
  );
};
