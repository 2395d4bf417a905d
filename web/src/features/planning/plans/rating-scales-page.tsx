import {
  MAX_RATING_TARGET,
  ZAddRatingScaleRequestSchema,
  ZUpdateRatingScaleRequestSchema,
  type PlanKind,
  type TPlan,
  type TRatingBand,
} from '@stratum/contracts';
import { DEFAULT_BAND_COLOURS } from '@stratum/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState, type ReactNode } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useConfirm } from '../../../components/confirm-dialog';
import { ConflictNotice } from '../../../components/conflict-notice';
import { EmptyState } from '../../../components/empty-state';
import { Field, Form, TextField, useZodForm } from '../../../components/form';
import { Loading } from '../../../components/loading';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { isStale, reportInPlaceFailure } from '../../../lib/write-failure';
import { blankToNull } from '../shared/blank-to-null';
import { planScreensOf } from '../shared/paths';
import {
  planRef,
  ratingScaleKeys,
  ratingScalesQueryOptions,
  useAddRatingScale,
  useDeleteRatingScale,
  useRatingScales,
  useUpdateRatingScale,
} from './api';
import { BandStrip } from './band-strip';
import { draftRows, NEW_KEY, stripOf, type BandDraft, type Strip } from './bands';
import { ColourField } from './colour-field';
import { PlanChildPage } from './plan-child-page';
import { RowActions } from './row-actions';
import './plans.css';

/**
 * spec §2 <plans>/rating-scales?planId=… and §5: the chosen plan's rating scale. Its (up to) five
 * entries show as a strip of coloured bands whose min–max the rating engine derives as targets are
 * typed; entries are added, edited (description, target, colour) and deleted, and the server's
 * refusals (a sixth band, a target taken) show under the fields and in the toast.
 */
export const Component = () => {
  const screens = planScreensOf(useLocation().pathname);
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  return (
    <PlanChildPage
      key={screens.base}
      screens={screens}
      current="ratingScales"
      title={ts('nav.ratingScales')}
      intro={t('ratingScales.intro')}
    >
      {(plan, admin) => <RatingScale key={plan.id} kind={screens.kind} plan={plan} admin={admin} />}
    </PlanChildPage>
  );
};

type Mode = { type: 'read' } | { type: 'full' } | { type: 'add' } | { type: 'edit'; band: TRatingBand };

const RatingScale = ({ kind, plan, admin }: { kind: PlanKind; plan: TPlan; admin: boolean }) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const scale = useRatingScales(kind, plan.id);
  const [editingId, setEditingId] = useState<string | null>(null);
  if (scale.isPending) return <Loading />;
  if (scale.isError)
    return (
      <div className="card">
        <EmptyState
          icon="pi pi-exclamation-circle"
          title={ts('pages.error')}
          text={scale.error.message}
          action={
            <Button
              type="button"
              icon="pi pi-refresh"
              label={ts('common.retry')}
              outlined
              onClick={() => void scale.refetch()}
            />
          }
        />
      </div>
    );
  const saved = scale.data.list;
  const editing = saved.find((b) => b.id === editingId);
  const mode: Mode = !admin
    ? { type: 'read' }
    : editing
      ? { type: 'edit', band: editing }
      : saved.length < plan.ratingPoints
        ? { type: 'add' }
        : { type: 'full' };
  const view: ScaleViewRender = (strip, form) => (
    <ScaleView
      kind={kind}
      plan={plan}
      saved={saved}
      admin={admin}
      editingId={editing?.id ?? null}
      onEdit={setEditingId}
      strip={strip}
      form={form}
    />
  );
  if (mode.type === 'add' || mode.type === 'edit')
    return (
      <BandForm
        key={mode.type === 'edit' ? `edit-${mode.band.id}` : 'add'}
        kind={kind}
        plan={plan}
        band={mode.type === 'edit' ? mode.band : null}
        saved={saved}
        onDone={() => setEditingId(null)}
        render={view}
      />
    );
  return view(
    stripOf(draftRows(saved, null, null), plan.ratingPoints),
    mode.type === 'full' ? (
      <div className="card">
        <p className="muted">{t('ratingScales.full', { points: String(plan.ratingPoints) })}</p>
      </div>
    ) : null,
  );
};

/** Draws the scale: its strip, and the form (if any) under it. */
type ScaleViewRender = (strip: Strip, form: ReactNode) => ReactNode;

