import { AUDIT_BASE } from '../engagement/paths';

/** spec §2 audit-report/customer-satisfaction-survey/{id}, /detail, and the contact's public pages. */
export const surveyPaths = {
  survey: (engagementId: string) => `${AUDIT_BASE}/audit-report/customer-satisfaction-survey/${engagementId}`,
  year: (year?: number) =>
    `${AUDIT_BASE}/audit-report/customer-satisfaction-survey/detail${year ? `?year=${year}` : ''}`,
};
