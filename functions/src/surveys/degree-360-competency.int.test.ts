import type { TAssessment, TCompetencyReviewSetup, TEmployeeCompetencyReview } from '@stratum/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply } from '../../../tests/support/api';
import {
  addPerson,
  agreeQuarter,
  assessQuarter,
  assessmentOf,
  employeeScorecard,
  enablePerformance,
  performanceYear,
  type Who,
} from '../../../tests/support/performance';
import { makePlanningTenant } from '../../../tests/support/planning';
import { tenantSnapshot } from '../../../tests/support/snapshot';
import { ownerSession, setCompanySetting, unique, type Tenant } from '../../../tests/support/world';

/*
 * The 360 competency review (docs/surveys.md "The 360 competency review"): the set-up of an annual
 * plan, an employee's answers and score, and the blend into the performance assessment.
 */

let a: Tenant;
let b: Tenant;
let boss: Who;
let worker: Who;
let worker2: Who;
let annualPlanId: string;
let foreignPlanId: string;
let workerQuarter: string;
let worker2Quarter: string;

const FIVE = [
  { value: 1, label: 'Rarely shown' },
  { value: 2, label: 'Developing' },
  { value: 3, label: 'Proficient' },
  { value: 4, label: 'Strong' },
  { value: 5, label: 'Role model' },
];

const call = <T = TCompetencyReviewSetup>(
  action: string,
  body: Record<string, unknown>,
  token = a.admin.token,
) => post<{ item: T }>(`/degree-360-competency/${action}`, body, token);
const setupOf = async (planId = annualPlanId, token = a.admin.token) =>
  ok(
    await get<{ item: TCompetencyReviewSetup }>(
      '/degree-360-competency/get-setup',
      { annualPlanId: planId },
      token,
    ),
  );
const reviewOf = (employeeId: string, token: string) =>
  get<{ item: TEmployeeCompetencyReview }>(
    '/degree-360-competency/employee-review',
    { annualPlanId, employeeId },
    token,
  );

const ok = <T>(r: Reply<{ item: T }>): T => {
  expect(r.status, r.body.err_msg).toBe(200);
  expect(r.body.res).toBe('SUCCESS');
  return r.body.data.item;
};
const expectFailed = (r: Reply, status: number, message: RegExp) => {
  expect(r.status, r.body.err_msg).toBe(status);
  expect(r.body.res).toBe('FAILED');
  expect(r.body.err_msg).toMatch(message);
};

const enable = async (owner: Awaited<ReturnType<typeof ownerSession>>, companyId: string) => {
  const r = await post('/module/update', { companyId, moduleKey: 'surveys', enabled: true }, owner.token);
  expect(r.status, r.body.err_msg).toBe(200);
};

/** A competency, an area, a scale and one question of them; answers the ids. */
const setUp = async (label: string) => {
  let s = ok(
    await call('add-competency', { annualPlanId, name: unique(label), description: 'Puts it plainly' }),
  );
  const competency = s.competencies.find((c) => c.name.startsWith(label))!;
  s = ok(await call('add-area', { annualPlanId, name: unique(`${label} area`) }));
  const area = s.areas.find((x) => x.name.startsWith(`${label} area`))!;
  s = ok(await call('add-scale', { annualPlanId, name: unique(`${label} scale`), points: FIVE }));
  const scale = s.scales.find((x) => x.name.startsWith(`${label} scale`))!;
  s = ok(
    await call('add-question', {
      annualPlanId,
      competencyId: competency.id,
      areaId: area.id,
      scaleId: scale.id,
      text: `${label}: explains decisions`,
    }),
  );
  const question = s.questions.find((q) => q.text === `${label}: explains decisions`)!;
  return { competency, area, scale, question };
};

