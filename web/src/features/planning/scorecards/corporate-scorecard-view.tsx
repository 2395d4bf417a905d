import { ApiError, type TKpi, type TQuarter, type TScorecardDetail } from '@stratum/contracts';
import {
  QUARTERS,
  type Band,
  type KpiRating,
  type QuarterIndex,
  type RatingPeriod,
  type RatingPoints,
} from '@stratum/rules';
import { formatNumber } from '../../../lib/format';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '../../../components/conflict-notice';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { ExportButtons } from '../reports/export-buttons';
import { isStale } from '../../../lib/write-failure';
import {
  actualInputOf,
  BandLegend,
  bandsFromList,
  CellInput,
  corporateQueryOptions,
  CorporateKpas,
  corporateSaveInputOf,
  DeleteCorporateKpi,
  type DraftField,
  draftOf,
  paramOfPeriod,
  PERIOD_PARAM,
  periodOfParam,
  PeriodSelect,
  previewOf,
  ratedOf,
  ratingsByPeriod,
  ScoreBadge,
  storeKpi,
  useBands,
  useCorporateScorecard,
  useKpiEditing,
  usePerspectives,
  useQuarters,
  useSaveCorporateKpi,
  useUpdateActual,
  WeightTotal,
} from '../../scorecard';

/** A quarter's actual being entered: which KPI and quarter, what is typed, how it went. */
interface ActualEdit {
  kpiId: string;
  quarter: QuarterIndex;
  text: string;
  error?: string | undefined;
  saving: boolean;
}

/**
 * One corporate scorecard: its KPIs with their scores and band colours for the year and each
 * quarter (a periodic one: its quarter), targets and weights changed in place (save-kpi), and
 * each quarter's actual entered on its own (update-actual) — refused with "Period is closed"
 * outside the quarter's assessment window, which the toast and the cell both say.
 */
/**
 * What a periodic scorecard shows of its corporate agreement (spec §3, §4): performance's panel,
 * put in by the route that composes the two (web/src/app), so planning knows nothing of it.
 */
export type AgreementSlot = (scorecardId: string) => ReactNode;

export const CorporateScorecardView = ({
  id,
  admin,
  onBack,
  agreement,
}: {
  id: string;
  admin: boolean;
  onBack: () => void;
  agreement?: AgreementSlot | undefined;
}) => {
  const { t } = useTranslation('scorecards');
  const { t: ts } = useTranslation();
  const detail = useCorporateScorecard(id);
  const s = detail.data?.scorecard;
  const bands = useBands('strategic', s?.planId);
  const back = (
    <Button type="button" icon="pi pi-arrow-left" text label={t('corporate.back')} onClick={onBack} />
  );
  if (detail.isPending) return <Loading />;
  if (detail.isError)
    return (
      <div className="card">
        <EmptyState
          icon="pi pi-exclamation-circle"
          title={t('notFound')}
          text={detail.error.message}
          action={
            <div className="empty-state-actions">
              {detail.error.message.includes('no such') ? null : (
                <Button
                  type="button"
                  icon="pi pi-refresh"
                  label={ts('common.retry')}
                  outlined
                  onClick={() => void detail.refetch()}
                />
              )}
              {back}
            </div>
          }
        />
      </div>
    );
  return (
    <View
      scorecard={detail.data.scorecard}
      bands={bandsFromList(bands.data?.list)}
      bandsLoaded={!bands.isPending}
      points={bands.data?.points ?? 5}
      admin={admin}
      back={back}
      agreement={agreement}
    />
  );
};

type Row = { key: string; kpi: TKpi };

