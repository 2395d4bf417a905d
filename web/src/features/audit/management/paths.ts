import { AUDIT_SETTING_NAMES, type TAuditSettingKind } from '@stratum/contracts';
import { AUDIT_BASE } from '../engagement/paths';

/**
 * spec §2 /app/audit-management: the main page's views (spec §2 view switches: settings default
 * audit-types, planning default audit-standards, fieldwork default open-audits), settings, the
 * universe and the plan; tracker (the issue tracker's screens) and dashboard (default audit-trackers).
 */
export const VIEWS = ['settings', 'planning', 'fieldwork', 'tracker', 'dashboard'] as const;
export type MainView = (typeof VIEWS)[number];

/** The planning view's tabs: the standards the plan follows, the universe, the plans. */
export const PLANNING_TABS = ['audit-standards', 'audit-universe', 'audit-plan'] as const;
export type PlanningTab = (typeof PLANNING_TABS)[number];

/** A settings kind in the URL: its API name's plural (`audit-types`, `mr-owners`, `audit-team`…). */
export const settingSlug = (kind: TAuditSettingKind): string => AUDIT_SETTING_NAMES[kind].plural;
export const kindOfSlug = (slug: string | null | undefined): TAuditSettingKind | null =>
  (Object.keys(AUDIT_SETTING_NAMES) as TAuditSettingKind[]).find((k) => settingSlug(k) === slug) ?? null;

export const managementPaths = {
  main: (view: MainView = 'settings', tab?: string) =>
    `${AUDIT_BASE}/main?view=${view}${tab ? `&tab=${tab}` : ''}`,
  settings: (kind: TAuditSettingKind) => `${AUDIT_BASE}/main?view=settings&tab=${settingSlug(kind)}`,
  settingAdd: (kind: TAuditSettingKind) => `${AUDIT_BASE}/settings/${settingSlug(kind)}/add`,
  settingEdit: (kind: TAuditSettingKind, id: string) =>
    kind === 'survey-template'
      ? `${AUDIT_BASE}/settings/customer-survey-manage/${id}`
      : `${AUDIT_BASE}/settings/${settingSlug(kind)}/edit/${id}`,
  universe: `${AUDIT_BASE}/audit-universe`,
  /** spec §2 add-process/{id}: the process is added to this business unit */
  processAdd: (businessUnitId: string) => `${AUDIT_BASE}/audit-universe/add-process/${businessUnitId}`,
  processEdit: (id: string) => `${AUDIT_BASE}/audit-universe/edit-process/${id}`,
  plans: `${AUDIT_BASE}/audit-plan`,
  planAdd: `${AUDIT_BASE}/audit-plan/audit`,
  planManage: (id: string) => `${AUDIT_BASE}/audit-plan/manage/${id}`,
  plannedAdd: (id: string) => `${AUDIT_BASE}/audit-plan/manage/${id}/add`,
  followUpAdd: (planId: string) => `${AUDIT_BASE}/audit-plan/follow-up/${planId}/add`,
  followUpEdit: (id: string) => `${AUDIT_BASE}/audit-plan/follow-up/edit/${id}`,
  openFromPlan: (plannedAuditId: string) => `${AUDIT_BASE}/audits/open?plannedAuditId=${plannedAuditId}`,
};
