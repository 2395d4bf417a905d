import {
  listUserManuals,
  MANUAL_RULE,
  MODULE_KEYS,
  ZName,
  type ModuleKey,
  type TUserManual,
} from '@stratum/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConflictNotice } from '../../../components/conflict-notice';
import { DropdownField, FileField, Form, TextField, useZodForm } from '../../../components/form';
import { isStaleVersion } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { routeKey } from '../../../lib/query';
import { getUserManualsQueryOptions, useAddUserManual, useUpdateUserManual } from './api';

const useModuleOptions = () => {
  const { t } = useTranslation();
  return MODULE_KEYS.map((value) => ({ value, label: t(`modules.${value}.name`) }));
};

/** The module field with a readable message when none is chosen (the enum's own is technical). */
const useModuleSchema = () => {
  const { t } = useTranslation('platform');
  return useMemo(() => z.enum(MODULE_KEYS, { error: t('manuals.moduleRequired') }), [t]);
};

interface DialogProps {
  onClose: () => void;
}

const Frame = ({ title, onClose, children }: DialogProps & { title: string; children: ReactNode }) => (
  <Dialog visible header={title} onHide={onClose} modal className="form-dialog">
    {children}
  </Dialog>
);

/** Upload a PDF manual for a module (spec §2 user-manuals: per module, to S3). */
export const AddManualDialog = ({
  onClose,
  moduleKey,
}: DialogProps & { moduleKey: ModuleKey | undefined }) => {
  const { t } = useTranslation('platform');
  const { t: ts } = useTranslation();
  const add = useAddUserManual();
  const moduleOptions = useModuleOptions();
  const moduleSchema = useModuleSchema();
  const schema = useMemo(
    () =>
      z.object({
        moduleKey: moduleSchema,
        title: ZName('title'),
        document: z
          .instanceof(File, { message: t('manuals.required') })
          .nullable()
          .refine((file) => file !== null, t('manuals.required')),
      }),
    [moduleSchema, t],
  );
  const form = useZodForm(schema, { moduleKey, title: '', document: null });
  return (
    <Frame title={t('manuals.uploadTitle')} onClose={onClose}>
      <Form
        form={form}
        label={t('manuals.uploadTitle')}
        submitLabel={t('manuals.upload')}
        pending={add.isPending}
        error={add.error}
        secondary={<Button type="button" label={ts('common.cancel')} text onClick={onClose} />}
        onSubmit={async ({ document, ...input }) => {
          if (!document) return;
          const { item } = await add.mutateAsync({ input, file: document });
          notify({ severity: 'success', summary: t('manuals.uploaded', { title: item.title }) });
          onClose();
        }}
      >
        <DropdownField name="moduleKey" label={t('manuals.module')} options={moduleOptions} filter />
        <TextField name="title" label={t('manuals.title')} />
        <FileField
          name="document"
          label={t('manuals.pdf')}
          accept={MANUAL_RULE.types}
          maxBytes={MANUAL_RULE.maxBytes}
        />
      </Form>
    </Frame>
  );
};

/** Rename a manual or move it to another module, with the version it was read at. */
export const EditManualDialog = ({ onClose, manual }: DialogProps & { manual: TUserManual }) => {
  const { t } = useTranslation('platform');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateUserManual();
  const moduleOptions = useModuleOptions();
  const moduleSchema = useModuleSchema();
  const schema = useMemo(
    () => z.object({ id: z.string(), version: z.number(), moduleKey: moduleSchema, title: ZName('title') }),
    [moduleSchema],
  );
  const valuesOf = (m: TUserManual) => ({
    id: m.id,
    version: m.version,
    moduleKey: m.moduleKey,
    title: m.title,
  });
  const form = useZodForm(schema, valuesOf(manual));
  const stale = isStaleVersion(update.error);
  const loadLatest = async () => {
    await queryClient.invalidateQueries({ queryKey: routeKey(listUserManuals) });
    const { list } = await queryClient.fetchQuery({ ...getUserManualsQueryOptions({}), staleTime: 0 });
    const latest = list.find((m) => m.id === manual.id);
    if (!latest) return onClose();
    form.reset(valuesOf(latest));
    update.reset();
    notify({ severity: 'info', summary: ts('conflict.reloaded') });
  };
  return (
    <Frame title={t('manuals.editTitle')} onClose={onClose}>
      {stale ? <ConflictNotice onReload={loadLatest} /> : null}
      <Form
        form={form}
        label={t('manuals.editTitle')}
        submitLabel={ts('common.save')}
        pending={update.isPending}
        error={stale ? null : update.error}
        secondary={<Button type="button" label={ts('common.cancel')} text onClick={onClose} />}
        onSubmit={async (input) => {
          const { item } = await update.mutateAsync({ input });
          notify({ severity: 'success', summary: t('manuals.updated', { title: item.title }) });
          onClose();
        }}
      >
        <DropdownField name="moduleKey" label={t('manuals.module')} options={moduleOptions} filter />
        <TextField name="title" label={t('manuals.title')} />
      </Form>
    </Frame>
  );
};
