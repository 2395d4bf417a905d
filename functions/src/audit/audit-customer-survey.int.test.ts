import {
  LINK_REFUSED,
  type TAuditSummary,
  type TCustomerSurvey,
  type TCustomerSurveyPage,
  type TCustomerSurveyYear,
  type TRespondentCustomerSurvey,
} from '@stratum/contracts';
import { config } from '@stratum/core/kernel/config';
import { readLinkToken, signLinkToken } from '@stratum/core/kernel/link-tokens';
import { auditSurveyAverage, twoDecimals } from '@stratum/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, get, post, stack, type Reply } from '../../../tests/support/api';
import { makeAuditTenant, openAudit } from '../../../tests/support/audit-engagement';
import {
  addSurveyTemplate,
  makeFinalReport,
  mailedSurveyLink,
  sendSurveyTo,
  surveyMailsTo,
} from '../../../tests/support/audit-survey';
import { ownerSession, type Person, type Tenant } from '../../../tests/support/world';

/*
 * The customer satisfaction survey over HTTP against the embedded AWS: refused before the final
 * report; sent from a settings template (questions copied) to auditee contacts, each mailed a
 * link; a contact scores every question once from their link; a resend mails only those who have
 * not answered, with a fresh link; the team reads the results per audit, administrators the year's
 * averages, and the dashboard's figure equals a recount of the contacts' answers. Used, expired,
 * forged and other contacts' or surveys' links get the one refusal.
 */

type AuditTenant = Tenant & { outsider: Person & { employeeId: string } };
let c: AuditTenant;
let b: AuditTenant;
let engagementId: string;
let bEngagementId: string;
let templateId: string;
let survey: TCustomerSurvey;
let emails: string[];
let bSurvey: TCustomerSurvey;
let bLink = '';
/** the first contact's link, the second's */
let ann = '';
let bob = '';

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

const page = (token: string, id = engagementId) =>
  get<TCustomerSurveyPage>('/audit-report/customer-satisfaction-survey', { engagementId: id }, token);
const send = (body: Record<string, unknown>, token = c.admin.token) =>
  post<{ item: TCustomerSurvey }>('/audit-report/customer-satisfaction-survey-send', body, token);
const resend = (body: Record<string, unknown>, token = c.admin.token) =>
  post<{ item: TCustomerSurvey; resent: number }>(
    '/audit-report/customer-satisfaction-survey-resend',
    body,
    token,
  );
const respondent = <T>(action: string, query: Record<string, string>, link: string) =>
  get<T>(`/audit-customer-survey/${action}`, query, link);
const ref = (s: TCustomerSurvey, i: number) => ({ surveyId: s.id, contactId: s.contacts[i]!.id });
const scores = (s: TCustomerSurvey, values: number[]) =>
  values.map((score, i) => ({ questionId: s.questions[i]!.id, score }));
const submit = (s: TCustomerSurvey, i: number, link: string, values: number[], comment = '') =>
  post<{ submittedAt: string }>(
    '/audit-customer-survey/submit',
    { ...ref(s, i), answers: scores(s, values), comment },
    link,
  );

beforeAll(async () => {
  const owner = await ownerSession();
  [c, b] = await Promise.all([makeAuditTenant(owner, 'audit-cs'), makeAuditTenant(owner, 'audit-csb')]);
  const [audit, bAudit] = await Promise.all([openAudit(c, 'Payroll audit'), openAudit(b, 'Their audit')]);
  engagementId = audit.id;
  bEngagementId = bAudit.id;
  templateId = (await addSurveyTemplate(c)).id;
  // tenant B's survey is sent and mailed: its link must open nothing of tenant A's
  await makeFinalReport(b, bEngagementId);
  const bTemplate = await addSurveyTemplate(b);
  const bSent = await sendSurveyTo(b, bEngagementId, bTemplate.id, ['Bea']);
  bSurvey = bSent.item;
  bLink = await mailedSurveyLink(bSent.emails[0]!);
});

