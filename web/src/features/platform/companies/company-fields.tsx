import { useTranslation } from 'react-i18next';
import { DropdownField, TextField } from '../../../components/form';
import { useStatusOptions } from './options';

/** The fields adding and editing a company share (contracts: companyFields). */
export const CompanyFields = () => {
  const { t } = useTranslation('platform');
  const statusOptions = useStatusOptions();
  return (
    <>
      <TextField name="companyName" label={t('company.fields.companyName')} autoComplete="organization" />
      <TextField name="eFirstName" label={t('company.fields.eFirstName')} autoComplete="off" />
      <TextField name="eLastName" label={t('company.fields.eLastName')} autoComplete="off" />
      <TextField
        name="email"
        type="email"
        autoComplete="off"
        label={t('company.fields.email')}
        hint={t('company.hints.email')}
      />
      <DropdownField
        name="status"
        label={t('company.fields.status')}
        hint={t('company.hints.status')}
        options={statusOptions}
      />
    </>
  );
};
