import { ZCompanyRole, ZId } from '@stratum/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { DropdownField, Form, useZodForm } from '../../../components/form';
import { PageHeader } from '../../../components/page-header';
import { notify } from '../../../lib/notify';
import { EmployeePickerField } from '../shared/employee-picker-field';
import { useUpdateRole } from './api';
import { PEOPLE_PATHS } from './paths';
import './people.css';

const ZGiveRole = z.object({ id: ZId, companyRole: ZCompanyRole });
type GiveRoleValues = { id: string; companyRole: z.input<typeof ZCompanyRole> };

/**
 * spec §2 role add: an administrator gives a person a company role without finding them in the
 * list first; the person's page then shows the modules they administer. The server refuses
 * someone without a sign-in (they get access on their own page) and the last administrator's
 * demotion, and the refusal shows under the fields.
 */
export const Component = () => {
  const { t } = useTranslation('people');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateRole();
  const form = useZodForm<GiveRoleValues, z.output<typeof ZGiveRole>>(ZGiveRole, {
    id: '',
    companyRole: 'administrator',
  });
  return (
    <section className="employee-role">
      <PageHeader title={ts('nav.addRole')}>
        <p className="page-subtitle">{t('role.add.intro')}</p>
      </PageHeader>
      <div className="card">
        <Form
          label={ts('nav.addRole')}
          form={form}
          submitLabel={t('role.add.save')}
          pending={update.isPending}
          error={update.error}
          onSubmit={async (input) => {
            const { employee } = await update.mutateAsync({ input });
            notify({
              severity: 'success',
              summary: t('role.saved', { name: employee.fullName, role: t(`roles.${input.companyRole}`) }),
            });
            await navigate(PEOPLE_PATHS.role(employee.id));
          }}
        >
          <EmployeePickerField name="id" label={t('role.add.person')} hint={t('role.add.personHint')} />
          <DropdownField
            name="companyRole"
            label={t('role.add.companyRole')}
            options={ZCompanyRole.options.map((value) => ({ value, label: t(`roles.${value}`) }))}
          />
        </Form>
      </div>
    </section>
  );
};
