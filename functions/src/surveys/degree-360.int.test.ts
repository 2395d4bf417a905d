import type {
  TInboxSurveys,
  TSurvey,
  TSurveyCompetency,
  TSurveyQuestion,
  TSurveyReviewRow,
  TSurveyScale,
  TSurveyShareJob,
} from '@stratum/contracts';
import { db } from '@stratum/core/db';
import { LEASE_MS } from '@stratum/core/kernel/job-rules';
import { runJob } from '@stratum/core/kernel/jobs';
import { queueSurveyShare, surveyResendJob, surveyShareJob } from '@stratum/core/surveys';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCtx } from '../../../tests/support/ctx';
import { finishedShare, shareAndWait } from '../../../tests/support/surveys';
import { recover } from '../jobs';
import { get, post, type Reply, type Session } from '../../../tests/support/api';
import { pdfText, sheetRows } from '../../../tests/support/exports';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { makeTenant, ownerSession, recordEmployee, unique, type Tenant } from '../../../tests/support/world';

let owner: Session;
let a: Tenant;
let b: Tenant;

const setSurveys = async (companyId: string) => {
  const r = await post('/module/update', { companyId, moduleKey: 'surveys', enabled: true }, owner.token);
  if (r.status !== 200) throw new Error(`module/update surveys: ${r.body.err_msg}`);
};

beforeAll(async () => {
  owner = await ownerSession();
  [a, b] = await Promise.all([makeTenant(owner, 'surveys-a'), makeTenant(owner, 'surveys-b')]);
  await setSurveys(a.companyId);
});

const call = <T>(action: string, body: Record<string, unknown>, token = a.admin.token) =>
  post<{ item: T }>(`/degree-360/${action}`, body, token);

const ok = <T>(r: Reply<{ item: T }>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.item;
};

const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

const POINTS = [
  { value: 1, label: 'Never' },
  { value: 2, label: 'Rarely' },
  { value: 3, label: 'Sometimes' },
  { value: 4, label: 'Often' },
  { value: 5, label: 'Always' },
];

const setUp = async () => {
  const scale = ok(await call<TSurveyScale>('add-scale', { name: unique('Frequency'), points: POINTS }));
  const competency = ok(
    await call<TSurveyCompetency>('add-competency', {
      name: unique('Communication'),
      description: 'Says it plainly',
    }),
  );
  const q1 = ok(
    await call<TSurveyQuestion>('add-question', { competencyId: competency.id, text: 'Listens well' }),
  );
  const q2 = ok(
    await call<TSurveyQuestion>('add-question', { competencyId: competency.id, text: 'Writes clearly' }),
  );
  return { scale, competency, questions: [q1, q2] };
};

