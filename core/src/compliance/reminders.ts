import { addDays, formatDate } from '@stratum/rules';
import { db } from '../db';
import { appLink } from '../kernel/mail';
import { daysFrom, isDueSoon, isOverdueOn, LOOK_BACK_DAYS } from '../kernel/reminder-rules';
import type { Reminder, ReminderKind, ReminderRun } from '../kernel/reminders';
import type { ComplianceActivityItem } from './entities/compliance-activity';
import { loadSetup, type ComplianceSetup } from './setup/setup-store';

/**
 * Compliance's reminder kinds (ARCHITECTURE §10, issue: "complying teams get a mail N days before
 * due and when overdue, reviewers when a submission waits; one mail per activity per kind per period"):
 * - `compliance-due-soon`: to the complying team, from the company's lead time before the due
 *   date up to the date, while nothing is submitted (open or declined);
 * - `compliance-overdue`: to the complying team, once the grace period is over;
 * - `compliance-awaiting-review`: to the compliance team, once per submission, for activities due
 *   within the window (up to 60 days ahead; a submission made further ahead waits quietly).
 * Each reads the activities due on each day of its window from the `dueOn` index (one Query per
 * day across companies, shared by the three kinds in a run) — never a Scan.
 */

/** The longest lead time a company may set (contracts: compliance-due-soon's range). */
const MAX_LEAD_DAYS = 60;

/** The activity's own page (web compliance paths.ts `activity`), where it is submitted or reviewed. */
export const activityPage = (activityId: string): string =>
  `/app/compliance-management/activity/${encodeURIComponent(activityId)}`;

const dueOn = (run: ReminderRun, day: string): Promise<ComplianceActivityItem[]> =>
  run.memo(
    `compliance:dueOn:${day}`,
    async () =>
      (await db().entities.complianceActivity.query.dueOn({ dueKey: day }).go({ pages: 'all' })).data,
  );

/** Every activity due from the look-back to the longest lead time ahead, in date order. */
const activitiesInWindow = (run: ReminderRun): Promise<ComplianceActivityItem[]> =>
  run.memo('compliance:window', async () => {
    const days = daysFrom(addDays(run.today, -LOOK_BACK_DAYS), addDays(run.today, MAX_LEAD_DAYS));
    const out: ComplianceActivityItem[] = [];
    // a few Queries at a time: the window is ~180 small Queries, mostly empty
    for (let i = 0; i < days.length; i += 10) {
      const batch = await Promise.all(days.slice(i, i + 10).map((d) => dueOn(run, d)));
      for (const list of batch) out.push(...list);
    }
    return out;
  });

interface Person {
  employeeId: string;
  email: string;
  firstName: string;
}

interface CompanyView {
  setup: ComplianceSetup;
  people: Map<string, Person>;
  companyName: string;
}

/** A company's set-up and the active members of its teams, read once per run. */
const companyView = (run: ReminderRun, companyId: string): Promise<CompanyView> =>
  run.memo(`compliance:company:${companyId}`, async () => {
    const [setup, company] = await Promise.all([
      loadSetup(companyId),
      db().entities.company.get({ companyId }).go(),
    ]);
    const ids = [...new Set(setup.teams.flatMap((t) => t.memberIds))];
    const { data } = ids.length
      ? await db()
          .entities.employee.get(ids.map((employeeId) => ({ companyId, employeeId })))
          .go({ attributes: ['employeeId', 'email', 'firstName', 'status'] })
      : { data: [] };
    return {
      setup,
      companyName: company.data?.companyName ?? '',
      people: new Map(
        data
          .filter((e) => e.status === 'Active' && e.email)
          .map((e) => [e.employeeId, { employeeId: e.employeeId, email: e.email, firstName: e.firstName }]),
      ),
    };
  });

const membersOf = (view: CompanyView, teamId: string): Person[] =>
  (view.setup.teams.find((t) => t.teamId === teamId)?.memberIds ?? [])
    .map((id) => view.people.get(id))
    .filter((p): p is Person => Boolean(p));

const regulationOf = (view: CompanyView, a: ComplianceActivityItem): string =>
  view.setup.regulations.find((r) => r.regulationId === a.regulationId)?.name ?? '';

