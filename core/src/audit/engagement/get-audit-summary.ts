import { AUDIT_FINDING_LEVELS, ENGAGEMENT_STATUSES, type TAuditSummary } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { countOf } from '../../kernel/paging';
import { requireAuditAdmin } from '../access';
import { surveyYear } from '../survey/survey-year';

type Plan = { planId: string; title: string; year: number; status: string; createdAt?: string };

/** The current plan: the active plan of this year, the latest made when there are several. */
const currentPlan = (plans: Plan[], year: number): Plan | undefined =>
  plans
    .filter((p) => p.year === year && p.status === 'active')
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))[0];

/**
 * The audit administrators' dashboard figures (docs/audit.md, dashboard): engagements by state (a
 * COUNT on each state's index); the working papers of open engagements that wait on a reviewer's
 * decision (a COUNT of each open engagement's sent papers; a company runs few engagements at
 * once); the current plan's progress — each included planned audit is planned until an engagement
 * is opened from it, then open or closed as that engagement is; and the findings by rating, the
 * engagements' findings and those raised outside an engagement counted apart; and this year's
 * average customer-survey score (the per-year view's figure: one Query of the year's surveys).
 */
export const getAuditSummary = async (ctx: Ctx): Promise<TAuditSummary> => {
  await requireAuditAdmin(ctx);
  const companyId = tenantOf(ctx);
  const engagements = db().entities.auditEngagement.query.byStatus;
  const year = ctx.now.getUTCFullYear();
  const [counts, open, all, plans, findings, outside, surveys] = await Promise.all([
    Promise.all(ENGAGEMENT_STATUSES.map((status) => countOf(engagements({ companyId, status })))),
    engagements({ companyId, status: 'Open' }).go({ pages: 'all', attributes: ['engagementId'] }),
    db()
      .entities.auditEngagement.query.byId({ companyId })
      .go({ pages: 'all', attributes: ['plannedAuditId', 'status'] }),
    db()
      .entities.auditPlan.query.byId({ companyId })
      .go({ pages: 'all', attributes: ['planId', 'title', 'year', 'status', 'createdAt'] }),
    db()
      .entities.auditFinding.query.byEngagement({ companyId })
      .go({ pages: 'all', attributes: ['rating'] }),
    db()
      .entities.auditOutsideFinding.query.byId({ companyId })
      .go({ pages: 'all', attributes: ['rating'] }),
    surveyYear(companyId, year),
  ]);
  const plan = currentPlan(plans.data as Plan[], year);
  const [sent, planned] = await Promise.all([
    Promise.all(
      open.data.map((e) =>
        countOf(
          db()
            .entities.auditWorkingPaper.query.byEngagement({ companyId, engagementId: e.engagementId })
            .where((a, op) => op.eq(a.status, 'Sent')),
        ),
      ),
    ),
    plan
      ? db()
          .entities.plannedAudit.query.byPlan({ companyId, planId: plan.planId })
          .go({ pages: 'all', attributes: ['plannedAuditId', 'included'] })
      : null,
  ]);
  const stateOf = new Map<string, string>();
  for (const e of all.data) if (e.plannedAuditId) stateOf.set(e.plannedAuditId, e.status);
  const progress = { planned: 0, open: 0, closed: 0 };
  for (const p of planned?.data ?? []) {
    if (!p.included) continue;
    const state = stateOf.get(p.plannedAuditId);
    if (state === 'Open') progress.open += 1;
    else if (state === 'Closed') progress.closed += 1;
    else progress.planned += 1;
  }
  const tally = (rows: { rating?: string }[], rating: string) =>
    rows.filter((r) => r.rating === rating).length;
  return {
    engagementsByStatus: ENGAGEMENT_STATUSES.map((status, i) => ({ status, count: counts[i] ?? 0 })),
    papersAwaitingReview: sent.reduce((sum, n) => sum + n, 0),
    planProgress: plan ? { planId: plan.planId, title: plan.title, year: plan.year, ...progress } : null,
    findingsByRating: AUDIT_FINDING_LEVELS.map((rating) => ({
      rating,
      engagement: tally(findings.data, rating),
      outside: tally(outside.data, rating),
    })),
    surveyScore: {
      year,
      average: surveys.average,
      audits: surveys.audits.filter((a) => a.average !== null).length,
    },
  };
};
