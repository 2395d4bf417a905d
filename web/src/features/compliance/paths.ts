/**
 * Where the compliance screens live (spec §2 `/app/compliance-management/*`): the main page with
 * its tabs (the tab and the filters in the URL), an activity's add, edit and detail pages, and the
 * required actions of the signed-in person.
 */
export const COMPLIANCE_BASE = '/app/compliance-management';

export const compliancePaths = {
  main: `${COMPLIANCE_BASE}/main`,
  tab: (tab: ComplianceTab) => `${COMPLIANCE_BASE}/main?${TAB_PARAM}=${tab}`,
  addActivity: `${COMPLIANCE_BASE}/add-activity`,
  editActivity: (id: string) => `${COMPLIANCE_BASE}/edit-activity/${encodeURIComponent(id)}`,
  activity: (id: string) => `${COMPLIANCE_BASE}/activity/${encodeURIComponent(id)}`,
  requiredActions: `${COMPLIANCE_BASE}/required-actions`,
  /** the person's reminder settings, shared with the other reminding modules */
  reminders: '/app/reminders',
};

/** The main page's tabs, kept in the URL (`?tab=`): spec §2's tab memory. */
export const COMPLIANCE_TABS = ['activities', 'calendar', 'regulations', 'setup', 'reports'] as const;
export type ComplianceTab = (typeof COMPLIANCE_TABS)[number];
export const TAB_PARAM = 'tab';

export const tabOf = (value: string | null): ComplianceTab =>
  (COMPLIANCE_TABS as readonly string[]).includes(value ?? '') ? (value as ComplianceTab) : 'activities';
