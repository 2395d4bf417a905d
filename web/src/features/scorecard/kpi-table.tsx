import { KPI_TYPES, OPTION_TYPES, type TKpi } from '@stratum/contracts';
import { manualScoresOf, type Band, type RatingPeriod, type RatingPoints } from '@stratum/rules';
import { formatNumber } from '../../lib/format';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { namedTable } from '../../components/table-name';
import { CellChoice, CellInput } from './kpi-cells';
import { periodFields, type DraftField, type KpiDraft, type Preview } from './kpi-rows';
import { ScoreBadge } from './score-bits';
import type { EditingRow } from './use-kpi-editing';

/** A row of the table: a saved KPI, or the one being added (`kpi` null). */
export interface KpiTableRow {
  key: string;
  kpi: TKpi | null;
}

export interface KpiTableProps {
  /** the table's accessible name */
  label: string;
  rows: readonly KpiTableRow[];
  editing: Record<string, EditingRow>;
  preview: Preview;
  bands: readonly Band[];
  /** the plan's rating points: a three-point plan's manual score is chosen from 0, 1, 3, 5, 6 */
  points: RatingPoints;
  period: RatingPeriod;
  perspectives: readonly { value: string; label: string }[];
  admin: boolean;
  /** what the table says with no rows */
  empty: ReactNode;
  onType: (key: string, field: DraftField, value: string | null) => void;
  onEdit: (row: KpiTableRow) => void;
  onSave: (row: KpiTableRow) => void;
  onCancel: (row: KpiTableRow) => void;
  onDelete: (kpi: TKpi) => void;
  onComments: (kpi: TKpi) => void;
}

type Kind = 'text' | 'figure' | 'date' | 'perspective' | 'kpiType' | 'optionType';

/** Every KPI field of spec §3 the table edits, in order, with how it is typed. */
const FIELDS: readonly { field: DraftField; kind: Kind }[] = [
  { field: 'perspectiveId', kind: 'perspective' },
  { field: 'kpiType', kind: 'kpiType' },
  { field: 'optionType', kind: 'optionType' },
  { field: 'baseline', kind: 'figure' },
  { field: 'manualBaseline', kind: 'text' },
  { field: 'target', kind: 'figure' },
  { field: 'manualTarget', kind: 'text' },
  { field: 'targetDate', kind: 'date' },
  { field: 'ytd', kind: 'figure' },
  { field: 'periodicTarget1', kind: 'figure' },
  { field: 'periodicTarget2', kind: 'figure' },
  { field: 'periodicTarget3', kind: 'figure' },
  { field: 'periodicTarget4', kind: 'figure' },
  { field: 'actual1', kind: 'figure' },
  { field: 'actual2', kind: 'figure' },
  { field: 'actual3', kind: 'figure' },
  { field: 'actual4', kind: 'figure' },
  { field: 'weight', kind: 'figure' },
  { field: 'manualRatingScore', kind: 'figure' },
  { field: 'adjustedScore', kind: 'figure' },
];

/** The texts `shown` looks up, under `kpis.` in the scorecards namespace. */
type ShownKey = `kpiType.${TKpi['kpiType']}` | `optionType.${TKpi['optionType']}`;

/** A saved KPI's field as the table shows it (the API's display copies where it has them). */
const shown = (kpi: TKpi, field: DraftField, t: (key: ShownKey) => string): string => {
  switch (field) {
    case 'perspectiveId':
      return kpi.perspectiveName ?? '—';
    case 'kpiType':
      return t(`kpiType.${kpi.kpiType}`);
    case 'optionType':
      return t(`optionType.${kpi.optionType}`);
    case 'baseline':
      return kpi.d_baseline;
    case 'target':
      return kpi.d_target;
    case 'ytd':
      return kpi.d_ytd;
    case 'targetDate':
      return kpi.d_targetDate;
    case 'name':
    case 'manualBaseline':
    case 'manualTarget':
      return kpi[field] ?? '';
    default:
      return formatNumber(kpi[field]);
  }
};

/**
 * A scorecard's KPIs (or one KPA's) in a PrimeReact DataTable, edited in place a row at a time:
 * Edit turns the row's cells into inputs, Save sends what changed (save-kpi with the version
 * read), Cancel drops it. The last columns preview the row's rating for the period chosen, as
 * typed (the rating engine in the browser); the period's target and actual columns are marked.
 */