/** The reminders of one kind for the activities that pass `wanted`, one per member of the team it names. */
const remindersOf = async (
  run: ReminderRun,
  wanted: (a: ComplianceActivityItem, leadDays: number) => boolean,
  team: (a: ComplianceActivityItem) => string,
  occasion: (a: ComplianceActivityItem) => string,
  text: (a: ComplianceActivityItem, view: CompanyView, p: Person) => Reminder['mail'],
): Promise<Reminder[]> => {
  const out: Reminder[] = [];
  for (const a of await activitiesInWindow(run)) {
    if (!a.nextComplianceDate || !(await run.moduleOn(a.companyId))) continue;
    const lead = (await run.leadDays(a.companyId)) ?? 0;
    if (!wanted(a, lead)) continue;
    const view = await companyView(run, a.companyId);
    for (const p of membersOf(view, team(a))) {
      out.push({
        companyId: a.companyId,
        itemId: a.activityId,
        occasion: occasion(a),
        employeeId: p.employeeId,
        to: p.email,
        mail: text(a, view, p),
      });
    }
  }
  return out;
};

const link = {
  label: 'Open the activity',
  url: (a: ComplianceActivityItem) => appLink(activityPage(a.activityId)),
};
const due = (a: ComplianceActivityItem) => formatDate(a.nextComplianceDate!);

export const complianceDueSoon: ReminderKind = {
  kind: 'compliance-due-soon',
  find: (run) =>
    remindersOf(
      run,
      (a, lead) => a.state !== 'submitted' && isDueSoon(run.today, a.nextComplianceDate!, lead),
      (a) => a.complyingTeamId,
      (a) => a.nextComplianceDate!,
      (a, view, p) => ({
        subject: `Compliance activity due on ${due(a)}: ${a.name}`,
        paragraphs: [
          `Hello ${p.firstName},`,
          `“${a.name}” (${regulationOf(view, a)}) is due on ${due(a)}${a.graceDays ? `, with ${a.graceDays} days' grace` : ''}. Your complying team submits it with its evidence in ${view.companyName || 'Stratum'}'s compliance management.`,
          'You get this reminder because you are a member of the complying team. You can switch these reminders off in your reminder settings.',
        ],
        action: { label: link.label, url: link.url(a) },
      }),
    ),
};

export const complianceOverdue: ReminderKind = {
  kind: 'compliance-overdue',
  find: (run) =>
    remindersOf(
      run,
      (a) => a.state !== 'submitted' && Boolean(a.overdueFrom) && isOverdueOn(run.today, a.overdueFrom!),
      (a) => a.complyingTeamId,
      (a) => a.nextComplianceDate!,
      (a, view, p) => ({
        subject: `Compliance activity overdue: ${a.name}`,
        paragraphs: [
          `Hello ${p.firstName},`,
          `“${a.name}” (${regulationOf(view, a)}) was due on ${due(a)} and is now overdue${a.state === 'declined' ? ': its last submission was declined and waits to be submitted again' : ''}.`,
          'Please submit it with its evidence as soon as you can. You get this reminder because you are a member of the complying team.',
        ],
        action: { label: link.label, url: link.url(a) },
      }),
    ),
};

export const complianceAwaitingReview: ReminderKind = {
  kind: 'compliance-awaiting-review',
  find: (run) =>
    remindersOf(
      run,
      (a) => a.state === 'submitted' && a.nextComplianceDate! <= addDays(run.today, MAX_LEAD_DAYS),
      (a) => a.complianceTeamId,
      // a declined and resubmitted activity waits again: each submission is its own occasion
      (a) => `${a.nextComplianceDate}#v${a.version}`,
      (a, view, p) => ({
        subject: `Compliance submission waiting for your review: ${a.name}`,
        paragraphs: [
          `Hello ${p.firstName},`,
          `The complying team submitted “${a.name}” (${regulationOf(view, a)}), due on ${due(a)}. It waits for your compliance team to process or decline it.`,
          'You get this reminder because you are a member of the compliance team.',
        ],
        action: { label: link.label, url: link.url(a) },
      }),
    ),
};

/** Compliance's reminder kinds, registered with the engine (functions/src/reminders.ts). */
export const complianceReminderKinds: readonly ReminderKind[] = [
  complianceDueSoon,
  complianceOverdue,
  complianceAwaitingReview,
];
