import type { TEngagementFollowUp } from '@stratum/contracts';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { ANYONE_ON_IT, openEngagementAs } from '../engagement/engagement-store';
import { toFollowUpAudit } from './follow-up-store';

/** An engagement's follow-up audits with how many actions each retests (its team): two queries. */
export const listEngagementFollowUps = async (
  ctx: Ctx,
  input: { engagementId: string },
): Promise<TEngagementFollowUp[]> => {
  const { engagement } = await openEngagementAs(ctx, input.engagementId, ANYONE_ON_IT);
  const key = { companyId: engagement.companyId, engagementId: engagement.engagementId };
  const e = db().entities;
  const [audits, retests] = await Promise.all([
    e.auditFollowUpAudit.query.byEngagement(key).go({ pages: 'all' }),
    e.auditRetest.query.byEngagement(key).go({ pages: 'all', attributes: ['followUpId'] }),
  ]);
  return audits.data.map((a) => ({
    ...toFollowUpAudit(a),
    title: a.title,
    retests: retests.data.filter((r) => r.followUpId === a.followUpId).length,
  }));
};
