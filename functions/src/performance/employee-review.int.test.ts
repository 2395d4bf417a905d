import type { TAssessment, TPerformanceNote, TPerformanceRecord, TQuarter } from '@stratum/contracts';
import { db } from '@stratum/core/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { call as rawCall, get, post } from '../../../tests/support/api';
import { sentMail } from '../../../tests/support/mail';
import { addAnnualPlan, addPlan, addRatingEntry, makePlanningTenant } from '../../../tests/support/planning';
import { scorecardPartition } from '../../../tests/support/scorecard';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import {
  addPerson,
  employeeScorecard,
  enablePerformance,
  expectFailed,
  ok,
  type Who,
} from '../../../tests/support/performance';
import { ownerSession, unique, type Tenant } from '../../../tests/support/world';

const FAMILY = 'employee-review';
let a: Tenant;
let b: Tenant;
let boss: Who;
let worker: Who;
let worker2: Who;
let acting: Who;
let qa: Who;
let outsider: Who;
let annualPlanId: string;
let quarter: number;

const write = (action: string, body: Record<string, unknown>, token: string) =>
  post(`/${FAMILY}/${action}`, body, token);
const read = (action: string, query: Record<string, string | number>, token: string) =>
  get(`/${FAMILY}/${action}`, query, token);
/** An employee's annual scorecard (two KPIs: 60% quantitative, 40% qualitative) and its quarter. */
const quarterOf = async (who: Who): Promise<string> =>
  (await employeeScorecard(who, annualPlanId, quarter)).periodicId!;

const record = (scorecardId: string, token: string) =>
  read('get', { scorecardId }, token).then((r) => ok<TPerformanceRecord>(r, 'record'));
const assessment = (scorecardId: string, token: string) =>
  read('scores', { scorecardId }, token).then((r) => ok<TAssessment>(r, 'assessment'));
/** The record's partition and the tenant's own, to show a refused call changed nothing. */
const snapshot = async (scorecardId: string) =>
  JSON.stringify([await scorecardPartition(a.companyId, scorecardId), await tenantSnapshot(a.companyId)]);
const mailsTo = async (email: string) => (await sentMail()).filter((m) => m.destination.to.includes(email));
/**
 * The newest mail to an address once it is the one expected, waiting up to 10 s: another test
 * file's sender may hold the mail a moment (it claimed it first), so the newest can lag behind.
 */
const newestMailTo = async (email: string, subject: RegExp) => {
  for (let i = 0; i < 100; i++) {
    const newest = (await mailsTo(email)).at(-1);
    if (newest && subject.test(newest.subject)) return newest;
    await new Promise((r) => setTimeout(r, 100));
  }
  return (await mailsTo(email)).at(-1)!;
};

const setWindow = async (window: 'pmAgreement' | 'pmAssessment', open: boolean) => {
  const q = (
    await get<{ list: (TQuarter & { version: number })[] }>('/quarter/all', { annualPlanId }, a.admin.token)
  ).body.data.list[quarter]!;
  const r = await post(
    '/quarter/update',
    {
      annualPlanId,
      quarter,
      version: q.version,
      startDate: q.startDate,
      endDate: q.endDate,
      assessmentStartDate: q.assessmentStartDate,
      assessmentEndDate: q.assessmentEndDate,
      pmAgreementStartDate: q.pmAgreementStartDate,
      pmAgreementEndDate: q.pmAgreementEndDate,
      pmAssessmentStartDate: q.pmAssessmentStartDate,
      pmAssessmentEndDate: q.pmAssessmentEndDate,
      [`${window}StartDate`]: open ? q.startDate : null,
      [`${window}EndDate`]: open ? q.endDate : null,
    },
    a.admin.token,
  );
  expect(r.status, r.body.err_msg).toBe(200);
};

