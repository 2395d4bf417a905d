import { ZUpdateCompanyRequestSchema, type TCompany } from '@stratum/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import { ConflictNotice } from '../../../components/conflict-notice';
import { Form, useZodForm } from '../../../components/form';
import { isStaleVersion } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { getCompanyQueryOptions, reloadCompany, useUpdateCompany } from './api';
import { CompanyFields } from './company-fields';

const valuesOf = (c: TCompany) => ({
  id: c.id,
  version: c.version,
  companyName: c.companyName,
  eFirstName: c.eFirstName,
  eLastName: c.eLastName,
  email: c.email,
  status: c.status,
});

/**
 * Name, administrator contact and status, saved with the version the form was loaded at. If the
 * company changed meanwhile the save is refused (409): the person is told, and chooses to load
 * the latest version; nothing is overwritten.
 */
export const DetailsTab = ({ company }: { company: TCompany }) => {
  const { t } = useTranslation('platform');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateCompany();
  const [confirm, confirmDialog] = useConfirm();
  const form = useZodForm(ZUpdateCompanyRequestSchema, valuesOf(company));
  const { isDirty } = form.formState;

  // Another part of the page saved (a setting, the logo): follow its version unless edits are pending.
  useEffect(() => {
    if (!isDirty) form.reset(valuesOf(company));
  }, [company, isDirty, form]);

  const stale = isStaleVersion(update.error);
  const loadLatest = async () => {
    await reloadCompany(queryClient, company.id);
    const latest = await queryClient.fetchQuery(getCompanyQueryOptions(company.id));
    form.reset(valuesOf(latest.company));
    update.reset();
    notify({ severity: 'info', summary: ts('conflict.reloaded') });
  };

  return (
    <>
      {confirmDialog}
      {stale ? <ConflictNotice onReload={loadLatest} /> : null}
      <Form
        form={form}
        label={t('company.edit.tabs.details')}
        submitLabel={ts('common.save')}
        pending={update.isPending}
        error={stale ? null : update.error}
        onSubmit={async (input) => {
          // Inactive shuts the company's people out: asked first (access-changing).
          const suspends = input.status === 'Inactive' && company.status === 'Active';
          if (
            suspends &&
            !(await confirm({
              title: t('company.edit.confirmInactiveTitle', { company: input.companyName }),
              message: t('company.edit.confirmInactive', { company: input.companyName }),
              confirmLabel: t('company.edit.setInactive'),
            }))
          )
            return;
          const { company: saved } = await update.mutateAsync({ input });
          form.reset(valuesOf(saved));
          notify({ severity: 'success', summary: t('company.edit.saved') });
        }}
      >
        <CompanyFields />
      </Form>
    </>
  );
};
