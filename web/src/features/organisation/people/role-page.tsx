import { ZCompanyRole, type TCompanyRole, type TEmployee, type TEmployeeModule } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { namedTable } from '../../../components/table-name';
import { notify } from '../../../lib/notify';
import { AccessTag } from './access-tag';
import { useEmployee, useEmployeeModules, useUpdateAdminAccess, useUpdateRole } from './api';
import { PEOPLE_PATHS } from './paths';
import './people.css';

/** The server's message without the field it names ("companyRole: …"): it sits under that choice. */
const withoutField = (message: string) => message.replace(/^companyRole: /, '');

/**
 * spec §2 role/:id: an employee's company role (administrator or employee) and, per module the
 * company has enabled, whether they administer it.
 */
export const Component = () => {
  const { t } = useTranslation('people');
  const { t: ts } = useTranslation();
  const { id = '' } = useParams();
  const employee = useEmployee(id);

  if (employee.isPending) return <Loading />;
  if (employee.isError)
    return (
      <LoadFailed
        pageTitle={ts('nav.roles')}
        title={t('edit.notFound')}
        text={employee.error.message}
        onRetry={() => void employee.refetch()}
        backTo={PEOPLE_PATHS.roles}
        backLabel={t('role.back')}
      />
    );
  const e = employee.data.employee;
  return (
    <section className="employee-role">
      <PageHeader title={e.fullName}>
        <p className="page-subtitle people-summary">
          <span>{ts('nav.roles')}</span>
          <AccessTag value={e.access} />
          <span>{e.email}</span>
        </p>
      </PageHeader>
      <div className="people-columns">
        <CompanyRoleCard key={`${e.id}-${e.companyRole ?? ''}`} employee={e} />
        <ModuleAccessCard employee={e} />
      </div>
    </section>
  );
};

const CompanyRoleCard = ({ employee: e }: { employee: TEmployee }) => {
  const { t } = useTranslation('people');
  const { t: ts } = useTranslation();
  const update = useUpdateRole();
  const [role, setRole] = useState<TCompanyRole>(e.companyRole ?? 'employee');
  const noSignIn = e.companyRole === null;
  const save = async () => {
    try {
      const { employee } = await update.mutateAsync({ input: { id: e.id, companyRole: role } });
      notify({
        severity: 'success',
        summary: t('role.saved', { name: employee.fullName, role: t(`roles.${role}`) }),
      });
    } catch {
      // Shown under the choice (the last administrator stays one).
    }
  };
  return (
    <div className="card">
      <h2 id="company-role-title">{t('fields.companyRole')}</h2>
      {noSignIn ? (
        <Message
          severity="info"
          content={
            <span>
              {t('role.noSignIn', { name: e.fullName })}{' '}
              <Link to={PEOPLE_PATHS.editEmployee(e.id)}>{t('role.toAccess')}</Link>
            </span>
          }
        />
      ) : null}
      <div role="radiogroup" aria-labelledby="company-role-title" className="people-radios">
        {ZCompanyRole.options.map((value) => (
          <div key={value} className="field field-inline">
            <RadioButton
              inputId={`company-role-${value}`}
              name="companyRole"
              value={value}
              checked={role === value}
              disabled={noSignIn || update.isPending}
              aria-describedby={`company-role-${value}-hint`}
              onChange={() => {
                setRole(value);
                update.reset();
              }}
            />
            <label htmlFor={`company-role-${value}`}>{t(`roles.${value}`)}</label>
            <small id={`company-role-${value}-hint`} className="field-hint">
              {t(`role.explain.${value}`)}
            </small>
          </div>
        ))}
      </div>
      {update.error ? (
        <p className="field-error" role="alert">
          {withoutField(update.error.message)}
        </p>
      ) : null}
      <div className="form-actions">
        <Button
          type="button"
          label={ts('common.save')}
          disabled={noSignIn || role === e.companyRole || update.isPending}
          loading={update.isPending}
          onClick={() => void save()}
        />
      </div>
    </div>
  );
};

const ModuleAccessCard = ({ employee: e }: { employee: TEmployee }) => {
  const { t } = useTranslation('people');
  const { t: ts } = useTranslation();
  const modules = useEmployeeModules(e.id);
  const label = t('role.modulesTitle');
  return (
    <div className="card">
      <h2>{label}</h2>
      <p className="muted">{t('role.modulesIntro', { name: e.fullName })}</p>
      {modules.isPending ? (
        <Loading />
      ) : modules.isError ? (
        <EmptyState icon="pi pi-exclamation-circle" title={ts('pages.error')} text={modules.error.message} />
      ) : (
        <DataTable
          value={modules.data.list}
          dataKey="moduleKey"
          pt={namedTable(label)}
          emptyMessage={<EmptyState title={t('role.noModules')} />}
          stripedRows
        >
          <Column
            header={t('role.module')}
            body={(m: TEmployeeModule) => ts(`modules.${m.moduleKey}.name`)}
          />
          <Column
            header={t('role.adminAccess')}
            body={(m: TEmployeeModule) => <AdminAccessSwitch employee={e} module={m} />}
          />
        </DataTable>
      )}
    </div>
  );
};

const AdminAccessSwitch = ({ employee, module: m }: { employee: TEmployee; module: TEmployeeModule }) => {
  const { t } = useTranslation('people');
  const { t: ts } = useTranslation();
  const update = useUpdateAdminAccess(employee.id);
  const [saving, setSaving] = useState<boolean | null>(null);
  const names = { name: employee.fullName, module: ts(`modules.${m.moduleKey}.name`) };
  const checked = saving ?? m.adminAccess;
  const change = async (on: boolean) => {
    setSaving(on);
    try {
      await update.mutateAsync({
        input: { employeeId: employee.id, moduleKey: m.moduleKey, adminAccess: on },
      });
      notify({ severity: 'success', summary: t(on ? 'role.adminGiven' : 'role.adminTaken', names) });
    } catch {
      // Toasted centrally; the switch shows the stored state again.
    } finally {
      setSaving(null);
    }
  };
  return (
    <span className="module-switch">
      <InputSwitch
        checked={checked}
        disabled={update.isPending}
        aria-label={t('role.adminAccessFor', names)}
        onChange={(ev) => void change(Boolean(ev.value))}
      />
      <span aria-hidden="true">{checked ? t('role.on') : t('role.off')}</span>
    </span>
  );
};
