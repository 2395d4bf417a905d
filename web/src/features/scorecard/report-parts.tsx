import type { TReportKpiRow, TRatingPeriod, TScoredScorecardReport } from '@stratum/contracts';
import { formatNumber } from '../../lib/format';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { ColumnGroup } from 'primereact/columngroup';
import { DataTable } from 'primereact/datatable';
import { Row } from 'primereact/row';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_BAND, ReportChart, type ReportChartOptions } from '../../components/chart';
import { EmptyState } from '../../components/empty-state';
import { RecordSelect } from '../../components/record-select';
import { namedTable } from '../../components/table-name';
import { pickChosen } from '../../lib/choice';
import { useUrlParam } from '../../lib/use-url-param';
import { ScoreBadge } from './score-bits';
import './reports.css';

// ---------------------------------------------------------------- the period, kept in the URL

const PERIOD_PARAMS = ['annual', 'Q1', 'Q2', 'Q3', 'Q4'] as const;
type PeriodParam = (typeof PERIOD_PARAMS)[number];

export const toPeriod = (p: string | undefined): TRatingPeriod => {
  const i = PERIOD_PARAMS.indexOf((p ?? 'annual') as PeriodParam);
  return i <= 0 ? 'annual' : ((i - 1) as 0 | 1 | 2 | 3);
};
const toParam = (p: TRatingPeriod): PeriodParam => (p === 'annual' ? 'annual' : PERIOD_PARAMS[p + 1]!);

/** The period a report is for: `?period=annual|Q1…Q4` (the spec's "reports hold the quarter"). */
export const usePeriod = (): [TRatingPeriod, (p: TRatingPeriod) => void] => {
  const [raw, set] = useUrlParam('period', { replace: true });
  return [toPeriod(raw), useCallback((p: TRatingPeriod) => set(toParam(p)), [set])];
};

export const ReportPeriodSelect = ({
  value,
  onChange,
}: {
  value: TRatingPeriod;
  onChange: (p: TRatingPeriod) => void;
}) => {
  const { t } = useTranslation('reports');
  return (
    <RecordSelect
      label={t('select.period')}
      value={toParam(value)}
      options={PERIOD_PARAMS.map((p) => ({
        value: p,
        label: p === 'annual' ? t('period.annual') : t('period.quarter', { label: p }),
      }))}
      onChange={(v) => onChange(toPeriod(v))}
    />
  );
};

// ---------------------------------------------------------------- numbers and scores

export const percentText = (p: number | null) => (p === null ? '' : `${formatNumber(p)}%`);

// ---------------------------------------------------------------- export

type FileFormat = 'xlsx' | 'pdf';

/** An export call's mutation (react-query's, from useRouteMutation): it answers a link to the file. */
export interface FileExporter<I extends { format: FileFormat }> {
  mutateAsync: (vars: { input: I }) => Promise<{ url: string; filename: string }>;
  isPending: boolean;
  variables?: { input: I } | undefined;
}

/**
 * "Export to Excel" and "Export to PDF" for any report's export call: the server builds the file
 * and answers a link (15 minutes). Excel downloads in place; the PDF opens in a new tab. The link
 * also stays under the buttons, in case the browser blocked the new tab.
 */
export const ExportFileButtons = <I extends { format: FileFormat }>({
  exporter,
  input,
  disabled,
}: {
  exporter: FileExporter<I>;
  input: Omit<I, 'format'> | null;
  disabled?: boolean | undefined;
}) => {
  const { t } = useTranslation('reports');
  const [last, setLast] = useState<{ url: string; filename: string } | null>(null);
  const run = async (format: FileFormat) => {
    if (!input) return;
    setLast(null);
    const file = await exporter.mutateAsync({ input: { ...input, format } as I });
    setLast({ url: file.url, filename: file.filename });
    if (format === 'xlsx') window.location.assign(file.url);
    else window.open(file.url, '_blank', 'noopener');
  };
  const busy = exporter.isPending ? exporter.variables?.input.format : undefined;
  return (
    <div className="report-export">
      {(['xlsx', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          type="button"
          icon={format === 'xlsx' ? 'pi pi-file-excel' : 'pi pi-file-pdf'}
          label={t(`export.${format}`)}
          outlined
          loading={busy === format}
          disabled={disabled || !input || exporter.isPending}
          onClick={() => void run(format).catch(() => undefined)}
        />
      ))}
      {last ? (
        <a className="report-export-link" href={last.url} target="_blank" rel="noopener noreferrer">
          {t('export.open', { filename: last.filename })}
        </a>
      ) : null}
    </div>
  );
};

// ---------------------------------------------------------------- the KPI table

