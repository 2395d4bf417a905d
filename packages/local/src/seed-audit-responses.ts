import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import { writeLetterPdf } from '@stratum/core/kernel/documents/letter-pdf';
import {
  addActionProgress,
  listEngagementResponses,
  listEngagements,
  listFindings,
  requestResponse,
  submitResponse,
  validateAction,
} from '@stratum/core/audit';

const DAY = 24 * 60 * 60 * 1000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * Management responses on the findings of Acme's audit in fieldwork (seed-audit-findings.ts), so
 * the issue tracker has something to show (docs/audit.md, management responses): the Financial
 * Controller answers the High finding with three actions — one in progress with a progress record
 * and an evidence PDF, one past its due date (overdue), one implemented and waiting for the lead's
 * validation — and the Low finding with one action the lead validated and closed. Everything goes
 * through the product's use cases, dated back so the ages read as a real follow-up would. Left
 * alone when the audit has any response.
 */
export const seedAuditResponses = async (base: Ctx): Promise<void> => {
  const lead = base.employeeId;
  if (!lead || !base.companyId) return;
  const at = (daysAgo: number, who?: Ctx): Ctx => ({
    ...(who ?? base),
    now: new Date(Date.now() - daysAgo * DAY),
  });
  const [engagement] = (await listEngagements(at(0), { status: 'Open', limit: 1 })).list;
  if (!engagement) return;
  const engagementId = engagement.id;
  if ((await listEngagementResponses(at(0), engagementId)).length > 0) return;
  const findings = (await listFindings(at(0), { engagementId, limit: 50 })).list;
  const high = findings.find((f) => f.rating === 'High' && f.mrOwners.length > 0);
  const low = findings.find((f) => f.rating === 'Low' && f.mrOwners.length > 0);
  if (!high || !low) return;
  const { data: employees } = await db()
    .entities.employee.query.byId({ companyId: base.companyId })
    .go({ pages: 'all' });
  const person = (first: string, last: string): Ctx | null => {
    const e = employees.find((x) => x.firstName === first && x.lastName === last && x.status === 'Active');
    if (!e) return null;
    return {
      ...base,
      employeeId: e.employeeId,
      companyRole: 'employee',
      userId: e.userId ?? `seed-${e.employeeId}`,
      actorName: `${e.firstName} ${e.lastName}`,
    };
  };
  const controller = person('Amara', 'Nwosu');
  const clerk = person('Peter', 'Mokoena');
  if (!controller || !clerk || high.mrOwners[0]?.employeeId !== controller.employeeId) return;
  const now = Date.now();

  const answer = async (
    finding: typeof high,
    daysAgo: number,
    response: string,
    actions: { title: string; ownerId: string; dueOn: string }[],
  ) => {
    const requested = await requestResponse(at(daysAgo + 3), {
      engagementId,
      findingId: finding.id,
      note: 'Please respond before the closing meeting.',
    });
    const submitted = await submitResponse(at(daysAgo, controller), {
      engagementId,
      findingId: finding.id,
      version: requested.version,
      response,
      actions,
    });
    return submitted.actions;
  };

  const [route, training, block] = await answer(
    high,
    40,
    'Agreed. Urgent payments will follow an approved exception route, the ERP will refuse a payment without an order number, and the payables team will be trained on the policy.',
    [
      {
        title: 'Approve an exception route for urgent supplier payments',
        ownerId: controller.employeeId ?? '',
        dueOn: dayOf(now + 21 * DAY),
      },
      {
        title: 'Train the payables clerks on the procurement policy',
        ownerId: clerk.employeeId ?? '',
        dueOn: dayOf(now - 6 * DAY),
      },
      {
        title: 'Block payment release in the ERP without a purchase order number',
        ownerId: controller.employeeId ?? '',
        dueOn: dayOf(now + 7 * DAY),
      },
    ],
  );
  if (!route || !training || !block) return;
  const evidence = await writeLetterPdf({
    sender: 'Acme Finance',
    date: dayOf(now - 12 * DAY),
    heading: 'Urgent supplier payments — exception route (draft for approval)',
    body: 'An urgent payment is released only with the Finance Director’s written approval and a purchase order raised within two working days.\n\nThe Financial Controller reviews every urgent payment monthly.',
  });
  await addActionProgress(
    at(12, controller),
    {
      id: route.id,
      version: route.version,
      note: 'Draft exception route written and sent to the Finance Director for approval.',
      status: 'In progress',
    },
    { filename: 'urgent-payments-route-draft.pdf', contentType: 'application/pdf', content: evidence },
  );
  await addActionProgress(at(3, controller), {
    id: block.id,
    version: block.version,
    note: 'The ERP now refuses to release a payment without an order number; tested on five payments.',
    status: 'Implemented',
  });

  const [owner] = await answer(
    low,
    30,
    'Agreed. The Financial Controller owns the annual review from now on.',
    [
      {
        title: 'Name an owner for the annual supplier master review',
        ownerId: controller.employeeId ?? '',
        dueOn: dayOf(now - 14 * DAY),
      },
    ],
  );
  if (!owner) return;
  const done = await addActionProgress(at(20, controller), {
    id: owner.id,
    version: owner.version,
    note: 'The review is in the Financial Controller’s job description and scheduled every January.',
    status: 'Implemented',
  });
  await validateAction(at(18), {
    id: owner.id,
    version: done.item.version,
    decision: 'close',
    note: 'Job description and calendar entry seen.',
  });
};
