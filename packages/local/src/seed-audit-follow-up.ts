import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import {
  addAuditFollowUp,
  addFinding,
  allAuditSettings,
  approveArtefact,
  approveAuditPlan,
  chooseRetests,
  closeEngagement,
  getAuditPlan,
  listAuditPlans,
  listEngagements,
  makeFinalReport,
  openEngagement,
  requestResponse,
  saveOpinion,
  saveRetest,
  sendArtefact,
  startFollowUpAudit,
  submitResponse,
} from '@stratum/core/audit';

const TITLE = 'Petty cash audit 2025';
/** A day from today: the actions are still open (not overdue), so no reminder mails them yet. */
const dayIn = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const FOLLOW_UP = 'Follow-up: Petty cash audit 2025';

/**
 * A follow-up audit in progress (docs/audit.md "Follow-up audits"): last year's petty cash audit
 * of Acme's, with a High finding the Financial Controller answered with two actions, an approved
 * "Needs improvement" opinion and its final report version 1, closed; this year's plan follows it
 * up (the entry is added and the plan approved again, as an administrator would); the follow-up
 * audit is started, both actions are chosen for retesting, and the first retest is recorded as
 * partly implemented and sent to the reviewer. Everything goes through the product's use cases.
 * Left alone when the petty cash audit exists.
 */
export const seedAuditFollowUp = async (base: Ctx): Promise<void> => {
  const ctx = () => ({ ...base, now: new Date() });
  const lead = base.employeeId;
  if (!lead || !base.companyId) return;
  const closed = await listEngagements(ctx(), { status: 'Closed', limit: 50 });
  if (closed.list.some((e) => e.title === TITLE)) return;
  const [plan] = (await listAuditPlans(ctx(), { limit: 1 })).list;
  const rating = (await allAuditSettings(ctx(), 'opinion-rating')).find(
    (r) => r.name === 'Needs improvement',
  );
  const { data: employees } = await db()
    .entities.employee.query.byId({ companyId: base.companyId })
    .go({ pages: 'all' });
  const active = employees.filter((e) => e.status === 'Active' && e.employeeId !== lead);
  const other = active[0];
  const controller = active.find((e) => e.firstName === 'Amara' && e.lastName === 'Nwosu') ?? other;
  if (!plan || !rating || !other || !controller) return;
  const as = (e: typeof other): Ctx => ({
    ...base,
    now: new Date(),
    employeeId: e.employeeId,
    companyRole: 'employee',
    userId: e.userId ?? `seed-${e.employeeId}`,
    actorName: `${e.firstName} ${e.lastName}`,
  });

  const { id: engagementId } = await openEngagement(ctx(), {
    title: TITLE,
    auditArea: 'Finance',
    plannedAuditId: null,
    leadId: lead,
    performerIds: [],
    reviewerIds: [other.employeeId],
    startDate: '2025-03-03',
    endDate: '2025-04-25',
  });
  const approve = async (kind: 'finding' | 'opinion', id: string, version: number) => {
    const sent = await sendArtefact(ctx(), { engagementId, kind, id, version, note: '' });
    await approveArtefact(as(other), { engagementId, kind, id, version: sent.version, note: '' });
  };
  const finding = await addFinding(ctx(), {
    engagementId,
    mrOwnerIds: [controller.employeeId],
    title: 'Petty cash counts are not reconciled',
    criteria: 'Each site’s petty cash is counted and reconciled to the ledger monthly (cash policy 4.1).',
    condition: '3 of 6 sites had no reconciliation for two or more months of the period.',
    cause: 'Site managers were not told who reconciles after the finance restructure.',
    effect: 'Shortfalls or misuse of cash may go unnoticed.',
    rootCauses: [{ category: 'People', description: 'The reconciliation duty has no named owner per site.' }],
    rating: 'High',
    recommendation: 'Name an owner per site and review the reconciliations centrally each month.',
    paperIds: [],
    risks: [],
  });
  const asked = await requestResponse(ctx(), { engagementId, findingId: finding.id, note: '' });
  await submitResponse(as(controller), {
    engagementId,
    findingId: finding.id,
    version: asked.version,
    response: 'Agreed. Each site will have a named reconciler and finance will review every month.',
    actions: [
      {
        title: 'Name a petty cash reconciler for every site',
        ownerId: controller.employeeId,
        dueOn: dayIn(20),
      },
      {
        title: 'Monthly central review of site reconciliations',
        ownerId: controller.employeeId,
        dueOn: dayIn(80),
      },
    ],
  });
  await approve('finding', finding.id, finding.version);
  const opinion = await saveOpinion(ctx(), {
    engagementId,
    version: 0,
    ratingId: rating.id,
    reasoning: 'Petty cash is small in value, but its reconciliation lapsed at half of the sites.',
  });
  await approve('opinion', opinion.id, opinion.version);
  await makeFinalReport(ctx(), { engagementId });
  const open = (await listEngagements(ctx(), { status: 'Open', limit: 50 })).list.find(
    (x) => x.id === engagementId,
  );
  if (open) await closeEngagement(ctx(), { engagementId, version: open.version });

  // this year's plan follows it up; a plan that was approved is approved again with the entry
  const entry = await addAuditFollowUp(ctx(), {
    planId: plan.id,
    title: FOLLOW_UP,
    quarter: 4,
    leadId: lead,
    budgetDays: 4,
    notes: 'Retest the petty cash actions at the three sites that lapsed.',
  });
  if (plan.approval !== 'Draft') {
    const now = (await getAuditPlan(ctx(), { id: plan.id })).item;
    await approveAuditPlan(ctx(), { id: plan.id, version: now.version });
  }
  const started = await startFollowUpAudit(ctx(), { followUpId: entry.id, engagementId });
  const chosen = await chooseRetests(ctx(), {
    followUpId: entry.id,
    version: started.audit!.version,
    actionIds: started.actions.map((a) => a.actionId),
  });
  const first = chosen.actions.find((a) => a.title.startsWith('Name a petty cash'))?.retest;
  if (!first) return;
  const saved = await saveRetest(ctx(), {
    engagementId,
    id: first.id,
    version: 1,
    result: 'Partly implemented',
    notes: 'Reconcilers are named at five of six sites; the Harbour depot still has none.',
  });
  await sendArtefact(ctx(), { engagementId, kind: 'retest', id: saved.id, version: saved.version, note: '' });
};