const figure = (v: number | null) => (v === null ? '' : formatNumber(v));

/** A scorecard's KPI rows with their band colours, and the totals under them. */
export const ReportKpiTable = ({ scorecard }: { scorecard: TScoredScorecardReport }) => {
  const { t } = useTranslation('reports');
  const totals = scorecard.totals;
  // A scorecard whose KPIs sit under no key performance area has no KPA column.
  const withKpas = scorecard.rows.some((r) => r.kpaName !== null);
  const span = withKpas ? 7 : 6;
  const footer = (
    <ColumnGroup>
      <Row>
        <Column footer={t('table.total')} colSpan={span} />
        <Column footer={figure(totals.weightTotal)} className="report-num" />
        <Column
          footer={<ScoreBadge score={totals.total} colour={totals.colorValue} />}
          className="report-num"
        />
      </Row>
      {totals.adjustedTotal !== null ? (
        <Row>
          <Column footer={t('table.adjustedTotal')} colSpan={span + 1} />
          <Column
            footer={<ScoreBadge score={totals.adjustedTotal} colour={totals.adjustedColorValue} />}
            className="report-num"
          />
        </Row>
      ) : null}
    </ColumnGroup>
  );
  if (scorecard.rows.length === 0) return <EmptyState title={t('empty.kpis')} />;
  return (
    <>
      <DataTable
        value={scorecard.rows}
        dataKey="kpiId"
        size="small"
        stripedRows
        footerColumnGroup={footer}
        pt={namedTable(t('table.label', { name: scorecard.name }))}
        className="report-kpi-table"
      >
        <Column field="name" header={t('table.kpi')} />
        <Column header={t('table.perspective')} body={(r: TReportKpiRow) => r.perspectiveName ?? ''} />
        {withKpas ? <Column header={t('table.kpa')} body={(r: TReportKpiRow) => r.kpaName ?? ''} /> : null}
        <Column
          header={t('table.target')}
          className="report-num"
          body={(r: TReportKpiRow) => (r.target === null ? (r.manualTarget ?? '') : figure(r.target))}
        />
        <Column
          header={t('table.actual')}
          className="report-num"
          body={(r: TReportKpiRow) => figure(r.actual)}
        />
        <Column
          header={t('table.percent')}
          className="report-num"
          body={(r: TReportKpiRow) => percentText(r.percent)}
        />
        <Column
          header={t('table.score')}
          className="report-num"
          body={(r: TReportKpiRow) => <ScoreBadge score={r.score} colour={r.colorValue} digits={0} />}
        />
        <Column
          header={t('table.weight')}
          className="report-num"
          body={(r: TReportKpiRow) => figure(r.weight)}
        />
        <Column
          header={t('table.weightedScore')}
          className="report-num"
          body={(r: TReportKpiRow) => <ScoreBadge score={r.weightedScore} colour={r.colorValue} />}
        />
      </DataTable>
      {!totals.weightsValid ? (
        <p className="report-warning" role="note">
          {t('table.weightsInvalid', { total: formatNumber(totals.weightTotal) })}
        </p>
      ) : null}
    </>
  );
};

// ---------------------------------------------------------------- summary and charts

export const Panel = ({ title, text, children }: { title: string; text?: string; children: ReactNode }) => (
  <section className="card report-panel">
    <h2>{title}</h2>
    {text ? <p className="muted">{text}</p> : null}
    {children}
  </section>
);