const today = () => new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('set-up: scales, competencies, questions', () => {
  it('adds, lists, edits with versions, and refuses a stale edit', async () => {
    const { scale, competency, questions } = await setUp();
    expect(scale.points.map((p) => p.label)).toEqual(['Never', 'Rarely', 'Sometimes', 'Often', 'Always']);
    const scales = await get<{ list: TSurveyScale[] }>('/degree-360/all-scales', {}, a.admin.token);
    expect(scales.body.data.list.map((s) => s.id)).toContain(scale.id);
    const listed = await get<{ list: TSurveyQuestion[] }>(
      '/degree-360/all-questions',
      { competencyId: competency.id },
      a.admin.token,
    );
    expect(listed.body.data.list.map((q) => q.text)).toEqual(['Listens well', 'Writes clearly']);

    const renamed = ok(
      await call<TSurveyScale>('update-scale', { id: scale.id, version: 1, name: 'Renamed', points: POINTS }),
    );
    expect(renamed.version).toBe(2);
    expectFailed(
      await call('update-scale', { id: scale.id, version: 1, name: 'Stale', points: POINTS }),
      409,
      /changed by someone else/,
    );
    const edited = ok(
      await call<TSurveyQuestion>('update-question', { id: questions[0]!.id, version: 1, text: 'Listens' }),
    );
    expect(edited).toMatchObject({ text: 'Listens', version: 2 });
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await tenantSnapshot(a.companyId);
    expectFailed(await call('add-scale', { name: 'One', points: [POINTS[0]] }), 400, /at least two points/);
    expectFailed(
      await call('add-scale', { name: 'Twice', points: [POINTS[0], POINTS[0]] }),
      400,
      /its own value/,
    );
    expectFailed(
      await call('add-question', { competencyId: a.companyId, text: '' }),
      400,
      /Question is required/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });

  it('deletes unused items, and a competency only once its questions are gone', async () => {
    const { scale, competency, questions } = await setUp();
    expectFailed(
      await call('delete-competency', { id: competency.id, version: 1 }),
      409,
      /has 2 questions: delete them first/,
    );
    for (const q of questions) ok(await call('delete-question', { id: q.id, version: q.version }));
    const c = ok(await call<TSurveyCompetency>('delete-competency', { id: competency.id, version: 1 }));
    expect(c.id).toBe(competency.id);
    ok(await call('delete-scale', { id: scale.id, version: 1 }));
    const scales = await get<{ list: TSurveyScale[] }>('/degree-360/all-scales', {}, a.admin.token);
    expect(scales.body.data.list.map((s) => s.id)).not.toContain(scale.id);
  });

  it('is for Surveys administrators: a plain employee is refused, another company cannot reach it', async () => {
    const r = await get('/degree-360/all-scales', {}, a.employee.token);
    expectFailed(r, 403, /Surveys administrator/);
    const off = await get('/degree-360/all-scales', {}, b.admin.token);
    expect(off.status).toBe(403);
  });
});

describe('360-degree surveys', () => {
  it('copies the set-up, counts it used, and keeps its copy through later edits', async () => {
    const { scale, competency, questions } = await setUp();
    const survey = ok(
      await call<TSurvey>('add-survey', {
        title: 'Annual 360',
        subjectId: a.employee.employeeId,
        scaleId: scale.id,
        competencyIds: [competency.id],
        startDate: dayOffset(-1),
        endDate: dayOffset(30),
      }),
    );
    expect(survey.status).toBe('Open');
    expect(survey.points).toHaveLength(5);
    expect(survey.items[0]!.questions.map((q) => q.text)).toEqual(['Listens well', 'Writes clearly']);

    // Used items cannot be deleted: a clear refusal, and they stay.
    expectFailed(
      await call('delete-scale', { id: scale.id, version: 1 }),
      409,
      /is used by 1 survey and cannot be deleted/,
    );
    expectFailed(
      await call('delete-question', { id: questions[0]!.id, version: 1 }),
      409,
      /is used by 1 survey and cannot be deleted/,
    );
    // An edit of the set-up leaves the survey's copy as it was.
    ok(await call('update-question', { id: questions[0]!.id, version: 1, text: 'Hears people out' }));
    const again = ok(
      await get<{ item: TSurvey }>('/degree-360/get-survey', { id: survey.id }, a.admin.token),
    );
    expect(again.items[0]!.questions[0]!.text).toBe('Listens well');
  });

  it('computes Not Open and Closed from the dates', async () => {
    const { scale, competency } = await setUp();
    const base = { subjectId: a.employee.employeeId, scaleId: scale.id, competencyIds: [competency.id] };
    const later = ok(
      await call<TSurvey>('add-survey', {
        ...base,
        title: 'Later',
        startDate: dayOffset(5),
        endDate: dayOffset(9),
      }),
    );
    expect(later.status).toBe('Not Open');
    const closed = ok(
      await call<TSurvey>('update-survey', {
        id: later.id,
        version: later.version,
        title: 'Later',
        startDate: dayOffset(-9),
        endDate: dayOffset(-1),
      }),
    );
    expect(closed.status).toBe('Closed');
    expectFailed(
      await call('add-reviewers', {
        id: closed.id,
        version: closed.version,
        reviewers: [{ relationship: 'self' }],
      }),
      422,
      /closed/,
    );
    expectFailed(
      await call('add-survey', { ...base, title: 'Backwards', startDate: today(), endDate: dayOffset(-1) }),
      400,
      /end date is before the start date/,
    );
  });

  it('takes reviewers by relationship, each address once, and shows completion only', async () => {
    const { scale, competency } = await setUp();
    const [manager, peer] = await Promise.all([
      recordEmployee(a.admin.token, `${unique('mgr')}@example.com`),
      recordEmployee(a.admin.token, `${unique('peer')}@example.com`),
    ]);
    const survey = ok(
      await call<TSurvey>('add-survey', {
        title: 'With reviewers',
        subjectId: a.employee.employeeId,
        scaleId: scale.id,
        competencyIds: [competency.id],
        startDate: today(),
        endDate: dayOffset(10),
      }),
    );
    const withReviewers = ok(
      await call<TSurvey>('add-reviewers', {
        id: survey.id,
        version: survey.version,
        reviewers: [
          { relationship: 'self' },
          { relationship: 'manager', employeeId: manager },
          { relationship: 'peer', employeeId: peer },
          { relationship: 'outside', name: 'Olga Outside', email: 'Olga@Example.com' },
        ],
      }),
    );
    expect(withReviewers.reviewers.map((r) => `${r.relationship} ${r.state}`)).toEqual([
      'self Added',
      'manager Added',
      'peer Added',
      'outside Added',
    ]);
    expect(withReviewers.reviewers[3]!.email).toBe('olga@example.com');
    expectFailed(
      await call('add-reviewers', {
        id: survey.id,
        version: withReviewers.version,
        reviewers: [{ relationship: 'outside', name: 'Olga again', email: 'olga@example.com' }],
      }),
      422,
      /a reviewer of this survey already/,
    );
    expectFailed(
      await call('add-reviewers', {
        id: survey.id,
        version: withReviewers.version,
        reviewers: [{ relationship: 'peer', employeeId: a.employee.employeeId }],
      }),
      422,
      /is the subject: add them as self/,
    );
    const outside = withReviewers.reviewers[3]!;
    const removed = ok(
      await call<TSurvey>('remove-reviewer', {
        id: survey.id,
        version: withReviewers.version,
        reviewerId: outside.id,
      }),
    );
    expect(removed.reviewers).toHaveLength(3);
    const rows = await get<{ list: { id: string; reviewerCount: number }[] }>(
      '/degree-360/all-surveys',
      {},
      a.admin.token,
    );
    expect(rows.body.data.list.find((r) => r.id === survey.id)?.reviewerCount).toBe(3);
  });

  it('answers another company’s survey as not found, and changes nothing of it', async () => {
    const { scale, competency } = await setUp();
    const survey = ok(
      await call<TSurvey>('add-survey', {
        title: 'Mine',
        subjectId: a.employee.employeeId,
        scaleId: scale.id,
        competencyIds: [competency.id],
        startDate: today(),
        endDate: dayOffset(10),
      }),
    );
    await setSurveys(b.companyId);
    const before = await tenantSnapshot(a.companyId);
    const r = await get('/degree-360/get-survey', { id: survey.id }, b.admin.token);
    expectFailed(r, 404, /not found/);
    expectFailed(
      await call(
        'add-survey',
        {
          title: 'Theirs',
          subjectId: a.employee.employeeId,
          scaleId: scale.id,
          competencyIds: [competency.id],
          startDate: today(),
          endDate: dayOffset(10),
        },
        b.admin.token,
      ),
      404,
      /./,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });
});

const fileOf = async (path: string, query: Record<string, unknown>, token = a.admin.token) => {
  const r = await get<{ url: string; filename: string; contentType: string; size: number }>(
    path,
    query as never,
    token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
  const file = await fetch(r.body.data.url);
  expect(file.status).toBe(200);
  return { ...r.body.data, bytes: await file.arrayBuffer() };
};

describe('the degree-360 reviews report', () => {
  type Page = { list: TSurveyReviewRow[]; total: number; cursor: string | null };
  const reviews = (query: Record<string, unknown>, token = a.admin.token) =>
    get<Page>('/degree-360/reviews-report', query as never, token);
  const page = async (query: Record<string, unknown>) => {
    const r = await reviews(query);
    expect(r.status, r.body.err_msg).toBe(200);
    return r.body.data;
  };

  it('filters by period, status (from the dates) and the subject’s unit, a page at a time', async () => {
    const { scale, competency } = await setUp();
    const unit = await post<{ business_unit: { id: string; name: string } }>(
      '/business-unit/add',
      { name: unique('Reviews unit') },
      a.admin.token,
    );
    expect(unit.status, unit.body.err_msg).toBe(200);
    const unitId = unit.body.data.business_unit.id;
    const placed = await post<{ employee: { id: string } }>(
      '/employee/add',
      { firstName: 'Ulla', lastName: 'Placed', email: `${unique('placed')}@example.com`, unitId },
      a.admin.token,
    );
    expect(placed.status, placed.body.err_msg).toBe(200);
    const subjectId = placed.body.data.employee.id;
    const [manager, p1, p2] = await Promise.all(
      ['mgr', 'p1', 'p2'].map((n) => recordEmployee(a.admin.token, `${unique(n)}@example.com`)),
    );
    const add = (title: string, subject: string, startDate: string, endDate: string) =>
      call<TSurvey>('add-survey', {
        title,
        subjectId: subject,
        scaleId: scale.id,
        competencyIds: [competency.id],
        startDate,
        endDate,
      }).then(ok);
    const open = await add('Open one', subjectId, dayOffset(-2), dayOffset(5));
    const later = await add('Later one', subjectId, dayOffset(30), dayOffset(40));
    const ended = await add('Ended one', subjectId, dayOffset(20), dayOffset(25));
    ok(
      await call('update-survey', {
        id: ended.id,
        version: ended.version,
        title: 'Ended one',
        startDate: dayOffset(-20),
        endDate: dayOffset(-10),
      }),
    );
    // a subject outside the unit: not in its report
    const elsewhere = await add('Elsewhere', a.employee.employeeId!, dayOffset(-2), dayOffset(5));
    ok(
      await call('add-reviewers', {
        id: open.id,
        version: open.version,
        reviewers: [
          { relationship: 'self' },
          { relationship: 'manager', employeeId: manager },
          { relationship: 'peer', employeeId: p1 },
          { relationship: 'peer', employeeId: p2 },
        ],
      }),
    );

    const all = await page({ unitId });
    expect(all.total).toBe(3);
    expect(all.list.map((r) => [r.title, r.status])).toEqual([
      ['Later one', 'Not Open'],
      ['Open one', 'Open'],
      ['Ended one', 'Closed'],
    ]);
    expect(all.list.map((r) => r.id)).not.toContain(elsewhere.id);
    expect(all.list[1]).toMatchObject({
      subjectName: 'Ulla Placed',
      groups: [
        { group: 'self', invited: 1, answered: 0 },
        { group: 'manager', invited: 1, answered: 0 },
        { group: 'peer', invited: 2, answered: 0 },
      ],
      invited: 4,
      answered: 0,
      overall: null,
      overallOf: [],
    });
    expect((await page({ unitId, status: 'Open' })).list.map((r) => r.id)).toEqual([open.id]);
    expect((await page({ unitId, status: 'Closed' })).list.map((r) => r.id)).toEqual([ended.id]);
    expect((await page({ unitId, from: dayOffset(26) })).list.map((r) => r.id)).toEqual([later.id]);
    expect((await page({ unitId, to: dayOffset(-5) })).list.map((r) => r.id)).toEqual([ended.id]);

    const first = await page({ unitId, limit: 2 });
    expect(first).toMatchObject({ total: 3, cursor: '2' });
    expect(first.list).toHaveLength(2);
    const second = await page({ unitId, limit: 2, cursor: first.cursor });
    expect(second.list.map((r) => r.id)).toEqual([ended.id]);
    expect(second.cursor).toBeNull();

    const xlsx = await fileOf('/degree-360/export-reviews-report', { unitId, format: 'xlsx' });
    expect(xlsx.filename).toMatch(/^degree-360-reviews-.+\.xlsx$/);
    const rows = await sheetRows(xlsx.bytes);
    expect(rows).toContainEqual([
      'Ulla Placed',
      'Open one',
      dayOffset(-2),
      dayOffset(5),
      'Open',
      '0 of 1',
      '0 of 1',
      '0 of 2',
      '0 of 4',
      'Not shown',
    ]);
    expect(rows.flat()).not.toContain('Elsewhere');
    const pdf = await fileOf('/degree-360/export-reviews-report', { unitId, format: 'pdf', status: 'Open' });
    expect(pdf.contentType).toBe('application/pdf');
    const text = (await pdfText(pdf.bytes)).flat().join(' ');
    expect(text).toContain('Open one');
    expect(text).not.toContain('Ended one');
  });

  it('refuses a bad filter, a bad cursor, another company’s unit, and anyone but a Surveys administrator', async () => {
    expectFailed(
      await reviews({ from: dayOffset(5), to: dayOffset(1) }),
      400,
      /the period ends before it starts/,
    );
    expectFailed(await reviews({ status: 'Finished' }), 400, /status/);
    expectFailed(await reviews({ cursor: 'abc' }), 400, /not a cursor of this report/);
    expectFailed(await reviews({ unitId: a.companyId }), 404, /no such unit/);
    expectFailed(await reviews({}, a.employee.token), 403, /Surveys administrator/);
    expectFailed(
      await get('/degree-360/export-reviews-report', { format: 'docx' } as never, a.admin.token),
      400,
      /format must be xlsx or pdf/,
    );
    expect(
      (await get('/degree-360/export-reviews-report', { format: 'pdf' } as never, a.employee.token)).status,
    ).toBe(403);
  });
});

/** The addresses a survey-review mail of `surveyId` was queued to, each as often as queued. */
const queuedTo = async (surveyId: string) =>
  (await db().entities.outboxMail.query.byCompany({ companyId: a.companyId }).go({ pages: 'all' })).data
    .filter((m) => m.kind === 'survey-review' && (m.data as { surveyId: string }).surveyId === surveyId)
    .map((m) => m.to)
    .sort();

const shareAudits = async (surveyId: string) =>
  (
    await db().entities.auditTrail.query.byEntity({ companyId: a.companyId, entityId: surveyId }).go()
  ).data.filter((e) => e.action === 'share' || e.action === 'resend');

const shareJobOf = (id: string, token = a.admin.token) =>
  get<{ job: TSurveyShareJob }>('/degree-360/share-job', { id }, token);

/** A survey of the tenant's employee with `n` outside reviewers, not shared yet. */
const surveyWithOutsiders = async (n: number) => {
  const { scale, competency } = await setUp();
  const survey = ok(
    await call<TSurvey>('add-survey', {
      title: unique('Share job'),
      subjectId: a.employee.employeeId,
      scaleId: scale.id,
      competencyIds: [competency.id],
      startDate: today(),
      endDate: dayOffset(10),
    }),
  );
  const emails = Array.from({ length: n }, (_, i) => `${unique(`outsider${i}`)}@partner.example.com`);
  const added = ok(
    await call<TSurvey>('add-reviewers', {
      id: survey.id,
      version: survey.version,
      reviewers: emails.map((email, i) => ({ relationship: 'outside', name: `Outsider ${i}`, email })),
    }),
  );
  return { survey: added, emails: emails.sort() };
};

describe('sharing a survey as a job (docs/surveys.md)', () => {
  it('answers with the job at once, then mails every reviewer once; a resend mails those waiting again', async () => {
    const { survey, emails } = await surveyWithOutsiders(5);
    const r = await post<{ item: TSurvey; job: TSurveyShareJob }>(
      '/degree-360/share-survey',
      { id: survey.id, version: survey.version },
      a.admin.token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
    expect(r.body.data.job).toMatchObject({ kind: 'share', surveyId: survey.id, total: 5 });
    const job = await finishedShare(r.body.data.job.id, a.admin.token);
    expect(job).toMatchObject({ state: 'committed', done: 5, total: 5, percent: 100, reason: null });
    const shared = ok(
      await get<{ item: TSurvey }>('/degree-360/get-survey', { id: survey.id }, a.admin.token),
    );
    expect(shared).toMatchObject({ version: survey.version + 1, sharing: null });
    expect(shared.reviewers.every((x) => x.state === 'Sent' && x.sentAt !== null)).toBe(true);
    expect(await queuedTo(survey.id)).toEqual(emails);
    expect((await shareAudits(survey.id)).map((e) => e.summary)).toEqual([
      `360-degree survey “${survey.title}” shared to 5 reviewers`,
    ]);
    // shared again: nobody is left to mail (422), the same request again is stale (409)
    expectFailed(
      await call('share-survey', { id: survey.id, version: shared.version }),
      422,
      /mailed already/,
    );
    expectFailed(await call('share-survey', { id: survey.id, version: survey.version }), 409, /changed/);

    const { item: resent, job: again } = await shareAndWait(a.admin.token, {
      id: survey.id,
      version: shared.version,
      resend: true,
    });
    expect(again).toMatchObject({ kind: 'resend', state: 'committed', total: 5 });
    expect(resent.version).toBe(shared.version + 1);
    expect(await queuedTo(survey.id)).toEqual([...emails, ...emails].sort());
    // the same resend asked again once it landed is stale: nobody is mailed twice by one resend
    expectFailed(
      await call('share-survey', { id: survey.id, version: shared.version, resend: true }),
      409,
      /changed/,
    );
    // another company's administrator, or an employee, reads nothing of the job
    expectFailed(await shareJobOf(job.id, a.employee.token), 403, /Surveys administrator/);
    await setSurveys(b.companyId);
    expectFailed(await shareJobOf(job.id, b.admin.token), 404, /not found/);
  });

  it('honours a smaller batch; a share whose runner died part-way is finished by recovery, mailing nobody twice', async () => {
    const { survey, emails } = await surveyWithOutsiders(7);
    const ctx = adminCtx({ ...a.admin, companyId: a.companyId });
    const queued = await queueSurveyShare(ctx, { id: survey.id, version: survey.version }, { batchSize: 3 });
    const ref = { companyId: a.companyId, jobId: queued.jobId };
    // the runner writes two batches of 3 for real, then "dies" holding the job
    expect(await runJob(surveyShareJob, ref, { abandonAfter: 2 })).toBe('abandoned');
    expect((await shareJobOf(queued.jobId)).body.data.job).toMatchObject({
      state: 'running',
      done: 6,
      total: 7,
      percent: 85,
    });
    expect((await queuedTo(survey.id)).length).toBe(6);
    const partWay = ok(
      await get<{ item: TSurvey }>('/degree-360/get-survey', { id: survey.id }, a.admin.token),
    );
    expect(partWay.sharing).toMatchObject({ id: queued.jobId, done: 6, total: 7 });
    expect(partWay.reviewers.filter((x) => x.state === 'Sent')).toHaveLength(6);
    // while it is open the reviewers are not changed, and the survey is not shared again
    const ref2 = { id: survey.id, version: survey.version };
    expectFailed(
      await call('add-reviewers', {
        ...ref2,
        reviewers: [{ relationship: 'outside', name: 'Late Larry', email: 'late.larry@example.com' }],
      }),
      409,
      /being shared/,
    );
    expectFailed(
      await call('remove-reviewer', { ...ref2, reviewerId: partWay.reviewers[0]!.id }),
      409,
      /being shared/,
    );
    expectFailed(await call('delete-survey', ref2), 409, /being shared/);
    expectFailed(await call('share-survey', ref2), 409, /being shared already/);
    // within its lease nobody takes it over
    expect(await runJob(surveyShareJob, ref)).toBe('held');
    const later = new Date(Date.now() + LEASE_MS + 60_000);
    const recovered = await recover({ now: later });
    expect(recovered.filter((x) => x.jobId === queued.jobId)).toEqual([{ ...ref, outcome: 'committed' }]);
    expect((await shareJobOf(queued.jobId)).body.data.job).toMatchObject({ state: 'committed', done: 7 });
    expect(await queuedTo(survey.id)).toEqual(emails);
    const done = ok(await get<{ item: TSurvey }>('/degree-360/get-survey', { id: survey.id }, a.admin.token));
    expect(done).toMatchObject({ version: survey.version + 1, sharing: null });
    expect(done.reviewers.every((x) => x.state === 'Sent')).toBe(true);
    expect(await shareAudits(survey.id)).toHaveLength(1);
  });

  it('a resend cut short and recovered mails each waiting reviewer once more; undone, each keeps their earlier mail', async () => {
    const { survey, emails } = await surveyWithOutsiders(4);
    const { item: shared } = await shareAndWait(a.admin.token, { id: survey.id, version: survey.version });
    const ctx = adminCtx({ ...a.admin, companyId: a.companyId });
    const mailIds = async () =>
      (
        await db()
          .entities.surveyReviewer.query.bySurvey({ companyId: a.companyId, surveyId: survey.id })
          .go()
      ).data
        .map((x) => x.mailId)
        .sort();
    const before = await mailIds();
    // cut short after one batch of 2, then the survey changes under it (a stray edit): undone
    const cut = await queueSurveyShare(
      ctx,
      { id: survey.id, version: shared.version, resend: true },
      { batchSize: 2 },
    );
    const ref = { companyId: a.companyId, jobId: cut.jobId };
    expect(await runJob(surveyResendJob, ref, { abandonAfter: 1 })).toBe('abandoned');
    expect((await queuedTo(survey.id)).length).toBe(6);
    await db()
      .entities.survey.patch({ companyId: a.companyId, surveyId: survey.id })
      .add({ version: 1 })
      .go();
    const later = new Date(Date.now() + LEASE_MS + 60_000);
    expect((await recover({ now: later })).filter((x) => x.jobId === cut.jobId)).toEqual([
      { ...ref, outcome: 'undone' },
    ]);
    expect((await shareJobOf(cut.jobId)).body.data.job).toMatchObject({
      state: 'undone',
      reason: expect.stringMatching(/changed while it was being shared/),
    });
    // each reviewer names their earlier mail again: the two queued by the undone resend render to nothing
    expect(await mailIds()).toEqual(before);
    const now = ok(await get<{ item: TSurvey }>('/degree-360/get-survey', { id: survey.id }, a.admin.token));
    expect(now.reviewers.every((x) => x.state === 'Sent')).toBe(true);
    // asked again, it mails all four once more
    await shareAndWait(a.admin.token, { id: survey.id, version: now.version, resend: true });
    expect((await queuedTo(survey.id)).length).toBe(4 + 2 + 4);
    expect((await mailIds()).some((m) => before.includes(m))).toBe(false);
    expect(emails).toHaveLength(4);
  });
});

describe('my inbox’s survey views (docs/surveys.md)', () => {
  const inboxOf = async (token: string) => {
    const r = await get<{ item: TInboxSurveys }>('/degree-360/inbox-surveys', {}, token);
    expect(r.status, r.body.err_msg).toBe(200);
    return r.body.data.item;
  };

  it('the subject sees status and a report only once readable; the supervisor the completion of their reports’ surveys', async () => {
    const { scale, competency } = await setUp();
    const added = await post<{ employee: { id: string } }>(
      '/employee/add',
      {
        firstName: 'Rhea',
        lastName: 'Report',
        email: `${unique('rhea')}@example.com`,
        supervisorId: a.admin.employeeId,
      },
      a.admin.token,
    );
    expect(added.status, added.body.err_msg).toBe(200);
    const rhea = added.body.data.employee.id;
    const survey = async (subjectId: string, title: string) =>
      ok(
        await call<TSurvey>('add-survey', {
          title,
          subjectId,
          scaleId: scale.id,
          competencyIds: [competency.id],
          startDate: today(),
          endDate: dayOffset(10),
        }),
      );
    const aboutRhea = await survey(rhea, unique('Rhea 360'));
    const withReviewers = ok(
      await call<TSurvey>('add-reviewers', {
        id: aboutRhea.id,
        version: aboutRhea.version,
        reviewers: [
          { relationship: 'outside', name: 'Oona Outside', email: `${unique('oona')}@example.com` },
          { relationship: 'outside', name: 'Otis Outside', email: `${unique('otis')}@example.com` },
        ],
      }),
    );
    await shareAndWait(a.admin.token, { id: withReviewers.id, version: withReviewers.version });
    const aboutMe = await survey(a.employee.employeeId!, unique('My 360'));

    // the administrator supervises Rhea: completion of her survey, never who or what
    const boss = await inboxOf(a.admin.token);
    expect(boss.team.filter((x) => x.id === aboutRhea.id)).toEqual([
      {
        id: aboutRhea.id,
        title: aboutRhea.title,
        subjectId: rhea,
        subjectName: 'Rhea Report',
        startDate: aboutRhea.startDate,
        endDate: aboutRhea.endDate,
        status: 'Open',
        reviewerCount: 2,
        answered: 0,
      },
    ]);
    expect(JSON.stringify(boss)).not.toMatch(/oona|otis/i);
    expect(boss.team.some((x) => x.id === aboutMe.id)).toBe(false);

    // the plain employee: their own survey, open with no answers, no report yet; nobody else's
    const me = await inboxOf(a.employee.token);
    expect(me.mine.find((x) => x.id === aboutMe.id)).toEqual({
      id: aboutMe.id,
      title: aboutMe.title,
      startDate: aboutMe.startDate,
      endDate: aboutMe.endDate,
      status: 'Open',
      reportReady: false,
    });
    expect(me.mine.some((x) => x.id === aboutRhea.id)).toBe(false);
    expect(me.team).toEqual([]);
    // a closed survey with an answer is readable
    await db()
      .entities.survey.patch({ companyId: a.companyId, surveyId: aboutMe.id })
      .set({ startDate: dayOffset(-20), endDate: dayOffset(-10), answered: 1 })
      .go();
    expect((await inboxOf(a.employee.token)).mine.find((x) => x.id === aboutMe.id)).toMatchObject({
      status: 'Closed',
      reportReady: true,
    });
  });
});
