import type { TAuditResponse, TReminderSetting } from '@stratum/contracts';
import { db } from '@stratum/core/db';
import { addDays } from '@stratum/rules';
import { runReminders, type Reminder, type ReminderKind } from '@stratum/core/kernel/reminders';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, get, post, stack, type Session } from '../../tests/support/api';
import { addFinding, makeAuditTenant, openAudit, setAudit } from '../../tests/support/audit-engagement';
import {
  complianceItem,
  makeComplianceTenant,
  setCompliance,
  setUpActivity,
} from '../../tests/support/compliance';
import { makeTenant, ownerSession, type Tenant } from '../../tests/support/world';
import { sendReminders } from './reminders';

const today = () => new Date().toISOString().slice(0, 10);

/** The reminder mails queued for a company, by kind of subject. */
const mailsOf = async (companyId: string) =>
  (await db().entities.outboxMail.query.byCompany({ companyId }).go({ pages: 'all' })).data.filter((m) =>
    /^Compliance (activity|submission)/.test(m.subject),
  );

const markersOf = async (companyId: string) =>
  (await db().entities.reminderMarker.query.byItem({ companyId }).go({ pages: 'all' })).data;

let owner: Session;

beforeAll(async () => {
  stack();
  owner = await ownerSession();
});

describe('compliance reminders', () => {
  let t: Tenant;
  beforeAll(async () => {
    t = await makeComplianceTenant(owner, 'remind');
  });

  it('mails the complying team once when an activity falls due soon, however often the run repeats', async () => {
    const { activity } = await setUpActivity(t, { recurrence: 'once', startDate: addDays(today(), 5) });
    const first = await sendReminders({ companyId: t.companyId });
    expect(first.queued).toBe(1);
    const again = await sendReminders({ companyId: t.companyId });
    expect(again).toMatchObject({ queued: 0, already: 1 });
    // two runs side by side (the schedule and `npm run reminders`) still queue it once
    await Promise.all([sendReminders({ companyId: t.companyId }), sendReminders({ companyId: t.companyId })]);
    const mails = await mailsOf(t.companyId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(t.employee.email);
    // the local mailer drains the outbox as soon as the mail is queued: it may be out already
    expect(['queued', 'sent']).toContain(mails[0]!.state);
    expect(mails[0]!.subject).toMatch(/^Compliance activity due on .*: Records of processing reviewed$/);
    // the mail's button opens the activity itself, where the team submits it
    expect(mails[0]!.content).toMatchObject({
      action: {
        label: 'Open the activity',
        url: expect.stringMatching(new RegExp(`/app/compliance-management/activity/${activity.id}$`)),
      },
    });
    // the marker names the mail it was written with
    expect((await markersOf(t.companyId)).map((m) => m.mailId)).toEqual([mails[0]!.mailId]);
  });

  it('mails the complying team when overdue, and the compliance team when a submission waits', async () => {
    const overdue = await setUpActivity(t, { recurrence: 'once', startDate: addDays(today(), -3) });
    const waiting = await setUpActivity(t, { recurrence: 'once', startDate: addDays(today(), 2) });
    await complianceItem(t.employee.token, 'submit', {
      id: waiting.activity.id,
      version: waiting.activity.version,
      notes: 'Register attached',
      evidenceEffectiveDate: today(),
    });
    await sendReminders({ companyId: t.companyId });
    await sendReminders({ companyId: t.companyId });
    const mails = await mailsOf(t.companyId);
    const overdueMails = mails.filter((m) => m.subject.startsWith('Compliance activity overdue'));
    expect(overdueMails.map((m) => m.to)).toEqual([t.employee.email]);
    const reviewMails = mails.filter((m) => m.subject.startsWith('Compliance submission waiting'));
    expect(reviewMails.map((m) => m.to)).toEqual([t.admin.email]);
    // the submitted activity is not "due soon" for the team that already submitted it
    const markers = await markersOf(t.companyId);
    expect(markers.filter((m) => m.itemId === waiting.activity.id).map((m) => m.kind)).toEqual([
      'compliance-awaiting-review',
    ]);
    expect(markers.filter((m) => m.itemId === overdue.activity.id).map((m) => m.kind)).toEqual([
      'compliance-overdue',
    ]);
  });

  it('sends nothing for a company whose compliance module is off', async () => {
    const off = await makeComplianceTenant(owner, 'remind-off');
    await setUpActivity(off, { recurrence: 'once', startDate: addDays(today(), 1) });
    await setCompliance(owner, off.companyId, false);
    expect((await sendReminders({ companyId: off.companyId })).queued).toBe(0);
    expect(await mailsOf(off.companyId)).toEqual([]);
  });
});

describe('opt-outs and lead times', () => {
  let t: Tenant;
  beforeAll(async () => {
    t = await makeComplianceTenant(owner, 'remind-prefs');
  });

  const settings = async (token: string) => {
    const r = await get<{ list: TReminderSetting[] }>('/company/reminders', {}, token);
    expect(r.status, r.body.err_msg).toBe(200);
    return r.body.data.list;
  };

  it('lists the kinds of the modules that are on, with the default lead time', async () => {
    const list = await settings(t.employee.token);
    expect(list.map((k) => k.kind)).toEqual([
      'compliance-due-soon',
      'compliance-overdue',
      'compliance-awaiting-review',
    ]);
    expect(list[0]).toMatchObject({ leadDays: 14, version: 0, optedOut: false });
    const none = await makeTenant(owner, 'remind-none');
    expect(await settings(none.admin.token)).toEqual([]);
  });

  it('a person who switched a kind off gets none of it; others still do', async () => {
    const off = await post(
      '/company/set-reminder-opt-out',
      { kind: 'compliance-due-soon', optedOut: true },
      t.employee.token,
    );
    expect(off.status, off.body.err_msg).toBe(200);
    expect((off.body.data as { item: TReminderSetting }).item.optedOut).toBe(true);
    expect((await settings(t.admin.token))[0]!.optedOut).toBe(false);
    await setUpActivity(t, { recurrence: 'once', startDate: addDays(today(), 4) });
    const r = await sendReminders({ companyId: t.companyId });
    expect(r).toMatchObject({ queued: 0, optedOut: 1 });
    // switched on again, the next run sends it
    await post(
      '/company/set-reminder-opt-out',
      { kind: 'compliance-due-soon', optedOut: false },
      t.employee.token,
    );
    expect((await sendReminders({ companyId: t.companyId })).queued).toBe(1);
  });

  it('the company’s lead time decides how early: an administrator sets it, on the version read', async () => {
    const setLead = (token: string, leadDays: number, version: number) =>
      post('/company/set-reminder-lead-time', { kind: 'compliance-due-soon', leadDays, version }, token);
    expect((await setLead(t.employee.token, 3, 0)).status).toBe(403);
    const tooLong = await setLead(t.admin.token, 61, 0);
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.err_msg).toBe('leadDays must be from 1 to 60 days');
    const noLead = await post(
      '/company/set-reminder-lead-time',
      { kind: 'compliance-overdue', leadDays: 3, version: 0 },
      t.admin.token,
    );
    expect(noLead.status).toBe(422);
    const set = await setLead(t.admin.token, 3, 0);
    expect(set.status, set.body.err_msg).toBe(200);
    expect((set.body.data as { item: TReminderSetting }).item).toMatchObject({ leadDays: 3, version: 1 });
    // a second administrator's save on the version they read before is refused, not lost
    expect((await setLead(t.admin.token, 7, 0)).status).toBe(409);

    const later = await setUpActivity(t, { recurrence: 'once', startDate: addDays(today(), 6) });
    await sendReminders({ companyId: t.companyId });
    expect((await markersOf(t.companyId)).some((m) => m.itemId === later.activity.id)).toBe(false);
    // three days ahead of the due date it is sent
    const soon = new Date(Date.parse(`${addDays(today(), 3)}T09:00:00Z`));
    await sendReminders({ companyId: t.companyId, now: soon });
    expect((await markersOf(t.companyId)).filter((m) => m.itemId === later.activity.id)).toHaveLength(1);
  });
});

