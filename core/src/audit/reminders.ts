import { actionReminder, addDays, formatDate, weekOf } from '@stratum/rules';
import { db } from '../db';
import { appLink } from '../kernel/mail';
import type { Reminder, ReminderKind, ReminderRun } from '../kernel/reminders';
import type { AuditActionItem } from './entities/response';

/**
 * Audit's reminder kinds (ARCHITECTURE §10; docs/reminders.md): an action of a management response
 * reminds its owner
 * - `audit-action-due-soon`: from the company's lead time (7 days unless it set its own) before
 *   its due date up to the date, once per due date (a new due date is a new occasion);
 * - `audit-action-overdue`: after the due date, once a week (the occasion is the week's Monday),
 * while the action is Open or In progress — an Implemented action waits for the auditor, not its
 * owner. Both read the `open` index (open actions across companies by due date): one Query up to
 * the longest lead time ahead, shared by the two kinds in a run, never a Scan.
 */

/** The longest lead time a company may set (contracts: audit-action-due-soon's range). */
const MAX_LEAD_DAYS = 30;

/** The action's page in the issue tracker (spec §2 issue-tracker add-progress/{id}). */
export const actionPage = (actionId: string): string =>
  `/app/audit-management/issue-tracker/add-progress/${encodeURIComponent(actionId)}`;

const openActions = (run: ReminderRun): Promise<AuditActionItem[]> =>
  run.memo(
    'audit:open-actions',
    async () =>
      (
        await db()
          .entities.auditAction.query.open({ view: 'open' })
          .lte({ dueOn: addDays(run.today, MAX_LEAD_DAYS) })
          .go({ pages: 'all' })
      ).data,
  );

interface Owner {
  email: string;
  firstName: string;
}

/** The owners' addresses of every open action, read once per run, by company (active people only). */
const ownersIn = (run: ReminderRun, actions: readonly AuditActionItem[]): Promise<Map<string, Owner>> =>
  run.memo('audit:owners', async () => {
    const keys = [...new Set(actions.map((a) => `${a.companyId}|${a.ownerId}`))].map((k) => {
      const [companyId, employeeId] = k.split('|') as [string, string];
      return { companyId, employeeId };
    });
    const { data } = keys.length
      ? await db()
          .entities.employee.get(keys)
          .go({ attributes: ['companyId', 'employeeId', 'email', 'firstName', 'status'] })
      : { data: [] };
    return new Map(
      data
        .filter((e) => e.status === 'Active' && e.email)
        .map((e) => [`${e.companyId}|${e.employeeId}`, { email: e.email, firstName: e.firstName }]),
    );
  });

const remindersOf = async (
  run: ReminderRun,
  which: 'due-soon' | 'overdue',
  mail: (a: AuditActionItem, owner: Owner) => Reminder['mail'],
): Promise<Reminder[]> => {
  const actions = await openActions(run);
  const out: Reminder[] = [];
  for (const a of actions) {
    if (!(await run.moduleOn(a.companyId))) continue;
    const lead = (await run.leadDays(a.companyId)) ?? undefined;
    if (actionReminder(a.state, a.dueOn, run.today, lead) !== which) continue;
    const owner = (await ownersIn(run, actions)).get(`${a.companyId}|${a.ownerId}`);
    if (!owner) continue;
    out.push({
      companyId: a.companyId,
      itemId: a.actionId,
      occasion: which === 'due-soon' ? a.dueOn : weekOf(run.today),
      employeeId: a.ownerId,
      to: owner.email,
      mail: mail(a, owner),
    });
  }
  return out;
};

const about = (a: AuditActionItem) =>
  a.engagementId === a.findingId
    ? `It answers the finding “${a.findingTitle}” (${a.engagementTitle}).`
    : `It answers the finding “${a.findingTitle}” of the audit “${a.engagementTitle}”.`;

export const auditActionDueSoon: ReminderKind = {
  kind: 'audit-action-due-soon',
  find: (run) =>
    remindersOf(run, 'due-soon', (a, owner) => ({
      subject: `Audit action due on ${formatDate(a.dueOn)}: ${a.title}`,
      paragraphs: [
        `Hello ${owner.firstName},`,
        `The action “${a.title}” you own is due on ${formatDate(a.dueOn)}. ${about(a)}`,
        'Record its progress, with evidence, when it is implemented. You can switch these reminders off in your reminder settings.',
      ],
      action: { label: 'Open the action', url: appLink(actionPage(a.actionId)) },
    })),
};

export const auditActionOverdue: ReminderKind = {
  kind: 'audit-action-overdue',
  find: (run) =>
    remindersOf(run, 'overdue', (a, owner) => ({
      subject: `Audit action overdue: ${a.title}`,
      paragraphs: [
        `Hello ${owner.firstName},`,
        `The action “${a.title}” you own was due on ${formatDate(a.dueOn)} and is ${a.state === 'In progress' ? 'still in progress' : 'still open'}. ${about(a)}`,
        'Please record its progress, with evidence, or agree a new date with the auditor. This reminder comes once a week while the action is overdue.',
      ],
      action: { label: 'Open the action', url: appLink(actionPage(a.actionId)) },
    })),
};

/** Audit's reminder kinds, registered with the engine (functions/src/reminders.ts). */
export const auditReminderKinds: readonly ReminderKind[] = [auditActionDueSoon, auditActionOverdue];
