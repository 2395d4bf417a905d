import { LINK_REFUSED, type TQuestionnaire, type TRespondentQuestionnaire } from '@stratum/contracts';
import { config } from '@stratum/core/kernel/config';
import { readLinkToken, signLinkToken } from '@stratum/core/kernel/link-tokens';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, get, post, stack, type Reply } from '../../../tests/support/api';
import { makeAuditTenant, openAudit } from '../../../tests/support/audit-engagement';
import { mailedLink, sendQuestionnaireTo, setQuestionnaire } from '../../../tests/support/audit-outreach';
import { latestMailTo } from '../../../tests/support/mail';
import { ownerSession, type Person, type Tenant } from '../../../tests/support/world';

/*
 * The audit questionnaire over HTTP against the embedded AWS: the team sets it and mails each
 * contact a link; the contact, with no account, opens it, answers with attachments and submits
 * once; the team reads the answers. A link answers for its own questionnaire and contact only, and
 * an expired, spent, withdrawn or forged link gets the same refusal.
 */

type AuditTenant = Tenant & { outsider: Person & { employeeId: string } };
let c: AuditTenant;
let b: AuditTenant;
let q: TQuestionnaire;
let bq: TQuestionnaire;
/** the first contact's link, and the second's */
let ann = '';
let bob = '';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const ok = <T>(r: Reply<T>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data;
};
const expectFailed = (r: Reply, status: number, message: RegExp | string) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  if (typeof message === 'string') expect(r.body.err_msg).toBe(message);
  else expect(r.body.err_msg).toMatch(message);
};
const refused = (r: Reply) => expectFailed(r, 401, LINK_REFUSED);

const team = <T>(action: string, query: Record<string, string>, token: string) =>
  get<T>(`/audit-outreach/${action}`, query, token);
const respondent = <T>(action: string, query: Record<string, string>, link: string) =>
  get<T>(`/audit-questionnaire/${action}`, query, link);
const ref = (questionnaire: TQuestionnaire, i: number) => ({
  auditQuestionnaireId: questionnaire.id,
  userId: questionnaire.contacts[i]!.id,
});
const questionIds = (questionnaire: TQuestionnaire) =>
  questionnaire.areas.flatMap((a) => a.questions.map((x) => x.id));
const allAnswered = (questionnaire: TQuestionnaire) =>
  questionIds(questionnaire).map((questionId, i) => ({ questionId, answer: `Answer ${i + 1}` }));
const upload = (
  link: string,
  fields: Record<string, string>,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('document', new Blob([bytes]), name);
  return call<{ file: { id: string; name: string } }>('POST', '/audit-questionnaire/upload-attachment', {
    token: link,
    raw: form,
  });
};

beforeAll(async () => {
  const owner = await ownerSession();
  [c, b] = await Promise.all([makeAuditTenant(owner, 'audit-q'), makeAuditTenant(owner, 'audit-qb')]);
  const [audit, bAudit] = await Promise.all([openAudit(c), openAudit(b, 'Their audit')]);
  [q, bq] = await Promise.all([setQuestionnaire(c, audit.id), setQuestionnaire(b, bAudit.id)]);
});

describe('the team sets the questionnaire', () => {
  it('saves areas and questions with ids; a second save needs the version read', async () => {
    expect(q.areas.map((a) => [a.name, a.questions.length])).toEqual([
      ['Purchasing', 2],
      ['Suppliers', 1],
    ]);
    expect(q.contacts).toEqual([]);
    const body = { auditId: q.auditId, title: 'Renamed', areas: q.areas };
    expectFailed(await post('/audit-outreach/save-questionnaire', body, c.admin.token), 409, /already/);
    const saved = ok(
      await post<{ item: TQuestionnaire }>(
        '/audit-outreach/save-questionnaire',
        { ...body, title: q.title, version: q.version },
        c.admin.token,
      ),
    ).item;
    expect(saved.version).toBe(q.version + 1);
    expect(questionIds(saved)).toEqual(questionIds(q));
    expectFailed(
      await post('/audit-outreach/save-questionnaire', { ...body, version: q.version }, c.admin.token),
      409,
      /changed by someone else/,
    );
    q = saved;
  });

  it('lets the reviewer read it but not change it; someone on no team neither; another company’s audit is 404', async () => {
    expect(
      ok(await team<{ item: TQuestionnaire }>('questionnaire', { auditId: q.auditId }, c.employee.token)).item
        ?.id,
    ).toBe(q.id);
    expectFailed(
      await post(
        '/audit-outreach/save-questionnaire',
        { auditId: q.auditId, version: q.version, title: 'X', areas: q.areas },
        c.employee.token,
      ),
      403,
      /Only/,
    );
    expectFailed(await team('questionnaire', { auditId: q.auditId }, c.outsider.token), 403, /Only/);
    expectFailed(await team('questionnaire', { auditId: bq.auditId }, c.admin.token), 404, /no such audit/);
  });
});

