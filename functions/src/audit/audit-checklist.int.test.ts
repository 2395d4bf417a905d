import type { TAuditTask, TChecklist, TChecklistList } from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, get, post, type Reply } from '../../../tests/support/api';
import { addPerson, makeAuditTenant, openAudit } from '../../../tests/support/audit-engagement';
import {
  addChecklist,
  addChecklistTemplate,
  CHECKLIST_TEMPLATE_ITEMS,
  checklistMailsTo,
  sendChecklist,
} from '../../../tests/support/audit-checklist';
import { latestMailTo } from '../../../tests/support/mail';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { ownerSession, type Person, type Tenant } from '../../../tests/support/world';

/*
 * The audit checklist over HTTP against the embedded AWS: made from a settings template (its items
 * copied), edited while Draft, sent to an auditee employee (a my-task item and one mail), answered
 * and completed by the auditee only (every item answered, else 422 naming what is open), read by
 * the team, given back once. Stale versions 409, bad input 400 with nothing changed, another
 * company's ids 404.
 */

type AuditTenant = Tenant & { outsider: Person & { employeeId: string } };
let c: AuditTenant;
let b: AuditTenant;
let engagementId: string;
let templateId: string;
let bChecklist: TChecklist;
let stranger: Person & { employeeId: string };

const ok = <T>(r: Reply<T>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};
const failed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};
const one = (id: string, token: string) =>
  get<{ item: TChecklist }>('/audit-report/audit-checklist', { id }, token);
const act = (action: string, body: Record<string, unknown>, token: string) =>
  post<{ item: TChecklist }>(`/audit-report/audit-checklist-${action}`, body, token);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const upload = (x: TChecklist, itemId: string, token: string, content: BlobPart = PDF) => {
  const form = new FormData();
  form.set('id', x.id);
  form.set('version', String(x.version));
  form.set('itemId', itemId);
  form.set('document', new Blob([content]), 'safe-log.pdf');
  return call<{ item: TChecklist }>('POST', '/audit-report/audit-checklist-upload-file', {
    token,
    raw: form,
  });
};
const allYes = (x: TChecklist) => x.items.map((i) => ({ itemId: i.id, answer: 'Yes', comment: 'Seen' }));

beforeAll(async () => {
  const owner = await ownerSession();
  [c, b] = await Promise.all([makeAuditTenant(owner, 'audit-cl'), makeAuditTenant(owner, 'audit-clb')]);
  const [audit, bAudit] = await Promise.all([openAudit(c, 'Cash office audit'), openAudit(b, 'Their audit')]);
  engagementId = audit.id;
  stranger = await addPerson(c.admin, 'stranger');
  templateId = (await addChecklistTemplate(c)).id;
  const bTemplate = await addChecklistTemplate(b);
  bChecklist = await addChecklist(b, bAudit.id, bTemplate.id, [b.outsider.employeeId]);
});

describe('making a checklist', () => {
  it.each([
    ['no auditee', { auditeeIds: [] }, 400, /auditeeIds: name at least one auditee/],
    ['no title', { title: '  ' }, 400, /title is required/],
    ['a bad template id', { templateId: 'nope' }, 400, /templateId/],
    [
      'a template of no setting',
      { templateId: '01JB0000000000000000000000' },
      422,
      /no such checklist template/,
    ],
    [
      'an auditee who is no employee',
      { auditeeIds: ['01JB0000000000000000000000'] },
      422,
      /auditeeIds: no active employee/,
    ],
  ])('refuses %s, and nothing is written', async (_, change, status, message) => {
    const before = await tenantSnapshot(c.companyId);
    const body = {
      engagementId,
      templateId,
      title: 'Cash office checklist',
      auditeeIds: [c.outsider.employeeId],
      ...change,
    };
    failed(await act('add', body, c.admin.token), status, message);
    expect(await tenantSnapshot(c.companyId)).toEqual(before);
  });

  it('refuses the reviewer (403) and another company’s engagement (404)', async () => {
    const body = { engagementId, templateId, title: 'X', auditeeIds: [c.outsider.employeeId] };
    failed(await act('add', body, c.employee.token), 403, /Only/);
    failed(
      await act('add', { ...body, engagementId: bChecklist.engagementId }, c.admin.token),
      404,
      /no such audit/,
    );
  });

  it('copies the template’s items: a later change to the template moves no checklist', async () => {
    const made = await addChecklist(c, engagementId, templateId, [c.outsider.employeeId]);
    expect(made.status).toBe('Draft');
    expect(made.items.map((i) => i.text)).toEqual(CHECKLIST_TEMPLATE_ITEMS);
    expect(made.auditees).toEqual([{ employeeId: c.outsider.employeeId, fullName: expect.any(String) }]);
    const t = ok(
      await get<{ item: { version: number } }>(
        '/audit-management/checklist-template',
        { id: templateId },
        c.admin.token,
      ),
    );
    ok(
      await post(
        '/audit-management/update-checklist-template',
        {
          id: templateId,
          version: t.item.version,
          name: 'Cash handling',
          items: ['Something else entirely.'],
        },
        c.admin.token,
      ),
    );
    expect(ok(await one(made.id, c.admin.token)).item.items.map((i) => i.text)).toEqual(
      CHECKLIST_TEMPLATE_ITEMS,
    );
  });
});

