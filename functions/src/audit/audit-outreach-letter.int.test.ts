import type { TEngagement, TEntranceMeeting, TLetterPreview, TNotificationLetter } from '@stratum/contracts';
import { MAX_ATTEMPTS } from '@stratum/core/kernel/outbox';
import { db } from '@stratum/core/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { pauseEmulator, resumeEmulator } from '../../../packages/local/src/faults';
import { call, get, post, type Reply } from '../../../tests/support/api';
import { makeAuditTenant, openAudit } from '../../../tests/support/audit-engagement';
import { latestMailTo } from '../../../tests/support/mail';
import { ownerSession, unique, type Person, type Tenant } from '../../../tests/support/world';
import { drainMail } from '../mailer';

/*
 * The notification letter and the entrance meeting over HTTP against the embedded AWS: the team
 * fills a letter template for the audit, and the letter goes out as a PDF attached to a mail per
 * auditee contact (read back from the local SES), recorded with each mail's state; the entrance
 * meeting is recorded, edited with version checks and given files; a closed audit no longer changes.
 */

type AuditTenant = Tenant & { outsider: Person & { employeeId: string } };
let c: AuditTenant;
let b: AuditTenant;
let audit: TEngagement;
let bAudit: TEngagement;
let templateId = '';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const ok = <T>(r: Reply<T>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};
const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};
const upload = (
  token: string,
  fields: Record<string, string>,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('document', new Blob([bytes]), name);
  return call<{ item: TEntranceMeeting }>('POST', '/audit-outreach/upload-entrance-meeting-file', {
    token,
    raw: form,
  });
};

beforeAll(async () => {
  const owner = await ownerSession();
  [c, b] = await Promise.all([makeAuditTenant(owner, 'audit-l'), makeAuditTenant(owner, 'audit-lb')]);
  [audit, bAudit] = await Promise.all([openAudit(c, 'Payroll audit'), openAudit(b, 'Their audit')]);
  const t = await post<{ item: { id: string } }>(
    '/audit-management/add-letter-template',
    {
      name: 'Engagement notice',
      subject: 'Audit notification: {{auditTitle}}',
      body: 'Dear {{auditeeUnit}} team,\n\nThe audit “{{auditTitle}}” runs from {{startDate}} to {{endDate}}, led by {{leadAuditor}}.\n\n{{companyName}} internal audit',
    },
    c.admin.token,
  );
  templateId = ok(t).item.id;
});