beforeAll(async () => {
  const owner = await ownerSession();
  [a, b] = await Promise.all([
    makePlanningTenant(owner, 'competency-a'),
    makePlanningTenant(owner, 'competency-b'),
  ]);
  await enablePerformance(owner, a, b);
  await Promise.all([enable(owner, a.companyId), enable(owner, b.companyId)]);
  boss = await addPerson(a, 'Bea');
  [worker, worker2] = await Promise.all([
    addPerson(a, 'Wren', { supervisorId: boss.employeeId }),
    addPerson(a, 'Wally', { supervisorId: boss.employeeId }),
  ]);
  const year = await performanceYear(a.admin.token);
  annualPlanId = year.annualPlanId;
  foreignPlanId = (await performanceYear(b.admin.token)).annualPlanId;
  workerQuarter = (await employeeScorecard(worker, annualPlanId, year.quarter)).periodicId!;
  worker2Quarter = (await employeeScorecard(worker2, annualPlanId, year.quarter)).periodicId!;
  await agreeQuarter(worker, workerQuarter, boss);
  // Calls at 100% of target rates 4, Attitude 2: 4 × 60% + 2 × 40% = 3.2
  await assessQuarter(worker, boss, workerQuarter, 100, 2);
}, 120_000);

describe('set-up', () => {
  it('adds each kind, reads them together, and refuses a stale edit (409)', async () => {
    const { competency, area, scale, question } = await setUp('Clarity');
    const s = await setupOf();
    expect(s.competencies.find((c) => c.id === competency.id)).toMatchObject({
      questionCount: 1,
      version: 1,
    });
    expect(s.areas.find((x) => x.id === area.id)?.questionCount).toBe(1);
    expect(s.scales.find((x) => x.id === scale.id)?.points.map((p) => p.label)).toEqual(
      FIVE.map((p) => p.label),
    );
    expect(s.questions.find((q) => q.id === question.id)).toMatchObject({
      competencyId: competency.id,
      areaId: area.id,
      scaleId: scale.id,
      answerCount: 0,
    });
    const renamed = ok(
      await call('update-competency', {
        annualPlanId,
        id: competency.id,
        version: 1,
        name: 'Clarity of thought',
      }),
    );
    expect(renamed.competencies.find((c) => c.id === competency.id)).toMatchObject({
      name: 'Clarity of thought',
      version: 2,
    });
    expectFailed(
      await call('update-competency', { annualPlanId, id: competency.id, version: 1, name: 'Stale' }),
      409,
      /changed by someone else/,
    );
    expectFailed(
      await call('update-question', {
        annualPlanId,
        id: question.id,
        version: 7,
        areaId: area.id,
        scaleId: scale.id,
        text: 'Stale',
      }),
      409,
      /changed by someone else/,
    );
  });

  it('refuses bad input with a useful message and writes nothing', async () => {
    const { competency, area } = await setUp('Bad input');
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await call('add-scale', { annualPlanId, name: 'One', points: [FIVE[0]] }),
      400,
      /at least two points/,
    );
    expectFailed(await call('add-competency', { annualPlanId, name: '' }), 400, /name is required/);
    expectFailed(
      await call('add-question', {
        annualPlanId,
        competencyId: competency.id,
        areaId: area.id,
        scaleId: area.id,
        text: 'Q',
      }),
      404,
      /scaleId: no such assessment scale/,
    );
    expectFailed(await call('set-contribution', { annualPlanId, weight: 101, version: 0 }), 400, /0 to 100/);
    expectFailed(
      await call('set-contribution', { annualPlanId, weight: 12.5, version: 0 }),
      400,
      /whole percent/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
  });

  it('refuses (422) to delete a competency, area or scale a question names; deletes them once it is gone', async () => {
    const { competency, area, scale, question } = await setUp('Deletable');
    expectFailed(
      await call('delete-competency', { annualPlanId, id: competency.id, version: 1 }),
      422,
      /used by 1 question/,
    );
    expectFailed(
      await call('delete-area', { annualPlanId, id: area.id, version: 1 }),
      422,
      /used by 1 question/,
    );
    expectFailed(
      await call('delete-scale', { annualPlanId, id: scale.id, version: 1 }),
      422,
      /used by 1 question/,
    );
    ok(await call('delete-question', { annualPlanId, id: question.id, version: 1 }));
    ok(await call('delete-competency', { annualPlanId, id: competency.id, version: 1 }));
    ok(await call('delete-area', { annualPlanId, id: area.id, version: 1 }));
    const s = ok(await call('delete-scale', { annualPlanId, id: scale.id, version: 1 }));
    expect(s.questions.map((q) => q.id)).not.toContain(question.id);
    expect([...s.competencies, ...s.areas, ...s.scales].map((x) => x.id)).not.toEqual(
      expect.arrayContaining([competency.id]),
    );
  });

  it('a question moved to another area moves the counts', async () => {
    const { area, scale, question } = await setUp('Mover');
    const other = await setUp('Other');
    const s = ok(
      await call('update-question', {
        annualPlanId,
        id: question.id,
        version: 1,
        areaId: other.area.id,
        scaleId: scale.id,
        text: 'Moved',
      }),
    );
    expect(s.areas.find((x) => x.id === area.id)?.questionCount).toBe(0);
    expect(s.areas.find((x) => x.id === other.area.id)?.questionCount).toBe(2);
  });

  it('a plan of another company is not found, even for its ids', async () => {
    expectFailed(
      await get('/degree-360-competency/get-setup', { annualPlanId: foreignPlanId }, a.admin.token),
      404,
      /not found|no such/i,
    );
    expectFailed(await call('add-competency', { annualPlanId: foreignPlanId, name: 'Intruder' }), 404, /./);
    expect((await setupOf(foreignPlanId, b.admin.token)).competencies).toEqual([]);
  });

  it('is for Surveys administrators only (403 to other employees)', async () => {
    expectFailed(await get('/degree-360-competency/get-setup', { annualPlanId }, worker.token), 403, /./);
    expectFailed(await call('add-area', { annualPlanId, name: 'Mine' }, boss.token), 403, /./);
  });
});

