import {
  type TInboxSurveys,
  LINK_REFUSED,
  type TOrgHeatMap,
  type TOrgSurvey,
  type TOrgSurveyJob,
  type TOrgSurveyReviewForm,
  type TOrgSurveyRow,
} from '@stratum/contracts';
import { config } from '@stratum/core/kernel/config';
import { readLinkToken, signLinkToken } from '@stratum/core/kernel/link-tokens';
import { db } from '@stratum/core/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, get, post, type Reply, type Session } from '../../../tests/support/api';
import { latestMailTo } from '../../../tests/support/mail';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { makeTenant, ownerSession, unique, type Tenant } from '../../../tests/support/world';
import { sendReminders } from '../reminders';
import { recover } from '../jobs';
import { LEASE_MS } from '@stratum/core/kernel/job-rules';
import { runJob } from '@stratum/core/kernel/jobs';
import { orgSurveySendJob, queueOrgSurveySend } from '@stratum/core/surveys';
import { adminCtx } from '../../../tests/support/ctx';
import { sheetRows } from '../../../tests/support/exports';
import { PDFDocument } from 'pdf-lib';

let owner: Session;
let a: Tenant;

const POINTS = [1, 2, 3, 4, 5].map((value) => ({ value, label: `Point ${value}` }));
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const ok = <T>(r: Reply<{ item: T }>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.item;
};
const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};
const refused = (r: Reply) => {
  expect(r.status, r.body.err_msg).toBe(401);
  expect(r.body.err_msg).toBe(LINK_REFUSED);
};

const setup = <T>(action: string, body: Record<string, unknown>) =>
  post<{ item: T }>(`/degree-360/${action}`, body, a.admin.token);
const org = <T>(action: string, body: Record<string, unknown>, token = a.admin.token) =>
  ['add', 'update', 'send', 'resend', 'delete'].some((verb) => action.startsWith(verb))
    ? post<{ item: T }>(`/organizational/${action}`, body, token)
    : get<{ item: T }>(`/organizational/${action}`, body as never, token);