describe('before the final report', () => {
  it('shows no survey, the templates and why it cannot be sent', async () => {
    const p = ok(await page(c.admin.token));
    expect(p.item).toBeNull();
    expect(p.canSend).toBe(true);
    expect(p.blocker).toMatch(/after the final report/);
    expect(p.templates).toEqual([{ id: templateId, name: 'Auditee satisfaction', questions: 3 }]);
  });

  it('refuses to send it (422), and nothing is written', async () => {
    expectFailed(
      await send({ engagementId, templateId, contacts: [{ name: 'Ann', email: 'ann@auditee.example.com' }] }),
      422,
      /after the final report/,
    );
    expect(ok(await page(c.admin.token)).item).toBeNull();
  });
});

describe('sending', () => {
  beforeAll(async () => {
    await makeFinalReport(c, engagementId);
  });

  it.each([
    ['no contacts', { contacts: [] }, 400, /at least one contact/],
    ['an address that is none', { contacts: [{ name: 'Ann', email: 'not-an-address' }] }, 400, /email/i],
    ['a bad engagement id', { engagementId: 'nope' }, 400, /engagementId/],
    ['no template', { templateId: undefined }, 422, /templateId: choose/],
    [
      'a template of no setting',
      { templateId: '01JB0000000000000000000000' },
      422,
      /no such survey template/,
    ],
    [
      'an address named twice',
      {
        contacts: [
          { name: 'Ann', email: 'twice@auditee.example.com' },
          { name: 'Ann again', email: 'Twice@auditee.example.com' },
        ],
      },
      422,
      /named twice/,
    ],
  ])('is refused with %s, and nothing is written', async (_, over, status, message) => {
    expectFailed(
      await send({
        engagementId,
        templateId,
        contacts: [{ name: 'Ann', email: 'ann@auditee.example.com' }],
        ...over,
      }),
      status,
      message,
    );
    expect(ok(await page(c.admin.token)).item).toBeNull();
  });

  it('is refused to the reviewer (403), to someone off the team (403) and for another company’s audit (404)', async () => {
    const body = { engagementId, templateId, contacts: [{ name: 'Ann', email: 'ann@auditee.example.com' }] };
    expectFailed(await send(body, c.employee.token), 403, /lead|performers/);
    expectFailed(await send(body, c.outsider.token), 403, /lead|performers/);
    expectFailed(await send({ ...body, engagementId: bEngagementId }), 404, /no such audit/);
    expectFailed(await page(c.outsider.token), 403, /lead|performers|reviewers/);
    expectFailed(await page(c.admin.token, bEngagementId), 404, /no such audit/);
  });

  it('copies the template’s questions and mails each contact a link of their own', async () => {
    const sent = await sendSurveyTo(c, engagementId, templateId, ['Ann', 'Bob']);
    survey = sent.item;
    emails = sent.emails;
    expect(survey).toMatchObject({
      templateName: 'Auditee satisfaction',
      answered: 0,
      average: null,
      version: 1,
    });
    expect(survey.questions.map((q) => q.text)).toEqual([
      'The audit’s purpose and scope were explained to us.',
      'The auditors understood our processes.',
      'The recommendations are practical.',
    ]);
    expect(survey.contacts.map((x) => [x.name, x.state, x.mailings])).toEqual([
      ['Ann', 'Sent', 1],
      ['Bob', 'Sent', 1],
    ]);
    ann = await mailedSurveyLink(emails[0]!);
    bob = await mailedSurveyLink(emails[1]!);
    expect(ann).not.toBe(bob);
    // the reviewer reads it
    expect(ok(await page(c.employee.token)).item?.contacts).toHaveLength(2);
  });

  it('keeps the questions it copied when the template changes', async () => {
    const template = ok(
      await get<{ item: { version: number } }>(
        '/audit-management/customer-survey',
        { id: templateId },
        c.admin.token,
      ),
    ).item;
    ok(
      await post(
        '/audit-management/update-customer-survey',
        {
          id: templateId,
          version: template.version,
          name: 'Auditee satisfaction',
          items: ['Only this now?'],
        },
        c.admin.token,
      ),
    );
    expect(ok(await page(c.admin.token)).item?.questions).toHaveLength(3);
  });

  it('sends to nobody twice, refuses a first send again and a stale version (409)', async () => {
    expectFailed(
      await send({
        engagementId,
        version: survey.version,
        contacts: [{ name: 'Ann', email: emails[0]!.toUpperCase() }],
      }),
      422,
      /sent this survey already/,
    );
    expectFailed(
      await send({ engagementId, templateId, contacts: [{ name: 'Cy', email: 'cy@auditee.example.com' }] }),
      409,
      /sent already/,
    );
    expectFailed(
      await send({
        engagementId,
        version: survey.version + 1,
        contacts: [{ name: 'Cy', email: 'cy@auditee.example.com' }],
      }),
      409,
      /changed by someone else/,
    );
    expect(ok(await page(c.admin.token)).item?.contacts).toHaveLength(2);
  });
});

