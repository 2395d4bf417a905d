import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import {
  addFinding,
  addScope,
  approveArtefact,
  closeEngagement,
  allAuditSettings,
  listEngagements,
  makeFinalReport,
  openEngagement,
  saveOpinion,
  sendArtefact,
} from '@stratum/core/audit';

const TITLE = 'Travel expenses audit 2026';

/**
 * A finished engagement of Acme's: an approved scope, one approved finding and an approved
 * overall opinion ("Needs improvement"), its final report made as version 1 through the same use
 * case (the PDF and DOCX are written now), then closed — so it stays out of the open audits the
 * other audit seeds work on. Left alone when it exists.
 */
export const seedAuditReport = async (base: Ctx): Promise<void> => {
  const ctx = () => ({ ...base, now: new Date() });
  const lead = base.employeeId;
  if (!lead || !base.companyId) return;
  const closed = await listEngagements(ctx(), { status: 'Closed', limit: 50 });
  if (closed.list.some((e) => e.title === TITLE)) return;
  const { data: employees } = await db()
    .entities.employee.query.byId({ companyId: base.companyId })
    .go({ pages: 'all' });
  const other = employees.find((e) => e.status === 'Active' && e.employeeId !== lead);
  const rating = (await allAuditSettings(ctx(), 'opinion-rating')).find(
    (r) => r.name === 'Needs improvement',
  );
  if (!other || !rating) return;
  const reviewer = (): Ctx => ({
    ...base,
    now: new Date(),
    employeeId: other.employeeId,
    companyRole: 'employee',
    userId: other.userId ?? 'seed-reviewer',
    actorName: `${other.firstName} ${other.lastName}`,
  });
  const { id: engagementId } = await openEngagement(ctx(), {
    title: TITLE,
    auditArea: 'Finance',
    plannedAuditId: null,
    leadId: lead,
    performerIds: [],
    reviewerIds: [other.employeeId],
    startDate: '2026-09-01',
    endDate: '2026-10-31',
  });
  const approve = async (kind: 'scope' | 'finding' | 'opinion', id: string, version: number) => {
    const sent = await sendArtefact(ctx(), { engagementId, kind, id, version, note: '' });
    await approveArtefact(reviewer(), { engagementId, kind, id, version: sent.version, note: '' });
  };
  const scope = await addScope(ctx(), {
    engagementId,
    title: 'Expense claims',
    inScope: 'Travel and subsistence claims of all staff, January to August 2026.',
    outOfScope: 'Corporate card statements.',
    periodFrom: '2026-01-01',
    periodTo: '2026-08-31',
  });
  await approve('scope', scope.id, scope.version);
  const finding = await addFinding(ctx(), {
    engagementId,
    mrOwnerIds: [],
    title: 'Claims approved by the claimant’s own delegate',
    criteria: 'A claim is approved by the claimant’s line manager (expense policy 3.2).',
    condition: '4 of 40 claims sampled were approved by someone the claimant had delegated to.',
    cause: 'The expense system lets claimants choose their approver.',
    effect: 'Claims can be approved without independent review.',
    rootCauses: [{ category: 'Technology', description: 'The approver field is not locked to the manager.' }],
    rating: 'Medium',
    recommendation: 'Lock the approver to the line manager in the expense system.',
    paperIds: [],
    risks: [],
  });
  await approve('finding', finding.id, finding.version);
  const opinion = await saveOpinion(ctx(), {
    engagementId,
    version: 0,
    ratingId: rating.id,
    reasoning:
      'Travel claims are generally supported and within policy, but approval is not always independent of the claimant.',
  });
  await approve('opinion', opinion.id, opinion.version);
  await makeFinalReport(ctx(), { engagementId });
  const { list } = await listEngagements(ctx(), { status: 'Open', limit: 50 });
  const e = list.find((x) => x.id === engagementId);
  if (e) await closeEngagement(ctx(), { engagementId, version: e.version });
};
