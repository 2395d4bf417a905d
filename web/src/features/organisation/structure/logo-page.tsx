import { LOGO_RULE } from '@stratum/contracts';
import { formatFileSize } from '@stratum/rules';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmptyState } from '../../../components/EmptyState';
import { FileField, Form, useZodForm } from '../../../components/form';
import { Loading } from '../../../components/Loading';
import { PageHeader } from '../../../components/PageHeader';
import { notify } from '../../../lib/notify';
import { useMyCompanyDetails, useUploadMyLogo } from './api';
import './structure.css';

/**
 * spec §2 `/app/settings/logos`: the company's logo as the header shows it, and a new one with a
 * preview before upload. The upload reads `company/my-company` again, so the header changes too.
 */
export const Component = () => {
  const { t } = useTranslation('organisation');
  const { t: ts } = useTranslation();
  const company = useMyCompanyDetails();
  const upload = useUploadMyLogo();
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
  const c = company.data?.company;
  return (
    <section className="logo-page">
      <PageHeader title={ts('nav.companyLogo')}>
        <p className="page-subtitle">{t('logo.intro')}</p>
      </PageHeader>
      <div className="card logo-tab">
        <section aria-labelledby="current-logo" className="logo-current">
          <h2 id="current-logo">{t('logo.current')}</h2>
          {company.isPending ? (
            <Loading />
          ) : c?.logo ? (
            <img className="logo-image" src={c.logo} alt={t('logo.alt', { company: c.companyName })} />
          ) : (
            <EmptyState icon="pi pi-image" title={t('logo.none')} text={t('logo.noneText')} />
          )}
        </section>
        <section aria-labelledby="new-logo">
          <h2 id="new-logo">{t('logo.title')}</h2>
          <Form
            form={form}
            label={t('logo.title')}
            submitLabel={t('logo.upload')}
            pending={upload.isPending}
            error={upload.error}
            onSubmit={async ({ logo }) => {
              if (!logo) return;
              // An administrator uploads their own company's logo: no company id is sent.
              await upload.mutateAsync({ input: {}, file: logo });
              form.reset({ logo: null });
              notify({ severity: 'success', summary: t('logo.uploaded') });
            }}
          >
            <FileField
              name="logo"
              label={t('logo.file')}
              hint={t('logo.hint', { size: formatFileSize(LOGO_RULE.maxBytes) })}
              accept={LOGO_RULE.types}
              maxBytes={LOGO_RULE.maxBytes}
            />
          </Form>
        </section>
      </div>
    </section>
  );
};
