import type { TRiskFinding } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
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
  const titles = new Map(
    await Promise.all(
      engagementIds.map(async (engagementId) => {
        const { data: en } = await e.auditEngagement.get({ companyId, engagementId }).go();
        return [engagementId, en?.title ?? ''] as const;
      }),
    ),
  );
  return found.map((f) => ({
    id: f.artefactId,
    engagementId: f.engagementId,
    engagementTitle: titles.get(f.engagementId) ?? '',
    title: f.title,
    rating: f.rating,
    status: f.status,
  }));
};
