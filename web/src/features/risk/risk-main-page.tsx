import { Button } from 'primereact/button';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { UrlTabs } from '../../components/url-tabs';
import { useRiskAccess } from './access';
import { HeatMapTab } from './heat-map-tab';
import { RISK_TABS, riskScreensOf, TAB_PARAM, tabOf, type RiskScreens, type RiskTab } from './paths';
import { RegisterTab } from './register-tab';
import { SetupTab } from './setup-tab';
import './risk.css';

/**
 * spec §2 /app/risk-management/main and /app/ra-risk-management/main: one register's screens in
 * tabs — the register, its heat map and charts, and the rating set-up (shared by both registers).
 * The tab chosen is kept in the URL (`?tab=`), so a reload or a shared link opens it again.
 */
export const Component = () => {
  const screens = riskScreensOf(useLocation().pathname);
  return <RiskMain key={screens.base} screens={screens} />;
};

const TAB_KEY: Record<RiskTab, 'tabs.register' | 'tabs.heatMap' | 'tabs.setup'> = {
  register: 'tabs.register',
  'heat-map': 'tabs.heatMap',
  setup: 'tabs.setup',
};

const RiskMain = ({ screens }: { screens: RiskScreens }) => {
  const { t } = useTranslation('risk');
  const navigate = useNavigate();
  const { admin } = useRiskAccess();
  const [query] = useSearchParams();
  const tab = tabOf(query.get(TAB_PARAM));
  const title = t(`registers.${screens.register}`);
  return (
    <section className="list-page risk-page">
      <PageHeader
        title={title}
        actions={
          admin ? (
            <Button label={t('register.add')} icon="pi pi-plus" onClick={() => void navigate(screens.add)} />
          ) : null
        }
      >
        <p className="page-subtitle">{t(`registers.intro.${screens.register}`)}</p>
      </PageHeader>
      <UrlTabs
        label={t('tabs.label')}
        current={tab}
        tabs={RISK_TABS.map((id) => ({
          id,
          to: `${screens.main}?${TAB_PARAM}=${id}`,
          label: t(TAB_KEY[id]),
        }))}
      />
      {tab === 'register' ? <RegisterTab screens={screens} /> : null}
      {tab === 'heat-map' ? <HeatMapTab screens={screens} /> : null}
      {tab === 'setup' ? <SetupTab admin={admin} /> : null}
    </section>
  );
};
