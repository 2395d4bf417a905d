import { ZKpaName, type TKpa } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConflictNotice } from '../../components/conflict-notice';
import { DropdownField, Form, TextField, useZodForm } from '../../components/form';
import { notify } from '../../lib/notify';
import { isStale } from '../../lib/write-failure';
import { useAddKpa, useUpdateKpa, type KpaKind } from './api';

/** The perspective of a KPA: one of the plan's, or none ('' in the form, null to the API). */
const NONE = '';
const perspectiveOf = (v: string | null | undefined) => (v ? v : null);

/*
 * The fields' names are the forms' own (a form field's id is its name, and the scorecard's details
 * form beside these has a `name` too); they become the route's `name` and `perspectiveId` on save.
 */
const ZNewKpa = z.object({ newKpaName: ZKpaName, newKpaPerspectiveId: z.string() });

/** A new key performance area: its name and the perspective its KPIs are filed under. */
export const AddKpaForm = ({
  kind,
  scorecardId,
  order,
  perspectives,
}: {
  kind: KpaKind;
  scorecardId: string;
  order: number;
  perspectives: readonly { value: string; label: string }[];
}) => {
  const { t } = useTranslation('scorecards');
  const add = useAddKpa(kind);
  const blank = { newKpaName: '', newKpaPerspectiveId: NONE };
  const form = useZodForm(ZNewKpa, blank);
  return (
    <div className="card kpa-add">
      <Form
        form={form}
        label={t('kpas.add')}
        submitLabel={t('kpas.add')}
        pending={add.isPending}
        error={add.error}
        onSubmit={async (values) => {
          const { kpa } = await add.mutateAsync({
            input: {
              scorecardId,
              name: values.newKpaName,
              perspectiveId: perspectiveOf(values.newKpaPerspectiveId),
              order,
            },
          });
          notify({ severity: 'success', summary: t('kpas.added', { name: kpa.name }) });
          form.reset(blank);
          add.reset();
        }}
      >
        <div className="kpa-add-fields">
          <TextField name="newKpaName" label={t('kpas.newName')} />
          <DropdownField
            name="newKpaPerspectiveId"
            label={t('kpis.fields.perspectiveId')}
            options={[{ value: NONE, label: t('kpis.noPerspective') }, ...perspectives]}
          />
        </div>
      </Form>
    </div>
  );
};

const ZEditKpa = z.object({ kpaName: ZKpaName, kpaPerspectiveId: z.string() });

/** A KPA's name and perspective, changed in place; a stale version offers to load the latest. */
export const EditKpaForm = ({
  kind,
  kpa,
  perspectives,
  onDone,
  onReload,
}: {
  kind: KpaKind;
  kpa: TKpa;
  perspectives: readonly { value: string; label: string }[];
  onDone: () => void;
  onReload: () => Promise<unknown>;
}) => {
  const { t } = useTranslation('scorecards');
  const { t: ts } = useTranslation();
  const update = useUpdateKpa(kind);
  const form = useZodForm(ZEditKpa, { kpaName: kpa.name, kpaPerspectiveId: kpa.perspectiveId ?? NONE });
  const stale = isStale(update.error);
  return (
    <div className="kpa-edit">
      {stale ? (
        <ConflictNotice
          text={t('kpas.stale', { name: kpa.name })}
          onReload={async () => {
            await onReload();
            update.reset();
            onDone();
          }}
        />
      ) : null}
      <Form
        form={form}
        label={t('kpas.editLabel', { name: kpa.name })}
        submitLabel={ts('common.save')}
        pending={update.isPending}
        error={stale ? null : update.error}
        secondary={<Button type="button" label={ts('common.cancel')} text onClick={onDone} />}
        onSubmit={async (v) => {
          const saved = await update.mutateAsync({
            input: {
              scorecardId: kpa.scorecardId,
              id: kpa.id,
              version: kpa.version,
              name: v.kpaName,
              perspectiveId: perspectiveOf(v.kpaPerspectiveId),
              order: kpa.order,
            },
          });
          notify({ severity: 'success', summary: t('kpas.saved', { name: saved.kpa.name }) });
          onDone();
        }}
      >
        <div className="kpa-add-fields">
          <TextField name="kpaName" label={t('kpas.name')} />
          <DropdownField
            name="kpaPerspectiveId"
            label={t('kpis.fields.perspectiveId')}
            options={[{ value: NONE, label: t('kpis.noPerspective') }, ...perspectives]}
          />
        </div>
      </Form>
    </div>
  );
};