describe('sending it', () => {
  it('mails each contact their own link, issued when the mail goes out', async () => {
    const sent = await sendQuestionnaireTo(c, q, ['Ann Auditee', 'Bob Auditee']);
    q = sent.item;
    expect(q.contacts.map((x) => [x.name, x.state])).toEqual([
      ['Ann Auditee', 'Sent'],
      ['Bob Auditee', 'Sent'],
    ]);
    [ann, bob] = (await Promise.all(sent.emails.map(mailedLink))) as [string, string];
    expect(ann).not.toBe(bob);
    const mail = await latestMailTo(sent.emails[0]!, /Audit questionnaire/);
    expect(mail.body.text).toContain('Procurement audit');
    expect(mail.body.text).toContain('you need no account');
    // Only now does a contact have a link in force; the team sees the mail went out.
    const seen = ok(
      await team<{ item: TQuestionnaire }>('questionnaire', { auditId: q.auditId }, c.admin.token),
    ).item!;
    expect(seen.contacts.every((x) => x.linkExpiresAt && x.mail?.state === 'sent')).toBe(true);
    q = seen;
  });

  it('refuses a contact who has a link already', async () => {
    const again = { name: 'Ann Again', email: q.contacts[0]!.email };
    expectFailed(
      await post(
        '/audit-outreach/send-questionnaire',
        { auditId: q.auditId, version: q.version, contacts: [again] },
        c.admin.token,
      ),
      422,
      /has a link/,
    );
  });
});

describe('the respondent, with no account', () => {
  it('opens the link: it names this questionnaire and contact', async () => {
    expect(ok(await respondent('open', {}, ann))).toEqual(ref(q, 0));
    const page = ok(await respondent<{ item: TRespondentQuestionnaire }>('get', ref(q, 0), ann)).item;
    expect(page).toMatchObject({
      title: q.title,
      auditTitle: 'Procurement audit',
      contactName: 'Ann Auditee',
      companyName: c.companyName,
    });
    expect(page.areas).toEqual(q.areas);
  });

  it('a link answers nothing about another contact, questionnaire or company', async () => {
    refused(await respondent('get', ref(q, 1), ann));
    refused(await respondent('get', { ...ref(q, 0), auditQuestionnaireId: bq.id }, ann));
    refused(await post('/audit-questionnaire/submit', { ...ref(q, 1), answers: allAnswered(q) }, ann));
  });

  it('a session is not a link, and no token, a forged or an expired link get the same refusal', async () => {
    stack();
    refused(await respondent('open', {}, c.admin.token));
    refused(await call('GET', '/audit-questionnaire/open'));
    const claims = readLinkToken(ann, config().LINK_TOKEN_SECRET!)!;
    const expired = signLinkToken({ ...claims, expiresAt: Date.now() - 1000 }, config().LINK_TOKEN_SECRET!);
    const forged = signLinkToken(
      { ...claims, expiresAt: Date.now() + 99e9 },
      'someone-else’s-key-of-48-characters-long-xxxxxx',
    );
    const otherTarget = signLinkToken(
      { ...claims, target: `${q.id}/${q.contacts[1]!.id}` },
      config().LINK_TOKEN_SECRET!,
    );
    for (const bad of [expired, forged, otherTarget, `${ann}x`, 'l1.e30.AAAA']) {
      refused(await respondent('open', {}, bad));
      refused(await respondent('get', ref(q, 0), bad));
    }
  });

  it('attaches a PDF to an answer; another file type is refused', async () => {
    const questionId = questionIds(q)[0]!;
    const added = ok(await upload(ann, { ...ref(q, 0), questionId }, PDF, 'approvals.pdf')).file;
    expect(added.name).toBe('approvals.pdf');
    expectFailed(
      await upload(ann, { ...ref(q, 0), questionId }, new TextEncoder().encode('MZ not a pdf'), 'run.pdf'),
      415,
      /PDF, PNG or JPEG/,
    );
    const page = ok(await respondent<{ item: TRespondentQuestionnaire }>('get', ref(q, 0), ann)).item;
    expect(page.files.map((f) => [f.name, f.questionId])).toEqual([['approvals.pdf', questionId]]);
  });

  it('submits once: every question answered, then the link is spent', async () => {
    expectFailed(
      await post('/audit-questionnaire/submit', { ...ref(q, 0), answers: allAnswered(q).slice(1) }, ann),
      422,
      /every question: 1 is still open/,
    );
    const done = ok(
      await post<{ submittedAt: string }>(
        '/audit-questionnaire/submit',
        { ...ref(q, 0), answers: allAnswered(q) },
        ann,
      ),
    );
    expect(done.submittedAt).toMatch(/^\d{4}-/);
    refused(await post('/audit-questionnaire/submit', { ...ref(q, 0), answers: allAnswered(q) }, ann));
    refused(await respondent('get', ref(q, 0), ann));
    refused(await respondent('open', {}, ann));
  });
});

