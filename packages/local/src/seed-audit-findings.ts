import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import {
  addFinding,
  listEngagements,
  listFindings,
  listWorkingPapers,
  sendArtefact,
} from '@stratum/core/audit';
import { listRisks } from '@stratum/core/risk';

/**
 * Findings on Acme's audit in fieldwork: one High finding with two root causes, evidenced by a
 * working paper and linked to a risk of the register (so the risk's page lists it), and one Low
 * finding sent for review. Both name the Financial Controller as their MR owner (so
 * seed-audit-responses.ts can ask her for a response). Left alone when the audit has findings already.
 */
export const seedAuditFindings = async (base: Ctx): Promise<void> => {
  const ctx = () => ({ ...base, now: new Date() });
  const [engagement] = (await listEngagements(ctx(), { status: 'Open', limit: 1 })).list;
  if (!engagement) return;
  const engagementId = engagement.id;
  if ((await listFindings(ctx(), { engagementId, limit: 1 })).list.length > 0) return;
  const [papers, risks] = await Promise.all([
    listWorkingPapers(ctx(), { engagementId, limit: 2 }),
    listRisks(ctx(), 'management', { limit: 1, basis: 'residual' }).catch(() => ({ list: [] })),
  ]);
  const paperIds = papers.list.slice(0, 1).map((p) => p.id);
  const controller = await demoEmployee(base, 'Amara', 'Nwosu');
  const mrOwnerIds = controller ? [controller] : [];
  const risk = risks.list[0];
  await addFinding(ctx(), {
    engagementId,
    title: 'Payments released without an approved purchase order',
    criteria: 'The procurement policy requires an approved purchase order before any supplier payment.',
    condition: '7 of the 25 payments sampled had no purchase order when they were released.',
    cause: 'Urgent payments are released before the order is raised.',
    effect: 'Money can be paid to suppliers nobody approved.',
    rootCauses: [
      { category: 'Process', description: 'There is no approved route for urgent payments.' },
      { category: 'People', description: 'Payment clerks were never trained on the policy.' },
    ],
    rating: 'High',
    recommendation: 'Define an exception route for urgent payments and train the payment clerks.',
    paperIds,
    risks: risk ? [{ riskId: risk.id, controlIds: [] }] : [],
    mrOwnerIds,
  });
  const low = await addFinding(ctx(), {
    engagementId,
    title: 'Supplier master file not reviewed this year',
    criteria: 'The supplier master file is reviewed once a year.',
    condition: 'The last review was 16 months ago.',
    cause: 'The review has no owner since the team changed.',
    effect: 'Dormant suppliers stay payable.',
    rootCauses: [{ category: 'Governance', description: 'No owner named for the annual review.' }],
    rating: 'Low',
    recommendation: 'Name an owner and schedule the review.',
    paperIds: [],
    risks: [],
    mrOwnerIds,
  });
  await sendArtefact(ctx(), { engagementId, kind: 'finding', id: low.id, version: low.version, note: '' });
};

/** A demo employee's id by name, when the organisation seed made them and they are active. */
export const demoEmployee = async (
  base: Ctx,
  firstName: string,
  lastName: string,
): Promise<string | null> => {
  const { data } = await db()
    .entities.employee.query.byId({ companyId: base.companyId ?? '' })
    .go({ pages: 'all' });
  const e = data.find((x) => x.firstName === firstName && x.lastName === lastName && x.status === 'Active');
  return e?.employeeId ?? null;
};