describe('the notification letter', () => {
  it('previews the template filled in for this audit', async () => {
    const { item } = ok(
      await get<{ item: TLetterPreview }>(
        '/audit-outreach/preview-notification-letter',
        { auditId: audit.id, templateId },
        c.admin.token,
      ),
    );
    expect(item.subject).toBe('Audit notification: Payroll audit');
    expect(item.body).toContain('The audit “Payroll audit” runs from 2026-11-01 to 2026-12-15, led by');
    expect(item.body).not.toContain('{{');
  });

  it('mails it to each contact with the PDF attached, and records it with each mail’s state', async () => {
    const emails = [`${unique('ann')}@auditee.example.com`, `${unique('ben')}@auditee.example.com`];
    const sent = ok(
      await post<{ item: TNotificationLetter }>(
        '/audit-outreach/send-notification-letter',
        {
          auditId: audit.id,
          templateId,
          contacts: [
            { name: 'Ann Auditee', email: emails[0] },
            { name: 'Ben Auditee', email: emails[1] },
          ],
        },
        c.admin.token,
      ),
    ).item;
    expect(sent.subject).toBe('Audit notification: Payroll audit');
    expect(sent.recipients.map((r) => [r.email, r.mail?.state])).toEqual([
      [emails[0], 'queued'],
      [emails[1], 'queued'],
    ]);

    const mail = await latestMailTo(emails[0]!, /Audit notification: Payroll audit/);
    expect(mail.body.text).toContain('Dear Ann Auditee,');
    expect(mail.body.text).toContain('The audit “Payroll audit” runs from 2026-11-01');
    const [pdf] = mail.attachments ?? [];
    expect(pdf?.filename).toBe('Notification letter.pdf');
    expect(pdf?.contentType).toBe('application/pdf');
    expect(Buffer.from(pdf!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const list = ok(
      await get<{ items: TNotificationLetter[]; templates: { id: string; name: string }[] }>(
        '/audit-outreach/notification-letters',
        { auditId: audit.id },
        c.employee.token,
      ),
    );
    expect(list.templates).toEqual([{ id: templateId, name: 'Engagement notice' }]);
    expect(list.items.map((l) => l.id)).toEqual([sent.id]);
    expect(list.items[0]!.recipients.find((r) => r.email === emails[0])?.mail?.state).toBe('sent');
    expect(list.items[0]!.sentBy.name).toMatch(/\S/);

    const link = ok(
      await get<{ url: string; name: string }>(
        '/audit-outreach/notification-letter-file',
        { auditId: audit.id, letterId: sent.id },
        c.employee.token,
      ),
    );
    expect(link.name).toBe('Notification letter.pdf');
    const file = await fetch(link.url);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('sends a mail the outbox gave up on again, and only that one', async () => {
    const email = `${unique('cal')}@auditee.example.com`;
    // SES never answers: every attempt is cut short; the sender's clock skips each backoff
    pauseEmulator('ses');
    let letter: TNotificationLetter;
    try {
      letter = ok(
        await post<{ item: TNotificationLetter }>(
          '/audit-outreach/send-notification-letter',
          { auditId: audit.id, templateId, contacts: [{ name: 'Cal Auditee', email }] },
          c.admin.token,
        ),
      ).item;
      let clock = Date.now();
      for (let i = 0; i < MAX_ATTEMPTS; i++) {
        await drainMail({ companyId: c.companyId, now: new Date(clock), sendTimeoutMs: 200 });
        clock += 3 * 60 * 60_000;
      }
    } finally {
      resumeEmulator('ses');
    }
    const ref = { auditId: audit.id, letterId: letter.id, email };
    const letters = () =>
      get<{ items: TNotificationLetter[] }>(
        '/audit-outreach/notification-letters',
        { auditId: audit.id },
        c.admin.token,
      );
    const stateOf = async () =>
      ok(await letters()).items.find((l) => l.id === letter.id)!.recipients[0]!.mail?.state;
    expect(await stateOf()).toBe('failed');

    expectFailed(
      await post('/audit-outreach/resend-notification-letter-mail', ref, c.employee.token),
      403,
      /Only/,
    );
    expectFailed(
      await post(
        '/audit-outreach/resend-notification-letter-mail',
        { ...ref, auditId: bAudit.id },
        c.admin.token,
      ),
      404,
      /no such/,
    );
    expectFailed(
      await post(
        '/audit-outreach/resend-notification-letter-mail',
        { ...ref, email: 'x@example.com' },
        c.admin.token,
      ),
      404,
      /did not go to/,
    );
    const again = ok(
      await post<{ item: TNotificationLetter }>(
        '/audit-outreach/resend-notification-letter-mail',
        ref,
        c.admin.token,
      ),
    ).item;
    expect(again.recipients[0]!.mail?.state).toBe('queued');
    await latestMailTo(email, /Audit notification: Payroll audit/);
    await expect.poll(stateOf).toBe('sent');
    // a sent mail is not sent again
    expectFailed(
      await post('/audit-outreach/resend-notification-letter-mail', ref, c.admin.token),
      422,
      /only a failed mail/,
    );
  });

  it('refuses the reviewer, someone off the team, another company’s audit or template, and bad contacts', async () => {
    const body = { auditId: audit.id, templateId, contacts: [{ name: 'X', email: 'x@example.com' }] };
    expectFailed(await post('/audit-outreach/send-notification-letter', body, c.employee.token), 403, /Only/);
    expectFailed(
      await get('/audit-outreach/notification-letters', { auditId: audit.id }, c.outsider.token),
      403,
      /Only/,
    );
    expectFailed(
      await post('/audit-outreach/send-notification-letter', { ...body, auditId: bAudit.id }, c.admin.token),
      404,
      /no such audit/,
    );
    expectFailed(
      await post(
        '/audit-outreach/send-notification-letter',
        { ...body, auditId: bAudit.id, templateId },
        b.admin.token,
      ),
      404,
      /./,
    );
    expectFailed(
      await post(
        '/audit-outreach/send-notification-letter',
        { ...body, contacts: [body.contacts[0], body.contacts[0]] },
        c.admin.token,
      ),
      422,
      /named twice/,
    );
    expectFailed(
      await post(
        '/audit-outreach/send-notification-letter',
        { ...body, contacts: [{ name: 'X', email: 'nope' }] },
        c.admin.token,
      ),
      400,
      /email/,
    );
  });
});

describe('the entrance meeting', () => {
  let m: TEntranceMeeting;

  it('is recorded with date, team and auditee attendees and minutes; a second first-save is a conflict', async () => {
    expect(
      ok(
        await get<{ item: TEntranceMeeting | null }>(
          '/audit-outreach/entrance-meeting',
          { auditId: audit.id },
          c.admin.token,
        ),
      ).item,
    ).toBeNull();
    const body = {
      auditId: audit.id,
      date: '2026-11-03',
      attendees: [
        { kind: 'team', employeeId: c.admin.employeeId },
        { kind: 'auditee', name: 'Ann Auditee', email: 'ann@auditee.example.com' },
      ],
      minutes:
        '<p><strong>Scope agreed.</strong> Walkthroughs next week.</p><script>alert(1)</script>' +
        '<ul><li onclick="steal()">Approval matrix</li></ul><a href="javascript:alert(1)">x</a>',
    };
    m = ok(
      await post<{ item: TEntranceMeeting }>('/audit-outreach/save-entrance-meeting', body, c.admin.token),
    ).item;
    expect(m.version).toBe(1);
    // rich text kept to the allow-list on the server: no script, handler or javascript: link
    expect(m.minutes).toBe(
      '<p><strong>Scope agreed.</strong> Walkthroughs next week.</p>' +
        '<ul><li>Approval matrix</li></ul><a target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(m.attendees.map((a) => [a.kind, a.name.length > 0, a.email])).toEqual([
      ['team', true, null],
      ['auditee', true, 'ann@auditee.example.com'],
    ]);
    expectFailed(
      await post('/audit-outreach/save-entrance-meeting', body, c.admin.token),
      409,
      /recorded already/,
    );
    expectFailed(
      await post(
        '/audit-outreach/save-entrance-meeting',
        { ...body, version: 1, attendees: [{ kind: 'team', employeeId: c.outsider.employeeId }] },
        c.admin.token,
      ),
      422,
      /on this audit’s team/,
    );
  });

  it('shows minutes saved as plain text before they were rich text escaped, never as markup', async () => {
    const key = { companyId: c.companyId, auditId: audit.id };
    const stored = (await db().entities.auditEntranceMeeting.get(key).go()).data!;
    await db()
      .entities.auditEntranceMeeting.put({
        ...stored,
        minutes: 'Old <b>minutes</b>\nLine two',
        minutesHtml: undefined,
      })
      .go();
    const shown = ok(
      await get<{ item: TEntranceMeeting }>(
        '/audit-outreach/entrance-meeting',
        { auditId: audit.id },
        c.admin.token,
      ),
    ).item;
    expect(shown.minutes).toBe('<p>Old &lt;b&gt;minutes&lt;/b&gt;</p><p>Line two</p>');
    await db().entities.auditEntranceMeeting.put(stored).go();
  });

  it('is edited with the version read (409 when stale) and takes files checked by type', async () => {
    const edit = {
      auditId: audit.id,
      version: m.version,
      date: '2026-11-04',
      attendees: [{ kind: 'auditee', name: 'Ann Auditee' }],
      minutes: 'Moved a day.',
    };
    const edited = ok(
      await post<{ item: TEntranceMeeting }>('/audit-outreach/save-entrance-meeting', edit, c.admin.token),
    ).item;
    expect([edited.date, edited.version, edited.minutes]).toEqual(['2026-11-04', 2, '<p>Moved a day.</p>']);
    expectFailed(
      await post('/audit-outreach/save-entrance-meeting', edit, c.admin.token),
      409,
      /changed by someone else/,
    );

    expectFailed(
      await upload(
        c.admin.token,
        { auditId: audit.id, version: '2' },
        new TextEncoder().encode('plain text'),
        'x.txt',
      ),
      415,
      /PDF, PNG/,
    );
    const withFile = ok(
      await upload(c.admin.token, { auditId: audit.id, version: '2' }, PDF, 'agenda.pdf'),
    ).item;
    expect(withFile.files.map((f) => [f.name, f.type])).toEqual([['agenda.pdf', 'application/pdf']]);
    expectFailed(
      await upload(c.admin.token, { auditId: audit.id, version: '2' }, PDF, 'again.pdf'),
      409,
      /changed/,
    );
    const link = ok(
      await get<{ url: string; name: string }>(
        '/audit-outreach/entrance-meeting-file',
        { auditId: audit.id, fileId: withFile.files[0]!.id },
        c.employee.token,
      ),
    );
    expect((await fetch(link.url)).status).toBe(200);
    expectFailed(
      await get('/audit-outreach/entrance-meeting', { auditId: audit.id }, b.admin.token),
      404,
      /no such audit/,
    );
    m = withFile;
  });

  it('takes a file off on the version read, and its object is gone', async () => {
    const added = ok(
      await upload(c.admin.token, { auditId: audit.id, version: String(m.version) }, PDF, 'spare.pdf'),
    ).item;
    const spare = added.files.find((f) => f.name === 'spare.pdf')!;
    const link = ok(
      await get<{ url: string }>(
        '/audit-outreach/entrance-meeting-file',
        { auditId: audit.id, fileId: spare.id },
        c.admin.token,
      ),
    );
    const ref = { auditId: audit.id, fileId: spare.id, version: added.version };
    const remove = (body: Record<string, unknown>, token: string) =>
      post<{ item: TEntranceMeeting }>('/audit-outreach/remove-entrance-meeting-file', body, token);
    expectFailed(await remove(ref, c.employee.token), 403, /Only/);
    expectFailed(await remove({ ...ref, auditId: bAudit.id }, c.admin.token), 404, /no such audit/);
    expectFailed(await remove({ ...ref, version: added.version - 1 }, c.admin.token), 409, /changed/);
    const after = ok(await remove(ref, c.admin.token)).item;
    expect(after.version).toBe(added.version + 1);
    expect(after.files.map((f) => f.name)).toEqual(m.files.map((f) => f.name));
    expectFailed(await remove({ ...ref, version: after.version }, c.admin.token), 404, /no such file/);
    expect((await fetch(link.url)).status).toBe(404);
    m = after;
  });

  it('no longer changes, nor is a letter sent, once the audit is closed', async () => {
    const other = await openAudit(c, 'Closed audit');
    ok(
      await post(
        '/audit-engagement/close',
        { engagementId: other.id, version: other.version },
        c.admin.token,
      ),
    );
    expectFailed(
      await post(
        '/audit-outreach/save-entrance-meeting',
        { auditId: other.id, date: '2026-11-03', attendees: [{ kind: 'auditee', name: 'A' }] },
        c.admin.token,
      ),
      422,
      /closed/,
    );
    expectFailed(
      await post(
        '/audit-outreach/send-notification-letter',
        { auditId: other.id, templateId, contacts: [{ name: 'A', email: 'a@example.com' }] },
        c.admin.token,
      ),
      422,
      /closed/,
    );
  });
});