describe('the team reads the answers', () => {
  it('shows the contact’s answers and attachment, with a link to the file', async () => {
    const seen = ok(
      await team<{ item: TQuestionnaire }>('questionnaire', { auditId: q.auditId }, c.employee.token),
    ).item!;
    const first = seen.contacts[0]!;
    expect(first.state).toBe('Answered');
    expect(first.answers.map((a) => a.answer)).toEqual(['Answer 1', 'Answer 2', 'Answer 3']);
    expect(first.files.map((f) => f.name)).toEqual(['approvals.pdf']);
    const link = ok(
      await team<{ url: string; name: string }>(
        'questionnaire-file-link',
        { auditId: q.auditId, contactId: first.id, fileId: first.files[0]!.id },
        c.admin.token,
      ),
    );
    const file = await fetch(link.url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    expectFailed(
      await team(
        'questionnaire-file-link',
        { auditId: bq.auditId, contactId: first.id, fileId: first.files[0]!.id },
        c.admin.token,
      ),
      404,
      /no such audit/,
    );
  });
});

describe('withdrawing a link', () => {
  it('refuses the withdrawn link from then on; an answered contact’s link cannot be withdrawn', async () => {
    expect(ok(await respondent('open', {}, bob))).toEqual(ref(q, 1));
    const after = ok(
      await post<{ item: TQuestionnaire }>(
        '/audit-outreach/withdraw-questionnaire-link',
        { auditId: q.auditId, contactId: q.contacts[1]!.id },
        c.admin.token,
      ),
    ).item;
    expect(after.contacts[1]!.state).toBe('Withdrawn');
    refused(await respondent('open', {}, bob));
    refused(await post('/audit-questionnaire/submit', { ...ref(q, 1), answers: allAnswered(q) }, bob));
    expectFailed(
      await post(
        '/audit-outreach/withdraw-questionnaire-link',
        { auditId: q.auditId, contactId: q.contacts[0]!.id },
        c.admin.token,
      ),
      422,
      /spent/,
    );
  });
});

describe('a link for one audit', () => {
  it('answers nothing about another audit’s questionnaire, and two submits at once spend it once', async () => {
    const other = await openAudit(c, 'Payroll audit');
    const oq = await setQuestionnaire(c, other.id);
    const sent = await sendQuestionnaireTo(c, oq, ['Cleo Auditee']);
    const cleo = await mailedLink(sent.emails[0]!);
    const cleoRef = { auditQuestionnaireId: oq.id, userId: sent.item.contacts[0]!.id };
    // the first audit's ids with the second audit's link, and the other way round
    refused(await respondent('get', ref(q, 0), cleo));
    refused(await respondent('get', cleoRef, ann));
    const answers = allAnswered(oq);
    const both = await Promise.all([
      post('/audit-questionnaire/submit', { ...cleoRef, answers }, cleo),
      post('/audit-questionnaire/submit', { ...cleoRef, answers }, cleo),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, expect.any(Number)]);
    expect(both.filter((r) => r.status === 200)).toHaveLength(1);
    expect([401, 409]).toContain(both.find((r) => r.status !== 200)!.status);
    refused(await respondent('open', {}, cleo));
  });
});
