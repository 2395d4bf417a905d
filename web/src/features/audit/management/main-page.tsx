import { AUDIT_SETTING_KINDS } from '@stratum/contracts';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { UrlTabs } from '../../../components/url-tabs';
import { auditPaths } from '../engagement/paths';
import { AuditTrackersDashboard } from '../responses/dashboard';
import { kindOfSlug, managementPaths, PLANNING_TABS, settingSlug, VIEWS, type MainView } from './paths';
import { PlanList } from './plan-pages';
import { SettingsTable } from './settings-pages';
import { UniverseList } from './universe-pages';
import './audit-management.css';

/**
 * spec §2 /app/audit-management/main with its view switch (spec §2 defaults): settings (default
 * audit-types), planning (default audit-standards, then the universe and the plans) and fieldwork
 * (default open-audits, the engagement's own pages), tracker (default open-audit-management-actions:
 * the issue tracker's screens) and dashboard (default audit-trackers). View and tab live in the URL.
 */
export const Component = () => {
  const { t } = useTranslation('auditManagement');
  const [params] = useSearchParams();
  const view: MainView = (VIEWS as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as MainView)
    : 'settings';
  const tab = params.get('tab');
  return (
    <section className="list-page">
      <PageHeader title={t('main.title')}>
        <p className="page-subtitle">{t('main.intro')}</p>
      </PageHeader>
      <UrlTabs
        label={t('main.views')}
        current={view}
        tabs={VIEWS.map((v) => ({ id: v, to: managementPaths.main(v), label: t(`views.${v}`) }))}
      />
      {view === 'settings' ? <SettingsView tab={tab} /> : null}
      {view === 'planning' ? <PlanningView tab={tab} /> : null}
      {view === 'fieldwork' ? <FieldworkView /> : null}
      {view === 'tracker' ? <TrackerView /> : null}
      {view === 'dashboard' ? <AuditTrackersDashboard /> : null}
    </section>
  );
};

const SettingsView = ({ tab }: { tab: string | null }) => {
  const { t } = useTranslation('auditManagement');
  const kind = kindOfSlug(tab) ?? 'audit-type';
  return (
    <>
      <div className="audit-subtabs">
        <UrlTabs
          label={t('settings.title')}
          current={settingSlug(kind)}
          tabs={AUDIT_SETTING_KINDS.map((k) => ({
            id: settingSlug(k),
            to: managementPaths.settings(k),
            label: t(`kinds.${k}`),
          }))}
        />
      </div>
      <SettingsTable key={kind} kind={kind} />
    </>
  );
};

const PlanningView = ({ tab }: { tab: string | null }) => {
  const { t } = useTranslation('auditManagement');
  const current = PLANNING_TABS.find((x) => x === tab) ?? 'audit-standards';
  return (
    <>
      <div className="audit-subtabs">
        <UrlTabs
          label={t('views.planning')}
          current={current}
          tabs={PLANNING_TABS.map((x) => ({
            id: x,
            to: managementPaths.main('planning', x),
            label: t(`planning.${x}`),
          }))}
        />
      </div>
      {current === 'audit-standards' ? <SettingsTable kind="audit-standard" /> : null}
      {current === 'audit-universe' ? <UniverseList /> : null}
      {current === 'audit-plan' ? <PlanList /> : null}
    </>
  );
};

const FieldworkView = () => {
  const { t } = useTranslation('auditManagement');
  const cards = [
    { to: auditPaths.audits('open-audits'), key: 'openAudits' },
    { to: auditPaths.audits('closed-audits'), key: 'closedAudits' },
    { to: auditPaths.myTasks(), key: 'myTasks' },
    { to: managementPaths.main('planning', 'audit-plan'), key: 'fromPlan' },
  ] as const;
  return (
    <div className="audit-cards">
      {cards.map((c) => (
        <div key={c.key} className="card">
          <h2>
            <Link to={c.to}>{t(`fieldwork.${c.key}`)}</Link>
          </h2>
          <p className="audit-hint">{t(`fieldwork.${c.key}Text`)}</p>
        </div>
      ))}
    </div>
  );
};

/** The tracker view: the issue tracker (open actions by default), the validations waiting, the status. */
const TrackerView = () => {
  const { t } = useTranslation('auditManagement');
  const cards = [
    { to: auditPaths.issueTracker, key: 'issueTracker' },
    { to: auditPaths.waitingValidation, key: 'waitingValidation' },
    { to: auditPaths.issueStatus, key: 'issueStatus' },
  ] as const;
  return (
    <div className="audit-cards">
      {cards.map((c) => (
        <div key={c.key} className="card">
          <h2>
            <Link to={c.to}>{t(`tracker.${c.key}`)}</Link>
          </h2>
          <p className="audit-hint">{t(`tracker.${c.key}Text`)}</p>
        </div>
      ))}
    </div>
  );
};
