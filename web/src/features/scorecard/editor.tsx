import {
  ZUpdateScorecardRequestSchema,
  type TKpa,
  type TKpi,
  type TScorecardDetail,
} from '@stratum/contracts';
import { type Band, type RatingPeriod, type RatingPoints } from '@stratum/rules';
import { formatNumber } from '../../lib/format';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm-dialog';
import { ConflictNotice } from '../../components/conflict-notice';
import { EmptyState } from '../../components/empty-state';
import { DropdownField, Form, SwitchField, TextField, useZodForm } from '../../components/form';
import { PageHeader } from '../../components/page-header';
import { notify } from '../../lib/notify';
import { isStale, reportInPlaceFailure } from '../../lib/write-failure';
import {
  scorecardKeys,
  scorecardQueryOptions,
  storeKpi,
  useDeleteKpa,
  useDeleteKpi,
  useSaveKpi,
  useUpdateScorecard,
  type EditorKind,
} from './api';
import { CommentsPanel, type CommentTarget } from './comments-panel';
import { AddKpaForm, EditKpaForm } from './kpa-forms';
import {
  blankDraft,
  draftOf,
  paramOfPeriod,
  PERIOD_PARAM,
  periodOfParam,
  previewOf,
  saveInputOf,
  type Preview,
} from './kpi-rows';
import { KpiTable, type KpiTableRow } from './kpi-table';
import { BandLegend, PeriodSelect, ScoreBadge, WeightTotal } from './score-bits';
import { isNewKey, newKey, useKpiEditing, type KpiEditing } from './use-kpi-editing';
import './scorecard.css';

/**
 * What the page around a scorecard's editor says and links to: planning's screens, or another
 * family's whose scorecards have the same calls (employee scorecards pass `ScorecardCalls`).
 */
export interface EditorSetup {
  kind: EditorKind;
  /** the page's title; the scorecard's name follows it */
  title: string;
  intro: string;
  backTo: string;
  backLabel: string;
  /** where the plan's rating scale is completed (offered while it has fewer than five bands) */
  ratingScales: string;
  /** said to those who may read it but not change it */
  readOnlyNote: string;
  /** more of the page, after the KPAs (e.g. training tags) */
  children?: ReactNode;
  /** more of the page, under its title (e.g. whose scorecard it is) */
  header?: ReactNode;
}

export interface EditorProps {
  setup: EditorSetup;
  scorecard: TScorecardDetail;
  bands: Band[];
  bandsLoaded: boolean;
  /** the plan's rating points: how many bands complete its scale, and which scores are typed by hand */
  points: RatingPoints;
  perspectives: { value: string; label: string }[];
  /** whether the caller may change it (the controls are hidden otherwise) */
  admin: boolean;
}