describe('the whole round: edit, send, answer, complete, read, return', () => {
  let x: TChecklist;
  beforeAll(async () => {
    // a template of its own: the one above was changed on purpose
    const template = await addChecklistTemplate(c, 'Cash round template');
    x = await addChecklist(c, engagementId, template.id, [c.outsider.employeeId], 'Cash round');
  });

  it('edits a draft on its version; a stale version is a 409', async () => {
    const body = {
      id: x.id,
      version: x.version,
      title: 'Cash round 2026',
      auditeeIds: [c.outsider.employeeId],
      items: [...x.items.map((i) => ({ id: i.id, text: i.text })), { text: 'Receipts are numbered.' }],
    };
    x = ok(await act('update', body, c.admin.token)).item;
    expect(x.title).toBe('Cash round 2026');
    expect(x.items).toHaveLength(4);
    failed(await act('update', body, c.admin.token), 409, /changed by someone else/);
  });

  it('the auditee cannot answer a draft, nor a stranger see it', async () => {
    failed(
      await act('answer', { id: x.id, version: x.version, answers: [] }, c.outsider.token),
      422,
      /only a sent checklist/,
    );
    failed(await one(x.id, stranger.token), 403, /Only the audit’s team/);
  });

  it('sends it: Sent, a my-task item for the auditee and one mail linking into Stratum', async () => {
    failed(
      await act('send', { id: x.id, version: x.version }, c.employee.token),
      403,
      /lead, its performers/,
    );
    x = ok(
      await act('send', { id: x.id, version: x.version, note: 'By Friday please.' }, c.admin.token),
    ).item;
    expect(x.status).toBe('Sent');
    expect(x.sentAt).not.toBeNull();
    failed(
      await act('send', { id: x.id, version: x.version }, c.admin.token),
      422,
      /only a draft can be sent/,
    );
    const tasks = ok(await get<{ list: TAuditTask[] }>('/audit-engagement/my-task', {}, c.outsider.token));
    expect(tasks.list).toContainEqual(
      expect.objectContaining({
        kind: 'checklist',
        role: 'owner',
        artefactId: x.id,
        artefactTitle: 'Cash round 2026',
      }),
    );
    const mail = await latestMailTo(c.outsider.email, /Audit checklist to answer/);
    expect(mail.body.text).toContain(`/app/audit-management/audit-report/audit-checklist/${x.id}`);
    expect(mail.body.text).toContain('By Friday please.');
    expect(await checklistMailsTo(c.outsider.email)).toBe(1);
  });

  it('only the auditee answers (403 for the lead and a stranger; 404 for another company)', async () => {
    const body = { id: x.id, version: x.version, answers: allYes(x) };
    failed(await act('answer', body, c.admin.token), 403, /Only the checklist’s auditees/);
    failed(await act('answer', body, stranger.token), 403, /Only the audit’s team/);
    failed(await act('answer', { ...body, id: bChecklist.id }, c.outsider.token), 404, /no such checklist/);
    failed(await one(bChecklist.id, c.admin.token), 404, /no such checklist/);
  });

  it('refuses bad answers with nothing changed', async () => {
    const before = await tenantSnapshot(c.companyId);
    const item = x.items[0]!.id;
    failed(
      await act(
        'answer',
        { id: x.id, version: x.version, answers: [{ itemId: item, answer: 'Maybe', comment: '' }] },
        c.outsider.token,
      ),
      400,
      /answer must be Yes, No or N\/A/,
    );
    failed(
      await act(
        'answer',
        {
          id: x.id,
          version: x.version,
          answers: [{ itemId: bChecklist.items[0]!.id, answer: 'Yes', comment: '' }],
        },
        c.outsider.token,
      ),
      422,
      /no such item in this checklist/,
    );
    expect(await tenantSnapshot(c.companyId)).toEqual(before);
  });

  it('saves part of the answers; completing with items open is a 422 naming them', async () => {
    const [first, ...rest] = x.items;
    x = ok(
      await act(
        'answer',
        {
          id: x.id,
          version: x.version,
          answers: [{ itemId: first!.id, answer: 'No', comment: 'Counted twice a week' }],
        },
        c.outsider.token,
      ),
    ).item;
    expect(x.answered).toBe(1);
    expect(x.items[0]).toMatchObject({
      answer: 'No',
      comment: 'Counted twice a week',
      answeredBy: expect.any(String),
    });
    failed(
      await act('complete', { id: x.id, version: x.version, answers: [] }, c.outsider.token),
      422,
      /3 are still open: “The safe is locked/,
    );
    expect(rest).toHaveLength(3);
    failed(
      await act('answer', { id: x.id, version: x.version - 1, answers: [] }, c.outsider.token),
      409,
      /changed by someone else/,
    );
  });

  it('takes the auditee’s evidence file on an item; the team opens it; others are refused', async () => {
    const itemId = x.items[1]!.id;
    failed(await upload(x, itemId, c.admin.token), 403, /Only the checklist’s auditees/);
    failed(await upload(x, itemId, c.outsider.token, 'plain text'), 415, /evidence must be/);
    failed(await upload(x, bChecklist.items[0]!.id, c.outsider.token), 422, /no such item/);
    x = ok(await upload(x, itemId, c.outsider.token)).item;
    expect(x.files).toEqual([
      expect.objectContaining({ itemId, filename: 'safe-log.pdf', contentType: 'application/pdf' }),
    ]);
    failed(
      await upload({ ...x, version: x.version - 1 }, itemId, c.outsider.token),
      409,
      /changed by someone else/,
    );
    const link = ok(
      await get<{ url: string }>(
        '/audit-report/audit-checklist-file',
        { id: x.id, fileId: x.files[0]!.fileId },
        c.employee.token,
      ),
    );
    expect(new Uint8Array(await (await fetch(link.url)).arrayBuffer())).toEqual(PDF);
    failed(
      await get(
        '/audit-report/audit-checklist-file',
        { id: x.id, fileId: x.files[0]!.fileId },
        stranger.token,
      ),
      403,
      /Only the audit’s team/,
    );
  });

  it('completes it: the task goes, the team reads who answered what', async () => {
    const answers = x.items.slice(1).map((i) => ({ itemId: i.id, answer: 'N/A', comment: '' }));
    x = ok(await act('complete', { id: x.id, version: x.version, answers }, c.outsider.token)).item;
    expect(x.status).toBe('Completed');
    expect(x.completedBy).toBeTruthy();
    const tasks = ok(await get<{ list: TAuditTask[] }>('/audit-engagement/my-task', {}, c.outsider.token));
    expect(tasks.list.filter((t) => t.artefactId === x.id)).toEqual([]);
    const read = ok(await one(x.id, c.employee.token)).item;
    expect(read.items.map((i) => i.answer)).toEqual(['No', 'N/A', 'N/A', 'N/A']);
    expect(read.canManage).toBe(false);
    failed(
      await act('answer', { id: x.id, version: x.version, answers: [] }, c.outsider.token),
      422,
      /only a sent checklist/,
    );
  });

  it('gives it back once with a note; the answers stay', async () => {
    failed(await act('return', { id: x.id, version: x.version, note: '' }, c.admin.token), 400, /note/);
    x = ok(
      await act(
        'return',
        { id: x.id, version: x.version, note: 'Please count daily from now.' },
        c.admin.token,
      ),
    ).item;
    expect(x.status).toBe('Sent');
    expect(x.returnNote).toBe('Please count daily from now.');
    expect(x.answered).toBe(4);
    expect((await latestMailTo(c.outsider.email, /given back/)).body.text).toContain(
      'Please count daily from now.',
    );
    x = ok(await act('complete', { id: x.id, version: x.version, answers: [] }, c.outsider.token)).item;
    failed(
      await act('return', { id: x.id, version: x.version, note: 'Again' }, c.admin.token),
      422,
      /given back once already/,
    );
  });

  it('lists it with its status for the team and the auditee, not for a stranger', async () => {
    const list = (token: string, q: Record<string, string> = {}) =>
      get<TChecklistList>('/audit-report/audit-checklists', q, token);
    const mine = ok(await list(c.admin.token, { status: 'Completed' }));
    expect(mine.list.map((r) => r.id)).toContain(x.id);
    expect(mine.list.every((r) => r.status === 'Completed')).toBe(true);
    expect(mine.templates.map((t) => t.id)).toContain(templateId);
    expect(mine.engagements.map((e) => e.id)).toContain(engagementId);
    expect(ok(await list(c.outsider.token)).list.map((r) => r.id)).toContain(x.id);
    expect(ok(await list(stranger.token)).list).toEqual([]);
    expect(ok(await list(c.admin.token, { engagementId })).list.map((r) => r.id)).toContain(x.id);
    failed(await list(c.admin.token, { engagementId: bChecklist.engagementId }), 404, /no such audit/);
  });

  it('deletes only a draft', async () => {
    failed(
      await act('delete', { id: x.id, version: x.version }, c.admin.token),
      422,
      /only a draft can be deleted/,
    );
    const d = await addChecklist(c, engagementId, templateId, [stranger.employeeId], 'Scrap');
    ok(await post('/audit-report/audit-checklist-delete', { id: d.id, version: d.version }, c.admin.token));
    failed(await one(d.id, c.admin.token), 404, /no such checklist/);
  });
});

describe('a send raced by an edit', () => {
  it('sends once: the second send on the same version is a 409 and mails nothing more', async () => {
    const d = await addChecklist(c, engagementId, templateId, [stranger.employeeId], 'Raced');
    const sent = await sendChecklist(c, d);
    expect(sent.status).toBe('Sent');
    failed(
      await act('send', { id: d.id, version: d.version }, c.admin.token),
      409,
      /changed by someone else/,
    );
    expect(await checklistMailsTo(stranger.email)).toBe(1);
  });
});
