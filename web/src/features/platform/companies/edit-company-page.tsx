import { TabPanel, TabView } from 'primereact/tabview';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text';
import { LoadFailed } from '../../../components/load-failed';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { StatusTag } from '../../../components/status-tag';
import { useCompany } from './api';
import { AuditTab } from './audit-tab';
import { DetailsTab } from './details-tab';
import { LogoTab } from './logo-tab';
import { ModulesTab } from './modules-tab';
import { SettingsTab } from './settings-tab';

/** The page's parts, in order; the chosen one is `?tab=` (ARCHITECTURE §7: tab state in the URL). */
export const TABS = ['details', 'settings', 'logo', 'modules', 'audit'] as const;
type Tab = (typeof TABS)[number];

const tabOf = (value: string | null): Tab => TABS.find((t) => t === value) ?? 'details';

/** spec §2 editCompany: details and status, settings, logo, modules and the company's audit trail. */
export const Component = () => {
  const { t } = useTranslation('platform');
  const { t: ts } = useTranslation();
  const { id = '' } = useParams();
  const [query, setQuery] = useSearchParams();
  const tab = tabOf(query.get('tab'));
  const company = useCompany(id);

  if (company.isPending) return <Loading />;
  if (company.isError)
    return (
      <LoadFailed
        pageTitle={ts('nav.editCompany')}
        title={t('company.edit.notFound')}
        text={company.error.message}
        onRetry={() => void company.refetch()}
        backTo="/app/companies/list"
        backLabel={t('company.edit.back')}
      />
    );

  const c = company.data.company;
  return (
    <section className="edit-company">
      <PageHeader title={c.companyName}>
        <p className="page-subtitle company-summary">
          <span>{ts('nav.editCompany')}</span>
          <StatusTag value={c.status} />
          <span>
            {t('company.fields.createdAt')} <DateText value={c.createdAt} />
          </span>
        </p>
      </PageHeader>
      <TabView
        activeIndex={TABS.indexOf(tab)}
        onTabChange={(e) =>
          setQuery(
            (q) => {
              q.set('tab', TABS[e.index] ?? 'details');
              return q;
            },
            { replace: true },
          )
        }
        className="card"
      >
        <TabPanel header={t('company.edit.tabs.details')}>
          <DetailsTab company={c} />
        </TabPanel>
        <TabPanel header={t('company.edit.tabs.settings')}>
          <SettingsTab company={c} />
        </TabPanel>
        <TabPanel header={t('company.edit.tabs.logo')}>
          <LogoTab company={c} />
        </TabPanel>
        <TabPanel header={t('company.edit.tabs.modules')}>
          <ModulesTab company={c} />
        </TabPanel>
        <TabPanel header={t('company.edit.tabs.audit')}>
          <AuditTab company={c} />
        </TabPanel>
      </TabView>
    </section>
  );
};
