import type { TFollowUpCandidate } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireAuditAdmin } from '../access';

/**
 * The engagements a follow-up audit may follow up (audit administrators): those whose newest
 * final report version is not recalled. One query of the company's final-report versions and one
 * batch get of their engagements.
 */
export const listFollowUpCandidates = async (ctx: Ctx): Promise<TFollowUpCandidate[]> => {
  const companyId = tenantOf(ctx);
  await requireAuditAdmin(ctx);
  const { data } = await db()
    .entities.auditFinalReport.query.byEngagement({ companyId })
    .go({ pages: 'all', attributes: ['engagementId', 'reportVersion', 'recalledAt'] });
  const newest = new Map<string, { reportVersion: number; recalledAt?: string }>();
  for (const v of data) {
    const seen = newest.get(v.engagementId);
    if (!seen || v.reportVersion > seen.reportVersion) newest.set(v.engagementId, v);
  }
  const inForce = [...newest].filter(([, v]) => !v.recalledAt);
  if (!inForce.length) return [];
  const engagements = await db()
    .entities.auditEngagement.get(inForce.map(([engagementId]) => ({ companyId, engagementId })))
    .go({ attributes: ['engagementId', 'title', 'endDate'] });
  const byId = new Map(engagements.data.map((e) => [e.engagementId, e]));
  return inForce
    .flatMap(([engagementId, v]) => {
      const e = byId.get(engagementId);
      return e
        ? [{ engagementId, title: e.title, endDate: e.endDate, finalReportVersion: v.reportVersion }]
        : [];
    })
    .sort((a, b) => b.endDate.localeCompare(a.endDate) || a.title.localeCompare(b.title));
};