export const KpiTable = ({
  label,
  rows,
  editing,
  preview,
  bands,
  points,
  period,
  perspectives,
  admin,
  empty,
  onType,
  onEdit,
  onSave,
  onCancel,
  onDelete,
  onComments,
}: KpiTableProps) => {
  const { t } = useTranslation('scorecards');
  const { t: ts } = useTranslation();
  const tk = (key: ShownKey) => t(`kpis.${key}`);
  const marked: readonly DraftField[] = periodFields(period);
  const nameOf = (r: KpiTableRow) => {
    const typed = editing[r.key]?.draft.name.trim();
    return r.kpi?.name ?? (typed || t('kpis.newKpi'));
  };

  const cell = (r: KpiTableRow, field: DraftField, kind: Kind | 'name') => {
    const row = editing[r.key];
    if (!row) return r.kpi ? shown(r.kpi, field, tk) : null;
    const header = t(`kpis.fields.${field}`);
    const common = {
      label: t('kpis.cellLabel', { field: header, name: nameOf(r) }),
      error: row.errors[field],
      disabled: row.saving,
    };
    const draft: KpiDraft = row.draft;
    if (kind === 'perspective')
      return (
        <CellChoice
          {...common}
          value={draft.perspectiveId}
          options={perspectives}
          placeholder={t('kpis.noPerspective')}
          onChange={(v) => onType(r.key, 'perspectiveId', v)}
        />
      );
    if (kind === 'kpiType')
      return (
        <CellChoice
          {...common}
          value={draft.kpiType}
          options={KPI_TYPES.map((v) => ({ value: v, label: t(`kpis.kpiType.${v}`) }))}
          onChange={(v) => onType(r.key, 'kpiType', v ?? 'Quantitative')}
        />
      );
    if (field === 'manualRatingScore' && points === 3)
      return (
        <CellChoice
          {...common}
          value={draft.manualRatingScore === '' ? null : draft.manualRatingScore}
          options={manualScoresOf(points).map((n) => ({ value: String(n), label: String(n) }))}
          placeholder={t('kpis.noScore')}
          onChange={(v) => onType(r.key, 'manualRatingScore', v ?? '')}
        />
      );
    if (kind === 'optionType')
      return (
        <CellChoice
          {...common}
          value={draft.optionType}
          options={OPTION_TYPES.map((v) => ({ value: v, label: t(`kpis.optionType.${v}`) }))}
          onChange={(v) => onType(r.key, 'optionType', v ?? 'DESC')}
        />
      );
    return (
      <CellInput
        {...common}
        kind={kind === 'name' ? 'text' : kind}
        value={String(draft[field] ?? '')}
        onChange={(v) => onType(r.key, field, v)}
      />
    );
  };

  const actions = (r: KpiTableRow) => {
    const row = editing[r.key];
    const name = nameOf(r);
    const button = (
      key: string,
      text: string,
      icon: string,
      onClick: () => void,
      severity: 'secondary' | 'danger' | 'success' = 'secondary',
      loading = false,
    ) => (
      <Button
        key={key}
        type="button"
        icon={icon}
        rounded
        text
        severity={severity}
        aria-label={`${text} ${name}`}
        tooltip={text}
        tooltipOptions={{ position: 'top' }}
        loading={loading}
        disabled={loading}
        onClick={onClick}
      />
    );
    if (row)
      return (
        <div className="row-actions">
          {button('save', ts('common.save'), 'pi pi-check', () => onSave(r), 'success', row.saving)}
          {button('cancel', ts('common.cancel'), 'pi pi-times', () => onCancel(r))}
        </div>
      );
    if (!r.kpi) return null;
    const kpi = r.kpi;
    return (
      <div className="row-actions">
        {admin ? button('edit', ts('common.edit'), 'pi pi-pencil', () => onEdit(r)) : null}
        {button('comments', t('comments.open'), 'pi pi-comments', () => onComments(kpi))}
        {admin ? button('delete', ts('common.delete'), 'pi pi-trash', () => onDelete(kpi), 'danger') : null}
      </div>
    );
  };

  const rating = (r: KpiTableRow) => preview.byKey.get(r.key);

  return (
    <DataTable
      value={[...rows]}
      dataKey="key"
      pt={namedTable(label)}
      scrollable
      stripedRows
      size="small"
      className="kpi-table"
      cellMemo={false}
      rowClassName={(r: KpiTableRow) => (editing[r.key] ? 'kpi-row-editing' : '')}
      emptyMessage={empty}
    >
      <Column
        header={t('kpis.fields.name')}
        frozen
        className="kpi-name-col"
        body={(r: KpiTableRow) => cell(r, 'name', 'name')}
      />
      {FIELDS.map(({ field, kind }) => (
        <Column
          key={field}
          header={t(`kpis.fields.${field}`)}
          className={`kpi-col-${kind}${marked.includes(field) ? ' period-col' : ''}`}
          body={(r: KpiTableRow) => cell(r, field, kind)}
        />
      ))}
      <Column
        header={t('kpis.fields.percent')}
        className="kpi-preview-col"
        body={(r: KpiTableRow) => {
          const p = rating(r)?.percent;
          return p === null || p === undefined ? '—' : `${formatNumber(p)}%`;
        }}
      />
      <Column
        header={t('kpis.fields.score')}
        className="kpi-preview-col"
        body={(r: KpiTableRow) => {
          const s = rating(r);
          return s ? <ScoreBadge score={s.score} colour={s.colorValue} bands={bands} /> : null;
        }}
      />
      <Column
        header={t('kpis.fields.weightedScore')}
        className="kpi-preview-col"
        body={(r: KpiTableRow) => formatNumber(rating(r)?.weightedScore ?? 0)}
      />
      <Column header={ts('table.actions')} className="row-actions-column" body={actions} />
    </DataTable>
  );
};