/** A unit with `n` people on record, each with their own address. */
const unitWith = async (name: string, n: number) => {
  const r = await post<{ business_unit: { id: string } }>(
    '/business-unit/add',
    { name: unique(name) },
    a.admin.token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
  const unitId = r.body.data.business_unit.id;
  const emails = Array.from({ length: n }, (_, i) => `${unique(`${name.toLowerCase()}${i}`)}@example.com`);
  for (const email of emails) {
    const e = await post('/employee/add', { firstName: 'Una', lastName: name, email, unitId }, a.admin.token);
    expect(e.status, e.body.err_msg).toBe(200);
  }
  return { unitId, emails };
};

const competencyIds: string[] = [];
let scaleId = '';
let sales: { unitId: string; emails: string[] };
let ops: { unitId: string; emails: string[] };

const addSurvey = (extra: Record<string, unknown> = {}) =>
  org<TOrgSurvey>('add-survey', {
    title: unique('Engagement'),
    period: '2026',
    scaleId,
    competencyIds,
    unitIds: [sales.unitId, ops.unitId],
    startDate: dayOffset(-1),
    endDate: dayOffset(14),
    ...extra,
  });

const linkOf = async (email: string, title: string): Promise<string> => {
  const mail = await latestMailTo(email, new RegExp(title));
  const url = /https?:\/\/\S+organizational-survey-review\?\S+/.exec(mail.body.text)?.[0];
  const token = url ? new URL(url).searchParams.get('token') : null;
  if (!token) throw new Error(`no survey link in “${mail.subject}”`);
  return token;
};

const open = (link: string) => get<TOrgSurveyReviewForm>('/org-survey-review/open', {} as never, link);
const submit = (link: string, body: Record<string, unknown>) => post('/org-survey-review/submit', body, link);

const answer = async (link: string, value: number) => {
  const form = await open(link);
  expect(form.status, form.body.err_msg).toBe(200);
  const answers = form.body.data.items
    .flatMap((i) => i.questions)
    .map((q) => ({ questionId: q.questionId, value }));
  const done = await submit(link, { surveyId: form.body.data.surveyId, answers });
  expect(done.status, done.body.err_msg).toBe(200);
};

const jobOf = (id: string, token = a.admin.token) =>
  get<{ job: TOrgSurveyJob }>('/organizational/send-job', { id }, token);

/** Polls a send's job as the screen does until it has finished. */
const finished = async (id: string): Promise<TOrgSurveyJob> => {
  for (let i = 0; i < 600; i++) {
    const r = await jobOf(id);
    expect(r.status, r.body.err_msg).toBe(200);
    if (['committed', 'undone'].includes(r.body.data.job.state)) return r.body.data.job;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`job ${id} did not finish`);
};

/** Sends (or resends) a survey: the answer is the job; the survey as it is once the job committed. */
const sendAndWait = async (s: { id: string; version: number }, action = 'send-survey') => {
  const r = await post<{ item: TOrgSurvey; job: TOrgSurveyJob }>(
    `/organizational/${action}`,
    { id: s.id, version: s.version },
    a.admin.token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
  expect(r.body.data.job).toMatchObject({ surveyId: s.id, state: 'queued', done: 0 });
  expect((await finished(r.body.data.job.id)).state).toBe('committed');
  return ok(await org<TOrgSurvey>('get-survey', { id: s.id }));
};

const sentSurvey = async () => sendAndWait(ok(await addSurvey()));

beforeAll(async () => {
  owner = await ownerSession();
  a = await makeTenant(owner, 'org-survey-a');
  const on = await post(
    '/module/update',
    { companyId: a.companyId, moduleKey: 'surveys', enabled: true },
    owner.token,
  );
  expect(on.status).toBe(200);
  scaleId = ok<{ id: string }>(await setup('add-scale', { name: unique('Agreement'), points: POINTS })).id;
  for (const [name, questions] of [
    ['Leadership', ['Leaders explain decisions', 'I trust my leaders']],
    ['Wellbeing', ['My workload is fair']],
  ] as const) {
    const c = ok<{ id: string }>(await setup('add-competency', { name: unique(name) }));
    for (const text of questions) ok(await setup('add-question', { competencyId: c.id, text }));
    competencyIds.push(c.id);
  }
  [sales, ops] = [await unitWith('Sales', 5), await unitWith('Ops', 2)];
});

describe('organisational surveys: add and send', () => {
  it('copies the set-up, sends each employee of the chosen units their own link, once', async () => {
    const added = ok(await addSurvey());
    expect(added).toMatchObject({ status: 'Open', sentAt: null, recipientCount: 0, period: '2026' });
    expect(added.items.map((i) => i.questions.length)).toEqual([2, 1]);
    expect(added.units.map((u) => u.id)).toEqual([sales.unitId, ops.unitId]);
    const sent = await sendAndWait(added);
    expect(sent).toMatchObject({ recipientCount: 7, answered: 0, version: added.version + 1, sending: null });
    expect(sent.sentAt).not.toBeNull();
    // Only the chosen units' people: the administrator (in no unit) is not mailed.
    for (const email of [...sales.emails, ...ops.emails])
      expect(await linkOf(email, added.title)).toMatch(/^l1\./);
    const again = await org('send-survey', { id: sent.id, version: sent.version });
    expectFailed(again, 422, /sent already/);
    const stale = ok(await addSurvey());
    expectFailed(
      await org('send-survey', { id: stale.id, version: stale.version + 1 }),
      409,
      /changed by someone else/,
    );
    const list = await get<{ list: TOrgSurveyRow[] }>('/organizational/all-surveys', {}, a.admin.token);
    expect(list.body.data.list.map((s) => s.id)).toContain(sent.id);
  });

  it('sent to every employee, counts each in their business unit (or none)', async () => {
    const sent = await sendAndWait(ok(await addSurvey({ unitIds: [] })));
    // the seven in the two units, the administrator and the plain employee
    expect(sent.recipientCount).toBe(9);
    const map = ok(await org<TOrgHeatMap>('heat-map', { id: sent.id }));
    expect(map.units.map((u) => u.id).sort()).toEqual([sales.unitId, ops.unitId, '-'].sort());
    // the plain employee's inbox lists it among the open surveys they are asked to answer
    // (docs/surveys.md "My inbox's survey views"): their own recipient record, nobody else's
    const inbox = await get<{ item: TInboxSurveys }>('/degree-360/inbox-surveys', {}, a.employee.token);
    expect(inbox.status, inbox.body.err_msg).toBe(200);
    expect(inbox.body.data.item.organisational.find((x) => x.id === sent.id)).toMatchObject({
      title: sent.title,
      endDate: sent.endDate,
    });
    expect(JSON.stringify(inbox.body.data.item)).not.toContain('@');
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await tenantSnapshot(a.companyId);
    expectFailed(await addSurvey({ endDate: dayOffset(-5) }), 400, /end date is before the start date/);
    expectFailed(await addSurvey({ competencyIds: [] }), 400, /at least one competency/);
    expectFailed(await addSurvey({ period: '' }), 400, /period/);
    expectFailed(await addSurvey({ unitIds: [a.companyId] }), 404, /no such unit/);
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });

  it('is for Surveys administrators only', async () => {
    const body = {
      title: 'Mine',
      period: '2026',
      scaleId,
      competencyIds,
      startDate: dayOffset(0),
      endDate: dayOffset(9),
    };
    expectFailed(await org('add-survey', body, a.employee.token), 403, /Surveys administrator/);
    expect((await get('/organizational/all-surveys', {}, a.employee.token)).status).toBe(403);
  });
});

describe('anonymous answers from the mailed link, and the heat map', () => {
  it('keeps only the unit and the scores; shows a unit from 5 answers and withholds one below', async () => {
    const survey = await sentSurvey();
    for (const email of sales.emails) await answer(await linkOf(email, survey.title), 4);
    await answer(await linkOf(ops.emails[0]!, survey.title), 1);
    const map = ok(await org<TOrgHeatMap>('heat-map', { id: survey.id }));
    expect(map).toMatchObject({ answered: 6, threshold: 5 });
    const cell = (unitId: string) => map.cells.filter((c) => c.unitId === unitId);
    expect(cell(sales.unitId).map((c) => [c.count, c.average, c.withheld])).toEqual([
      [5, 4, false],
      [5, 4, false],
    ]);
    expect(cell(ops.unitId).map((c) => [c.count, c.average, c.withheld])).toEqual([
      [1, null, true],
      [1, null, true],
    ]);
    // The stored answers hold the unit and the scores, nothing that leads back to a person or a link.
    const { data } = await db()
      .entities.orgSurveyResponse.query.bySurvey({ companyId: a.companyId, orgSurveyId: survey.id })
      .go({ pages: 'all' });
    expect(data).toHaveLength(6);
    for (const r of data)
      expect(Object.keys(r).sort()).toEqual(['companyId', 'orgSurveyId', 'responseId', 'scores', 'unitId']);
    // The raw records carry no time either.
    const raw = await db()
      .entities.orgSurveyResponse.query.bySurvey({ companyId: a.companyId, orgSurveyId: survey.id })
      .go({ data: 'raw' });
    const text = JSON.stringify(raw.data);
    for (const email of sales.emails) expect(text).not.toContain(email);
    expect(text).not.toMatch(/createdAt|updatedAt|tokenId|employeeId/);
  });

  it('spends the link, and refuses another survey’s, forged, expired links and bad answers', async () => {
    const first = await sentSurvey();
    const second = await sentSurvey();
    const link = await linkOf(ops.emails[1]!, first.title);
    const form = (await open(link)).body.data;
    const answers = form.items
      .flatMap((i) => i.questions)
      .map((q) => ({ questionId: q.questionId, value: 3 }));
    // A link for one survey answers nothing of another.
    refused(await submit(link, { surveyId: second.id, answers }));
    const key = config().LINK_TOKEN_SECRET!;
    const claims = readLinkToken(link, key)!;
    refused(await open(signLinkToken(claims, 'y'.repeat(64))));
    refused(await open(signLinkToken({ ...claims, expiresAt: Date.now() - 1000 }, key)));
    refused(await open(`${link.slice(0, -3)}AAA`));
    expectFailed(
      await submit(link, { surveyId: first.id, answers: answers.slice(1) }),
      422,
      /answer every question/,
    );
    expectFailed(
      await submit(link, { surveyId: first.id, answers: answers.map((x) => ({ ...x, value: 9 })) }),
      422,
      /not a point/,
    );
    expect((await submit(link, { surveyId: first.id, answers })).status).toBe(200);
    refused(await submit(link, { surveyId: first.id, answers }));
    refused(await open(link));
  });

  it('a closed survey refuses answers (the server decides from the dates)', async () => {
    const survey = await sentSurvey();
    const link = await linkOf(ops.emails[0]!, survey.title);
    await db()
      .entities.orgSurvey.patch({ companyId: a.companyId, orgSurveyId: survey.id })
      .set({ startDate: dayOffset(-10), endDate: dayOffset(-1) })
      .go();
    const form = await open(link);
    expect(form.body.data.status).toBe('Closed');
    const answers = form.body.data.items
      .flatMap((i) => i.questions)
      .map((q) => ({ questionId: q.questionId, value: 3 }));
    expectFailed(await submit(link, { surveyId: survey.id, answers }), 422, /closed on/);
    const s = ok(await org<TOrgSurvey>('get-survey', { id: survey.id }));
    expect(s).toMatchObject({ status: 'Closed', answered: 0 });
  });
});

/** The addresses an outbox mail of `kind` for `survey` was queued to, each as often as queued. */
const queuedTo = async (kind: string, orgSurveyId: string) =>
  (await db().entities.outboxMail.query.byCompany({ companyId: a.companyId }).go({ pages: 'all' })).data
    .filter((m) => m.kind === kind && (m.data as { orgSurveyId: string }).orgSurveyId === orgSurveyId)
    .map((m) => m.to)
    .sort();

describe('reminders and a resend, only to those who have not answered', () => {
  it('reminds each one once before the end date, with a fresh link', async () => {
    const survey = await sentSurvey();
    await answer(await linkOf(sales.emails[0]!, survey.title), 4);
    // the survey ends in 14 days; the default lead time is 3: nothing yet
    await sendReminders({ companyId: a.companyId });
    expect(await queuedTo('org-survey-reminder', survey.id)).toEqual([]);
    const soon = new Date(Date.now() + 12 * 86_400_000);
    await Promise.all([
      sendReminders({ companyId: a.companyId, now: soon }),
      sendReminders({ companyId: a.companyId, now: soon }),
    ]);
    await sendReminders({ companyId: a.companyId, now: soon });
    const waiting = [...sales.emails.slice(1), ...ops.emails].sort();
    expect(await queuedTo('org-survey-reminder', survey.id)).toEqual(waiting);
    // queued for the run's day, 12 days ahead: bring them due now, as that day would
    const before = await linkOf(ops.emails[0]!, survey.title);
    const queued = (
      await db().entities.outboxMail.query.byCompany({ companyId: a.companyId }).go({ pages: 'all' })
    ).data.filter((m) => m.kind === 'org-survey-reminder');
    for (const m of queued)
      await db()
        .entities.outboxMail.patch({ companyId: m.companyId, mailId: m.mailId })
        .set({ state: 'queued', nextAttemptAt: Date.now() })
        .go();
    const mail = await latestMailTo(ops.emails[0]!, new RegExp(`^Reminder: ${survey.title}`));
    const url = /https?:\/\/\S+organizational-survey-review\?\S+/.exec(mail.body.text)?.[0];
    const fresh = new URL(url!).searchParams.get('token')!;
    expect(fresh).not.toBe(before);
    refused(await open(before));
    await answer(fresh, 3);
  });

  it('a resend mails only those who have not answered, once per request, and finishes one cut short', async () => {
    const survey = await sentSurvey();
    for (const email of sales.emails.slice(0, 2)) await answer(await linkOf(email, survey.title), 4);
    const read = ok(await org<TOrgSurvey>('get-survey', { id: survey.id }));
    // a resend cut short after mailing sales 2: finishing it does not mail them again
    await db()
      .entities.orgSurveyRecipient.query.bySurvey({ companyId: a.companyId, orgSurveyId: survey.id })
      .go({ pages: 'all' })
      .then(async ({ data }) => {
        const cut = data.find((r) => r.email === sales.emails[2])!;
        await db()
          .entities.orgSurveyRecipient.patch({
            companyId: a.companyId,
            orgSurveyId: survey.id,
            employeeId: cut.employeeId,
          })
          .set({ resendVersion: read.version })
          .go();
      });
    const resent = await sendAndWait(read, 'resend-survey');
    expect(resent).toMatchObject({ version: read.version + 1, answered: 2, recipientCount: 7 });
    const everyone = [...sales.emails, ...ops.emails];
    const twice = [...sales.emails.slice(3), ...ops.emails];
    expect(await queuedTo('org-survey-review', survey.id)).toEqual([...everyone, ...twice].sort());
    // the same request again is stale: nobody is mailed twice
    expectFailed(
      await org('resend-survey', { id: read.id, version: read.version }),
      409,
      /changed by someone else/,
    );
    expect(await queuedTo('org-survey-review', survey.id)).toEqual([...everyone, ...twice].sort());
    // the new link answers; the first mail's link was withdrawn when the new one was sent
    const fresh = await linkOf(ops.emails[1]!, survey.title);
    await answer(fresh, 2);
    expect(ok(await org<TOrgSurvey>('get-survey', { id: survey.id })).answered).toBe(3);
  });

  it('refuses a survey not sent, a foreign or unknown one, bad input and employees, and changes nothing', async () => {
    const added = ok(await addSurvey());
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await org('resend-survey', { id: added.id, version: added.version }),
      422,
      /not been sent yet/,
    );
    expectFailed(
      await org('resend-survey', { id: a.companyId.padEnd(26, '0').slice(0, 26), version: 1 }),
      404,
      /not found/,
    );
    expectFailed(await org('resend-survey', { id: added.id }), 400, /version/);
    expectFailed(
      await org('resend-survey', { id: added.id, version: added.version }, a.employee.token),
      403,
      /Surveys administrator/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });

  it('a closed survey, or one everyone answered, is not sent again', async () => {
    const survey = await sentSurvey();
    await db()
      .entities.orgSurvey.patch({ companyId: a.companyId, orgSurveyId: survey.id })
      .set({ startDate: dayOffset(-10), endDate: dayOffset(-1) })
      .go();
    const closed = ok(await org<TOrgSurvey>('get-survey', { id: survey.id }));
    expectFailed(await org('resend-survey', { id: closed.id, version: closed.version }), 422, /closed/);
    const small = ok(await addSurvey({ unitIds: [ops.unitId] }));
    const sent = await sendAndWait(small);
    for (const email of ops.emails) await answer(await linkOf(email, sent.title), 5);
    const all = ok(await org<TOrgSurvey>('get-survey', { id: sent.id }));
    expectFailed(await org('resend-survey', { id: all.id, version: all.version }), 422, /nobody to remind/);
  });
});

const exportOf = async (body: Record<string, unknown>) => {
  const r = await get<{ url: string; filename: string; contentType: string; size: number }>(
    '/organizational/export',
    body as never,
    a.admin.token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
  const file = await fetch(r.body.data.url);
  expect(file.status).toBe(200);
  return { ...r.body.data, bytes: await file.arrayBuffer() };
};

describe('the unit report and the exports keep withheld cells withheld', () => {
  it('a unit beside the company; the heat map and a unit report as Excel and PDF', async () => {
    const survey = await sentSurvey();
    for (const email of sales.emails) await answer(await linkOf(email, survey.title), 4);
    await answer(await linkOf(ops.emails[0]!, survey.title), 1);
    const salesReport = ok(
      await org<{ rows: { unit: unknown; company: unknown }[] }>('unit-report', {
        id: survey.id,
        unitId: sales.unitId,
      }),
    );
    // Ops (one answer) is withheld, and not in the company's figure either: 4, not (5×4+1)/6
    expect(salesReport.rows.map((r) => [r.unit, r.company])).toEqual([
      [
        { count: 5, average: 4, withheld: false },
        { count: 5, average: 4, withheld: false },
      ],
      [
        { count: 5, average: 4, withheld: false },
        { count: 5, average: 4, withheld: false },
      ],
    ]);
    const opsReport = ok(
      await org<{ rows: { unit: unknown }[] }>('unit-report', { id: survey.id, unitId: ops.unitId }),
    );
    expect(opsReport.rows.map((r) => r.unit)).toEqual([
      { count: 1, average: null, withheld: true },
      { count: 1, average: null, withheld: true },
    ]);

    const xlsx = await exportOf({ id: survey.id, format: 'xlsx' });
    expect(xlsx.filename).toMatch(/^survey-heat-map-.+\.xlsx$/);
    const rows = await sheetRows(xlsx.bytes);
    const salesName = (
      await get<{ item: TOrgHeatMap }>('/organizational/heat-map', { id: survey.id } as never, a.admin.token)
    ).body.data.item.units.find((u) => u.id === sales.unitId)!.name;
    const opsName = (
      await get<{ item: TOrgHeatMap }>('/organizational/heat-map', { id: survey.id } as never, a.admin.token)
    ).body.data.item.units.find((u) => u.id === ops.unitId)!.name;
    expect(rows).toContainEqual([salesName, 4, 4]);
    expect(rows).toContainEqual([opsName, 'Withheld (1 answered)', 'Withheld (1 answered)']);
    // the one Ops answer's score (1) is nowhere in the file
    expect(rows.flat()).not.toContain(1);

    const unitFile = await exportOf({ id: survey.id, format: 'xlsx', unitId: ops.unitId });
    const unitRows = await sheetRows(unitFile.bytes);
    expect(unitRows.find((r) => String(r[0]).startsWith('Leadership'))?.slice(1)).toEqual([
      'Withheld (1 answered)',
      4,
    ]);

    const pdf = await exportOf({ id: survey.id, format: 'pdf' });
    expect(pdf.contentType).toBe('application/pdf');
    expect((await PDFDocument.load(new Uint8Array(pdf.bytes))).getTitle()).toBe(`Heat map: ${survey.title}`);
  });

  it('refuses an unknown unit, a bad format and an unknown survey', async () => {
    const survey = await sentSurvey();
    expectFailed(
      await org('unit-report', { id: survey.id, unitId: a.companyId }),
      404,
      /no such unit in this survey/,
    );
    const bad = await get(
      '/organizational/export',
      { id: survey.id, format: 'docx' } as never,
      a.admin.token,
    );
    expectFailed(bad, 400, /format must be xlsx or pdf/);
    expectFailed(
      await org('unit-report', { id: a.companyId.padEnd(26, '0').slice(0, 26), unitId: '-' }),
      404,
      /not found/,
    );
    expect(
      (await get('/organizational/export', { id: survey.id, format: 'pdf' } as never, a.employee.token))
        .status,
    ).toBe(403);
  });
});

describe('deleting a survey not sent', () => {
  it('gives back its set-up; a stale version is 409, a sent survey 422, an unknown one 404', async () => {
    const added = ok(await addSurvey());
    expectFailed(
      await org('delete-survey', { id: added.id, version: added.version + 1 }),
      409,
      /changed by someone else/,
    );
    // every part of the set-up the survey copied counts one use fewer: the scale, each
    // competency and each of their questions
    const uses = async () => {
      const { companyId } = a;
      const { entities } = db();
      const questionIds = added.items.flatMap((i) => i.questions.map((q) => q.questionId));
      return [
        (await entities.surveyScale.get({ companyId, scaleId }).go()).data!.useCount,
        ...(await Promise.all(
          competencyIds.map(
            async (competencyId) =>
              (await entities.surveyCompetency.get({ companyId, competencyId }).go()).data!.useCount,
          ),
        )),
        ...(await Promise.all(
          questionIds.map(
            async (questionId) =>
              (await entities.surveyQuestion.get({ companyId, questionId }).go()).data!.useCount,
          ),
        )),
      ];
    };
    const held = await uses();
    expect(held.length).toBeGreaterThan(1 + competencyIds.length);
    ok(await org('delete-survey', { id: added.id, version: added.version }));
    expect(await uses()).toEqual(held.map((n) => n - 1));
    expectFailed(await org('get-survey', { id: added.id }), 404, /not found/);
    expectFailed(await org('delete-survey', { id: added.id, version: added.version }), 404, /not found/);
    const sent = await sentSurvey();
    const before = await tenantSnapshot(a.companyId);
    expectFailed(await org('delete-survey', { id: sent.id, version: sent.version }), 422, /has been sent/);
    expectFailed(
      await org('delete-survey', { id: sent.id, version: sent.version }, a.employee.token),
      403,
      /Surveys administrator/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });
});

/** A unit of `n` people, imported as a job (as an HR officer would bring in a whole company). */
const importedUnit = async (name: string, n: number) => {
  const unit = await post<{ business_unit: { id: string; name: string } }>(
    '/business-unit/add',
    { name: unique(name) },
    a.admin.token,
  );
  expect(unit.status, unit.body.err_msg).toBe(200);
  const { id: unitId, name: unitName } = unit.body.data.business_unit;
  const prefix = unique(name.toLowerCase());
  const emails = Array.from({ length: n }, (_, i) => `${prefix}-${i}@example.com`);
  const csv = [
    'First name,Last name,Email,Business unit',
    ...emails.map((email, i) => `Many,Person ${i},${email},${unitName}`),
  ].join('\n');
  const form = new FormData();
  form.set('document', new Blob([`${csv}\n`]), 'people.csv');
  const r = await call<{ job: { id: string } }>('POST', '/employee/add-bulk', {
    token: a.admin.token,
    raw: form,
  });
  expect(r.status, r.body.err_msg).toBe(200);
  for (let i = 0; i < 600; i++) {
    const job = await get<{ job: { state: string } }>(
      '/employee/import-job',
      { id: r.body.data.job.id },
      a.admin.token,
    );
    if (job.body.data.job.state === 'committed') return { unitId, emails: emails.sort() };
    expect(job.body.data.job.state).not.toBe('undone');
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the import did not finish');
};

const recipientsOf = async (orgSurveyId: string) =>
  (
    await db()
      .entities.orgSurveyRecipient.query.bySurvey({ companyId: a.companyId, orgSurveyId })
      .go({ pages: 'all' })
  ).data;

const sendAudits = async (orgSurveyId: string) =>
  (
    await db().entities.auditTrail.query.byEntity({ companyId: a.companyId, entityId: orgSurveyId }).go()
  ).data.filter((e) => e.action === 'share');

describe('sending to a whole company as a job', () => {
  let many: { unitId: string; emails: string[] };
  beforeAll(async () => {
    // three batches of 40 and a part one
    many = await importedUnit('Many', 95);
  });

  it('answers with the job at once, then reaches every recipient once; progress reads through the job route', async () => {
    const added = ok(await addSurvey({ unitIds: [many.unitId] }));
    const r = await post<{ item: TOrgSurvey; job: TOrgSurveyJob }>(
      '/organizational/send-survey',
      { id: added.id, version: added.version },
      a.admin.token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
    expect(r.body.data.job).toMatchObject({ kind: 'send', surveyId: added.id, total: 95 });
    const job = await finished(r.body.data.job.id);
    expect(job).toMatchObject({ state: 'committed', done: 95, total: 95, percent: 100, reason: null });
    const sent = ok(await org<TOrgSurvey>('get-survey', { id: added.id }));
    expect(sent).toMatchObject({ recipientCount: 95, version: added.version + 1, sending: null });
    expect(sent.sentAt).not.toBeNull();
    expect(await queuedTo('org-survey-review', added.id)).toEqual(many.emails);
    expect((await recipientsOf(added.id)).map((x) => x.email).sort()).toEqual(many.emails);
    expect((await sendAudits(added.id)).map((e) => e.summary)).toEqual([
      `Organisational survey “${added.title}” sent to 95 employees`,
    ]);
    // another company's administrator, or an employee, reads nothing of it
    expectFailed(await jobOf(job.id, a.employee.token), 403, /Surveys administrator/);
    expectFailed(await jobOf(a.companyId.padEnd(26, '0').slice(0, 26)), 404, /not found/);
  });

  it('a send whose runner died part-way is finished by recovery, mailing nobody twice', async () => {
    const added = ok(await addSurvey({ unitIds: [many.unitId] }));
    const ctx = adminCtx({ ...a.admin, companyId: a.companyId });
    const queued = await queueOrgSurveySend(ctx, { id: added.id, version: added.version });
    const ref = { companyId: a.companyId, jobId: queued.jobId };
    // the runner writes two batches for real, then "dies" holding the job
    expect(await runJob(orgSurveySendJob, ref, { abandonAfter: 2 })).toBe('abandoned');
    const partWay = await jobOf(queued.jobId);
    expect(partWay.body.data.job).toMatchObject({ state: 'running', done: 80, total: 95, percent: 84 });
    const row = (
      await get<{ list: TOrgSurveyRow[] }>('/organizational/all-surveys', {}, a.admin.token)
    ).body.data.list.find((x) => x.id === added.id);
    expect(row).toMatchObject({ sentAt: null, sending: { id: queued.jobId, done: 80, total: 95 } });
    // while it is open the survey is neither edited nor deleted nor sent again
    expectFailed(await org('delete-survey', { id: added.id, version: added.version }), 422, /has been sent/);
    expectFailed(await org('send-survey', { id: added.id, version: added.version }), 409, /being sent/);
    // within its lease nobody takes it over
    expect(await runJob(orgSurveySendJob, ref)).toBe('held');
    const later = new Date(Date.now() + LEASE_MS + 60_000);
    const recovered = await recover({ now: later });
    expect(recovered.filter((x) => x.jobId === queued.jobId)).toEqual([{ ...ref, outcome: 'committed' }]);
    expect((await jobOf(queued.jobId)).body.data.job).toMatchObject({ state: 'committed', done: 95 });
    expect(await queuedTo('org-survey-review', added.id)).toEqual(many.emails);
    expect((await recipientsOf(added.id)).map((x) => x.email).sort()).toEqual(many.emails);
    expect(ok(await org<TOrgSurvey>('get-survey', { id: added.id }))).toMatchObject({
      recipientCount: 95,
      version: added.version + 1,
    });
    expect(await sendAudits(added.id)).toHaveLength(1);
  });
});

describe('editing a survey not sent', () => {
  it('changes every field, copies the set-up again and moves its uses; stale 409, sent 422', async () => {
    const added = ok(await addSurvey());
    const otherScale = ok<{ id: string }>(
      await setup('add-scale', { name: unique('Frequency'), points: POINTS }),
    ).id;
    const fresh = ok<{ id: string }>(await setup('add-competency', { name: unique('Growth') })).id;
    ok(await setup('add-question', { competencyId: fresh, text: 'I can learn here' }));
    const { companyId } = a;
    const { entities } = db();
    const scaleUses = async (id: string) =>
      (await entities.surveyScale.get({ companyId, scaleId: id }).go()).data!.useCount;
    const competencyUses = async (id: string) =>
      (await entities.surveyCompetency.get({ companyId, competencyId: id }).go()).data!.useCount;
    const questionUses = async (ids: string[]) =>
      Promise.all(
        ids.map(
          async (questionId) =>
            (await entities.surveyQuestion.get({ companyId, questionId }).go()).data!.useCount,
        ),
      );
    const [kept, dropped] = [competencyIds[1]!, competencyIds[0]!];
    const questionsOf = (id: string, s: TOrgSurvey) =>
      s.items.find((i) => i.competencyId === id)?.questions.map((q) => q.questionId) ?? [];
    const usesOf = async (s: TOrgSurvey, freshQuestions: string[]) => ({
      scale: await scaleUses(scaleId),
      otherScale: await scaleUses(otherScale),
      kept: await competencyUses(kept),
      dropped: await competencyUses(dropped),
      fresh: await competencyUses(fresh),
      keptQuestions: await questionUses(questionsOf(kept, added)),
      droppedQuestions: await questionUses(questionsOf(dropped, added)),
      freshQuestions: await questionUses(freshQuestions),
    });
    const body = {
      id: added.id,
      version: added.version,
      title: unique('Pulse'),
      period: '2026 H2',
      scaleId: otherScale,
      competencyIds: [kept, fresh],
      unitIds: [sales.unitId],
      startDate: dayOffset(0),
      endDate: dayOffset(20),
    };

    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await org('update-survey', { ...body, version: added.version + 1 }),
      409,
      /changed by someone else/,
    );
    expectFailed(await org('update-survey', { ...body, endDate: dayOffset(-3) }), 400, /end date is before/);
    expectFailed(await org('update-survey', { ...body, competencyIds: [] }), 400, /at least one competency/);
    expectFailed(await org('update-survey', { ...body, unitIds: [a.companyId] }), 404, /no such unit/);
    expectFailed(await org('update-survey', body, a.employee.token), 403, /Surveys administrator/);
    expect(await tenantSnapshot(a.companyId)).toBe(before);

    const was = await usesOf(added, []);
    const edited = ok(await org<TOrgSurvey>('update-survey', body));
    expect(edited).toMatchObject({
      title: body.title,
      period: '2026 H2',
      scaleId: otherScale,
      startDate: body.startDate,
      endDate: body.endDate,
      units: [{ id: sales.unitId }],
      version: added.version + 1,
      sentAt: null,
    });
    expect(edited.items.map((i) => i.competencyId)).toEqual([kept, fresh]);
    const freshQuestions = questionsOf(fresh, edited);
    expect(freshQuestions).toHaveLength(1);
    expect(await usesOf(added, freshQuestions)).toEqual({
      scale: was.scale - 1,
      otherScale: was.otherScale + 1,
      kept: was.kept,
      dropped: was.dropped - 1,
      fresh: 1,
      keptQuestions: was.keptQuestions,
      droppedQuestions: was.droppedQuestions.map((n) => n - 1),
      freshQuestions: [1],
    });
    const audit = (await entities.auditTrail.query.byEntity({ companyId, entityId: added.id }).go()).data;
    expect(audit.filter((e) => e.action === 'update').map((e) => e.summary)).toEqual([
      `Organisational survey “${body.title}” (2026 H2) edited`,
    ]);
    // the same edit again is stale; once sent, it is the employees' survey
    expectFailed(await org('update-survey', body), 409, /changed by someone else/);
    const sent = await sendAndWait(edited);
    expect(sent.recipientCount).toBe(sales.emails.length);
    expectFailed(
      await org('update-survey', { ...body, version: sent.version }),
      422,
      /can no longer be edited/,
    );
    expectFailed(
      await org('update-survey', { ...body, id: a.companyId.padEnd(26, '0').slice(0, 26) }),
      404,
      /not found/,
    );
  });
});