interface ScaleViewProps {
  kind: PlanKind;
  plan: TPlan;
  saved: readonly TRatingBand[];
  admin: boolean;
  editingId: string | null;
  onEdit: (id: string | null) => void;
  /** the bands drawn: the saved ones with the form's draft */
  strip: Strip;
  /** the add or edit form, between the strip and the table */
  form?: ReactNode;
}

/** The strip (derived live from the saved bands and the form's draft), the form, the saved entries. */
const ScaleView = ({ kind, plan, saved, admin, editingId, onEdit, strip, form }: ScaleViewProps) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useDeleteRatingScale(kind);
  const [confirm, confirmDialog] = useConfirm();
  const tableLabel = t('ratingScales.tableLabel', { plan: plan.description });
  // A new array when the edited band changes, so the table redraws the row's highlight.
  const rows = useMemo(() => (editingId === undefined ? [] : [...saved]), [saved, editingId]);

  const deleteBand = async (b: TRatingBand) => {
    const confirmed = await confirm({
      title: t('ratingScales.deleteTitle', { name: b.description }),
      message: t('ratingScales.confirmDelete', { name: b.description, target: String(b.target) }),
      confirmLabel: ts('common.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ input: { id: b.id, version: b.version } });
      if (editingId === b.id) onEdit(null);
      notify({ severity: 'success', summary: t('ratingScales.deleted', { name: b.description }) });
    } catch (e) {
      await reportInPlaceFailure(e, {
        queryClient,
        keys: ratingScaleKeys(kind),
        staleTitle: ts('conflict.title'),
        staleText: t('ratingScales.stale', { name: b.description }),
        fallbackTitle: ts('errors.requestFailed'),
      });
    }
  };

  return (
    <>
      {confirmDialog}
      <div className="card">
        <BandStrip strip={strip} label={t('ratingScales.stripLabel', { plan: plan.description })} />
      </div>
      {form}
      <div className="card">
        <DataTable
          value={rows}
          dataKey="id"
          pt={namedTable(tableLabel)}
          stripedRows
          emptyMessage={<EmptyState title={t('ratingScales.emptyStrip')} />}
          rowClassName={(b: TRatingBand) => (b.id === editingId ? 'planning-row-editing' : '')}
        >
          <Column field="rating" header={t('ratingScales.fields.rating')} />
          <Column field="description" header={t('ratingScales.fields.description')} />
          <Column field="target" header={t('ratingScales.fields.target')} />
          <Column
            header={t('ratingScales.fields.range')}
            body={(b: TRatingBand) => t('ratingScales.range', { min: String(b.min), max: String(b.max) })}
          />
          <Column
            header={t('ratingScales.fields.colour')}
            body={(b: TRatingBand) => (
              <span className="colour-cell">
                <span className="colour-swatch" style={{ background: b.colorValue }} aria-hidden="true" />
                {b.colorValue}
                {b.ownColorValue ? null : <span className="muted"> ({t('ratingScales.defaultColour')})</span>}
              </span>
            )}
          />
          {admin ? (
            <Column
              header={ts('table.actions')}
              className="row-actions-column"
              body={(b: TRatingBand) => (
                <RowActions
                  actions={[
                    {
                      label: ts('common.edit'),
                      name: b.description,
                      icon: 'pi pi-pencil',
                      onClick: () => onEdit(b.id),
                    },
                    {
                      label: ts('common.delete'),
                      name: b.description,
                      icon: 'pi pi-trash',
                      severity: 'danger',
                      onClick: () => void deleteBand(b),
                    },
                  ]}
                />
              )}
            />
          ) : null}
        </DataTable>
      </div>
    </>
  );
};

type BandValues = FieldValues & { description: string; target: string; colorValue: string };

const bandValues = (b: TRatingBand | null) => ({
  description: b?.description ?? '',
  target: b ? String(b.target) : '',
  colorValue: b?.ownColorValue ?? '',
});

const addSchema = z.preprocess(blankToNull(['colorValue']), ZAddRatingScaleRequestSchema);
const updateSchema = z.preprocess(blankToNull(['colorValue']), ZUpdateRatingScaleRequestSchema);
/** What the form hands over: a new band (naming its plan) or an edited one (its id and version). */
type BandInput = z.output<typeof addSchema> | z.output<typeof updateSchema>;

interface BandFormProps {
  kind: PlanKind;
  plan: TPlan;
  /** the band edited; null adds one */
  band: TRatingBand | null;
  saved: readonly TRatingBand[];
  onDone: () => void;
  render: ScaleViewRender;
}

/** Adds or edits one band; what is typed goes into the strip as it is typed. */
const BandForm = ({ kind, plan, band, saved, onDone, render }: BandFormProps) => {
  const { t } = useTranslation('planning');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const add = useAddRatingScale(kind);
  const update = useUpdateRatingScale(kind);
  const write = band ? update : add;
  const schema = (band ? updateSchema : addSchema) as unknown as z.ZodType<BandInput, BandValues>;
  const initial = useMemo(
    () =>
      band
        ? { id: band.id, version: band.version, ...bandValues(band) }
        : { ...planRef(kind, plan.id), ...bandValues(null) },
    [band, kind, plan.id],
  );
  const form = useZodForm<BandValues, BandInput>(schema, initial);
  const values = form.watch();
  const draft: BandDraft = {
    description: values.description,
    target: values.target,
    colorValue: values.colorValue,
  };
  const stale = isStale(update.error);

  const loadLatest = async () => {
    const options = ratingScalesQueryOptions(kind, plan.id);
    await queryClient.invalidateQueries({ queryKey: options.queryKey });
    const latest = (await queryClient.fetchQuery({ ...options, staleTime: 0 })).list.find(
      (b) => b.id === band?.id,
    );
    update.reset();
    if (latest) {
      form.reset({ id: latest.id, version: latest.version, ...bandValues(latest) });
      notify({ severity: 'info', summary: ts('conflict.reloaded') });
    } else onDone();
  };

  const strip = stripOf(
    draftRows(saved, band ? { id: band.id, draft } : null, band ? null : draft),
    plan.ratingPoints,
  );
  // "Default" shows the colour of the rating the band takes as the form stands.
  const rating =
    strip.bands.find((b) => b.key === (band?.id ?? NEW_KEY))?.rating ??
    (plan.ratingPoints === 3 ? saved.length * 2 + 1 : saved.length + 1);
  const formCard = (
    <div className="card planning-band-form">
      <h2>{band ? t('ratingScales.editTitle', { name: band.description }) : t('ratingScales.addTitle')}</h2>
      {stale ? <ConflictNotice onReload={loadLatest} /> : null}
      <Form
        form={form}
        label={band ? t('ratingScales.editTitle', { name: band.description }) : t('ratingScales.addTitle')}
        submitLabel={band ? t('ratingScales.save') : t('ratingScales.add')}
        pending={write.isPending}
        error={stale ? null : write.error}
        secondary={band ? <Button type="button" label={ts('common.cancel')} text onClick={onDone} /> : null}
        onSubmit={async (input) => {
          // Only an edit's values carry an id (the add schema drops it).
          if ('id' in input) {
            const { item } = await update.mutateAsync({ input });
            notify({ severity: 'success', summary: t('ratingScales.saved', { name: item.description }) });
            onDone();
          } else {
            const { item } = await add.mutateAsync({ input });
            notify({ severity: 'success', summary: t('ratingScales.added', { name: item.description }) });
            form.reset({ ...planRef(kind, plan.id), ...bandValues(null) });
            add.reset();
          }
        }}
      >
        <div className="planning-band-fields">
          <TextField
            name="description"
            label={t('ratingScales.fields.description')}
            hint={t('ratingScales.hints.description')}
          />
          <TargetField />
        </div>
        <ColourField
          name="colorValue"
          label={t('ratingScales.fields.colour')}
          defaultColour={DEFAULT_BAND_COLOURS[Math.min(rating, 5) - 1] ?? ''}
        />
      </Form>
    </div>
  );
  return render(strip, formCard);
};

/** The band's target percent, typed as text so every keystroke reaches the strip. */
const TargetField = () => {
  const { t } = useTranslation('planning');
  const { register } = useFormContext();
  return (
    <Field name="target" label={t('ratingScales.fields.target')} hint={t('ratingScales.hints.target')}>
      {({ id, inputProps, invalid }) => (
        <InputText
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_RATING_TARGET}
          step={1}
          className={invalid ? 'p-invalid' : undefined}
          {...inputProps}
          {...register('target')}
        />
      )}
    </Field>
  );
};
