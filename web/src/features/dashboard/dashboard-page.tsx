import { AUDIT_ENGAGEMENT_ROUTES, getMyModuleAccess, getRequiredActionsCount } from '@stratum/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { enabledModuleKeys, useCompanyModuleState } from '../../lib/company-modules';
import { areasFor, MODULE_AREAS, type AreaDef } from '../../lib/navigation';
import { routeQueryOptions } from '../../lib/query';
import { isCompanyAdmin } from '../../lib/session/roles';
import { useSignedInUser } from '../../lib/session/use-session';
import { AwaitsPanel, type AwaitingItem } from './awaits-panel';
import { AuditWidgets } from './audit-widgets';
import { RiskWidgets } from './risk-widgets';

const settingsLinks = MODULE_AREAS.find((a) => a.id === 'organisation')?.links ?? [];

/**
 * What feeds "What awaits you": the audit items waiting on the person (my-task's count) when the
 * company has Audit Management, and the compliance required actions when it has Compliance
 * Management. Agreements, assessments and actions join as their modules arrive.
 */
const useAwaiting = (auditOn: boolean, complianceOn: boolean): AwaitingItem[] => {
  const { t } = useTranslation();
  const audit = useQuery({
    ...routeQueryOptions(AUDIT_ENGAGEMENT_ROUTES.countMyTasks, {}),
    enabled: auditOn,
  });
  const compliance = useQuery({ ...routeQueryOptions(getRequiredActionsCount, {}), enabled: complianceOn });
  const count = auditOn ? (audit.data?.item.total ?? 0) : 0;
  const complianceCount = complianceOn ? (compliance.data?.count ?? 0) : 0;
  return [
    ...(count > 0
      ? [
          {
            id: 'audit-tasks',
            title: t('dashboard.auditTasks', { count }),
            detail: t('dashboard.auditTasksDetail'),
            to: '/app/audit-management/my-task',
          },
        ]
      : []),
    ...(complianceCount > 0
      ? [
          {
            id: 'compliance-actions',
            title: t('dashboard.complianceTasks', { count: complianceCount }),
            detail: t('dashboard.complianceTasksDetail'),
            to: '/app/compliance-management/required-actions',
          },
        ]
      : []),
  ];
};

/** Whether the person administers Audit Management (their figures show then). */
const useAuditAdmin = (auditOn: boolean): boolean => {
  const access = useQuery({
    ...routeQueryOptions(getMyModuleAccess, { moduleKey: 'audit' }),
    enabled: auditOn,
    staleTime: 5 * 60_000,
  });
  return auditOn && (access.data?.item.adminAccess ?? false);
};

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
  const enabled = state.data ? enabledModuleKeys(state.data.list) : new Set<string>();
  const awaiting = useAwaiting(enabled.has('audit'), enabled.has('compliance'));
  const auditAdmin = useAuditAdmin(enabled.has('audit'));
  return (
    <section className="dashboard">
      <PageHeader title={t('dashboard.welcome', { name: user.firstName })}>
        <p className="page-subtitle">{user.companyName}</p>
      </PageHeader>
      <AwaitsPanel items={awaiting} />
      {state.data && enabledModuleKeys(state.data.list).has('risk') ? <RiskWidgets /> : null}
      {auditAdmin ? <AuditWidgets /> : null}
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
