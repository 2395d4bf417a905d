import { AUDIT_BASE } from '../engagement/paths';

/** spec §2 audit-report/audit-checklist, audit-checklist/{id}, /{id}/send, completed-checklist/{id}. */
export const checklistPaths = {
  list: (q: { status?: string; engagementId?: string } = {}) => {
    const search = new URLSearchParams(Object.entries(q).filter(([, v]) => Boolean(v)) as [string, string][]);
    const s = search.toString();
    return `${AUDIT_BASE}/audit-report/audit-checklist${s ? `?${s}` : ''}`;
  },
  one: (id: string) => `${AUDIT_BASE}/audit-report/audit-checklist/${id}`,
  send: (id: string) => `${AUDIT_BASE}/audit-report/audit-checklist/${id}/send`,
  completed: (id: string) => `${AUDIT_BASE}/audit-report/completed-checklist/${id}`,
};
