import { withoutNulls } from '../../lib/without-nulls';
import {
  RISK_SCHEMES,
  ZAddRiskRatingTypeRequestSchema,
  ZUpdateRiskRatingTypeRequestSchema,
  type RiskAxis,
  type TRiskRatingType,
  type TRiskScalePoint,
} from '@stratum/contracts';
import { DEFAULT_THRESHOLDS } from '@stratum/rules';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownField, Form, NumberField, TextField, useZodForm } from '../../components/form';
import { namedTable } from '../../components/table-name';
import { notify } from '../../lib/notify';
import {
  useAddRatingType,
  useDeleteRatingType,
  useRatingTypes,
  useScale,
  useUpdateRatingType,
  useUpdateScalePoint,
} from './api';
import { LevelTag, levelName } from './level-tag';
import { MatrixEditor } from './matrix-editor';
import { NamedSection } from './named-section';
import { EditDeleteButtons, RowButton, rowActionsColumn, useConfirmedDelete } from './row-parts';

/**
 * Set-up (spec §1, §3, §9), shared by both registers: rating types with their level bands, each
 * type's 5×5 matrix, the impact and likelihood scales, categories and teams. Readers see it all;
 * Risk Management administrators change it.
 */
export const SetupTab = ({ admin }: { admin: boolean }) => {
  const { t } = useTranslation('risk');
  const types = useRatingTypes();
  const [chosen, setChosen] = useState<string | null>(null);
  // One set-up form open at a time (their fields share names).
  const [open, setOpen] = useState<'type' | 'category' | 'team' | null>(null);
  const opener = (which: 'type' | 'category' | 'team') => ({
    open: open === which,
    onOpen: (yes: boolean) => setOpen(yes ? which : null),
  });
  const matrixType = types.data?.list.find((x) => x.id === chosen) ?? types.data?.list[0];
  return (
    <div className="risk-setup">
      {admin ? null : (
        <p className="risk-read-only" role="note">
          <i className="pi pi-eye" aria-hidden="true" /> {t('setup.adminOnly')}
        </p>
      )}
      <RatingTypes
        admin={admin}
        list={types.data?.list ?? []}
        loading={types.isPending}
        onMatrix={setChosen}
        {...opener('type')}
      />
      {matrixType ? <MatrixEditor key={matrixType.id} type={matrixType} admin={admin} /> : null}
      <div className="risk-scales">
        <Scale axis="impact" admin={admin} />
        <Scale axis="likelihood" admin={admin} />
      </div>
      <NamedSection kind="category" admin={admin} {...opener('category')} />
      <NamedSection kind="team" admin={admin} {...opener('team')} />
    </div>
  );
};

// ---------------------------------------------------------------- rating types

const RatingTypes = ({
  admin,
  list,
  loading,
  onMatrix,
  open,
  onOpen,
}: {
  admin: boolean;
  list: readonly TRiskRatingType[];
  loading: boolean;
  onMatrix: (id: string) => void;
  open: boolean;
  onOpen: (open: boolean) => void;
}) => {
  const { t } = useTranslation('risk');
  const { t: ts } = useTranslation();
  const remove = useDeleteRatingType();
  const [confirmedDelete, confirmDialog] = useConfirmedDelete('setup.stale');
  const [editing, setEditing] = useState<TRiskRatingType | null>(null);

  const deleteType = (x: TRiskRatingType) =>
    confirmedDelete(
      { title: t('setup.deleteTypeTitle', { name: x.name }), message: t('setup.confirmDeleteType') },
      async () => {
        await remove.mutateAsync({ input: { id: x.id, version: x.version } });
        return t('setup.typeDeleted', { name: x.name });
      },
    );

  return (
    <div className="card">
      {confirmDialog}
      <h2>{t('setup.ratingTypes')}</h2>
      <DataTable
        value={[...list]}
        dataKey="id"
        loading={loading}
        pt={namedTable(t('setup.ratingTypesLabel'))}
        stripedRows
      >
        <Column field="name" header={t('setup.name')} />
        <Column header={t('setup.scheme')} body={(x: TRiskRatingType) => t(`setup.schemes.${x.scheme}`)} />
        <Column
          header={t('setup.bands')}
          body={(x: TRiskRatingType) => (
            <span className="risk-bands">
              {x.bands.map((b) => (
                <LevelTag
                  key={b.level}
                  level={`${levelName(t, b.level)} ${b.min}–${b.max}`}
                  colour={b.colour}
                />
              ))}
            </span>
          )}
        />
        <Column field="riskCount" header={t('setup.risks')} />
        {rowActionsColumn(ts('table.actions'), (x: TRiskRatingType) => (
          <>
            <RowButton
              icon="pi pi-th-large"
              severity="secondary"
              action={t('setup.matrix')}
              name={x.name}
              onClick={() => onMatrix(x.id)}
            />
            {admin ? (
              <EditDeleteButtons
                name={x.name}
                onEdit={() => {
                  setEditing(x);
                  onOpen(true);
                }}
                onDelete={() => void deleteType(x)}
              />
            ) : null}
          </>
        ))}
      </DataTable>
      {admin && !open ? (
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('setup.addType')}
          outlined
          onClick={() => onOpen(true)}
        />
      ) : null}
      {admin && open && editing ? (
        <EditType
          key={`${editing.id}-${editing.version}`}
          type={editing}
          onDone={() => {
            setEditing(null);
            onOpen(false);
          }}
        />
      ) : null}
      {admin && open && !editing ? <AddType onDone={() => onOpen(false)} /> : null}
    </div>
  );
};