beforeAll(async () => {
  const owner = await ownerSession();
  [a, b] = await Promise.all([makePlanningTenant(owner, 'review-a'), makePlanningTenant(owner, 'review-b')]);
  await enablePerformance(owner, a, b);
  boss = await addPerson(a, 'Bea');
  [worker, worker2, acting, qa, outsider] = await Promise.all([
    addPerson(a, 'Wren', { supervisorId: boss.employeeId }),
    addPerson(a, 'Wally', { supervisorId: boss.employeeId }),
    addPerson(a, 'Ace'),
    addPerson(a, 'Quinn'),
    addPerson(a, 'Otto'),
  ]);
  const y = new Date().getUTCFullYear();
  const plan = await addPlan(a.admin.token, 'strategic', {
    description: unique('Plan'),
    startDate: `${y - 1}-01-01`,
    endDate: `${y + 2}-12-31`,
  });
  for (const target of [59, 79, 99, 119, 149]) await addRatingEntry(a.admin.token, plan, target);
  annualPlanId = (await addAnnualPlan(a.admin.token, plan.id, `${y}-01-01`, `${y}-12-31`)).id;
  const quarters = (await get<{ list: TQuarter[] }>('/quarter/all', { annualPlanId }, a.admin.token)).body
    .data.list;
  quarter = quarters.find((q) => q.open.pmAgreement && q.open.pmAssessment)!.quarter;
  // the QA panel: Quinn reviews Wren
  ok(await post('/qa-performance/add-member', { employeeId: qa.employeeId }, a.admin.token), 'item');
  const review = await post(
    '/qa-performance/add-review',
    { subjectType: 'employee', subjectId: worker.employeeId, reviewerId: qa.employeeId },
    a.admin.token,
  );
  expect(review.status, review.body.err_msg).toBe(200);
});