describe('the engine', () => {
  let t: Tenant;
  beforeAll(async () => {
    t = await makeTenant(owner, 'remind-engine');
  });

  const reminder = (itemId: string, subject: string): Reminder => ({
    companyId: t.companyId,
    itemId,
    occasion: '2026-12-31',
    employeeId: t.employee.employeeId!,
    to: t.employee.email,
    mail: { subject, paragraphs: ['Hello'] },
  });
  const kindOf = (reminders: Reminder[]): ReminderKind => ({
    kind: 'compliance-overdue',
    find: async () => reminders,
  });
  const run = (reminders: Reminder[]) =>
    runReminders({ kinds: [kindOf(reminders)], moduleOn: async () => true, companyId: t.companyId });
  const engineMails = async () =>
    (
      await db().entities.outboxMail.query.byCompany({ companyId: t.companyId }).go({ pages: 'all' })
    ).data.filter((m) => m.subject.startsWith('Engine'));

  it('a reminder whose write fails leaves no marker and no mail, and the next run sends it once', async () => {
    // an item larger than DynamoDB takes: the transaction fails as a crash between the two writes would
    const broken = reminder('item-2', `Engine ${'x'.repeat(420_000)}`);
    const first = await run([reminder('item-1', 'Engine one'), broken]);
    expect(first).toMatchObject({ queued: 1, failed: 1 });
    expect((await markersOf(t.companyId)).map((m) => m.itemId)).toEqual(['item-1']);
    expect((await engineMails()).map((m) => m.subject)).toEqual(['Engine one']);

    const second = await run([reminder('item-1', 'Engine one'), reminder('item-2', 'Engine two')]);
    expect(second).toMatchObject({ queued: 1, already: 1, failed: 0 });
    expect((await engineMails()).map((m) => m.subject).sort()).toEqual(['Engine one', 'Engine two']);
  });

  it('a run cut short after some reminders loses none and doubles none', async () => {
    const all = ['a', 'b', 'c', 'd'].map((id) => reminder(`cut-${id}`, `Engine cut ${id}`));
    const cut = await runReminders({
      kinds: [kindOf(all)],
      moduleOn: async () => true,
      companyId: t.companyId,
      max: 2,
    });
    expect(cut.queued).toBe(2);
    const rest = await run(all);
    expect(rest).toMatchObject({ queued: 2, already: 2 });
    expect((await engineMails()).filter((m) => m.subject.startsWith('Engine cut'))).toHaveLength(4);
  });
});