const AddType = ({ onDone }: { onDone: () => void }) => {
  const { t: ts } = useTranslation();
  const { t } = useTranslation('risk');
  const add = useAddRatingType();
  const form = useZodForm(ZAddRiskRatingTypeRequestSchema, { name: '', scheme: 'four-level' });
  const schemes = RISK_SCHEMES.map((s) => ({ value: s, label: t(`setup.schemes.${s}`) }));
  return (
    <Form
      form={form}
      label={t('setup.addType')}
      submitLabel={t('setup.addType')}
      pending={add.isPending}
      error={add.error}
      onSubmit={async (input) => {
        const { item } = await add.mutateAsync({ input: withoutNulls(input) });
        notify({ severity: 'success', summary: t('setup.typeAdded', { name: item.name }) });
        onDone();
      }}
      secondary={<Button type="button" label={ts('common.cancel')} text onClick={onDone} />}
    >
      <div className="risk-form-row">
        <TextField name="name" label={t('setup.name')} />
        <DropdownField name="scheme" label={t('setup.scheme')} options={schemes} />
      </div>
    </Form>
  );
};

/** A rating type's name, scheme and the lowest score of each level above Low. */
const EditType = ({ type, onDone }: { type: TRiskRatingType; onDone: () => void }) => {
  const { t } = useTranslation('risk');
  const { t: ts } = useTranslation();
  const update = useUpdateRatingType();
  const form = useZodForm(ZUpdateRiskRatingTypeRequestSchema, {
    id: type.id,
    version: type.version,
    name: type.name,
    description: type.description ?? '',
    scheme: type.scheme,
    thresholds: [...type.thresholds],
  });
  const scheme = form.watch('scheme') ?? type.scheme;
  // A new scheme has another number of levels: start from its default bands.
  useEffect(() => {
    if (scheme !== type.scheme) form.setValue('thresholds', [...DEFAULT_THRESHOLDS[scheme]]);
    else form.setValue('thresholds', [...type.thresholds]);
  }, [scheme, type, form]);
  const levels = scheme === 'four-level' ? ['Moderate', 'High', 'Extreme'] : ['Medium', 'High'];
  const title = t('setup.editType', { name: type.name });
  return (
    <div className="risk-subform">
      <h3>{title}</h3>
      <Form
        form={form}
        label={title}
        submitLabel={ts('common.save')}
        pending={update.isPending}
        error={update.error}
        secondary={<Button type="button" label={ts('common.cancel')} text onClick={onDone} />}
        onSubmit={async (input) => {
          const { item } = await update.mutateAsync({ input: withoutNulls(input) });
          notify({ severity: 'success', summary: t('setup.typeSaved', { name: item.name }) });
          onDone();
        }}
      >
        <div className="risk-form-row">
          <TextField name="name" label={t('setup.name')} />
          <DropdownField
            name="scheme"
            label={t('setup.scheme')}
            options={RISK_SCHEMES.map((s) => ({ value: s, label: t(`setup.schemes.${s}`) }))}
          />
          {levels.map((level, i) => (
            <NumberField
              key={`${scheme}-${level}`}
              name={`thresholds.${i}`}
              label={t('setup.thresholds', { level: levelName(t, level) })}
              min={2}
              max={25}
            />
          ))}
        </div>
      </Form>
    </div>
  );
};

// ---------------------------------------------------------------- scales

const Scale = ({ axis, admin }: { axis: RiskAxis; admin: boolean }) => {
  const { t } = useTranslation('risk');
  const { t: ts } = useTranslation();
  const scale = useScale(axis);
  const update = useUpdateScalePoint(axis);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const title = axis === 'impact' ? t('setup.impactScale') : t('setup.likelihoodScale');
  const save = async (p: TRiskScalePoint, name: string) => {
    try {
      const { item } = await update.mutateAsync({
        input: { id: p.id, version: p.version, name, description: p.description ?? undefined },
      });
      notify({ severity: 'success', summary: t('setup.renamed', { name: item.name }) });
      setEditing(null);
    } catch {
      // toasted centrally ("Update Risk Impact Failed")
    }
  };
  return (
    <div className="card">
      <h2>{title}</h2>
      <DataTable value={scale.data?.list ?? []} dataKey="id" loading={scale.isPending} pt={namedTable(title)}>
        <Column field="score" header={t('setup.score')} />
        <Column
          header={t('setup.name')}
          body={(p: TRiskScalePoint) =>
            editing?.id === p.id ? (
              <span className="risk-inline-edit">
                <InputText
                  aria-label={`${t('setup.name')}: ${p.score}`}
                  value={editing.name}
                  onChange={(e) => setEditing({ id: p.id, name: e.target.value })}
                />
                <Button
                  type="button"
                  label={ts('common.save')}
                  size="small"
                  loading={update.isPending}
                  onClick={() => void save(p, editing.name)}
                />
                <Button
                  type="button"
                  label={ts('common.cancel')}
                  size="small"
                  text
                  onClick={() => setEditing(null)}
                />
              </span>
            ) : (
              p.name
            )
          }
        />
        {admin ? (
          <Column
            header={ts('table.actions')}
            className="row-actions-column"
            body={(p: TRiskScalePoint) => (
              <RowButton
                icon="pi pi-pencil"
                severity="secondary"
                action={t('setup.rename')}
                name={p.name}
                onClick={() => setEditing({ id: p.id, name: p.name })}
              />
            )}
          />
        ) : null}
      </DataTable>
    </div>
  );
};
