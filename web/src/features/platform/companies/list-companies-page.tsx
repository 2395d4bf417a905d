import { listCompanies, ZStatus, type TCompany } from '@stratum/contracts';
import { formatDate } from '../../../lib/format';
import { Button } from 'primereact/button';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { FilterSelect } from '../../../components/filter-select';
import { ListPage } from '../../../components/list-page';
import { StatusTag } from '../../../components/status-tag';
import { useServerTable } from '../../../components/use-server-table';
import { useStatusOptions } from './options';

const ADD = '/app/companies/addCompany';
const editPath = (id: string) => `/app/companies/editCompany/${id}`;

/** spec §2/§3: every company, newest first; search by name, filter by status (kept in the URL). */
export const Component = () => {
  const { t } = useTranslation('platform');
  const { t: ts } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const status = ZStatus.safeParse(query.get('status')).data;
  const statusOptions = useStatusOptions();
  const table = useServerTable({
    route: listCompanies,
    params: status ? { status } : {},
    searchable: true,
    defaultSort: { field: 'createdAt', order: 'desc' },
  });
  const adminName = (c: TCompany) => `${c.eFirstName} ${c.eLastName}`;
  return (
    <ListPage<TCompany>
      title={ts('nav.companies')}
      table={table}
      exportName="companies"
      actions={<Button label={ts('nav.addCompany')} icon="pi pi-plus" onClick={() => void navigate(ADD)} />}
      filters={
        <FilterSelect
          label={t('company.fields.status')}
          value={status}
          options={statusOptions}
          allLabel={t('company.list.allStatuses')}
          onChange={(next) =>
            setQuery(
              (q) => {
                if (next) q.set('status', next);
                else q.delete('status');
                return q;
              },
              { replace: true },
            )
          }
        />
      }
      emptyTitle={t('company.list.empty')}
      emptyAction={
        status ? undefined : (
          <Button label={t('company.list.addFirst')} icon="pi pi-plus" onClick={() => void navigate(ADD)} />
        )
      }
      columns={[
        {
          field: 'companyName',
          header: t('company.fields.companyName'),
          sortable: true,
          body: (c) => <Link to={editPath(c.id)}>{c.companyName}</Link>,
        },
        { field: 'eFirstName', header: t('company.fields.adminName'), body: adminName, csv: adminName },
        { field: 'email', header: t('company.fields.email') },
        {
          field: 'status',
          header: t('company.fields.status'),
          body: (c) => <StatusTag value={c.status} />,
        },
        {
          field: 'ratingScaleOption',
          header: t('settings.ratingScaleOption.label'),
          body: (c) => t(`ratingScaleOptions.${c.ratingScaleOption}`),
          csv: (c) => t(`ratingScaleOptions.${c.ratingScaleOption}`),
        },
        {
          field: 'createdAt',
          header: t('company.fields.createdAt'),
          sortable: true,
          body: (c) => <DateText value={c.createdAt} />,
          csv: (c) => formatDate(c.createdAt),
        },
      ]}
      rowActions={[
        {
          label: ts('common.edit'),
          icon: 'pi pi-pencil',
          onClick: (c) => void navigate(editPath(c.id)),
        },
      ]}
    />
  );
};
