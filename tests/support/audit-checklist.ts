import type { TAuditSetting, TChecklist } from '@stratum/contracts';
import { post } from './api';
import { sentMail } from './mail';
import type { Tenant } from './world';

const must = async <T>(what: string, r: Promise<{ status: number; body: { data: T; err_msg: string } }>) => {
  const reply = await r;
  if (reply.status !== 200) throw new Error(`${what}: ${reply.status} ${reply.body.err_msg}`);
  return reply.body.data;
};

/** The items of the template `addChecklistTemplate` writes. */
export const CHECKLIST_TEMPLATE_ITEMS = [
  'Petty cash is counted and signed for daily.',
  'The safe is locked outside office hours.',
  'Vouchers above the limit carry a second approval.',
];

/** A checklist template of three items, in the company's audit settings. */
export const addChecklistTemplate = async (t: Tenant, name = 'Cash handling'): Promise<TAuditSetting> =>
  (
    await must<{ item: TAuditSetting }>(
      'add-checklist-template',
      post(
        '/audit-management/add-checklist-template',
        { name, items: CHECKLIST_TEMPLATE_ITEMS },
        t.admin.token,
      ),
    )
  ).item;

/** A Draft checklist made by the administrator (the engagement's lead) for the named auditees. */
export const addChecklist = async (
  t: Tenant,
  engagementId: string,
  templateId: string,
  auditeeIds: string[],
  title = 'Cash office checklist',
): Promise<TChecklist> =>
  (
    await must<{ item: TChecklist }>(
      'audit-checklist-add',
      post(
        '/audit-report/audit-checklist-add',
        { engagementId, templateId, title, auditeeIds },
        t.admin.token,
      ),
    )
  ).item;

/** Sends a Draft checklist as the administrator. */
export const sendChecklist = async (t: Tenant, c: TChecklist, note = ''): Promise<TChecklist> =>
  (
    await must<{ item: TChecklist }>(
      'audit-checklist-send',
      post('/audit-report/audit-checklist-send', { id: c.id, version: c.version, note }, t.admin.token),
    )
  ).item;

/** How many checklist mails an address was sent (the outbox drained first). */
export const checklistMailsTo = async (
  email: string,
  subject = /Audit checklist to answer/,
): Promise<number> =>
  (await sentMail()).filter((m) => m.destination.to.includes(email) && subject.test(m.subject)).length;
