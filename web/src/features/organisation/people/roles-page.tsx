import { listEmployees, type TEmployee } from '@stratum/contracts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListPage } from '../../../components/list-page';
import { useServerTable } from '../../../components/use-server-table';
import { AccessTag } from './access-tag';
import { PEOPLE_PATHS } from './paths';
import './people.css';

const hasSignIn = (e: TEmployee) => e.access === 'Invited' || e.access === 'Active';

/**
 * spec §2 role: the active employees with their sign-in and company role; open one to change the
 * role and the modules they administer. (The list call has no access filter: people without a
 * sign-in are listed too, marked, with a way to give them access.)
 */
export const Component = () => {
  const { t } = useTranslation('people');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const table = useServerTable({
    route: listEmployees,
    params: { status: 'Active' },
    searchable: true,
    defaultSort: { field: 'fullName', order: 'asc' },
  });
  const roleText = (e: TEmployee) => (e.companyRole ? t(`roles.${e.companyRole}`) : '');
  return (
    <ListPage<TEmployee>
      title={ts('nav.roles')}
      intro={t('rolesList.intro')}
      table={table}
      exportName="roles"
      actions={
        <Button
          label={ts('nav.addRole')}
          icon="pi pi-plus"
          onClick={() => void navigate(PEOPLE_PATHS.addRole)}
        />
      }
      emptyTitle={t('list.empty')}
      columns={[
        {
          field: 'fullName',
          header: t('fields.fullName'),
          sortable: true,
          body: (e) =>
            hasSignIn(e) ? (
              <Link to={PEOPLE_PATHS.role(e.id)}>{e.fullName}</Link>
            ) : (
              <Link to={PEOPLE_PATHS.editEmployee(e.id)}>{e.fullName}</Link>
            ),
        },
        { field: 'email', header: t('fields.email') },
        { field: 'jobTitle', header: t('fields.jobTitle') },
        {
          field: 'access',
          header: t('fields.access'),
          body: (e) => <AccessTag value={e.access} />,
          csv: (e) => t(`access.${e.access}`),
        },
        { field: 'companyRole', header: t('fields.companyRole'), body: roleText, csv: roleText },
      ]}
      rowActions={[
        {
          label: t('actions.role'),
          icon: 'pi pi-id-card',
          visible: hasSignIn,
          onClick: (e) => void navigate(PEOPLE_PATHS.role(e.id)),
        },
        {
          label: t('rolesList.giveAccessFirst'),
          icon: 'pi pi-envelope',
          visible: (e) => !hasSignIn(e),
          onClick: (e) => void navigate(PEOPLE_PATHS.editEmployee(e.id)),
        },
      ]}
    />
  );
};
