import { ENGAGEMENT_STATUSES, type TAuditSummary } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { countOf } from '../../kernel/paging';
import { requireAuditAdmin } from '../access';

/**
 * The audit administrators' dashboard figures: engagements by state (a COUNT on each state's
 * index) and the working papers of open engagements that wait on a reviewer's decision (a COUNT
 * of each open engagement's sent papers; a company runs few engagements at once).
 */
export const getAuditSummary = async (ctx: Ctx): Promise<TAuditSummary> => {
  await requireAuditAdmin(ctx);
  const companyId = tenantOf(ctx);
  const engagements = db().entities.auditEngagement.query.byStatus;
  const [counts, open] = await Promise.all([
    Promise.all(ENGAGEMENT_STATUSES.map((status) => countOf(engagements({ companyId, status })))),
    engagements({ companyId, status: 'Open' }).go({ pages: 'all', attributes: ['engagementId'] }),
  ]);
  const sent = await Promise.all(
    open.data.map((e) =>
      countOf(
        db()
          .entities.auditWorkingPaper.query.byEngagement({ companyId, engagementId: e.engagementId })
          .where((a, op) => op.eq(a.status, 'Sent')),
      ),
    ),
  );
  return {
    engagementsByStatus: ENGAGEMENT_STATUSES.map((status, i) => ({ status, count: counts[i] ?? 0 })),
    papersAwaitingReview: sent.reduce((sum, n) => sum + n, 0),
  };
};
