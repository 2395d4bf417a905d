import { Button } from 'primereact/button';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { UrlTabs } from '../../components/url-tabs';
import { ActivitiesTab } from './activities-tab';
import { useComplianceAdmin } from './api';
import { CalendarTab } from './calendar-tab';
import { COMPLIANCE_TABS, compliancePaths, TAB_PARAM, tabOf } from './paths';
import { RegulationsTab } from './regulations-tab';
import { ReportsTab } from './reports-tab';
import { SetupTab } from './setup-tab';
import './compliance.css';

/**
 * spec §2 /app/compliance-management/main: the activities, the month calendar of what falls due,
 * the obligations register and the set-up, in tabs kept in the URL (`?tab=`) with their filters.
 */
export const Component = () => {
  const { t } = useTranslation('compliance');
  const navigate = useNavigate();
  const admin = useComplianceAdmin();
  const [query] = useSearchParams();
  const tab = tabOf(query.get(TAB_PARAM));
  return (
    <section className="list-page compliance-page">
      <PageHeader
        title={t('title')}
        actions={
          <>
            <Button
              label={t('required.link')}
              icon="pi pi-inbox"
              outlined
              onClick={() => void navigate(compliancePaths.requiredActions)}
            />
            <Button
              label={t('reminders.link')}
              icon="pi pi-bell"
              outlined
              onClick={() => void navigate(compliancePaths.reminders)}
            />
            {admin ? (
              <Button
                label={t('activities.add')}
                icon="pi pi-plus"
                onClick={() => void navigate(compliancePaths.addActivity)}
              />
            ) : null}
          </>
        }
      >
        <p className="page-subtitle">{t('intro')}</p>
      </PageHeader>
      <UrlTabs
        label={t('tabs.label')}
        current={tab}
        tabs={COMPLIANCE_TABS.map((id) => ({ id, to: compliancePaths.tab(id), label: t(`tabs.${id}`) }))}
      />
      {tab === 'activities' ? <ActivitiesTab /> : null}
      {tab === 'calendar' ? <CalendarTab /> : null}
      {tab === 'regulations' ? <RegulationsTab admin={admin} /> : null}
      {tab === 'setup' ? <SetupTab admin={admin} /> : null}
      {tab === 'reports' ? <ReportsTab /> : null}
    </section>
  );
};