describe('a quarter from agreement to QA', () => {
  let id: string;
  let r: TPerformanceRecord;

  it('starts as a Draft waiting on the employee; only those taking part see it', async () => {
    id = await quarterOf(worker);
    r = await record(id, worker.token);
    expect(r).toMatchObject({
      agreementStatus: 'Draft',
      assessmentStatus: 'Not Started',
      qaStatus: 'Not Started',
      reviewComplete: false,
      awaitingId: worker.employeeId,
      awaitingStep: 'agreement-submit',
      supervisorId: boss.employeeId,
      roles: ['employee'],
      open: { pmAgreement: true, pmAssessment: true },
    });
    expect(r.actions.map((x) => x.action)).toEqual(['submit', 'change-type']);
    expect((await record(id, boss.token)).roles).toEqual(['supervisor']);
    expectFailed(
      await read('get', { scorecardId: id }, outsider.token),
      404,
      /^scorecardId: no such employee scorecard/,
    );
    expectFailed(await read('get', { scorecardId: id }, b.admin.token), 404, /^scorecardId: no such/);
    expect((await record(id, a.admin.token)).roles).toEqual(['admin']);
    const mine = ok<TPerformanceRecord[]>(
      await read('all', { as: 'employee', annualPlanId }, worker.token),
      'list',
    );
    expect(mine.map((x) => x.scorecardId)).toEqual([id]);
    expectFailed(
      await read('all', { as: 'supervisor', annualPlanId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, boss.token),
      404,
      /^annualPlanId: no such annual plan in your company$/,
    );
  });

  it('refuses the wrong person (403), the wrong state (409) and a stale version (409), changing nothing', async () => {
    const before = await snapshot(id);
    expectFailed(
      await write(
        'set-agreement-status',
        { scorecardId: id, version: r.version, action: 'agree' },
        boss.token,
      ),
      409,
      /^“agree” is not a step this quarter can take now \(agreement Draft/,
    );
    expectFailed(
      await write(
        'set-agreement-status',
        { scorecardId: id, version: r.version, action: 'submit' },
        boss.token,
      ),
      403,
      /^Only the employee may submit now\.$/,
    );
    expectFailed(
      await write(
        'set-agreement-status',
        { scorecardId: id, version: r.version, action: 'submit' },
        outsider.token,
      ),
      404,
      /^scorecardId: no such/,
    );
    expectFailed(
      await write(
        'set-agreement-status',
        { scorecardId: id, version: r.version + 1, action: 'submit' },
        worker.token,
      ),
      409,
      /changed by someone else/,
    );
    expectFailed(
      await write(
        'set-agreement-status',
        { scorecardId: id, version: r.version, action: 'nope' },
        worker.token,
      ),
      400,
      /action/,
    );
    expect(await snapshot(id)).toBe(before);
  });

  it('submits to the supervisor, who is mailed; the move is audited', async () => {
    r = ok(
      await write(
        'set-agreement-status',
        { scorecardId: id, version: r.version, action: 'submit' },
        worker.token,
      ),
      'record',
    );
    expect(r).toMatchObject({
      agreementStatus: 'Submitted',
      awaitingId: boss.employeeId,
      awaitingStep: 'agreement-review',
    });
    expect(r.actions).toEqual([]);
    const mail = await newestMailTo(boss.email, /A performance agreement waits for your review \(Q\d\)/);
    expect(mail.subject).toMatch(/A performance agreement waits for your review \(Q\d\)/);
    expect(mail.body.text).toContain(`/app/my-inbox/performance-agreement-review?scorecardId=${id}`);
    const trail = await db()
      .entities.auditTrail.query.byEntity({ companyId: a.companyId, entityId: id })
      .go();
    expect(trail.data.map((t) => [t.entityType, t.action, t.after])).toContainEqual([
      'employee-review',
      'submit',
      expect.objectContaining({ agreementStatus: 'Submitted', awaitingId: boss.employeeId }),
    ]);
    const theirs = ok<TPerformanceRecord[]>(
      await read('all', { as: 'supervisor', annualPlanId, quarter }, boss.token),
      'list',
    );
    expect(theirs.map((x) => x.scorecardId)).toContain(id);
  });

  it('a dispute needs notes, keeps them sanitised and sends the agreement back', async () => {
    expectFailed(
      await write('dispute', { scorecardId: id, version: r.version, notes: '<p> </p>' }, boss.token),
      400,
      /^notes: say why/,
    );
    r = ok(
      await write(
        'dispute',
        {
          scorecardId: id,
          version: r.version,
          notes:
            '<p onclick="x()">Targets <b>too low</b><script>alert(1)</script><img src=x onerror=y></p><a href="javascript:z()">z</a>',
        },
        boss.token,
      ),
      'record',
    );
    expect(r).toMatchObject({
      agreementStatus: 'Disputed',
      awaitingId: worker.employeeId,
      awaitingStep: 'agreement-submit',
    });
    const notes = ok<TPerformanceNote[]>(await read('notes', { scorecardId: id }, worker.token), 'list');
    expect(notes.map((n) => [n.action, n.html])).toEqual([
      ['dispute', '<p>Targets <b>too low</b></p><a target="_blank" rel="noopener noreferrer">z</a>'],
    ]);
    expect((await newestMailTo(worker.email, /Your performance agreement waits for you/)).subject).toMatch(
      /Your performance agreement waits for you/,
    );
    const note = ok<TPerformanceNote>(
      await write('add-note', { scorecardId: id, html: '<p>Raised calls to 100</p>' }, worker.token),
      'note',
    );
    expect(note.html).toBe('<p>Raised calls to 100</p>');
    expectFailed(await write('add-note', { scorecardId: id, html: 'x' }, outsider.token), 404, /no such/);
  });

  it('the employee corrects the disputed scorecard, then it is locked to them once resubmitted', async () => {
    const kpiOf = async () => {
      const got = await get<{ scorecard: { kpiList: { id: string; name: string; version: number }[] } }>(
        '/employee-scorecard/get',
        { id },
        worker.token,
      );
      expect(got.status, got.body.err_msg).toBe(200);
      return got.body.data.scorecard.kpiList.find((k) => k.name === 'Calls')!;
    };
    const calls = await kpiOf();
    const fixed = await post(
      '/employee-scorecard/save-kpi',
      {
        scorecardId: id,
        id: calls.id,
        version: calls.version,
        name: 'Calls',
        target: 100,
        weight: 60,
        manualTarget: '100 calls',
      },
      worker.token,
    );
    expect(fixed.status, fixed.body.err_msg).toBe(200);
    expect((await kpiOf()).version).toBe(calls.version + 1);
  });

  it('the employee changes the type and resubmits; the acting supervisor in force agrees', async () => {
    r = ok(
      await write(
        'set-type',
        { scorecardId: id, version: r.version, agreementType: 'Probation' },
        worker.token,
      ),
      'record',
    );
    expect(r.agreementType).toBe('Probation');
    r = ok(
      await write(
        'set-agreement-status',
        { scorecardId: id, version: r.version, action: 'submit' },
        worker.token,
      ),
      'record',
    );
    // Submitted: back with the supervisor, so no longer the employee's to change.
    const got = await get<{ scorecard: { kpiList: { id: string; name: string; version: number }[] } }>(
      '/employee-scorecard/get',
      { id },
      worker.token,
    );
    const calls = got.body.data.scorecard.kpiList.find((k) => k.name === 'Calls')!;
    const before = await snapshot(id);
    expectFailed(
      await post(
        '/employee-scorecard/save-kpi',
        { scorecardId: id, id: calls.id, version: calls.version, name: 'Calls', target: 120, weight: 60 },
        worker.token,
      ),
      409,
      /is Submitted: only while it is Draft or Disputed can the employee change the scorecard/,
    );
    expect(await snapshot(id)).toBe(before);
    const today = new Date().toISOString().slice(0, 10);
    const set = await post(
      '/acting-supervisor/set',
      { supervisorId: boss.employeeId, actingSupervisorId: acting.employeeId, from: today, to: today },
      a.admin.token,
    );
    expect(set.status, set.body.err_msg).toBe(200);
    expect((await record(id, acting.token)).roles).toEqual(['supervisor']);
    r = ok(
      await write(
        'set-agreement-status',
        { scorecardId: id, version: r.version, action: 'agree' },
        acting.token,
      ),
      'record',
    );
    expect(r).toMatchObject({
      agreementStatus: 'Agreed',
      awaitingId: worker.employeeId,
      awaitingStep: 'assessment-self',
    });
    const unset = await post(
      '/acting-supervisor/unset',
      { supervisorId: boss.employeeId, version: 1 },
      a.admin.token,
    );
    expect(unset.status, unset.body.err_msg).toBe(200);
  });

  it('the employee enters actuals with evidence and their own scores, then self assesses', async () => {
    let s = await assessment(id, worker.token);
    const [calls, attitude] = ['Calls', 'Attitude'].map((n) => s.kpis.find((k) => k.name === n)!);
    expect(calls).toMatchObject({ target: 100, actual: null, weight: 60 });
    s = ok(
      await write(
        'update-actual',
        { scorecardId: id, kpiId: calls!.kpiId, version: calls!.version, actual: 85 },
        worker.token,
      ),
      'assessment',
    );
    expect(s.kpis.find((k) => k.name === 'Calls')).toMatchObject({
      actual: 85,
      percent: 85,
      computedScore: 3,
    });
    const form = new FormData();
    form.set('scorecardId', id);
    form.set('kpiId', calls!.kpiId);
    form.set(
      'document',
      new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }),
      'calls.pdf',
    );
    const up = await rawCall<{ evidence: { id: string; name: string } }>(
      'POST',
      `/${FAMILY}/upload-evidence`,
      { token: worker.token, raw: form },
    );
    expect(up.status, up.body.err_msg).toBe(200);
    expect(up.body.data.evidence.name).toBe('calls.pdf');
    const link = ok<string>(
      await read(
        'evidence',
        { scorecardId: id, kpiId: calls!.kpiId, evidenceId: up.body.data.evidence.id },
        boss.token,
      ),
      'url',
    );
    expect((await fetch(link)).status).toBe(200);
    const fake = new FormData();
    fake.set('scorecardId', id);
    fake.set('kpiId', calls!.kpiId);
    fake.set('document', new Blob(['<svg/>'], { type: 'application/pdf' }), 'x.pdf');
    expectFailed(
      await rawCall('POST', `/${FAMILY}/upload-evidence`, { token: worker.token, raw: fake }),
      415,
      /^document: evidence must be/,
    );
    for (const [k, score] of [
      [calls!, 3],
      [attitude!, 4],
    ] as const) {
      s = ok(
        await write('save-score', { scorecardId: id, kpiId: k.kpiId, version: 1, score }, worker.token),
        'assessment',
      );
    }
    expect(s.selfTotal).toBe(3.4);
    expectFailed(
      await write(
        'save-score',
        { scorecardId: id, kpiId: attitude!.kpiId, version: attitude!.version, score: 5 },
        boss.token,
      ),
      409,
      /^The supervisor scores once the employee has self assessed/,
    );
    r = ok(
      await write(
        'set-assessment-status',
        { scorecardId: id, version: s.record.version, action: 'self-assess' },
        worker.token,
      ),
      'record',
    );
    expect(r).toMatchObject({
      assessmentStatus: 'Self Assessed',
      selfScore: 3.4,
      awaitingId: boss.employeeId,
      awaitingStep: 'assessment-supervisor',
    });
    expectFailed(
      await write(
        'update-actual',
        { scorecardId: id, kpiId: calls!.kpiId, version: calls!.version + 1, actual: 90 },
        worker.token,
      ),
      409,
      /^The actuals cannot change now: the assessment is Self Assessed/,
    );
  });

  it('the supervisor scores; the engine rates the quarter; the review completes and goes to QA', async () => {
    let s = await assessment(id, boss.token);
    const attitude = s.kpis.find((k) => k.name === 'Attitude')!;
    const calls = s.kpis.find((k) => k.name === 'Calls')!;
    s = ok(
      await write(
        'save-score',
        { scorecardId: id, kpiId: attitude.kpiId, version: attitude.version, score: 4 },
        boss.token,
      ),
      'assessment',
    );
    s = ok(
      await write(
        'save-score',
        { scorecardId: id, kpiId: calls.kpiId, version: calls.version, score: null, adjustedScore: 4 },
        boss.token,
      ),
      'assessment',
    );
    // Calls 85% → 3 (computed, automatic) × 0.6 + Attitude 4 × 0.4 = 3.4; adjusted 4 × 0.6 + 1.6 = 4
    expect([s.total, s.adjustedTotal]).toEqual([3.4, 4]);
    expectFailed(
      await write(
        'save-score',
        { scorecardId: id, kpiId: attitude.kpiId, version: attitude.version, score: 2 },
        boss.token,
      ),
      409,
      /changed by someone else/,
    );
    r = ok(
      await write(
        'set-assessment-status',
        { scorecardId: id, version: s.record.version, action: 'supervisor-assess' },
        boss.token,
      ),
      'record',
    );
    expect(r).toMatchObject({
      assessmentStatus: 'Supervisor Assessed',
      totalScore: 3.4,
      adjustedTotal: 4,
      supervisorScore: 3.4,
    });
    r = ok(await write('review-complete', { scorecardId: id, version: r.version }, boss.token), 'record');
    expect(r).toMatchObject({ reviewComplete: true, awaitingId: qa.employeeId, awaitingStep: 'qa-review' });
    expect((await newestMailTo(qa.email, /A performance review waits for QA/)).subject).toMatch(
      /A performance review waits for QA/,
    );
  });

  it('QA checks, refers back with notes, and after the supervisor completes again, completes and recalls', async () => {
    expectFailed(
      await write('check', { scorecardId: id, version: r.version }, boss.token),
      403,
      /^Only the QA reviewer may check now\.$/,
    );
    r = ok(await write('check', { scorecardId: id, version: r.version }, qa.token), 'record');
    expect(r).toMatchObject({ qaStatus: 'In Review', awaitingId: qa.employeeId });
    expectFailed(
      await write('refer-back', { scorecardId: id, version: r.version, notes: '' }, qa.token),
      400,
      /^notes: say why/,
    );
    r = ok(
      await write(
        'refer-back',
        { scorecardId: id, version: r.version, notes: '<p>Score attitude again</p>' },
        qa.token,
      ),
      'record',
    );
    expect(r).toMatchObject({
      qaStatus: 'Referred Back',
      assessmentStatus: 'Self Assessed',
      reviewComplete: false,
      awaitingId: boss.employeeId,
    });
    r = ok(
      await write(
        'set-assessment-status',
        { scorecardId: id, version: r.version, action: 'supervisor-assess' },
        boss.token,
      ),
      'record',
    );
    r = ok(await write('review-complete', { scorecardId: id, version: r.version }, boss.token), 'record');
    r = ok(await write('check', { scorecardId: id, version: r.version }, qa.token), 'record');
    r = ok(await write('complete', { scorecardId: id, version: r.version }, qa.token), 'record');
    expect(r).toMatchObject({
      qaStatus: 'Complete',
      assessmentStatus: 'Complete',
      awaitingId: null,
      awaitingStep: null,
    });
    r = ok(await write('recall', { scorecardId: id, version: r.version }, qa.token), 'record');
    expect(r).toMatchObject({
      qaStatus: 'In Review',
      assessmentStatus: 'Supervisor Assessed',
      awaitingId: qa.employeeId,
    });
    const actions = (
      await db()
        .entities.auditTrail.query.byEntity({ companyId: a.companyId, entityId: id })
        .go({ pages: 'all' })
    ).data
      .filter((t) => t.entityType === 'employee-review')
      .map((t) => t.action);
    for (const x of [
      'submit',
      'dispute',
      'change-type',
      'agree',
      'self-assess',
      'supervisor-assess',
      'review-complete',
      'check',
      'refer-back',
      'complete',
      'recall',
      'update-actual',
      'evidence',
      'self-score',
      'supervisor-score',
      'add-note',
    ]) {
      expect(actions).toContain(x);
    }
  });
});

describe('Period is closed', () => {
  it('refuses a move while its window is shut, changing nothing, and takes it once open again', async () => {
    const id = await quarterOf(worker2);
    const r = await record(id, worker2.token);
    await setWindow('pmAgreement', false);
    try {
      const before = await snapshot(id);
      const closed = await record(id, worker2.token);
      expect(closed.open.pmAgreement).toBe(false);
      expect(closed.actions.find((x) => x.action === 'submit')?.windowOpen).toBe(false);
      expectFailed(
        await write(
          'set-agreement-status',
          { scorecardId: id, version: r.version, action: 'submit' },
          worker2.token,
        ),
        409,
        /^Period is closed$/,
      );
      expect(await snapshot(id)).toBe(before);
    } finally {
      await setWindow('pmAgreement', true);
    }
    const moved = ok<TPerformanceRecord>(
      await write(
        'set-agreement-status',
        { scorecardId: id, version: r.version, action: 'submit' },
        worker2.token,
      ),
      'record',
    );
    expect(moved.agreementStatus).toBe('Submitted');
  });
});