describe('the contact’s link', () => {
  it('opens the survey it was issued for, and nothing of another contact or survey', async () => {
    expect(ok(await respondent<{ surveyId: string; contactId: string }>('open', {}, ann))).toEqual(
      ref(survey, 0),
    );
    const item = ok(await respondent<{ item: TRespondentCustomerSurvey }>('get', ref(survey, 0), ann)).item;
    expect(item).toMatchObject({ auditTitle: 'Payroll audit', contactName: 'Ann', surveyId: survey.id });
    expect(item.questions).toHaveLength(3);
    refused(await respondent('get', ref(survey, 1), ann));
    refused(await respondent('get', { ...ref(survey, 0), surveyId: bSurvey.id }, ann));
    refused(await respondent('get', ref(survey, 0), bLink));
    refused(await submit(survey, 1, ann, [5, 5, 5]));
  });

  it('a session, no token, a forged, an expired or a questionnaire’s link get the same refusal', async () => {
    stack();
    refused(await respondent('open', {}, c.admin.token));
    refused(await call('GET', '/audit-customer-survey/open'));
    const key = config().LINK_TOKEN_SECRET!;
    const claims = readLinkToken(ann, key)!;
    const expired = signLinkToken({ ...claims, expiresAt: Date.now() - 1000 }, key);
    const forged = signLinkToken(
      { ...claims, expiresAt: Date.now() + 99e9 },
      'someone-else’s-key-of-48-characters-long-xxxxxx',
    );
    const otherTarget = signLinkToken({ ...claims, target: `${survey.id}/${survey.contacts[1]!.id}` }, key);
    const otherPurpose = signLinkToken({ ...claims, purpose: 'audit-questionnaire' }, key);
    for (const bad of [expired, forged, otherTarget, otherPurpose, `${ann}x`]) {
      refused(await respondent('open', {}, bad));
      refused(await respondent('get', ref(survey, 0), bad));
    }
  });

  it.each([
    ['a question left out', [5, 4], 422, /score every question: 1 is still open/],
    ['a score off the scale', [5, 4, 6], 400, /score must be from 1 to 5/],
    ['a score of nothing', [5, 4, 0], 400, /score must be from 1 to 5/],
  ])('refuses answers with %s, and the link stays unspent', async (_, values, status, message) => {
    expectFailed(await submit(survey, 0, ann, values), status, message);
    expect(ok(await respondent('open', {}, ann))).toEqual(ref(survey, 0));
  });

  it('takes the answers once: the link is spent', async () => {
    ok(await submit(survey, 0, ann, [5, 4, 4], 'Clear and fair.'));
    refused(await submit(survey, 0, ann, [1, 1, 1]));
    refused(await respondent('open', {}, ann));
    const s = ok(await page(c.admin.token)).item!;
    expect(s.contacts[0]).toMatchObject({ state: 'Answered', comment: 'Clear and fair.', average: 4.33 });
    expect(s.contacts[0]!.answers.map((a) => a.score)).toEqual([5, 4, 4]);
    expect(s).toMatchObject({ answered: 1, average: 4.33 });
  });
});

