import { listCompanies, type TCompany } from '@stratum/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { StatusTag } from '../../../components/status-tag';
import { useServerTable } from '../../../components/use-server-table';
import type { ShellKey } from '../../../lib/navigation';
import { SettingControl } from './setting-control';
import type { SettingKey } from './settings';

export interface CompanySettingPageProps {
  setting: Exclude<SettingKey, 'companyContributionPerformance'>;
  /** the page's title (the route's, in the shell's navigation text) */
  titleKey: ShellKey;
}

/**
 * Every company with one setting, changeable in its row (spec §2: rating scale, performance
 * committee, qualitative measurement). Each change is saved with the row's version; a 409 reloads
 * the row and says so.
 */
export const CompanySettingPage = ({ setting, titleKey }: CompanySettingPageProps) => {
  const { t } = useTranslation('platform');
  const { t: ts } = useTranslation();
  const table = useServerTable({
    route: listCompanies,
    searchable: true,
    defaultSort: { field: 'companyName', order: 'asc' },
  });
  return (
    <ListPage<TCompany>
      title={ts(titleKey)}
      table={table}
      exportName={setting}
      emptyTitle={t('company.list.empty')}
      columns={[
        {
          field: 'companyName',
          header: t('settings.company'),
          sortable: true,
          body: (c) => <Link to={`/app/companies/editCompany/${c.id}?tab=settings`}>{c.companyName}</Link>,
        },
        { field: 'status', header: t('company.fields.status'), body: (c) => <StatusTag value={c.status} /> },
        {
          field: setting,
          header: t(`settings.${setting}.label`),
          body: (c) => <SettingControl setting={setting} company={c} />,
        },
      ]}
      intro={t(`settings.${setting}.intro`)}
    />
  );
};
