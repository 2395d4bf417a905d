import { ZId, ZSetActingSupervisorRequestSchema, type TActingSupervisor } from '@stratum/contracts';
import { formatDate } from '../../../lib/format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConflictNotice } from '../../../components/conflict-notice';
import { Form, TextField, useZodForm } from '../../../components/form';
import { DateField } from '../../../components/form/date-field';
import { isStaleVersion } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { EmployeePickerField } from '../shared/employee-picker-field';
import { getActingFor, useSetActing } from './api';

/** Today in the person's own calendar, YYYY-MM-DD. */
const today = () => new Date().toLocaleDateString('en-CA');

interface FormValues {
  supervisorId: string;
  actingSupervisorId: string;
  from: string;
  to: string;
  reason: string;
  version?: number | undefined;
}

const valuesOf = (a: TActingSupervisor | null, supervisorId = ''): FormValues => ({
  supervisorId: a?.supervisorId ?? supervisorId,
  actingSupervisorId: a?.actingSupervisorId ?? '',
  from: a?.from ?? today(),
  to: a?.to ?? '',
  reason: a?.reason ?? '',
  version: a?.version,
});

export interface ActingDialogProps {
  /** the arrangement being changed; null sets a new one */
  arrangement: TActingSupervisor | null;
  /** a supervisor managing their own arrangement: the supervisor is fixed to them */
  supervisor?: { id: string; fullName: string };
  onClose: () => void;
}

/**
 * Set who acts for a supervisor, from one day to another (spec: acting supervisor). Choosing a
 * supervisor who already has an arrangement says so: saving replaces it, with the version read,
 * so an arrangement someone else changed meanwhile is not overwritten silently.
 */
export const ActingDialog = ({ arrangement, supervisor, onClose }: ActingDialogProps) => {
  const { t } = useTranslation('organisation');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const set = useSetActing();
  const schema = useMemo(
    () =>
      ZSetActingSupervisorRequestSchema.safeExtend({
        supervisorId: z
          .string({ error: t('acting.required.supervisor') })
          .min(1, t('acting.required.supervisor'))
          .pipe(ZId),
        actingSupervisorId: z
          .string({ error: t('acting.required.acting') })
          .min(1, t('acting.required.acting'))
          .pipe(ZId),
        to: z.iso.date({ error: t('acting.required.to') }),
      }),
    [t],
  );
  const form = useZodForm(schema, valuesOf(arrangement, supervisor?.id));
  const supervisorId = useWatch({ control: form.control, name: 'supervisorId' });
  const actingId = useWatch({ control: form.control, name: 'actingSupervisorId' });
  const from = useWatch({ control: form.control, name: 'from' });

  // A new arrangement for a supervisor who has one replaces it: read it, and send its version.
  const current = useQuery({
    ...getActingFor(supervisorId ?? ''),
    enabled: arrangement === null && typeof supervisorId === 'string' && supervisorId !== '',
  });
  const existing = arrangement ?? current.data?.item ?? null;
  useEffect(() => {
    if (arrangement === null) form.setValue('version', current.data?.item?.version);
  }, [arrangement, current.data, form]);

  const stale = isStaleVersion(set.error);
  const loadLatest = async () => {
    const id = arrangement?.supervisorId ?? supervisorId;
    if (!id) return;
    const { item } = await queryClient.fetchQuery({ ...getActingFor(id), staleTime: 0 });
    form.reset(valuesOf(item, id));
    set.reset();
    notify({ severity: 'info', summary: ts('conflict.reloaded') });
  };

  const title = arrangement ? t('acting.editTitle', { name: arrangement.supervisorName }) : t('acting.set');
  return (
    <Dialog visible header={title} onHide={onClose} modal className="form-dialog">
      {stale ? <ConflictNotice onReload={loadLatest} /> : null}
      {arrangement === null && existing ? (
        <p className="conflict-notice" role="status">
          <i className="pi pi-info-circle" aria-hidden="true" />
          <span>
            {t('acting.replaces', {
              name: existing.supervisorName,
              acting: existing.actingSupervisorName,
              from: formatDate(existing.from),
              to: formatDate(existing.to),
            })}
          </span>
        </p>
      ) : null}
      <Form
        form={form}
        label={title}
        submitLabel={ts('common.save')}
        pending={set.isPending}
        error={stale ? null : set.error}
        secondary={<Button type="button" label={ts('common.cancel')} text onClick={onClose} />}
        onSubmit={async (input) => {
          const { item } = await set.mutateAsync({ input });
          notify({
            severity: 'success',
            summary: t('acting.saved', {
              acting: item.actingSupervisorName,
              name: item.supervisorName,
              from: formatDate(item.from),
              to: formatDate(item.to),
            }),
          });
          onClose();
        }}
      >
        <EmployeePickerField
          name="supervisorId"
          label={t('acting.fields.supervisor')}
          hint={t('acting.hints.supervisor')}
          currentName={arrangement?.supervisorName ?? supervisor?.fullName ?? null}
          exclude={[actingId]}
          disabled={arrangement !== null || supervisor !== undefined}
        />
        <EmployeePickerField
          name="actingSupervisorId"
          label={t('acting.fields.acting')}
          hint={t('acting.hints.acting')}
          currentName={arrangement?.actingSupervisorName ?? null}
          exclude={[supervisorId]}
        />
        <div className="form-row">
          <DateField name="from" label={t('acting.fields.from')} />
          <DateField name="to" label={t('acting.fields.to')} min={from || today()} />
        </div>
        <TextField name="reason" label={t('acting.fields.reason')} hint={t('acting.hints.reason')} />
      </Form>
    </Dialog>
  );
};
