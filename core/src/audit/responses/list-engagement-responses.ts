import { auditActionStatus } from '@stratum/rules';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { findEngagement } from '../engagement/engagement-store';
import { namesOf } from '../people';
import { actionsOfEngagement } from './response-store';

export interface EngagementResponse {
  findingId: string;
  response: string;
  respondedBy: string;
  respondedAt: string;
  actions: { title: string; ownerName: string; dueOn: string; status: string }[];
}

/**
 * The submitted management responses of an engagement with their actions (for the report): two
 * Queries (the engagement's responses, its actions) and one batch get of the responders' names.
 * Another company's engagement is a 404.
 */
export const listEngagementResponses = async (
  ctx: Ctx,
  engagementId: string,
): Promise<EngagementResponse[]> => {
  const engagement = await findEngagement(ctx.companyId ?? '', engagementId);
  const { companyId } = engagement;
  const [responses, actions] = await Promise.all([
    db().entities.auditResponse.query.byEngagement({ companyId, engagementId }).go({ pages: 'all' }),
    actionsOfEngagement(companyId, engagementId),
  ]);
  const submitted = responses.data.filter((r) => r.state === 'Submitted');
  const names = await namesOf(companyId, submitted.map((r) => r.respondedBy).filter(Boolean));
  const today = ctx.now.toISOString().slice(0, 10);
  return submitted.map((r) => ({
    findingId: r.findingId,
    response: r.response,
    respondedBy: names.get(r.respondedBy) ?? '—',
    respondedAt: r.respondedAt,
    actions: actions
      .filter((a) => a.findingId === r.findingId)
      .map((a) => ({
        title: a.title,
        ownerName: a.ownerName,
        dueOn: a.dueOn,
        status: auditActionStatus(a.state, a.dueOn, today),
      })),
  }));
};
