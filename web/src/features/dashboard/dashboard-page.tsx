import { getDashboardTasks, getMyModuleAccess, type TDashboardTaskModule } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { enabledModuleKeys, useCompanyModuleState } from '../../lib/company-modules';
import { areasFor, MODULE_AREAS, type AreaDef, type ShellKey } from '../../lib/navigation';
import { routeQueryOptions } from '../../lib/query';
import { isCompanyAdmin } from '../../lib/session/roles';
import { useSignedInUser } from '../../lib/session/use-session';
import { AdminWidgets } from './admin-widgets';
import { AwaitsPanel, type AwaitingItem } from './awaits-panel';
import { AuditWidgets } from './audit-widgets';
import { ComplianceWidgets } from './compliance-widgets';
import { PlatformDashboard } from './platform-dashboard';
import { RiskWidgets } from './risk-widgets';
import { TeamPanel } from './team-panel';
import { useAreaHome } from '../../lib/module-access';

const settingsLinks = MODULE_AREAS.find((a) => a.id === 'organisation')?.links ?? [];

/** How each module's waiting work is named on the dashboard. */
const TASK_TEXT: Record<
  TDashboardTaskModule,
  {
    title: 'dashboard.performanceTasks' | 'dashboard.auditTasks' | 'dashboard.complianceTasks';
    detail: ShellKey;
  }
> = {
  performance: { title: 'dashboard.performanceTasks', detail: 'dashboard.performanceTasksDetail' },
  audit: { title: 'dashboard.auditTasks', detail: 'dashboard.auditTasksDetail' },
  compliance: { title: 'dashboard.complianceTasks', detail: 'dashboard.complianceTasksDetail' },
};

/**
 * What feeds "What awaits you": the dashboard's one count of what waits on the person in each
 * module their company has on (docs/dashboard.md).
 */
const useAwaiting = (): AwaitingItem[] => {
  const { t } = useTranslation();
  const tasks = useQuery(routeQueryOptions(getDashboardTasks, {}));
  return (tasks.data?.list ?? []).map((task) => ({
    id: `${task.module}-tasks`,
    title: t(TASK_TEXT[task.module].title, { count: task.count }),
    detail: t(TASK_TEXT[task.module].detail),
    to: task.link,
  }));
};

/** Whether the person administers a module their company has on (its figures show then). */
const useModuleAdmin = (moduleKey: 'audit' | 'compliance', on: boolean): boolean => {
  const access = useQuery({
    ...routeQueryOptions(getMyModuleAccess, { moduleKey }),
    enabled: on,
    staleTime: 5 * 60_000,
  });
  return on && (access.data?.item.adminAccess ?? false);
};

const ModuleCard = ({ area }: { area: AreaDef }) => {
  const { t } = useTranslation();
  const key = area.module ?? 'dashboard';
  return (
    <li className="module-card card">
      <i className={area.icon} aria-hidden="true" />
      <h3>
        <Link to={useAreaHome(area)}>{t(`modules.${key}.name`)}</Link>
      </h3>
      <p>{t(`modules.${key}.description`)}</p>
    </li>
  );
};

/** Every role's landing page (spec §2 /app/dashboard): the owner's figures, or a person's own. */
export const Component = () => {
  const user = useSignedInUser();
  return user.role === 'holder' ? <PlatformDashboard name={user.firstName} /> : <CompanyDashboard />;
};

/** A person's dashboard: what awaits them, their team, their modules' figures, their modules. */
const CompanyDashboard = () => {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const state = useCompanyModuleState();
  // Organisation shows as the settings below; the dashboard is this page.
  const modules = state.data
    ? areasFor(user, enabledModuleKeys(state.data.list)).filter(
        (a) => a.id !== 'dashboard' && a.id !== 'organisation',
      )
    : [];
  const enabled = state.data ? enabledModuleKeys(state.data.list) : new Set<string>();
  const awaiting = useAwaiting();
  const auditAdmin = useModuleAdmin('audit', enabled.has('audit'));
  const complianceAdmin = useModuleAdmin('compliance', enabled.has('compliance'));
  return (
    <section className="dashboard">
      <PageHeader title={t('dashboard.welcome', { name: user.firstName })}>
        <p className="page-subtitle">{user.companyName}</p>
      </PageHeader>
      <AwaitsPanel items={awaiting} />
      {enabled.has('performance') ? <TeamPanel /> : null}
      {enabled.has('performance') || enabled.has('planning') ? <AdminWidgets /> : null}
      {state.data && enabledModuleKeys(state.data.list).has('risk') ? <RiskWidgets /> : null}
      {auditAdmin ? <AuditWidgets /> : null}
      {complianceAdmin ? <ComplianceWidgets /> : null}
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