describe('audit action reminders', () => {
  /** The audit reminder mails queued for a company. */
  const auditMails = async (companyId: string) =>
    (await db().entities.outboxMail.query.byCompany({ companyId }).go({ pages: 'all' })).data.filter((m) =>
      /^Audit action/.test(m.subject),
    );

  it('reminds an action’s owner before its due date and weekly once overdue, never an implemented one', async () => {
    const t = await makeAuditTenant(owner, 'remind-audit');
    const engagementId = (await openAudit(t)).id;
    const finding = await addFinding(t, engagementId, [t.employee.employeeId]);
    const body = { engagementId, findingId: finding.id };
    const requested = (await post<{ item: TAuditResponse }>('/audit-responses/request', body, t.admin.token))
      .body.data.item;
    const submitted = await post<{ item: TAuditResponse }>(
      '/audit-responses/submit',
      {
        ...body,
        version: requested.version,
        response: 'Agreed.',
        actions: [
          { title: 'Daily leaver feed', ownerId: t.employee.employeeId, dueOn: addDays(today(), 3) },
          { title: 'Access review', ownerId: t.employee.employeeId, dueOn: addDays(today(), -10) },
          { title: 'Policy update', ownerId: t.employee.employeeId, dueOn: addDays(today(), 20) },
          { title: 'Training', ownerId: t.employee.employeeId, dueOn: addDays(today(), -2) },
        ],
      },
      t.employee.token,
    );
    expect(submitted.status, submitted.body.err_msg).toBe(200);
    const training = submitted.body.data.item.actions.find((a) => a.title === 'Training')!;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      id: training.id,
      version: training.version,
      note: 'Done',
      status: 'Implemented',
    }))
      form.set(k, String(v));
    form.set('document', new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')]), 'training.pdf');
    const done = await call('POST', '/audit-responses/add-progress', { token: t.employee.token, raw: form });
    expect(done.status, done.body.err_msg).toBe(200);

    await sendReminders({ companyId: t.companyId });
    await sendReminders({ companyId: t.companyId });
    const mails = await auditMails(t.companyId);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(/^Audit action due on .*: Daily leaver feed$/),
      'Audit action overdue: Access review',
    ]);
    expect(mails.every((m) => m.to === t.employee.email)).toBe(true);
    const overdue = mails.find((m) => m.subject.includes('overdue'))!;
    expect(overdue.content).toMatchObject({
      action: { url: expect.stringMatching(/\/app\/audit-management\/issue-tracker\/add-progress\//) },
    });

    // Overdue is weekly: a run a week later reminds again; the due-soon one waits for its date.
    const nextWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    await sendReminders({ companyId: t.companyId, now: nextWeek });
    const later = await auditMails(t.companyId);
    expect(later.filter((m) => m.subject === 'Audit action overdue: Access review')).toHaveLength(2);
    // …and by then "Daily leaver feed" is overdue too (its due-soon reminder was sent once)
    expect(later.filter((m) => m.subject === 'Audit action overdue: Daily leaver feed')).toHaveLength(1);
    expect(later.filter((m) => /due on .*Daily leaver feed/.test(m.subject))).toHaveLength(1);

    // With Audit switched off, nothing more is sent.
    await setAudit(owner, t.companyId, false);
    const inTwoWeeks = new Date(Date.now() + 14 * 24 * 3600 * 1000);
    expect((await sendReminders({ companyId: t.companyId, now: inTwoWeeks })).queued).toBe(0);
  });
});
