import { ZAddCompanyRequestSchema } from '@stratum/contracts';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../components/form';
import { FormPage } from '../../../components/form-page';
import { notify } from '../../../lib/notify';
import { useAddCompany } from './api';
import { CompanyFields } from './company-fields';

/**
 * Adds a company with its administrator, who is emailed an invitation; then on to the company's
 * page, where its logo and modules are set.
 */
export const Component = () => {
  const { t } = useTranslation('platform');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const add = useAddCompany();
  const form = useZodForm(ZAddCompanyRequestSchema, {
    companyName: '',
    eFirstName: '',
    eLastName: '',
    email: '',
    status: 'Active',
  });
  return (
    <FormPage
      title={ts('nav.addCompany')}
      form={form}
      submitLabel={t('company.add.submit')}
      cancelTo="/app/companies/list"
      pending={add.isPending}
      error={add.error}
      onSubmit={async (input) => {
        const { company } = await add.mutateAsync({ input });
        notify({ severity: 'success', summary: t('company.add.added', { email: company.email }) });
        await navigate(`/app/companies/editCompany/${company.id}`);
      }}
    >
      <CompanyFields />
    </FormPage>
  );
};
