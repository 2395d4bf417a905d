import {
  AUDIT_ENGAGEMENT_ROUTES,
  AUDIT_FINDINGS_ROUTES,
  AUDIT_REPORT_ROUTES,
  AUDIT_RESPONSES_ROUTES,
  AUDIT_SETTING_ROUTES,
  addAuditFollowUp,
  addAuditPlan,
  addAuditProcess,
  UNIT_ROUTES,
  type RouteDef,
  type RouteInput,
  type RouteOutput,
} from '@stratum/contracts';
import { get, post } from './api';

/** A typed call of one route as one person: the browser journeys' API client, or `callAs` below. */
export type Call = <R extends RouteDef>(route: R, input: RouteInput<R>) => Promise<RouteOutput<R>>;

/** A `Call` over the test server's HTTP as the holder of `token`; anything but a 200 throws. */
export const callAs =
  (token: string): Call =>
  async (route, input) => {
    const r =
      route.method === 'GET'
        ? await get(route.path, input as Record<string, string>, token)
        : await post(route.path, input, token);
    if (r.status !== 200) throw new Error(`${route.path}: ${r.status} ${r.body.err_msg}`);
    return r.body.data as never;
  };

export const FOLLOW_UP_ACTIONS = ['Daily leaver feed to IT', 'Quarterly access review'] as const;

/**
 * An engagement taken to a final report through the API, and a plan follow-up entry for it: the
 * lead (an administrator, also the finding's MR owner) writes a High finding, asks for and submits
 * the management response with two actions, writes the overall opinion; the reviewer approves the
 * finding and the opinion; the lead makes final report version 1 and plans the follow-up (naming
 * `entryLeadId` as the entry's own lead when given).
 */
export const reportedEngagement = async (
  lead: Call,
  reviewer: Call,
  ids: { engagementId: string; leadEmployeeId: string; title?: string; entryLeadId?: string },
): Promise<{ findingId: string; followUpId: string; planId: string }> => {
  const { engagementId } = ids;
  const { item: rating } = await lead(AUDIT_SETTING_ROUTES['opinion-rating'].add, {
    name: 'Needs improvement',
    colour: 'amber',
  });
  const { item: finding } = await lead(AUDIT_FINDINGS_ROUTES.addFinding, {
    engagementId,
    title: 'Leavers keep access',
    criteria: 'Access ends on the last working day.',
    condition: '3 of 10 leavers kept access.',
    rating: 'High',
    recommendation: 'Automate the leaver feed.',
    mrOwnerIds: [ids.leadEmployeeId],
  });
  const { item: asked } = await lead(AUDIT_RESPONSES_ROUTES.requestResponse, {
    engagementId,
    findingId: finding.id,
  });
  await lead(AUDIT_RESPONSES_ROUTES.submitResponse, {
    engagementId,
    findingId: finding.id,
    version: asked.version,
    response: 'Agreed: HR feeds leavers to IT daily.',
    actions: FOLLOW_UP_ACTIONS.map((title, i) => ({
      title,
      ownerId: ids.leadEmployeeId,
      dueOn: i === 0 ? '2026-12-31' : '2027-03-31',
    })),
  });
  const { item: latest } = await lead(AUDIT_ENGAGEMENT_ROUTES.getArtefact, {
    engagementId,
    kind: 'finding',
    id: finding.id,
  });
  const sent = await lead(AUDIT_ENGAGEMENT_ROUTES.sendArtefact, {
    engagementId,
    kind: 'finding',
    id: finding.id,
    version: latest.version,
    note: '',
  });
  await reviewer(AUDIT_ENGAGEMENT_ROUTES.approveArtefact, {
    engagementId,
    kind: 'finding',
    id: finding.id,
    version: sent.item.version,
    note: '',
  });
  const { item: opinion } = await lead(AUDIT_REPORT_ROUTES.saveOpinion, {
    engagementId,
    version: 0,
    ratingId: rating.id,
    reasoning: 'Access controls need improvement.',
  });
  const sentOpinion = await lead(AUDIT_ENGAGEMENT_ROUTES.sendArtefact, {
    engagementId,
    kind: 'opinion',
    id: engagementId,
    version: opinion.version,
    note: '',
  });
  await reviewer(AUDIT_ENGAGEMENT_ROUTES.approveArtefact, {
    engagementId,
    kind: 'opinion',
    id: engagementId,
    version: sentOpinion.item.version,
    note: '',
  });
  await lead(AUDIT_REPORT_ROUTES.makeFinalReport, { engagementId });
  // a plan is built from the universe: it needs one auditable process
  const { business_unit: unit } = await lead(UNIT_ROUTES['business-unit'].add, {
    name: 'Information technology',
    status: 'Active',
  } as never);
  await lead(addAuditProcess, { name: 'User access', businessUnitId: unit.id, likelihood: 3, impact: 4 });
  const { item: plan } = await lead(addAuditPlan, { year: 2027, title: 'Audit plan 2027' });
  const { item: entry } = await lead(addAuditFollowUp, {
    planId: plan.id,
    title: ids.title ?? 'Follow-up of the access audit',
    quarter: 1,
    budgetDays: 3,
    ...(ids.entryLeadId ? { leadId: ids.entryLeadId } : {}),
  });
  return { findingId: finding.id, followUpId: entry.id, planId: plan.id };
};
