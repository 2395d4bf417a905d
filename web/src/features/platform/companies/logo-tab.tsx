import type { TCompany } from '@stratum/contracts';
import { useTranslation } from 'react-i18next';
import { LogoForm } from '../../../components/logo-form';
import { notify } from '../../../lib/notify';
import { useUploadLogo } from './api';

/** The company's logo (spec §1, §3): the current one, and a new one with a preview before upload. */
export const LogoTab = ({ company }: { company: TCompany }) => {
  const { t } = useTranslation('platform');
  const upload = useUploadLogo(company.id);
  return (
    <LogoForm
      logo={company.logo}
      text={{
        current: t('logo.current'),
        alt: t('logo.alt', { company: company.companyName }),
        none: t('logo.none'),
        noneText: t('logo.noneText'),
        title: t('logo.title'),
        file: t('logo.file'),
        required: t('logo.required'),
        upload: t('logo.upload'),
      }}
      pending={upload.isPending}
      error={upload.error}
      onUpload={async (file) => {
        await upload.mutateAsync({ input: { companyId: company.id }, file });
        notify({ severity: 'success', summary: t('logo.uploaded') });
      }}
    />
  );
};
