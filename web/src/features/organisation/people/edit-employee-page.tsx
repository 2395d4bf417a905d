import { HEAD_FLAGS, ZUpdateEmployeeRequestSchema, type TEmployee } from '@stratum/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { ConflictNotice } from '../../../components/conflict-notice';
import { DateText } from '../../../components/date-text';
import { Form, SwitchField, useZodForm } from '../../../components/form';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { StatusTag } from '../../../components/status-tag';
import { notify } from '../../../lib/notify';
import { AccessTag } from './access-tag';
import { reloadEmployee, useEmployee, useUpdateEmployee } from './api';
import { EmployeeFields } from './employee-fields';
import { PEOPLE_PATHS } from './paths';
import { isStale } from './stale';
import { useAccessActions } from './use-access-actions';
import './people.css';

const valuesOf = (e: TEmployee) => ({
  id: e.id,
  version: e.version,
  firstName: e.firstName,
  lastName: e.lastName,
  email: e.email,
  employeeNumber: e.employeeNumber ?? '',
  jobTitle: e.jobTitle ?? '',
  unitId: e.unitId,
  supervisorId: e.supervisorId,
  ...(Object.fromEntries(HEAD_FLAGS.map((f) => [f, e[f]])) as Pick<TEmployee, (typeof HEAD_FLAGS)[number]>),
  status: e.status,
});

/** spec §2 employees/edit/:id: details, placement, supervisor, head flags, status; access beside. */
export const Component = () => {
  const { t } = useTranslation('people');
  const { t: ts } = useTranslation();
  const { id = '' } = useParams();
  const employee = useEmployee(id);

  if (employee.isPending) return <Loading />;
  if (employee.isError)
    return (
      <LoadFailed
        pageTitle={ts('nav.editEmployee')}
        title={t('edit.notFound')}
        text={employee.error.message}
        onRetry={() => void employee.refetch()}
        backTo={PEOPLE_PATHS.employees}
        backLabel={t('edit.back')}
      />
    );

  const e = employee.data.employee;
  return (
    <section className="edit-employee">
      <PageHeader title={e.fullName}>
        <p className="page-subtitle people-summary">
          <span>{ts('nav.editEmployee')}</span>
          <StatusTag value={e.status} />
          <span>
            {t('fields.createdAt')} <DateText value={e.createdAt} />
          </span>
        </p>
      </PageHeader>
      <div className="people-columns">
        <div className="card">
          {/* A new form per employee: the picker fields start from the employee's own placement. */}
          <DetailsForm key={e.id} employee={e} />
        </div>
        <AccessPanel employee={e} />
      </div>
    </section>
  );
};

const DetailsForm = ({ employee }: { employee: TEmployee }) => {
  const { t } = useTranslation('people');
  const { t: ts } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateEmployee();
  const [confirm, confirmDialog] = useConfirm();
  const form = useZodForm(ZUpdateEmployeeRequestSchema, valuesOf(employee));
  const { isDirty } = form.formState;

  // An access action elsewhere on the page saved a new version: follow it unless edits are pending.
  useEffect(() => {
    if (!isDirty) form.reset(valuesOf(employee));
  }, [employee, isDirty, form]);

  const stale = isStale(update.error);
  const loadLatest = async () => {
    const latest = await reloadEmployee(queryClient, employee.id);
    form.reset(valuesOf(latest));
    update.reset();
    notify({ severity: 'info', summary: ts('conflict.reloaded') });
  };

  return (
    <>
      {confirmDialog}
      {stale ? <ConflictNotice onReload={loadLatest} /> : null}
      <Form
        form={form}
        label={t('edit.details')}
        submitLabel={ts('common.save')}
        pending={update.isPending}
        error={stale ? null : update.error}
        onSubmit={async (input) => {
          const deactivates = input.status === 'Inactive' && employee.status === 'Active';
          const names = { name: `${input.firstName} ${input.lastName}` };
          if (
            deactivates &&
            !(await confirm({
              title: t('confirm.deactivateTitle', names),
              message: t('confirm.deactivate', names),
              confirmLabel: t('actions.deactivate'),
            }))
          )
            return;
          const { employee: saved } = await update.mutateAsync({ input });
          form.reset(valuesOf(saved));
          const reactivated = saved.status === 'Active' && employee.status === 'Inactive';
          notify({
            severity: 'success',
            summary: t(deactivates ? 'done.deactivated' : reactivated ? 'done.reactivated' : 'done.saved', {
              name: saved.fullName,
            }),
          });
        }}
      >
        <EmployeeFields employee={employee} />
        <SwitchField
          name="status"
          label={t('form.active')}
          hint={employee.status === 'Inactive' ? t('form.reactivateHint') : t('form.activeHint')}
          values={['Active', 'Inactive']}
        />
      </Form>
    </>
  );
};

/** Whether the employee can sign in, and the actions that change it. */
const AccessPanel = ({ employee: e }: { employee: TEmployee }) => {
  const { t } = useTranslation('people');
  const [confirm, confirmDialog] = useConfirm();
  const access = useAccessActions(confirm);
  const canGive = e.status === 'Active' && (e.access === 'None' || e.access === 'Disabled');
  const canRevoke = e.access === 'Invited' || e.access === 'Active';
  return (
    <aside className="card people-access" aria-labelledby="people-access-title">
      {confirmDialog}
      <h2 id="people-access-title">{t('accessPanel.title')}</h2>
      <dl className="people-facts">
        <dt>{t('fields.access')}</dt>
        <dd>
          <AccessTag value={e.access} />
        </dd>
        <dt>{t('fields.companyRole')}</dt>
        <dd>{e.companyRole ? t(`roles.${e.companyRole}`) : t('accessPanel.noRole')}</dd>
      </dl>
      <p className="muted">{t(`accessPanel.explain.${e.status === 'Inactive' ? 'Inactive' : e.access}`)}</p>
      <div className="people-access-actions">
        {canGive ? (
          <Button
            type="button"
            icon="pi pi-envelope"
            label={t('actions.giveAccess')}
            severity="success"
            disabled={access.pending}
            onClick={() => void access.giveAccess(e)}
          />
        ) : null}
        {e.status === 'Active' && e.access === 'Invited' ? (
          <Button
            type="button"
            icon="pi pi-send"
            label={t('actions.resend')}
            outlined
            disabled={access.pending}
            onClick={() => void access.giveAccess(e)}
          />
        ) : null}
        {canRevoke ? (
          <Button
            type="button"
            icon="pi pi-lock"
            label={t('actions.revoke')}
            severity="danger"
            outlined
            disabled={access.pending}
            onClick={() => void access.revokeAccess(e)}
          />
        ) : null}
        {e.access !== 'None' ? (
          <Link className="p-button p-button-text" to={PEOPLE_PATHS.role(e.id)}>
            {t('accessPanel.roleLink')}
          </Link>
        ) : null}
      </div>
    </aside>
  );
};
