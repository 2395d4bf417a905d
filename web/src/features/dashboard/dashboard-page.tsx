import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { enabledModuleKeys, useCompanyModuleState } from '../../lib/company-modules';
import { areasFor, MODULE_AREAS, type AreaDef } from '../../lib/navigation';
import { isCompanyAdmin } from '../../lib/session/roles';
import { useSignedInUser } from '../../lib/session/use-session';
import { AwaitsPanel, type AwaitingItem } from './awaits-panel';
import { RiskWidgets } from './risk-widgets';

const settingsLinks = MODULE_AREAS.find((a) => a.id === 'organisation')?.links ?? [];

/**
 * Nothing feeds "What awaits you" yet: the dashboard API family (ARCHITECTURE §9) has no route.
 * Agreements, assessments and actions join the list as their modules arrive.
 */
const AWAITING: readonly AwaitingItem[] = [];

const ModuleCard = ({ area }: { area: AreaDef }) => {
  const { t } = useTranslation();
  const key = area.module ?? 'dashboard';
  return (
    <li className="module-card card">
      <i className={area.icon} aria-hidden="true" />
      <h3>
        <Link to={area.home}>{t(`modules.${key}.name`)}</Link>
      </h3>
      <p>{t(`modules.${key}.description`)}</p>
    </li>
  );
};

/** The employee's landing page (spec §2 /app/dashboard): their modules, and what awaits them. */
export const Component = () => {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const state = useCompanyModuleState();
  // Organisation shows as the settings below; the dashboard is this page.
  const modules = state.data
    ? areasFor(user, enabledModuleKeys(state.data.list)).filter(
        (a) => a.id !== 'dashboard' && a.id !== 'organisation',
      )
    : [];
  return (
    <section className="dashboard">
      <PageHeader title={t('dashboard.welcome', { name: user.firstName })}>
        <p className="page-subtitle">{user.companyName}</p>
      </PageHeader>
      <AwaitsPanel items={AWAITING} />
      {state.data && enabledModuleKeys(state.data.list).has('risk') ? <RiskWidgets /> : null}
      <section aria-labelledby="modules-title">
        <h2 id="modules-title">{t('dashboard.modulesTitle')}</h2>
        {state.isPending ? <Loading /> : null}
        {state.isError ? (
          <EmptyState icon="pi pi-exclamation-circle" title={t('pages.error')} text={state.error.message} />
        ) : null}
        {state.data ? (
          <ul className="card-grid">
            {modules.map((a) => (
              <ModuleCard key={a.id} area={a} />
            ))}
          </ul>
        ) : null}
      </section>
      {isCompanyAdmin(user) ? (
        <section aria-labelledby="settings-title">
          <h2 id="settings-title">{t('dashboard.settingsTitle')}</h2>
          <ul className="card-grid">
            {settingsLinks.map((l) => (
              <li key={l.to} className="module-card card">
                <h3>
                  <Link to={l.to}>{t(l.labelKey)}</Link>
                </h3>
                {l.descriptionKey ? <p>{t(l.descriptionKey)}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
};
