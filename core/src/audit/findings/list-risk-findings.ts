import type { TRiskFinding } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { isModuleAdmin } from '../../platform';
import { getRisk } from '../../risk';

/**
 * The findings of the company's engagements that concern a risk of its register, for the risk's
 * page. The risk is read first through the risk module, so another company's risk is a 404 and
 * whoever may not see the risk sees none of this. The company's findings are one query.
 */
export const listRiskFindings = async (ctx: Ctx, input: { riskId: string }): Promise<TRiskFinding[]> => {
  const companyId = tenantOf(ctx);
  await getRisk(ctx, 'management', { id: input.riskId });
  const e = db().entities;
  const { data } = await e.auditFinding.query
    .byEngagement({ companyId })
    .go({ pages: 'all', attributes: ['engagementId', 'artefactId', 'title', 'rating', 'status', 'risks'] });
  const found = data.filter((f) => f.risks.some((r) => r.riskId === input.riskId));
  const engagementIds = [...new Set(found.map((f) => f.engagementId))];
  const [admin, engagements] = await Promise.all([
    isModuleAdmin(ctx, 'audit'),
    Promise.all(
      engagementIds.map(async (engagementId) => {
        const { data: en } = await e.auditEngagement.get({ companyId, engagementId }).go();
        return [engagementId, en] as const;
      }),
    ),
  ]);
  const byId = new Map(engagements);
  const me = ctx.employeeId;
  // the finding's page is its engagement team's and the administrators' (get-engagement)
  const onTeam = (engagementId: string) => {
    const en = byId.get(engagementId);
    return Boolean(
      me && en && (en.leadId === me || en.performerIds.includes(me) || en.reviewerIds.includes(me)),
    );
  };
  return found.map((f) => ({
    id: f.artefactId,
    engagementId: f.engagementId,
    engagementTitle: byId.get(f.engagementId)?.title ?? '',
    title: f.title,
    rating: f.rating,
    status: f.status,
    mayOpen: admin || onTeam(f.engagementId),
  }));
};
