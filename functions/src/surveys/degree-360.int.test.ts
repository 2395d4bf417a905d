import type {
  TSurvey,
  TSurveyCompetency,
  TSurveyQuestion,
  TSurveyReviewRow,
  TSurveyScale,
} from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
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