/** One scorecard's editor (the KPAs, the KPI table edited in place, the live totals, comments). */
export const Editor = ({
  setup,
  scorecard,
  bands,
  bandsLoaded,
  points,
  perspectives,
  admin,
}: EditorProps) => {
  const { t } = useTranslation('scorecards');
  const { t: ts } = useTranslation();
  const kind = setup.kind;
  const queryClient = useQueryClient();
  const [query, setQuery] = useSearchParams();
  const period = periodOfParam(query.get(PERIOD_PARAM));
  const setPeriod = (p: RatingPeriod) =>
    setQuery(
      (q) => {
        q.set(PERIOD_PARAM, paramOfPeriod(p));
        return q;
      },
      { replace: true },
    );
  const [commentsOn, setCommentsOn] = useState<CommentTarget | null>(null);
  // One key performance area is renamed at a time (its form's fields have fixed ids).
  const [renamingKpa, setRenamingKpa] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const save = useSaveKpi(kind);
  const removeKpi = useDeleteKpi(kind);
  const editing = useKpiEditing({
    staleTitle: ts('conflict.title'),
    staleText: (name) => t('kpis.stale', { name }),
    fallbackTitle: ts('errors.requestFailed'),
  });
  const usesKpas = scorecard.includeKeyPerformanceArea === 'Yes';
  const detailKey = scorecardQueryOptions(kind, scorecard.id).queryKey;

  // Every row the preview rates: the saved KPIs (as typed where edited) and the ones being added.
  const previewRows = useMemo(
    () => [
      ...scorecard.kpiList.map((k) => ({
        key: k.id,
        kpaId: k.kpaId,
        kpi: k,
        draft: editing.rows[k.id]?.draft,
      })),
      ...Object.entries(editing.rows)
        .filter(([key]) => isNewKey(key))
        .map(([key, row]) => ({ key, kpaId: row.kpaId, kpi: null, draft: row.draft })),
    ],
    [scorecard.kpiList, editing.rows],
  );
  const preview = useMemo(
    () => previewOf(previewRows, bands, { mode: scorecard.ratingMode, period }),
    [previewRows, bands, scorecard.ratingMode, period],
  );

  const rowsOf = (kpaId: string | null): KpiTableRow[] => [
    ...scorecard.kpiList.filter((k) => k.kpaId === kpaId).map((k) => ({ key: k.id, kpi: k })),
    ...(editing.rows[newKey(kpaId)] ? [{ key: newKey(kpaId), kpi: null }] : []),
  ];

  const reloadScorecard = () =>
    queryClient.fetchQuery({ ...scorecardQueryOptions(kind, scorecard.id), staleTime: 0 });

  const onSave = (r: KpiTableRow) => {
    const row = editing.rows[r.key];
    if (!row) return;
    const name = r.kpi?.name ?? row.draft.name;
    void editing.save(
      r.key,
      name,
      saveInputOf(scorecard.id, r.kpi, row.draft, r.kpi ? r.kpi.kpaId : row.kpaId),
      async (input) => (await save.mutateAsync({ input })).kpi,
      (kpi) => {
        void storeKpi(queryClient, detailKey, kpi);
        notify({ severity: 'success', summary: t(r.kpi ? 'kpis.saved' : 'kpis.added', { name: kpi.name }) });
      },
    );
  };

  const onDelete = async (kpi: TKpi) => {
    const confirmed = await confirm({
      title: t('kpis.deleteTitle', { name: kpi.name }),
      message: t('kpis.confirmDelete', { name: kpi.name }),
      confirmLabel: ts('common.delete'),
    });
    if (!confirmed) return;
    try {
      await removeKpi.mutateAsync({ input: { scorecardId: scorecard.id, id: kpi.id, version: kpi.version } });
      notify({ severity: 'success', summary: t('kpis.deleted', { name: kpi.name }) });
    } catch (e) {
      await reportInPlaceFailure(e, {
        queryClient,
        keys: scorecardKeys(kind),
        staleTitle: ts('conflict.title'),
        staleText: t('kpis.stale', { name: kpi.name }),
        fallbackTitle: ts('errors.requestFailed'),
      });
    }
  };

  const staleRows = Object.entries(editing.rows).filter(([, row]) => row.stale);

  const table = (kpaId: string | null, label: string, perspectiveId: string | null) => (
    <>
      <KpiTable
        label={label}
        rows={rowsOf(kpaId)}
        editing={editing.rows}
        preview={preview}
        bands={bands}
        points={points}
        period={period}
        perspectives={perspectives}
        admin={admin}
        empty={<EmptyState title={t('kpis.empty')} {...(admin ? { text: t('kpis.emptyText') } : {})} />}
        onType={editing.type}
        onEdit={(r) => r.kpi && editing.start(r.key, draftOf(r.kpi), r.kpi.kpaId)}
        onSave={onSave}
        onCancel={(r) => editing.stop(r.key)}
        onDelete={(kpi) => void onDelete(kpi)}
        onComments={(kpi) => setCommentsOn({ scorecardId: scorecard.id, kpiId: kpi.id, name: kpi.name })}
      />
      {admin ? (
        <Button
          type="button"
          className="kpi-add"
          icon="pi pi-plus"
          label={kpaId ? t('kpis.addTo', { name: label }) : t('kpis.add')}
          outlined
          disabled={Boolean(editing.rows[newKey(kpaId)])}
          onClick={() => editing.start(newKey(kpaId), blankDraft(perspectiveId), kpaId)}
        />
      ) : null}
    </>
  );

  return (
    <section className="planning-page scorecard-editor">
      {confirmDialog}
      <PageHeader
        title={`${setup.title}: ${scorecard.name}`}
        actions={
          <Link className="p-button p-button-text" to={setup.backTo}>
            <i className="pi pi-arrow-left" aria-hidden="true" />
            &nbsp;{setup.backLabel}
          </Link>
        }
      >
        <p className="page-subtitle">{setup.intro}</p>
      </PageHeader>
      {setup.header}
      {admin ? (
        <Details kind={kind} scorecard={scorecard} onReload={reloadScorecard} />
      ) : (
        <p className="planning-read-only" role="note">
          <i className="pi pi-eye" aria-hidden="true" /> {setup.readOnlyNote}
        </p>
      )}
      <Summary
        scorecard={scorecard}
        preview={preview}
        bands={bands}
        bandsLoaded={bandsLoaded}
        points={points}
        period={period}
        onPeriod={setPeriod}
        ratingScales={setup.ratingScales}
      />
      {staleRows.map(([key]) => {
        const kpi = scorecard.kpiList.find((k) => k.id === key);
        return (
          <ConflictNotice
            key={key}
            text={t('kpis.staleRow', { name: kpi?.name ?? '' })}
            onReload={async () => {
              const latest = await reloadScorecard();
              editing.reload(
                key,
                latest.scorecard.kpiList.find((k) => k.id === key),
              );
            }}
          />
        );
      })}
      {usesKpas ? (
        <>
          {scorecard.kpaList.length === 0 ? (
            <div className="card">
              <EmptyState title={t('kpas.empty')} {...(admin ? { text: t('kpas.emptyText') } : {})} />
            </div>
          ) : (
            scorecard.kpaList.map((kpa) => (
              <KpaSection
                key={kpa.id}
                kind={kind}
                kpa={kpa}
                renaming={renamingKpa === kpa.id}
                onRename={(on) => setRenamingKpa(on ? kpa.id : null)}
                subtotal={preview.byKpa.get(kpa.id)}
                admin={admin}
                perspectives={perspectives}
                editing={editing}
                onReload={reloadScorecard}
                onComments={() => setCommentsOn({ scorecardId: scorecard.id, kpaId: kpa.id, name: kpa.name })}
              >
                {table(kpa.id, kpa.name, kpa.perspectiveId)}
              </KpaSection>
            ))
          )}
          {admin ? (
            <AddKpaForm
              kind={kind}
              scorecardId={scorecard.id}
              order={scorecard.kpaList.reduce((max, k) => Math.max(max, k.order + 1), 0)}
              perspectives={perspectives}
            />
          ) : null}
        </>
      ) : (
        <div className="card kpa-section">
          <h2>{t('kpis.title')}</h2>
          {table(null, t('kpis.title'), null)}
        </div>
      )}
      {setup.children}
      <CommentsPanel kind={kind} target={commentsOn} onClose={() => setCommentsOn(null)} />
    </section>
  );
};

