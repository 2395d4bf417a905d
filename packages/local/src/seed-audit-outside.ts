import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import {
  addActionProgress,
  addOutsideFinding,
  listOutsideFindings,
  requestResponse,
  submitResponse,
} from '@stratum/core/audit';
import { listRisks } from '@stratum/core/risk';

const DAY = 24 * 60 * 60 * 1000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * Findings raised outside an engagement (docs/audit.md "Findings outside an engagement") for Acme:
 * the external auditor's management letter finding, answered by the Financial Controller with two
 * actions (one in progress) so the issue tracker shows where it came from; and a regulator's
 * finding not yet sent for a response, so the request can be tried. Through the product's use
 * cases, dated back. Left alone when Acme has any.
 */
export const seedAuditOutsideFindings = async (base: Ctx): Promise<void> => {
  if (!base.employeeId || !base.companyId) return;
  const at = (daysAgo: number, who?: Ctx): Ctx => ({
    ...(who ?? base),
    now: new Date(Date.now() - daysAgo * DAY),
  });
  if ((await listOutsideFindings(at(0), { limit: 1 })).list.length > 0) return;
  const [{ data: employees }, { data: units }, risks] = await Promise.all([
    db().entities.employee.query.byId({ companyId: base.companyId }).go({ pages: 'all' }),
    db()
      .entities.orgUnit.query.byLevel({ companyId: base.companyId, level: 'business-unit' })
      .go({ pages: 'all' }),
    listRisks(at(0), 'management', { limit: 3, basis: 'inherent' }).catch(() => ({ list: [] })),
  ]);
  const e = employees.find((x) => x.firstName === 'Amara' && x.lastName === 'Nwosu' && x.status === 'Active');
  if (!e) return;
  const controller: Ctx = {
    ...base,
    employeeId: e.employeeId,
    companyRole: 'employee',
    userId: e.userId ?? `seed-${e.employeeId}`,
    actorName: `${e.firstName} ${e.lastName}`,
  };
  const unitId = units[0]?.unitId;
  const risk = risks.list[0];
  const now = Date.now();

  const letter = await addOutsideFinding(at(35), {
    source: 'External auditor',
    reference: 'Statutory audit 2025: management letter',
    ...(unitId ? { unitId } : {}),
    raisedOn: dayOf(now - 38 * DAY),
    title: 'Vendor bank detail changes are not independently checked',
    criteria:
      'A change to a supplier’s bank details is confirmed with the supplier and approved by a second person.',
    condition: 'In 4 of 30 bank detail changes sampled, the clerk who entered the change also approved it.',
    cause: 'The ERP lets the same user enter and approve a vendor master change.',
    effect: 'A fraudulent change could divert supplier payments.',
    rootCauses: [
      { category: 'Technology', description: 'No segregation of duties on the vendor master screen' },
      { category: 'Process', description: 'No call-back to the supplier on a known number' },
    ],
    rating: 'High',
    recommendation:
      'Require a second approver in the ERP and confirm every change by calling the supplier back.',
    risks: risk ? [{ riskId: risk.id, controlIds: [] }] : [],
    mrOwnerIds: [e.employeeId],
  });
  await addOutsideFinding(at(6), {
    source: 'Regulator',
    reference: 'Tax authority VAT inspection, October',
    raisedOn: dayOf(now - 8 * DAY),
    title: 'Input VAT claimed on invoices without a valid tax number',
    criteria: 'Input VAT is claimed only on invoices showing the supplier’s valid tax number.',
    condition: 'Three invoices from a new supplier had no tax number; their VAT was claimed.',
    cause: 'New suppliers are set up before their tax number is checked.',
    effect: 'Disallowed input VAT and a possible penalty.',
    rootCauses: [{ category: 'Process', description: 'Supplier set-up does not check the tax number' }],
    rating: 'Medium',
    recommendation: 'Check the tax number when a supplier is set up and before its first invoice is posted.',
    risks: [],
    mrOwnerIds: [e.employeeId],
  });

  const requested = await requestResponse(at(33), {
    findingId: letter.id,
    note: 'The external auditors will follow this up at the interim audit.',
  });
  const submitted = await submitResponse(at(30, controller), {
    findingId: letter.id,
    version: requested.version,
    response:
      'Agreed. IT will enforce a second approver on vendor master changes, and payables will call every supplier back on a known number before a change is approved.',
    actions: [
      {
        title: 'Enforce a second approver on vendor bank detail changes in the ERP',
        ownerId: e.employeeId,
        dueOn: dayOf(now + 20 * DAY),
      },
      {
        title: 'Call-back procedure for supplier bank detail changes',
        ownerId: e.employeeId,
        dueOn: dayOf(now + 45 * DAY),
      },
    ],
  });
  const [secondApprover] = submitted.actions;
  if (!secondApprover) return;
  await addActionProgress(at(10, controller), {
    id: secondApprover.id,
    version: secondApprover.version,
    note: 'IT has built the approval step; user testing starts next week.',
    status: 'In progress',
  });
};
