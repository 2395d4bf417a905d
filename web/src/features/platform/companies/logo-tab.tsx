import { LOGO_RULE, type TCompany } from '@stratum/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmptyState } from '../../../components/EmptyState';
import { FileField, Form, useZodForm } from '../../../components/form';
import { notify } from '../../../lib/notify';
import { useUploadLogo } from './api';

/** The company's logo (spec §1, §3): the current one, and a new one with a preview before upload. */
export const LogoTab = ({ company }: { company: TCompany }) => {
  const { t } = useTranslation('platform');
  const upload = useUploadLogo(company.id);
  const schema = useMemo(
    () =>
      z.object({
        logo: z
          .instanceof(File, { message: t('logo.required') })
          .nullable()
          .refine((file) => file !== null, t('logo.required')),
      }),
    [t],
  );
  const form = useZodForm(schema, { logo: null });
  return (
    <div className="logo-tab">
      <section aria-labelledby="current-logo" className="logo-current">
        <h2 id="current-logo">{t('logo.current')}</h2>
        {company.logo ? (
          <img
            className="logo-image"
            src={company.logo}
            alt={t('logo.alt', { company: company.companyName })}
          />
        ) : (
          <EmptyState icon="pi pi-image" title={t('logo.none')} text={t('logo.noneText')} />
        )}
      </section>
      <Form
        form={form}
        label={t('logo.title')}
        submitLabel={t('logo.upload')}
        pending={upload.isPending}
        error={upload.error}
        onSubmit={async ({ logo }) => {
          if (!logo) return;
          await upload.mutateAsync({ input: { companyId: company.id }, file: logo });
          form.reset({ logo: null });
          notify({ severity: 'success', summary: t('logo.uploaded') });
        }}
      >
        <FileField
          name="logo"
          label={t('logo.file')}
          accept={LOGO_RULE.types}
          maxBytes={LOGO_RULE.maxBytes}
        />
      </Form>
    </div>
  );
};
