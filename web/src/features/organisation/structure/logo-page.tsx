import { LOGO_RULE } from '@stratum/contracts';
import { formatFileSize } from '@stratum/rules';
import { useTranslation } from 'react-i18next';
import { LogoForm } from '../../../components/logo-form';
import { PageHeader } from '../../../components/page-header';
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
  const c = company.data?.company;
  return (
    <section className="logo-page">
      <PageHeader title={ts('nav.companyLogo')}>
        <p className="page-subtitle">{t('logo.intro')}</p>
      </PageHeader>
      <div className="card">
        <LogoForm
          logo={c?.logo ?? null}
          loading={company.isPending}
          text={{
            current: t('logo.current'),
            alt: t('logo.alt', { company: c?.companyName ?? '' }),
            none: t('logo.none'),
            noneText: t('logo.noneText'),
            title: t('logo.title'),
            heading: t('logo.title'),
            file: t('logo.file'),
            hint: t('logo.hint', { size: formatFileSize(LOGO_RULE.maxBytes) }),
            required: t('logo.required'),
            upload: t('logo.upload'),
          }}
          pending={upload.isPending}
          error={upload.error}
          onUpload={async (file) => {
            // An administrator uploads their own company's logo: no company id is sent.
            await upload.mutateAsync({ input: {}, file });
            notify({ severity: 'success', summary: t('logo.uploaded') });
          }}
        />
      </div>
    </section>
  );
};
