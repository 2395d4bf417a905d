import { db } from '@stratum/core/db';
import type { Ctx } from '@stratum/core/kernel/ctx';
import {
  addAuditSetting,
  addChecklist,
  allAuditSettings,
  completeChecklist,
  listChecklists,
  listEngagements,
  sendChecklist,
} from '@stratum/core/audit';

const DAY = 24 * 3600 * 1000;
const TEMPLATE = 'Purchasing controls self-assessment';
const ITEMS = [
  'Every purchase order above the limit carries a second approval.',
  'Suppliers are added to the master file only with the vendor form signed.',
  'Goods received notes are matched to invoices before payment.',
  'Urgent payments are logged with the reason and the approver.',
];

/**
 * Two checklists on Acme's open procurement audit (docs/audit.md "Audit checklist"), from a
 * "Purchasing controls self-assessment" template: one sent to the accounts payable clerk and
 * waiting in their tasks, one answered and completed by the Financial Controller. Left alone when
 * the audit has checklists.
 */
export const seedAuditChecklist = async (base: Ctx): Promise<void> => {
  const companyId = base.companyId;
  if (!companyId || !base.employeeId) return;
  const at = (daysAgo: number, who?: Ctx): Ctx => ({
    ...(who ?? base),
    now: new Date(Date.now() - daysAgo * DAY),
  });
  const [engagement] = (await listEngagements(at(0), { status: 'Open', limit: 1 })).list;
  if (!engagement) return;
  const existing = await listChecklists(at(0), { engagementId: engagement.id });
  if (existing.list.length > 0) return;
  const { data: employees } = await db().entities.employee.query.byId({ companyId }).go({ pages: 'all' });
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
  if (!controller || !clerk) return;
  const template =
    (await allAuditSettings(at(0), 'checklist-template')).find((t) => t.name === TEMPLATE) ??
    (await addAuditSetting(at(9), 'checklist-template', { name: TEMPLATE, description: null, items: ITEMS }));

  const sendTo = async (who: Ctx, title: string, daysAgo: number, note: string) => {
    const made = await addChecklist(at(daysAgo), {
      engagementId: engagement.id,
      templateId: template.id,
      title,
      auditeeIds: [who.employeeId!],
    });
    return sendChecklist(at(daysAgo), { id: made.id, version: made.version, note });
  };

  const finance = await sendTo(
    controller,
    'Finance controls self-assessment',
    8,
    'Please answer from how the team works today, not from the policy.',
  );
  const answers: [string, string][] = [
    ['Yes', 'Checked in the approval workflow; the limit is 50,000.'],
    ['No', 'Two suppliers were added in October from an e-mail request.'],
    ['Yes', 'Three-way match runs before every payment run.'],
    ['N/A', 'No urgent payments this quarter.'],
  ];
  await completeChecklist(at(5, controller), {
    id: finance.id,
    version: finance.version,
    answers: finance.items.map((item, i) => ({
      itemId: item.id,
      answer: answers[i % answers.length]![0] as 'Yes' | 'No' | 'N/A',
      comment: answers[i % answers.length]![1],
    })),
  });
  await sendTo(
    clerk,
    'Purchasing desk self-assessment',
    2,
    'Ten minutes is enough; add a comment where it is not a clear yes.',
  );
};