/** The total, the KPI count and the KPIs per band. */
export const ScoreSummary = ({ scorecard }: { scorecard: TScoredScorecardReport }) => {
  const { t } = useTranslation('reports');
  return (
    <div className="report-summary">
      <div>
        <span className="muted">{t('summary.total')}</span>
        <ScoreBadge score={scorecard.totals.total} colour={scorecard.totals.colorValue} />
      </div>
      <div>
        <span className="muted">{t('summary.kpis')}</span>
        <strong>{scorecard.totals.kpiCount}</strong>
      </div>
      <div>
        <span className="muted">{t('summary.weights')}</span>
        <strong>{formatNumber(scorecard.totals.weightTotal)}</strong>
      </div>
      <ul className="report-bands" aria-label={t('summary.bands')}>
        {scorecard.bandCounts.map((b) => (
          <li key={b.score}>
            <span
              className="report-band-swatch"
              style={{ background: b.colorValue ?? NO_BAND }}
              aria-hidden="true"
            />
            {b.description ?? (b.score === 0 ? t('summary.notRated') : t('summary.above'))}:{' '}
            <strong>{b.count}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
};

/** Bar chart: each perspective's weighted score in its band's colour; the tooltip adds its share. */
export const PerspectiveChart = ({ scorecard }: { scorecard: TScoredScorecardReport }) => {
  const { t } = useTranslation('reports');
  const rows = scorecard.byPerspective;
  const names = rows.map((p) => p.name ?? t('table.noPerspective'));
  const data = useMemo(
    () => ({
      labels: rows.map((p) => p.name ?? t('table.noPerspective')),
      datasets: [
        {
          label: t('charts.weightedScore'),
          data: rows.map((p) => p.weightedScore),
          backgroundColor: rows.map((p) => p.colorValue ?? NO_BAND),
        },
      ],
    }),
    [rows, t],
  );
  const options = useMemo(
    () => ({
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            afterLabel: (ctx: { dataIndex: number }) => {
              const share = rows[ctx.dataIndex]?.share;
              return share === null || share === undefined
                ? ''
                : t('charts.share', { share: formatNumber(share) });
            },
          },
        },
      },
      scales: { y: { beginAtZero: true } },
    }),
    [rows, t],
  );
  const values = rows.map((p, i) => `${names[i]}: ${p.weightedScore.toFixed(2)}`).join('; ');
  return (
    <Panel title={t('charts.byPerspective')} text={t('charts.byPerspectiveText')}>
      <ReportChart label={t('charts.byPerspectiveLabel', { values })} data={data} options={options} />
    </Panel>
  );
};

/**
 * Grouped bars of target and actual per quarter (all quantitative KPIs summed, or one KPI chosen
 * in `?kpi=`), with the scorecard's total score per quarter as a line on its own axis.
 */
export const QuarterChart = ({ scorecard }: { scorecard: TScoredScorecardReport }) => {
  const { t } = useTranslation('reports');
  const [kpiParam, setKpi] = useUrlParam('kpi', { replace: true });
  const kpi = scorecard.rows.find((r) => r.kpiId === kpiParam && r.kpiType === 'Quantitative') ?? null;
  const series = useMemo(
    () => ({
      labels: scorecard.quarters.map((q) => q.label),
      targets: kpi ? kpi.quarters.map((q) => q.target) : scorecard.quarters.map((q) => q.targetTotal),
      actuals: kpi ? kpi.quarters.map((q) => q.actual) : scorecard.quarters.map((q) => q.actualTotal),
      totals: scorecard.quarters.map((q) => q.total),
    }),
    [scorecard, kpi],
  );
  const data = useMemo(
    () => ({
      labels: series.labels,
      datasets: [
        {
          type: 'bar' as const,
          label: t('charts.target'),
          data: series.targets,
          backgroundColor: '#94A3B8',
          yAxisID: 'y',
        },
        {
          type: 'bar' as const,
          label: t('charts.actual'),
          data: series.actuals,
          backgroundColor: '#6366F1',
          yAxisID: 'y',
        },
        {
          type: 'line' as const,
          label: t('charts.totalScore'),
          data: series.totals,
          borderColor: '#F97316',
          backgroundColor: '#F97316',
          yAxisID: 'score',
        },
      ],
    }),
    [series, t],
  );
  const options = useMemo(
    () =>
      ({
        scales: {
          y: { beginAtZero: true, position: 'left' as const },
          score: {
            beginAtZero: true,
            min: 0,
            max: 6,
            position: 'right' as const,
            grid: { drawOnChartArea: false },
          },
        },
      }) satisfies ReportChartOptions,
    [],
  );
  const values = series.labels
    .map(
      (l, i) =>
        `${l}: ${figure(series.targets[i] ?? null)} / ${figure(series.actuals[i] ?? null)} (${(series.totals[i] ?? 0).toFixed(2)})`,
    )
    .join('; ');
  const quantitative = scorecard.rows.filter((r) => r.kpiType === 'Quantitative');
  return (
    <Panel title={t('charts.quarters')}>
      <RecordSelect
        label={t('select.kpi')}
        value={kpi?.kpiId ?? ''}
        options={[
          { value: '', label: t('select.allKpis') },
          ...quantitative.map((r) => ({ value: r.kpiId, label: r.name })),
        ]}
        onChange={(id) => setKpi(id === '' ? undefined : id)}
      />
      <ReportChart label={t('charts.quartersLabel', { values })} data={data} options={options} />
    </Panel>
  );
};

/** The record named by `param` in the URL, else the first; written back so a reload shows the same. */
export const useChosenParam = <T extends { id: string }>(list: readonly T[] | undefined, param: string) => {
  const [asked, set] = useUrlParam(param, { replace: true });
  const chosen = pickChosen(list, asked);
  useEffect(() => {
    if (chosen && chosen.id !== asked) set(chosen.id);
  }, [chosen, asked, set]);
  return { chosen, choose: set };
};