const View = ({
  scorecard,
  bands,
  bandsLoaded,
  points,
  admin,
  back,
  agreement,
}: {
  scorecard: TScorecardDetail;
  bands: Band[];
  bandsLoaded: boolean;
  points: RatingPoints;
  admin: boolean;
  back: React.ReactNode;
  agreement: AgreementSlot | undefined;
}) => {
  const { t } = useTranslation('scorecards');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const periodic = scorecard.kind === 'corporate-periodic' && scorecard.quarter !== null;
  const quarters: QuarterIndex[] = periodic ? [scorecard.quarter as QuarterIndex] : [0, 1, 2, 3];
  const windows = useQuarters(scorecard.annualPlanId ?? '');
  const perspectives = usePerspectives('strategic', admin ? scorecard.planId : undefined);
  const perspectiveOptions = useMemo(
    () => (perspectives.data?.list ?? []).map((p) => ({ value: p.id, label: p.name })),
    [perspectives.data],
  );
  const [query, setQuery] = useSearchParams();
  const period: RatingPeriod = periodic
    ? (scorecard.quarter as QuarterIndex)
    : periodOfParam(query.get(PERIOD_PARAM));
  const setPeriod = (p: RatingPeriod) =>
    setQuery(
      (q) => {
        q.set(PERIOD_PARAM, paramOfPeriod(p));
        return q;
      },
      { replace: true },
    );
  const save = useSaveCorporateKpi();
  const updateActual = useUpdateActual();
  const editing = useKpiEditing({
    staleTitle: ts('conflict.title'),
    staleText: (name) => t('kpis.stale', { name }),
    fallbackTitle: ts('errors.requestFailed'),
  });
  const [actual, setActual] = useState<ActualEdit | null>(null);
  const detailKey = corporateQueryOptions(scorecard.id).queryKey;
  const reload = () => queryClient.fetchQuery({ ...corporateQueryOptions(scorecard.id), staleTime: 0 });

  const preview = useMemo(
    () =>
      previewOf(
        scorecard.kpiList.map((k) => ({
          key: k.id,
          kpaId: k.kpaId,
          kpi: k,
          draft: editing.rows[k.id]?.draft,
        })),
        bands,
        { mode: scorecard.ratingMode, period },
      ),
    [scorecard, editing.rows, bands, period],
  );
  const ratings = (r: Row) => {
    const draft = editing.rows[r.key]?.draft;
    return ratingsByPeriod(draft ? ratedOf(draft) : r.kpi, bands, scorecard.ratingMode);
  };

  const badge = (rating: KpiRating) => (
    <span className="score-cell">
      <ScoreBadge score={rating.score} colour={rating.colorValue} bands={bands} />
      <span className="muted">{rating.percent === null ? '—' : `${formatNumber(rating.percent)}%`}</span>
    </span>
  );

  const figure = (r: Row, field: DraftField) => {
    const row = editing.rows[r.key];
    if (!row) {
      const v = r.kpi[field];
      if (field === 'targetDate') return r.kpi.d_targetDate;
      return typeof v === 'number' ? formatNumber(v) : (v ?? '');
    }
    return (
      <CellInput
        label={t('kpis.cellLabel', { field: t(`kpis.fields.${field}`), name: r.kpi.name })}
        kind={field === 'targetDate' ? 'date' : 'figure'}
        value={String(row.draft[field] ?? '')}
        error={row.errors[field]}
        disabled={row.saving}
        onChange={(v) => editing.type(r.key, field, v)}
      />
    );
  };

  const saveActual = async () => {
    if (!actual) return;
    const kpi = scorecard.kpiList.find((k) => k.id === actual.kpiId);
    if (!kpi) return;
    const check = actualInputOf(scorecard.id, kpi, actual.quarter, actual.text);
    if (!check.ok) {
      setActual({ ...actual, error: check.error });
      return;
    }
    setActual({ ...actual, saving: true, error: undefined });
    try {
      const { kpi: saved } = await updateActual.mutateAsync({ input: check.input });
      void storeKpi(queryClient, detailKey, saved);
      setActual(null);
      notify({
        severity: 'success',
        summary: t('corporate.actualSaved', { quarter: QUARTERS[actual.quarter].label, name: kpi.name }),
      });
    } catch (e) {
      // The toast says it too ("Update Corporate Scorecards Failed: Period is closed").
      setActual({ ...actual, saving: false, error: e instanceof ApiError ? e.message : String(e) });
      if (isStale(e)) await reload();
    }
  };

  const actualCell = (r: Row, q: QuarterIndex) => {
    const field = `actual${q + 1}` as DraftField;
    const label = QUARTERS[q].label;
    if (actual && actual.kpiId === r.key && actual.quarter === q)
      return (
        <form
          className="actual-edit"
          onSubmit={(e) => {
            e.preventDefault();
            void saveActual();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setActual(null);
          }}
        >
          <CellInput
            label={t('corporate.actualLabel', { quarter: label, name: r.kpi.name })}
            kind="figure"
            value={actual.text}
            error={actual.error}
            disabled={actual.saving}
            onChange={(text) => setActual({ ...actual, text, error: undefined })}
          />
          <Button
            type="submit"
            icon="pi pi-check"
            rounded
            text
            severity="success"
            aria-label={t('corporate.saveActual', { quarter: label, name: r.kpi.name })}
            loading={actual.saving}
          />
          <Button
            type="button"
            icon="pi pi-times"
            rounded
            text
            severity="secondary"
            aria-label={`${ts('common.cancel')} ${r.kpi.name}`}
            onClick={() => setActual(null)}
          />
        </form>
      );
    const value = r.kpi[field];
    return (
      <span className="actual-cell">
        {typeof value === 'number' ? formatNumber(value) : '—'}
        {admin && !editing.rows[r.key] ? (
          <Button
            type="button"
            icon="pi pi-pencil"
            rounded
            text
            size="small"
            severity="secondary"
            aria-label={t('corporate.enterActual', { quarter: label, name: r.kpi.name })}
            tooltip={t('corporate.enterActualShort', { quarter: label })}
            tooltipOptions={{ position: 'top' }}
            onClick={() =>
              setActual({
                kpiId: r.key,
                quarter: q,
                text: typeof value === 'number' ? String(value) : '',
                saving: false,
              })
            }
          />
        ) : null}
      </span>
    );
  };

  const actions = (r: Row) => {
    const row = editing.rows[r.key];
    if (!admin) return null;
    if (row)
      return (
        <div className="row-actions">
          <Button
            type="button"
            icon="pi pi-check"
            rounded
            text
            severity="success"
            aria-label={`${ts('common.save')} ${r.kpi.name}`}
            loading={row.saving}
            onClick={() =>
              void editing.save(
                r.key,
                r.kpi.name,
                corporateSaveInputOf(scorecard.id, r.kpi, row.draft),
                async (input) => (await save.mutateAsync({ input })).kpi,
                (kpi) => {
                  void storeKpi(queryClient, detailKey, kpi);
                  notify({ severity: 'success', summary: t('kpis.saved', { name: kpi.name }) });
                },
              )
            }
          />
          <Button
            type="button"
            icon="pi pi-times"
            rounded
            text
            severity="secondary"
            aria-label={`${ts('common.cancel')} ${r.kpi.name}`}
            onClick={() => editing.stop(r.key)}
          />
        </div>
      );
    return (
      <div className="row-actions">
        <Button
          type="button"
          icon="pi pi-pencil"
          rounded
          text
          severity="secondary"
          aria-label={t('corporate.editTargets', { name: r.kpi.name })}
          tooltip={t('corporate.editTargetsShort')}
          tooltipOptions={{ position: 'top' }}
          onClick={() => editing.start(r.key, draftOf(r.kpi), r.kpi.kpaId)}
        />
        <DeleteCorporateKpi kpi={r.kpi} />
      </div>
    );
  };

  const rows: Row[] = scorecard.kpiList.map((k) => ({ key: k.id, kpi: k }));
  const kpaName = new Map(scorecard.kpaList.map((k) => [k.id, k.name]));
  const label = t('corporate.kpiTableLabel', { name: scorecard.name });

  return (
    <div className="corporate-view">
      <div className="corporate-view-head">
        {back}
        <h2>
          {scorecard.name}{' '}
          <span className="muted">
            {periodic
              ? t('corporate.periodic', { quarter: scorecard.quarterLabel ?? '' })
              : t('corporate.annual')}
          </span>
        </h2>
        <div className="corporate-progress" role="group" aria-label={t('corporate.progressReport')}>
          <span className="muted">{t('corporate.progressReport')}</span>
          <ExportButtons input={{ report: 'scorecard-progress', scorecardId: scorecard.id }} />
        </div>
      </div>
      <div className="card score-summary" aria-live="polite">
        {periodic ? null : <PeriodSelect value={period} onChange={setPeriod} />}
        <dl className="score-facts">
          <div>
            <dt>
              {periodic ? t('summary.totalOf', { period: scorecard.quarterLabel ?? '' }) : t('summary.total')}
            </dt>
            <dd>
              <ScoreBadge score={preview.total} colour={preview.colorValue} bands={bands} />
            </dd>
          </div>
          {preview.adjustedTotal === null ? null : (
            <div>
              <dt>{t('summary.adjustedTotal')}</dt>
              <dd>
                <ScoreBadge score={preview.adjustedTotal} colour={preview.adjustedColorValue} bands={bands} />
              </dd>
            </div>
          )}
          <div>
            <dt>{t('summary.weights')}</dt>
            <dd>
              <WeightTotal total={preview.weightTotal} valid={preview.weightsValid} />
            </dd>
          </div>
        </dl>
        {bandsLoaded ? <BandLegend bands={bands} points={points} /> : null}
        <WindowNotes quarters={windows.data?.list} shown={quarters} />
      </div>
      {periodic && agreement ? agreement(scorecard.id) : null}
      {Object.entries(editing.rows)
        .filter(([, row]) => row.stale)
        .map(([key]) => (
          <ConflictNotice
            key={key}
            text={t('kpis.staleRow', { name: scorecard.kpiList.find((k) => k.id === key)?.name ?? '' })}
            onReload={async () => {
              const latest = await reload();
              editing.reload(
                key,
                latest.scorecard.kpiList.find((k) => k.id === key),
              );
            }}
          />
        ))}
      <div className="card">
        <DataTable
          value={rows}
          dataKey="key"
          pt={namedTable(label)}
          scrollable
          stripedRows
          size="small"
          className="kpi-table"
          cellMemo={false}
          rowClassName={(r: Row) => (editing.rows[r.key] ? 'kpi-row-editing' : '')}
          emptyMessage={<EmptyState title={t('corporate.noKpis')} />}
        >
          <Column
            header={t('kpis.fields.name')}
            frozen
            className="kpi-name-col"
            body={(r: Row) => (
              <>
                {r.kpi.name}
                {r.kpi.kpaId ? <span className="kpi-kpa muted">{kpaName.get(r.kpi.kpaId)}</span> : null}
              </>
            )}
          />
          <Column header={t('kpis.fields.perspectiveId')} body={(r: Row) => r.kpi.perspectiveName ?? '—'} />
          <Column header={t('kpis.fields.baseline')} body={(r: Row) => figure(r, 'baseline')} />
          {periodic ? null : (
            <Column
              header={t('kpis.fields.target')}
              className={period === 'annual' ? 'period-col' : undefined}
              body={(r: Row) => figure(r, 'target')}
            />
          )}
          <Column header={t('kpis.fields.targetDate')} body={(r: Row) => figure(r, 'targetDate')} />
          {periodic ? null : (
            <Column
              header={t('kpis.fields.ytd')}
              className={period === 'annual' ? 'period-col' : undefined}
              body={(r: Row) => figure(r, 'ytd')}
            />
          )}
          {periodic ? null : (
            <Column
              header={t('corporate.scoreOf', { period: t('period.annual') })}
              body={(r: Row) => badge(ratings(r).annual)}
            />
          )}
          {quarters.flatMap((q) => [
            <Column
              key={`t${q}`}
              header={t(`kpis.fields.periodicTarget${q + 1}` as 'kpis.fields.periodicTarget1')}
              className={period === q ? 'period-col' : undefined}
              body={(r: Row) => figure(r, `periodicTarget${q + 1}` as DraftField)}
            />,
            <Column
              key={`a${q}`}
              header={t(`kpis.fields.actual${q + 1}` as 'kpis.fields.actual1')}
              className={period === q ? 'period-col' : undefined}
              body={(r: Row) => actualCell(r, q)}
            />,
            <Column
              key={`s${q}`}
              header={t('corporate.scoreOf', { period: QUARTERS[q].label })}
              body={(r: Row) => badge(ratings(r).quarters[q])}
            />,
          ])}
          <Column header={t('kpis.fields.weight')} body={(r: Row) => figure(r, 'weight')} />
          <Column
            header={t('kpis.fields.manualRatingScore')}
            body={(r: Row) => figure(r, 'manualRatingScore')}
          />
          <Column header={t('kpis.fields.adjustedScore')} body={(r: Row) => figure(r, 'adjustedScore')} />
          {admin ? (
            <Column header={ts('table.actions')} className="row-actions-column" body={actions} />
          ) : null}
        </DataTable>
      </div>
      {admin ? <CorporateKpas scorecard={scorecard} perspectives={perspectiveOptions} /> : null}
    </div>
  );
};

/** Whether each quarter's assessment window (when actuals may be entered) is open today. */
const WindowNotes = ({
  quarters,
  shown,
}: {
  quarters: readonly TQuarter[] | undefined;
  shown: readonly QuarterIndex[];
}) => {
  const { t } = useTranslation('scorecards');
  if (!quarters) return null;
  return (
    <ul className="window-notes" aria-label={t('corporate.windows')}>
      {quarters
        .filter((q) => shown.includes(q.quarter as QuarterIndex))
        .map((q) => (
          <li key={q.quarter} className={q.open.assessment ? 'window-open' : 'window-closed'}>
            <i className={q.open.assessment ? 'pi pi-lock-open' : 'pi pi-lock'} aria-hidden="true" />{' '}
            {t(q.open.assessment ? 'corporate.windowOpen' : 'corporate.windowClosed', { quarter: q.label })}
          </li>
        ))}
    </ul>
  );
};