/** The totals for the period chosen, as typed: the score on its band's colour, the weights. */
const Summary = ({
  scorecard,
  preview,
  bands,
  bandsLoaded,
  points,
  period,
  onPeriod,
  ratingScales,
}: {
  scorecard: TScorecardDetail;
  preview: Preview;
  bands: Band[];
  bandsLoaded: boolean;
  points: RatingPoints;
  period: RatingPeriod;
  onPeriod: (p: RatingPeriod) => void;
  ratingScales: string;
}) => {
  const { t } = useTranslation('scorecards');
  return (
    <div className="card score-summary" aria-live="polite">
      <PeriodSelect value={period} onChange={onPeriod} />
      <dl className="score-facts">
        <div>
          <dt>{t('summary.total')}</dt>
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
        <div>
          <dt>{t('summary.mode')}</dt>
          <dd>{t(`ratingMode.${scorecard.ratingMode}`)}</dd>
        </div>
      </dl>
      {bandsLoaded ? <BandLegend bands={bands} points={points} /> : null}
      {bandsLoaded && bands.length < points ? <Link to={ratingScales}>{t('bands.complete')}</Link> : null}
    </div>
  );
};

/** A key performance area: its heading, perspective and subtotal, its actions, its KPIs. */
const KpaSection = ({
  kind,
  kpa,
  renaming,
  onRename,
  subtotal,
  admin,
  perspectives,
  editing,
  onReload,
  onComments,
  children,
}: {
  kind: EditorKind;
  kpa: TKpa;
  renaming: boolean;
  onRename: (on: boolean) => void;
  subtotal: { weightTotal: number; total: number } | undefined;
  admin: boolean;
  perspectives: { value: string; label: string }[];
  editing: KpiEditing;
  onReload: () => Promise<unknown>;
  onComments: () => void;
  children: React.ReactNode;
}) => {
  const { t } = useTranslation('scorecards');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useDeleteKpa(kind);
  const [confirm, confirmDialog] = useConfirm();
  const busy = Object.values(editing.rows).some((r) => r.kpaId === kpa.id);

  const deleteKpa = async () => {
    const confirmed = await confirm({
      title: t('kpas.deleteTitle', { name: kpa.name }),
      message: t('kpas.confirmDelete', { name: kpa.name }),
      confirmLabel: ts('common.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ input: { scorecardId: kpa.scorecardId, id: kpa.id, version: kpa.version } });
      notify({ severity: 'success', summary: t('kpas.deleted', { name: kpa.name }) });
    } catch (e) {
      await reportInPlaceFailure(e, {
        queryClient,
        keys: scorecardKeys(kind),
        staleTitle: ts('conflict.title'),
        staleText: t('kpas.stale', { name: kpa.name }),
        fallbackTitle: ts('errors.requestFailed'),
      });
    }
  };

  const action = (
    label: string,
    icon: string,
    onClick: () => void,
    severity: 'secondary' | 'danger' = 'secondary',
  ) => (
    <Button
      type="button"
      icon={icon}
      rounded
      text
      severity={severity}
      aria-label={`${label} ${kpa.name}`}
      tooltip={label}
      tooltipOptions={{ position: 'top' }}
      onClick={onClick}
    />
  );

  return (
    <section className="card kpa-section" aria-labelledby={`kpa-${kpa.id}`}>
      {confirmDialog}
      {renaming ? (
        <EditKpaForm
          kind={kind}
          kpa={kpa}
          perspectives={perspectives}
          onDone={() => onRename(false)}
          onReload={onReload}
        />
      ) : (
        <header className="kpa-header">
          <div>
            <h2 id={`kpa-${kpa.id}`}>{kpa.name}</h2>
            <p className="muted">
              {kpa.perspectiveName
                ? t('kpas.perspective', { name: kpa.perspectiveName })
                : t('kpis.noPerspective')}
            </p>
          </div>
          <p className="kpa-subtotal">
            {t('kpas.subtotal', {
              weight: formatNumber(subtotal?.weightTotal ?? 0),
              score: formatNumber(subtotal?.total ?? 0),
            })}
          </p>
          <div className="row-actions">
            {admin && !busy ? action(t('kpas.edit'), 'pi pi-pencil', () => onRename(true)) : null}
            {action(t('comments.open'), 'pi pi-comments', onComments)}
            {admin && !busy
              ? action(ts('common.delete'), 'pi pi-trash', () => void deleteKpa(), 'danger')
              : null}
          </div>
        </header>
      )}
      {children}
    </section>
  );
};

/** The scorecard's own fields: name, whether KPIs sit under KPAs (only while it has none), rating mode. */
const Details = ({
  kind,
  scorecard,
  onReload,
}: {
  kind: EditorKind;
  scorecard: TScorecardDetail;
  onReload: () => Promise<{ scorecard: TScorecardDetail }>;
}) => {
  const { t } = useTranslation('scorecards');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateScorecard(kind);
  const valuesOf = (s: TScorecardDetail) => ({
    id: s.id,
    version: s.version,
    name: s.name,
    includeKeyPerformanceArea: s.includeKeyPerformanceArea,
    ratingMode: s.ratingMode,
  });
  const form = useZodForm(ZUpdateScorecardRequestSchema, valuesOf(scorecard));
  const stale = isStale(update.error);
  const locked = scorecard.kpiCount > 0;
  return (
    <div className="card scorecard-details">
      {stale ? (
        <ConflictNotice
          onReload={async () => {
            update.reset();
            try {
              form.reset(valuesOf((await onReload()).scorecard));
              notify({ severity: 'info', summary: ts('conflict.reloaded') });
            } catch {
              await navigate(-1);
            }
          }}
        />
      ) : null}
      <Form
        form={form}
        label={t('editor.details')}
        submitLabel={t('editor.saveDetails')}
        pending={update.isPending}
        error={stale ? null : update.error}
        onSubmit={async (input) => {
          const saved = await update.mutateAsync({ input });
          form.reset(valuesOf({ ...scorecard, ...saved.scorecard }));
          notify({ severity: 'success', summary: t('saved', { name: saved.scorecard.name }) });
        }}
      >
        <div className="scorecard-detail-fields">
          <TextField name="name" label={t('fields.name')} />
          <SwitchField
            name="includeKeyPerformanceArea"
            label={t('fields.includeKpa')}
            hint={locked ? t('hints.includeKpaLocked') : t('hints.includeKpa')}
            values={['Yes', 'No']}
            disabled={locked}
          />
          <DropdownField
            name="ratingMode"
            label={t('fields.ratingMode')}
            options={[
              { value: 'automatic', label: t('ratingMode.automatic') },
              { value: 'manual', label: t('ratingMode.manual') },
            ]}
          />
        </div>
      </Form>
    </div>
  );
};
