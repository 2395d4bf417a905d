import { HEAD_FLAGS, ZAddEmployeeRequestSchema, ZCompanyRole } from '@stratum/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DropdownField, SwitchField, useZodForm } from '../../../components/form';
import { FormPage } from '../../../components/form-page';
import { notify } from '../../../lib/notify';
import { useAddEmployee } from './api';
import { EmployeeFields } from './employee-fields';
import { PEOPLE_PATHS } from './paths';
import './people.css';

const NO_HEADS = Object.fromEntries(HEAD_FLAGS.map((f) => [f, 'No' as const])) as Record<
  (typeof HEAD_FLAGS)[number],
  'No'
>;

/** spec §2 employees/add: a new employee, placed and supervised; optionally invited to sign in now. */
export const Component = () => {
  const { t } = useTranslation('people');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const add = useAddEmployee();
  const form = useZodForm(ZAddEmployeeRequestSchema, {
    firstName: '',
    lastName: '',
    email: '',
    employeeNumber: '',
    jobTitle: '',
    unitId: null,
    supervisorId: null,
    ...NO_HEADS,
    giveAccess: false,
    companyRole: 'employee',
  });
  return (
    <FormPage
      title={ts('nav.addEmployee')}
      form={form}
      submitLabel={t('form.add')}
      cancelTo={PEOPLE_PATHS.employees}
      pending={add.isPending}
      error={add.error}
      onSubmit={async (input) => {
        const { employee } = await add.mutateAsync({ input });
        notify({
          severity: 'success',
          summary: t(input.giveAccess ? 'done.addedInvited' : 'done.added', {
            name: employee.fullName,
            email: employee.email,
          }),
        });
        await navigate(PEOPLE_PATHS.employees);
      }}
    >
      <EmployeeFields />
      <AccessChoice />
    </FormPage>
  );
};

/** "Give access now": the account is created with the employee and the invitation emailed. */
const AccessChoice = () => {
  const { t } = useTranslation('people');
  const giveAccess = useWatch({ name: 'giveAccess' }) as boolean;
  return (
    <fieldset className="field people-group">
      <legend>{t('form.access')}</legend>
      <SwitchField name="giveAccess" label={t('form.giveAccess')} hint={t('form.giveAccessHint')} />
      {giveAccess ? (
        <DropdownField
          name="companyRole"
          label={t('fields.companyRole')}
          options={ZCompanyRole.options.map((value) => ({ value, label: t(`roles.${value}`) }))}
        />
      ) : null}
    </fieldset>
  );
};
