import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import {
  addProcessDescription,
  addRcmRow,
  addScope,
  addWorkingPaper,
  approveArtefact,
  listEngagements,
  notApproveArtefact,
  openEngagement,
  saveMemo,
  sendArtefact,
} from '@stratum/core/audit';
import { seedAuditOutreach } from './seed-audit-outreach';

const DAY = 24 * 60 * 60 * 1000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Acme's audit in fieldwork: the administrator leads it, another active employee reviews it. Its
 * scope is approved (with its sign-off), the planning memorandum saved, two processes described
 * with matrix rows in every review state, and working papers drafted, sent, not approved with a
 * note, and approved — so my-task, the sign-off history and the lists have something to show.
 * Left alone when the company has any open audit.
 */
export const seedAuditEngagement = async (base: Ctx): Promise<void> => {
  const ctx = () => ({ ...base, now: new Date() });
  const lead = base.employeeId;
  if (!lead || !base.companyId) return;
  const existing = await listEngagements(ctx(), { status: 'Open', limit: 1 });
  if (existing.list.length > 0) return;
  const { data: employees } = await db()
    .entities.employee.query.byId({ companyId: base.companyId })
    .go({ pages: 'all' });
  const others = employees.filter((e) => e.status === 'Active' && e.employeeId !== lead);
  const reviewerItem = others[0];
  if (!reviewerItem) return;
  const performer = others[1]?.employeeId;
  const reviewer = (): Ctx => ({
    ...base,
    now: new Date(),
    employeeId: reviewerItem.employeeId,
    companyRole: 'employee',
    userId: reviewerItem.userId ?? 'seed-reviewer',
    actorName: `${reviewerItem.firstName} ${reviewerItem.lastName}`,
  });

  const today = Date.now();
  const e = await openEngagement(ctx(), {
    title: 'Procurement audit 2026',
    auditArea: 'Procurement',
    plannedAuditId: null,
    leadId: lead,
    performerIds: performer ? [performer] : [],
    reviewerIds: [reviewerItem.employeeId],
    startDate: dayOf(new Date(today - 14 * DAY)),
    endDate: dayOf(new Date(today + 30 * DAY)),
  });
  const engagementId = e.id;
  const send = (kind: 'scope' | 'process' | 'risk' | 'paper', id: string, version: number) =>
    sendArtefact(ctx(), { engagementId, kind, id, version, note: '' });

  const scope = await addScope(ctx(), {
    engagementId,
    title: 'Purchase to pay',
    inScope: 'Requisitions, purchase orders over 10,000, goods receipt and invoice matching.',
    outOfScope: 'Payroll and travel expenses.',
    periodFrom: dayOf(new Date(today - 365 * DAY)),
    periodTo: dayOf(new Date(today - DAY)),
  });
  const sentScope = await send('scope', scope.id, scope.version);
  await approveArtefact(reviewer(), {
    engagementId,
    kind: 'scope',
    id: scope.id,
    version: sentScope.version,
    note: 'Agreed with the CFO.',
  });
  await saveMemo(ctx(), {
    engagementId,
    version: 0,
    objectives: 'Assure that purchases are approved, received and paid as the policy requires.',
    criteria: 'Procurement policy P-1; delegation of authority.',
    risksConsidered: 'Unapproved orders; split orders; duplicate payments.',
    resources: 'Two auditors, 20 days.',
    timeline: 'Fieldwork four weeks; report two weeks after.',
  });

  const ordering = await addProcessDescription(ctx(), {
    engagementId,
    name: 'Ordering',
    owner: 'Head of Procurement',
    description: 'Requisition in the ERP, approval by the budget holder, order issued by Procurement.',
  });
  const paying = await addProcessDescription(ctx(), {
    engagementId,
    name: 'Paying',
    owner: 'Finance Manager',
    description: 'Three-way match of order, receipt and invoice before the payment run.',
  });
  const rows = [];
  for (const [process, risk, rating, control, type] of [
    [ordering, 'Orders placed without approval', 'High', 'Two-step approval in the ERP', 'Preventative'],
    [
      ordering,
      'Orders split to stay under the limit',
      'Medium',
      'Monthly report of orders just under limits',
      'Detective',
    ],
    [
      paying,
      'Duplicate payment of an invoice',
      'High',
      'Duplicate invoice check in the payment run',
      'Preventative',
    ],
    [paying, 'Payment without goods received', 'Medium', 'Three-way match', 'Preventative'],
  ] as const) {
    rows.push(
      await addRcmRow(ctx(), {
        engagementId,
        processId: process.id,
        risk,
        riskRating: rating,
        registerRiskId: null,
        control,
        controlType: type,
        testOfDesign: 'Walk through one transaction with the process owner.',
        testOfEffectiveness: 'Inspect a sample of 25 transactions of the period.',
      }),
    );
  }
  const firstRow = rows[0]!;
  const sentRow = await send('risk', firstRow.id, firstRow.version);
  await approveArtefact(reviewer(), {
    engagementId,
    kind: 'risk',
    id: firstRow.id,
    version: sentRow.version,
    note: '',
  });
  await send('risk', rows[2]!.id, rows[2]!.version);

  const paper = (title: string, rcmRowId: string, procedure: string, result: string, conclusion: string) =>
    addWorkingPaper(ctx(), {
      engagementId,
      title,
      rcmRowId,
      procedure,
      sample: '25 orders',
      result,
      conclusion,
    });
  const approved = await paper(
    'WP-1 Order approval',
    firstRow.id,
    'Inspect approval evidence for 25 orders over 10,000.',
    'All 25 approved by the budget holder before the order.',
    'The control operates effectively.',
  );
  const sentApproved = await send('paper', approved.id, approved.version);
  await approveArtefact(reviewer(), {
    engagementId,
    kind: 'paper',
    id: approved.id,
    version: sentApproved.version,
    note: '',
  });
  const rejected = await paper(
    'WP-2 Split orders',
    rows[1]!.id,
    'Review orders just under the limit for the same supplier and week.',
    'Two pairs found.',
    'Partly effective.',
  );
  const sentRejected = await send('paper', rejected.id, rejected.version);
  await notApproveArtefact(reviewer(), {
    engagementId,
    kind: 'paper',
    id: rejected.id,
    version: sentRejected.version,
    note: 'Say whether the two pairs were approved by someone above the limit.',
  });
  const waiting = await paper(
    'WP-3 Duplicate payments',
    rows[2]!.id,
    'Run the duplicate check over the year’s payments.',
    'No duplicates.',
    'Effective.',
  );
  await send('paper', waiting.id, waiting.version);
  await paper('WP-4 Three-way match', rows[3]!.id, 'Inspect 25 payments for matching documents.', '', '');
  await seedAuditOutreach(ctx, { id: engagementId, reviewerId: reviewerItem.employeeId });
};