describe('resending', () => {
  it('is refused on a stale version (409) and to the reviewer (403)', async () => {
    expectFailed(await resend({ engagementId, version: survey.version + 5 }), 409, /changed by someone else/);
    expectFailed(
      await resend({ engagementId, version: survey.version }, c.employee.token),
      403,
      /lead|performers/,
    );
    expectFailed(await resend({ engagementId: bEngagementId, version: 1 }), 404, /no such audit/);
  });

  it('mails only those who have not answered, with a fresh link that withdraws the last', async () => {
    const before = ok(await page(c.admin.token)).item!;
    const annMails = await surveyMailsTo(emails[0]!);
    const bobMails = await surveyMailsTo(emails[1]!);
    const r = ok(await resend({ engagementId, version: before.version }));
    expect(r.resent).toBe(1);
    expect(r.item.version).toBe(before.version + 1);
    expect(r.item.contacts.map((x) => x.mailings)).toEqual([1, 2]);
    // the resent mail goes out (its link is issued as it is sent)
    const fresh = await mailedSurveyLink(emails[1]!);
    expect(fresh).not.toBe(bob);
    expect(await surveyMailsTo(emails[0]!)).toBe(annMails);
    expect(await surveyMailsTo(emails[1]!)).toBe(bobMails + 1);
    refused(await respondent('open', {}, bob));
    ok(await submit(r.item, 1, fresh, [2, 3, 2]));
    expectFailed(await resend({ engagementId, version: r.item.version }), 422, /nobody to remind/);
  });
});

describe('results', () => {
  it('per audit: the averages equal a recount of the answers', async () => {
    const s = ok(await page(c.employee.token)).item!;
    const recount = twoDecimals(auditSurveyAverage(s.contacts)!);
    expect(s.average).toBe(recount);
    expect(s.average).toBe(3.33); // (5+4+4+2+3+2) / 6
    expect(s.questionAverages.map((q) => q.average)).toEqual([3.5, 3.5, 3]);
  });

  it('per year, for administrators: each audit’s average and the year’s; the dashboard shows the same', async () => {
    const year = new Date().getUTCFullYear();
    const y = ok(
      await get<TCustomerSurveyYear>(
        '/audit-report/customer-satisfaction-survey-detail',
        { year: String(year) },
        c.admin.token,
      ),
    );
    expect(y.audits).toEqual([
      expect.objectContaining({
        engagementId,
        engagementTitle: 'Payroll audit',
        contacts: 2,
        answered: 2,
        average: 3.33,
      }),
    ]);
    expect(y.average).toBe(3.33);
    const summary = ok(
      await get<{ item: TAuditSummary }>('/audit-engagement/summary', {}, c.admin.token),
    ).item;
    expect(summary.surveyScore).toEqual({ year, average: 3.33, audits: 1 });
    // another year has none; the reviewer is no administrator; a year off the calendar is refused
    expect(
      ok(
        await get<TCustomerSurveyYear>(
          '/audit-report/customer-satisfaction-survey-detail',
          { year: String(year - 1) },
          c.admin.token,
        ),
      ),
    ).toEqual({ year: year - 1, audits: [], average: null });
    expectFailed(
      await get(
        '/audit-report/customer-satisfaction-survey-detail',
        { year: String(year) },
        c.employee.token,
      ),
      403,
      /./,
    );
    expectFailed(
      await get('/audit-report/customer-satisfaction-survey-detail', { year: 'soon' }, c.admin.token),
      400,
      /year/,
    );
    // tenant B's figures are its own: its survey is unanswered
    const bSummary = ok(
      await get<{ item: TAuditSummary }>('/audit-engagement/summary', {}, b.admin.token),
    ).item;
    expect(bSummary.surveyScore).toEqual({ year, average: null, audits: 0 });
  });
});