describe('answers, score and the blend into the assessment', () => {
  let question: { id: string };
  let second: { id: string };
  let scaleId: string;

  beforeAll(async () => {
    const made = await setUp('Ownership');
    question = made.question;
    scaleId = made.scale.id;
    const s = ok(
      await call('add-question', {
        annualPlanId,
        competencyId: made.competency.id,
        areaId: made.area.id,
        scaleId,
        text: 'Ownership: follows through',
      }),
    );
    second = s.questions.find((q) => q.text === 'Ownership: follows through')!;
  });

  it('the supervisor answers on the scale; a point off it is refused (422) and nothing is written', async () => {
    const before = await tenantSnapshot(a.companyId);
    expectFailed(
      await call(
        'save-answers',
        { annualPlanId, employeeId: worker.employeeId, answers: [{ questionId: question.id, value: 9 }] },
        boss.token,
      ),
      422,
      /9 is not a point of the scale/,
    );
    expect(await tenantSnapshot(a.companyId)).toBe(before);
    const r = ok(
      await call<TEmployeeCompetencyReview>(
        'save-answers',
        {
          annualPlanId,
          employeeId: worker.employeeId,
          answers: [
            { questionId: question.id, value: 5 },
            { questionId: second.id, value: 4 },
          ],
        },
        boss.token,
      ),
    );
    expect(r.score).toBe(4.5);
    // given again, an answer replaces the earlier one and counts once
    const again = ok(
      await call<TEmployeeCompetencyReview>(
        'save-answers',
        { annualPlanId, employeeId: worker.employeeId, answers: [{ questionId: second.id, value: 5 }] },
        boss.token,
      ),
    );
    expect(again.score).toBe(5);
    expect(again.answers).toHaveLength(2);
    const s = await setupOf();
    expect(s.questions.find((q) => q.id === second.id)?.answerCount).toBe(1);
  });

  it('the employee reads their own review but cannot answer it; a colleague sees nothing', async () => {
    const own = ok(await reviewOf(worker.employeeId, worker.token));
    expect(own).toMatchObject({ score: 5, canAnswer: false });
    expectFailed(
      await call(
        'save-answers',
        { annualPlanId, employeeId: worker.employeeId, answers: [{ questionId: question.id, value: 1 }] },
        worker.token,
      ),
      403,
      /supervisor or a Surveys administrator/,
    );
    expectFailed(await reviewOf(worker.employeeId, worker2.token), 403, /./);
    expectFailed(
      await get(
        '/degree-360-competency/employee-review',
        { annualPlanId: foreignPlanId, employeeId: worker.employeeId },
        a.admin.token,
      ),
      404,
      /./,
    );
  });

  it('refuses (422) to delete an answered question, move it to another scale, or change its scale’s points', async () => {
    const s = await setupOf();
    const q = s.questions.find((x) => x.id === question.id)!;
    const scale = s.scales.find((x) => x.id === scaleId)!;
    expectFailed(
      await call('delete-question', { annualPlanId, id: q.id, version: q.version }),
      422,
      /answered for 1 employee/,
    );
    const other = await setUp('Elsewhere');
    expectFailed(
      await call('update-question', {
        annualPlanId,
        id: q.id,
        version: q.version,
        areaId: q.areaId,
        scaleId: other.scale.id,
        text: q.text,
      }),
      422,
      /cannot move to another/,
    );
    expectFailed(
      await call('update-scale', {
        annualPlanId,
        id: scale.id,
        version: scale.version,
        name: scale.name,
        points: FIVE.slice(0, 4),
      }),
      422,
      /its points cannot change/,
    );
    // its name can
    ok(
      await call('update-scale', {
        annualPlanId,
        id: scale.id,
        version: scale.version,
        name: 'Renamed',
        points: FIVE,
      }),
    );
  });

  it('weight 0: the assessment is exactly the scorecard’s; a weight blends only employees with a score', async () => {
    const base = await assessmentOf(workerQuarter, worker.token);
    const other = await assessmentOf(worker2Quarter, worker2.token);
    expect(base.total).toBe(3.2);
    expect(base.competency).toEqual({
      weight: 0,
      score: null,
      scorecardTotal: 3.2,
      finalScore: 3.2,
      blended: false,
    });
    // Off (the company default), the review cannot count: the weight stays 0.
    expectFailed(
      await call('set-contribution', { annualPlanId, weight: 40, version: 0 }),
      422,
      /qualitative measurement is off/,
    );
    const owner = await ownerSession();
    await setCompanySetting(owner, a.companyId, 'set-measurement-qualitative', {
      measurementQualitative: 'Yes',
    });
    let s = ok(await call('set-contribution', { annualPlanId, weight: 40, version: 0 }));
    expect(s.measurementEnabled).toBe(true);
    expect(s).toMatchObject({ contributionWeight: 40, contributionVersion: 1 });
    expectFailed(await call('set-contribution', { annualPlanId, weight: 30, version: 0 }), 409, /changed/);
    const at40 = await assessmentOf(workerQuarter, boss.token);
    // 3.2 × 60% + 5 × 40%
    expect(at40.competency).toEqual({
      weight: 40,
      score: 5,
      scorecardTotal: 3.2,
      finalScore: 3.92,
      blended: true,
    });
    const strip = (x: TAssessment) => ({ ...x, competency: null, record: null });
    expect(strip(at40)).toEqual(strip(await assessmentOf(workerQuarter, boss.token)));
    expect(at40.total).toBe(base.total);
    const otherAt40 = await assessmentOf(worker2Quarter, worker2.token);
    expect(otherAt40.competency).toEqual({ ...other.competency, weight: 40 });
    expect(otherAt40.competency.finalScore).toBe(other.total);

    s = ok(await call('set-contribution', { annualPlanId, weight: 20, version: 1 }));
    const at20 = await assessmentOf(workerQuarter, worker.token);
    expect(at20.competency.finalScore).toBe(3.56);
    expect(at20.kpis).toEqual(base.kpis);
    expect((await assessmentOf(worker2Quarter, worker2.token)).competency.finalScore).toBe(other.total);

    // The owner turns qualitative measurement off: the stored 20% no longer counts, and back on it does.
    await setCompanySetting(owner, a.companyId, 'set-measurement-qualitative', {
      measurementQualitative: 'No',
    });
    expect((await assessmentOf(workerQuarter, worker.token)).competency).toEqual(base.competency);
    expect(ok(await reviewOf(worker.employeeId, worker.token)).contributionWeight).toBe(0);
    expect((await setupOf()).measurementEnabled).toBe(false);
    await setCompanySetting(owner, a.companyId, 'set-measurement-qualitative', {
      measurementQualitative: 'Yes',
    });
    expect((await assessmentOf(workerQuarter, worker.token)).competency.finalScore).toBe(3.56);

    ok(await call('set-contribution', { annualPlanId, weight: 0, version: 2 }));
    expect((await assessmentOf(workerQuarter, worker.token)).competency).toEqual(base.competency);
  });
});
