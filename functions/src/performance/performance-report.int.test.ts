import type {
  TCompetencyReviewSetup,
  TEmployee,
  TEmployeePerformanceReport,
  TInboxReview,
  TPerformanceReport,
  TRatingBand,
  TReviewCycle,
} from '@stratum/contracts';
import { blendAssessmentScore, roundHalfUp } from '@stratum/rules';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Reply } from '../../../tests/support/api';
import { downloadExport, sheetRows } from '../../../tests/support/exports';
import { addUnit, type UnitRef } from '../../../tests/support/org';
import {
  addPerson,
  agreeQuarter,
  assessmentOf,
  assessQuarter,
  employeeScorecard,
  enablePerformance,
  expectFailed,
  ok,
  performanceYear,
  type Who,
} from '../../../tests/support/performance';
import { makePlanningTenant } from '../../../tests/support/planning';
import { ownerSession, setCompanySetting, unique, type Tenant } from '../../../tests/support/world';

/*
 * The performance reports over a quarter built through the APIs: five employees in different
 * units, driven to different agreement and assessment states, two of them scored. Every figure
 * below is worked out by hand from the scale (0–59 → 1, 60–79 → 2, 80–99 → 3, 100–119 → 4,
 * 120–149 → 5) and the KPIs (Calls 60%, automatic; Attitude 40%, scored by hand).
 */

const FAMILY = 'performance-report';
let a: Tenant;
let b: Tenant;
let boss: Who;
let ann: Who; // Sales / Retail: Agreed, supervisor assessed, 3.4 adjusted to 4
let ben: Who; // Sales / Online: Agreed, supervisor assessed, 1.4
let cat: Who; // Sales (no department): Submitted
let dan: Who; // Operations: Draft
let eve: Who; // no unit: Draft
let sales: UnitRef;
let retail: UnitRef;
let online: UnitRef;
let operations: UnitRef;
let bands: TRatingBand[];
let annualPlanId: string;
let quarter: number;
let annId: string;
let benId: string;
let catId: string;

const report = async (
  action: string,
  query: Record<string, string | number> = {},
  token = a.admin.token,
): Promise<TPerformanceReport> =>
  ok<TPerformanceReport>(
    await get(`/${FAMILY}/${action}`, { annualPlanId, quarter, ...query }, token),
    'report',
  );

beforeAll(async () => {
  const owner = await ownerSession();
  [a, b] = await Promise.all([
    makePlanningTenant(owner, 'preport-a'),
    makePlanningTenant(owner, 'preport-b'),
  ]);
  await enablePerformance(owner, a, b);
  sales = await addUnit(a.admin.token, 'business-unit', unique('Sales'));
  operations = await addUnit(a.admin.token, 'business-unit', unique('Operations'));
  retail = await addUnit(a.admin.token, 'department', unique('Retail'), sales.id);
  online = await addUnit(a.admin.token, 'department', unique('Online'), sales.id);
  boss = await addPerson(a, 'Bea', { unitId: operations.id });
  [ann, ben, cat, dan, eve] = await Promise.all([
    addPerson(a, 'Ann', { supervisorId: boss.employeeId, unitId: retail.id }),
    addPerson(a, 'Ben', { supervisorId: boss.employeeId, unitId: online.id }),
    addPerson(a, 'Cat', { supervisorId: boss.employeeId, unitId: sales.id }),
    addPerson(a, 'Dan', { supervisorId: boss.employeeId, unitId: operations.id }),
    addPerson(a, 'Eve', { supervisorId: boss.employeeId }),
  ]);
  ({ bands, annualPlanId, quarter } = await performanceYear(a.admin.token));

  const quarterOf = async (who: Who) => (await employeeScorecard(who, annualPlanId, quarter)).periodicId!;
  [annId, benId, catId] = await Promise.all([quarterOf(ann), quarterOf(ben), quarterOf(cat)]);
  await Promise.all([quarterOf(dan), quarterOf(eve)]);
  await Promise.all([
    agreeQuarter(ann, annId, boss),
    agreeQuarter(ben, benId, boss),
    agreeQuarter(cat, catId),
  ]);
  // Ann: Calls 85% → 3 × 0.6 + Attitude 4 × 0.4 = 3.4; Calls adjusted to 4 → 2.4 + 1.6 = 4
  await assessQuarter(ann, boss, annId, 85, 4, 4);
  // Ben: Calls 50% → 1 × 0.6 + Attitude 2 × 0.4 = 1.4
  await assessQuarter(ben, boss, benId, 50, 2);
}, 240_000);

const names = (r: TPerformanceReport) => r.rows.map((x) => x.employeeName.split(' ')[0]);
const counts = (list: TPerformanceReport['byStatus']) => list.map((s) => [s.status, s.count, s.percent]);

describe('the performance reports of a quarter', () => {
  it('counts and lists agreements by status, for the company, a business unit and a department', async () => {
    const all = await report('agreements');
    expect(all).toMatchObject({ kind: 'agreements', title: 'Performance Agreement Report', total: 5 });
    expect(all.quarterLabel).toBe(`Q${quarter + 1}`);
    expect(names(all)).toEqual(['Ann', 'Ben', 'Cat', 'Dan', 'Eve']);
    expect(counts(all.byStatus)).toEqual([
      ['Draft', 2, 40],
      ['Submitted', 1, 20],
      ['Disputed', 0, 0],
      ['Agreed', 2, 40],
    ]);
    expect(all.rows.map((r) => r.agreementStatus)).toEqual([
      'Agreed',
      'Agreed',
      'Submitted',
      'Draft',
      'Draft',
    ]);
    expect(all.rows[0]).toMatchObject({ supervisorId: boss.employeeId, supervisorName: 'Bea Tester' });

    const inSales = await report('agreements', { businessUnitId: sales.id });
    expect(inSales.businessUnit).toEqual({ id: sales.id, name: sales.name });
    expect(names(inSales)).toEqual(['Ann', 'Ben', 'Cat']);
    expect(counts(inSales.byStatus)).toEqual([
      ['Draft', 0, 0],
      ['Submitted', 1, 33.3],
      ['Disputed', 0, 0],
      ['Agreed', 2, 66.7],
    ]);
    const inRetail = await report('agreements', { businessUnitId: sales.id, departmentId: retail.id });
    expect(inRetail.department).toEqual({ id: retail.id, name: retail.name });
    expect(names(inRetail)).toEqual(['Ann']);
    expect(names(await report('agreements', { departmentId: online.id }))).toEqual(['Ben']);
    expect(names(await report('agreements', { businessUnitId: operations.id }))).toEqual(['Dan']);
  });

  it('counts assessments by assessment and QA status', async () => {
    const r = await report('assessments');
    expect(counts(r.byStatus)).toEqual([
      ['Not Started', 3, 60],
      ['Self Assessed', 0, 0],
      ['Returned', 0, 0],
      ['Supervisor Assessed', 2, 40],
      ['Complete', 0, 0],
    ]);
    expect(counts(r.byQaStatus)).toEqual([
      ['Not Started', 5, 100],
      ['In Review', 0, 0],
      ['Referred Back', 0, 0],
      ['Complete', 0, 0],
    ]);
    expect(r.reviewComplete).toBe(0);
    expect(r.curve).toEqual([]);
  });

  it('lists each employee’s total and adjusted score with the band colours of the plan’s scale', async () => {
    const r = await report('scores');
    expect(r.title).toBe('Employee Performance Assessment Scores');
    const [annRow, benRow, catRow] = r.rows;
    expect(annRow).toMatchObject({
      totalScore: 3.4,
      adjustedTotal: 4,
      finalScore: 4,
      colorValue: bands[2]!.colorValue,
      adjustedColorValue: bands[3]!.colorValue,
      finalColorValue: bands[3]!.colorValue,
    });
    expect(benRow).toMatchObject({
      totalScore: 1.4,
      adjustedTotal: null,
      finalScore: 1.4,
      colorValue: bands[0]!.colorValue,
      finalColorValue: bands[0]!.colorValue,
    });
    expect(catRow).toMatchObject({ totalScore: null, finalScore: null, colorValue: null });
    // (4 + 1.4) / 2
    expect(r.averageScore).toBe(2.7);
    expect((await report('scores', { departmentId: online.id })).averageScore).toBe(1.4);
  });

  it('spreads the ratings over the scores 0..6', async () => {
    const r = await report('curve');
    expect(r.curve.map((x) => [x.score, x.count, x.percent])).toEqual([
      [0, 3, 60],
      [1, 1, 20],
      [2, 0, 0],
      [3, 0, 0],
      [4, 1, 20],
      [5, 0, 0],
      [6, 0, 0],
    ]);
    expect(r.curve[1]).toMatchObject({
      description: bands[0]!.description,
      colorValue: bands[0]!.colorValue,
    });
    expect(r.curve[0]).toMatchObject({ description: 'Not rated', colorValue: null });
    const sales3 = await report('curve', { businessUnitId: sales.id });
    expect(sales3.curve.map((x) => x.count)).toEqual([1, 1, 0, 0, 1, 0, 0]);
    expect(sales3.curve.map((x) => x.percent)).toEqual([33.3, 33.3, 0, 0, 33.3, 0, 0]);
  });

  it('counts each quarter of the plan as a review cycle: agreements and assessments done of its records', async () => {
    const r = ok<TReviewCycle[]>(
      await get(`/${FAMILY}/review-cycles`, { annualPlanId }, a.admin.token),
      'list',
    );
    expect(r.map((c) => c.label)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    // The quarter built above: five records, Ann and Ben agreed and supervisor-assessed.
    expect(r[quarter]).toMatchObject({
      phase: 'Running',
      total: 5,
      agreed: 2,
      assessed: 2,
      reviewComplete: 0,
      agreedPercent: 40,
      assessedPercent: 40,
    });
    expect(r[quarter]!.open.pmAgreement).toBe(true);
    // The other quarters hold no records yet.
    for (const c of r.filter((x) => x.quarter !== quarter)) {
      expect(c).toMatchObject({ total: 0, agreed: 0, assessed: 0, agreedPercent: 0 });
    }
    // Another company's plan is 404; an employee who administers nothing is 403.
    expectFailed(await get(`/${FAMILY}/review-cycles`, { annualPlanId }, b.admin.token), 404, /annualPlanId/);
    expectFailed(await get(`/${FAMILY}/review-cycles`, { annualPlanId }, ann.token), 403, /administrator/);
    expectFailed(
      await get(`/${FAMILY}/review-cycles`, { annualPlanId: 'nope' }, a.admin.token),
      400,
      /annualPlanId/,
    );
  });

  it('refuses bad input, other companies’ ids and people who do not administer Performance Management', async () => {
    expectFailed(
      await get(`/${FAMILY}/scores`, { annualPlanId, quarter: 4 }, a.admin.token),
      400,
      /^quarter must be 0, 1, 2 or 3$/,
    );
    expectFailed(await get(`/${FAMILY}/scores`, { quarter }, a.admin.token), 400, /^annualPlanId: /);
    expectFailed(
      await get(`/${FAMILY}/scores`, { annualPlanId, quarter }, b.admin.token),
      404,
      /^annualPlanId: no such annual plan in your company$/,
    );
    expectFailed(
      await get(`/${FAMILY}/curve`, { annualPlanId, quarter, businessUnitId: retail.id }, a.admin.token),
      404,
      /^businessUnitId: no such business unit in your company$/,
    );
    expectFailed(
      await get(
        `/${FAMILY}/curve`,
        { annualPlanId, quarter, businessUnitId: operations.id, departmentId: retail.id },
        a.admin.token,
      ),
      404,
      /^departmentId: no such department in “/,
    );
    for (const who of [ann, boss]) {
      expectFailed(
        await get(`/${FAMILY}/agreements`, { annualPlanId, quarter }, who.token),
        403,
        /^Only a company administrator or a Performance Management administrator can do this\.$/,
      );
    }
    expectFailed(
      await post(`/${FAMILY}/export`, { report: 'scores', format: 'xlsx', annualPlanId, quarter }, ann.token),
      403,
      /administrator/,
    );
  });
});

const download = (body: Record<string, unknown>) =>
  downloadExport(`/${FAMILY}/export`, { annualPlanId, quarter, ...body }, a.admin.token);

describe('names', () => {
  it('shows an employee’s new name on the next report after a rename', async () => {
    const rename = async (firstName: string) => {
      const got = await get('/employee/get-by-id', { id: eve.employeeId }, a.admin.token);
      const e = ok<TEmployee>(got, 'employee');
      const r = await post<{ employee: TEmployee }>(
        '/employee/update',
        {
          id: e.id,
          version: e.version,
          firstName,
          lastName: 'Tester',
          email: e.email,
          employeeNumber: e.employeeNumber,
          jobTitle: e.jobTitle,
          unitId: e.unitId,
          supervisorId: e.supervisorId,
          departmentHead: e.departmentHead,
          status: e.status,
        },
        a.admin.token,
      );
      expect(r.status, r.body.err_msg).toBe(200);
    };
    const eveRow = async () =>
      (await report('scores')).rows.find((r) => r.employeeId === eve.employeeId)?.employeeName;
    expect(await eveRow()).toBe('Eve Tester');
    await rename('Evelyn');
    expect(await eveRow()).toBe('Evelyn Tester');
    await rename('Eve');
    expect(await eveRow()).toBe('Eve Tester');
  });
});

describe('exports', () => {
  it('writes the scores as an Excel workbook with the same figures', async () => {
    const file = await download({ report: 'scores', format: 'xlsx', businessUnitId: sales.id });
    expect(file.filename).toMatch(
      new RegExp(`^performance-scores-q${quarter + 1}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
    );
    const rows = await sheetRows(file.bytes);
    expect(rows[0]).toEqual(['Employee Performance Assessment Scores']);
    expect(rows).toContainEqual(['Business unit', sales.name]);
    expect(rows).toContainEqual(['Ann Tester', 'Bea Tester', 'Supervisor Assessed', 3, 3.4, 4]);
    expect(rows).toContainEqual(['Ben Tester', 'Bea Tester', 'Supervisor Assessed', 3, 1.4]);
    expect(rows).toContainEqual(['Cat Tester', 'Bea Tester', 'Not Started']);
    expect(rows).toContainEqual(['Average', null, null, null, null, 2.7]);
    expect(rows.some((r) => r[0] === 'Dan Tester')).toBe(false);
  });

  it('writes the curve as a PDF, and the agreement counts as Excel', async () => {
    const pdf = await download({ report: 'curve', format: 'pdf' });
    expect(pdf.contentType).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe('Performance Curve Report');
    const xlsx = await download({ report: 'agreements', format: 'xlsx' });
    const rows = await sheetRows(xlsx.bytes);
    expect(rows).toContainEqual(['Draft', 2, 40]);
    expect(rows).toContainEqual(['Agreed', 2, 40]);
    expect(rows).toContainEqual(['Total', 5, 100]);
  });

  it('refuses an unknown report or format', async () => {
    expectFailed(
      await post(
        `/${FAMILY}/export`,
        { report: 'kpis', format: 'xlsx', annualPlanId, quarter },
        a.admin.token,
      ),
      400,
      /^report: /,
    );
    expectFailed(
      await post(
        `/${FAMILY}/export`,
        { report: 'curve', format: 'csv', annualPlanId, quarter },
        a.admin.token,
      ),
      400,
      /^format: /,
    );
  });
});

/*
 * The reports of assessment scores with the 360 competency review blended in (docs/surveys.md "The
 * 360 competency review"): at weight 0 every report and file reads exactly as before; at 20% each
 * final score is the one the employee's review page shows (`employee-review/scores`), recounted here
 * from the assessments themselves, with the scorecard score and the competency score beside it.
 * Ann is answered 5 (→ 5), Ben 2 (→ 2), Cat 4 (not rated: no final score).
 */

let contributionVersion = 0;
const employeeReport = async () =>
  ok<TEmployeePerformanceReport>(
    await get(`/${FAMILY}/employee-performance`, { annualPlanId }, a.admin.token),
    'report',
  );
const review = async <T>(action: string, body: Record<string, unknown>, token = a.admin.token) => {
  const r: Reply<{ item: T }> = await post(`/degree-360-competency/${action}`, body, token);
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.item;
};
const setWeight = async (weight: number) => {
  // the review counts only where the platform owner has qualitative measurement on (docs/surveys.md)
  if (weight > 0 && contributionVersion === 0)
    await setCompanySetting(await ownerSession(), a.companyId, 'set-measurement-qualitative', {
      measurementQualitative: 'Yes',
    });
  const s = await review<TCompetencyReviewSetup>('set-contribution', {
    annualPlanId,
    weight,
    version: contributionVersion,
  });
  contributionVersion = s.contributionVersion;
};
const xlsx = async (report: string, extra: Record<string, unknown> = {}, action = 'export') =>
  sheetRows(
    (
      await downloadExport(
        `/${FAMILY}/${action}`,
        { annualPlanId, report, format: 'xlsx', ...(action === 'export' ? { quarter } : {}), ...extra },
        a.admin.token,
      )
    ).bytes,
  );
/** The rated quarters' scorecards (only Ann and Ben are rated). */
const quarterOfRow = (employeeId: string) => (employeeId === ann.employeeId ? annId : benId);
/** My inbox's review rows of the plan (`employee-reviews`, `subordinate-employee-reviews`): every quarter of the plan. */
const inbox = async (path: 'employee-reviews' | 'subordinate-employee-reviews', token: string) => {
  const r = await get<{ list: TInboxReview[] }>(`/my-inbox/${path}`, { annualPlanId }, token);
  expect(r.status, r.body.err_msg).toBe(200);
  return r.body.data.list.filter((x) => x.quarter === quarter);
};
const inboxScores = (list: TInboxReview[]) =>
  list.map((r) => [r.employeeName.split(' ')[0], r.finalScore, r.competencyScore, r.blended]);
/** A report without the moment it was made, to compare two reads. */
const still = <T extends { generatedAt: string }>(r: T) => ({ ...r, generatedAt: '' });
/** A workbook without its "Generated" line. */
const stillRows = (rows: unknown[][]) => rows.filter((r) => r[0] !== 'Generated');

describe('the assessment-score reports with the 360 competency review (docs/surveys.md)', () => {
  beforeAll(async () => {
    const owner = await ownerSession();
    const r = await post(
      '/module/update',
      { companyId: a.companyId, moduleKey: 'surveys', enabled: true },
      owner.token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
    // one competency with one question on a five-point scale; the supervisor answers for three
    let s = await review<TCompetencyReviewSetup>('add-competency', { annualPlanId, name: unique('Clarity') });
    const competencyId = s.competencies[0]!.id;
    s = await review<TCompetencyReviewSetup>('add-area', { annualPlanId, name: unique('Behaviours') });
    const areaId = s.areas[0]!.id;
    s = await review<TCompetencyReviewSetup>('add-scale', {
      annualPlanId,
      name: unique('Proficiency'),
      points: [1, 2, 3, 4, 5].map((value) => ({ value, label: `Level ${value}` })),
    });
    const scaleId = s.scales[0]!.id;
    s = await review<TCompetencyReviewSetup>('add-question', {
      annualPlanId,
      competencyId,
      areaId,
      scaleId,
      text: 'Explains decisions',
    });
    const questionId = s.questions[0]!.id;
    for (const [who, value] of [
      [ann, 5],
      [ben, 2],
      [cat, 4],
    ] as const)
      await review(
        'save-answers',
        { annualPlanId, employeeId: who.employeeId, answers: [{ questionId, value }] },
        boss.token,
      );
  }, 120_000);

  let scores0: TPerformanceReport;
  let curve0: TPerformanceReport;
  let year0: TEmployeePerformanceReport;
  let file0: unknown[][];
  let yearFile0: unknown[][];
  let team0: TInboxReview[];

  it('at weight 0 (answers given, no contribution) read the scorecard scores exactly', async () => {
    [scores0, curve0, year0] = await Promise.all([report('scores'), report('curve'), employeeReport()]);
    expect(scores0.competencyWeight).toBe(0);
    expect(
      scores0.rows.map((r) => [
        r.employeeName.split(' ')[0],
        r.scorecardScore,
        r.competencyScore,
        r.finalScore,
      ]),
    ).toEqual([
      ['Ann', 4, null, 4],
      ['Ben', 1.4, null, 1.4],
      ['Cat', null, null, null],
      ['Dan', null, null, null],
      ['Eve', null, null, null],
    ]);
    expect(scores0.rows.every((r) => !r.blended)).toBe(true);
    expect(scores0.averageScore).toBe(2.7);
    expect(curve0.curve.map((b) => b.count)).toEqual([3, 1, 0, 0, 1, 0, 0]);
    expect(year0.competencyWeight).toBe(0);
    expect(year0.rows.map((r) => [r.competencyScore, r.quarters[quarter]!.score])).toEqual([
      [null, 4],
      [null, 1.4],
      [null, null],
      [null, null],
      [null, null],
    ]);
    file0 = await xlsx('scores');
    expect(file0).toContainEqual(['Ann Tester', 'Bea Tester', 'Supervisor Assessed', 3, 3.4, 4]);
    expect(file0).toContainEqual(['Average', null, null, null, null, 2.7]);
    expect(file0.some((r) => r[0] === 'Final score')).toBe(false);
    yearFile0 = await xlsx('employee-performance', {}, 'export-employee');
    // my inbox's review lists: the scorecard's final score, nothing blended
    team0 = await inbox('subordinate-employee-reviews', boss.token);
    expect(inboxScores(team0)).toEqual([
      ['Ann', 4, null, false],
      ['Ben', 1.4, null, false],
      ['Cat', null, null, false],
      ['Dan', null, null, false],
      ['Eve', null, null, false],
    ]);
    expect(team0.every((r) => r.competencyWeight === 0)).toBe(true);
  });

  it('at 20% show the review page’s final score, the scorecard score and the competency score', async () => {
    await setWeight(20);
    const [scores, curve, year] = await Promise.all([report('scores'), report('curve'), employeeReport()]);
    expect(scores.competencyWeight).toBe(20);
    // the recount: each employee's own assessment as the review page reads it
    for (const row of scores.rows) {
      if (row.scorecardScore === null) {
        expect(row.finalScore).toBeNull();
        continue;
      }
      const assessment = await assessmentOf(quarterOfRow(row.employeeId), a.admin.token);
      expect(row.finalScore).toBe(assessment.competency.finalScore);
      expect(row.scorecardScore).toBe(assessment.competency.scorecardTotal);
      expect(row.competencyScore).toBe(assessment.competency.score);
      expect(row.blended).toBe(assessment.competency.blended);
    }
    // by hand: 4 × 80% + 5 × 20% = 4.2; 1.4 × 80% + 2 × 20% = 1.52
    expect(
      scores.rows.map((r) => [
        r.employeeName.split(' ')[0],
        r.scorecardScore,
        r.competencyScore,
        r.finalScore,
      ]),
    ).toEqual([
      ['Ann', 4, 5, 4.2],
      ['Ben', 1.4, 2, 1.52],
      ['Cat', null, 4, null],
      ['Dan', null, null, null],
      ['Eve', null, null, null],
    ]);
    expect(scores.rows.map((r) => [r.totalScore, r.adjustedTotal])).toEqual(
      scores0.rows.map((r) => [r.totalScore, r.adjustedTotal]),
    );
    expect(scores.rows[1]!.finalScore).toBe(blendAssessmentScore(1.4, 2, 20).finalScore);
    expect(scores.averageScore).toBe(roundHalfUp((4.2 + 1.52) / 2, 2));
    // Ben's 1.52 now rates 2, not 1
    expect(curve.curve.map((b) => b.count)).toEqual([3, 0, 1, 0, 1, 0, 0]);
    expect(year.competencyWeight).toBe(20);
    expect(year.rows.map((r) => [r.competencyScore, r.quarters[quarter]!.score])).toEqual([
      [5, 4.2],
      [2, 1.52],
      [4, null],
      [null, null],
      [null, null],
    ]);

    const file = await xlsx('scores');
    expect(file).toContainEqual(['Ann Tester', 'Bea Tester', 'Supervisor Assessed', 3, 3.4, 4, 5, 4.2]);
    expect(file).toContainEqual(['Ben Tester', 'Bea Tester', 'Supervisor Assessed', 3, 1.4, null, 2, 1.52]);
    expect(file).toContainEqual(['Average', null, null, null, null, null, null, 2.86]);
    expect(file).toContainEqual(['Final score', 'Scorecard × 80% + competency review × 20%']);
    expect(file.find((r) => r[0] === 'Employee')).toContain('Competency score (20%)');
    const yearFile = await xlsx('employee-performance', {}, 'export-employee');
    expect(yearFile.find((r) => r[0] === 'Ann Tester')).toContain(4.2);
    expect(yearFile.find((r) => r[0] === 'Ann Tester')?.[2]).toBe(5);

    // my inbox's review lists show the same final score as each review page (employee-review/scores)
    const team = await inbox('subordinate-employee-reviews', boss.token);
    for (const row of team.filter((r) => r.totalScore !== null)) {
      const assessment = await assessmentOf(row.scorecardId, a.admin.token);
      expect(row.finalScore).toBe(assessment.competency.finalScore);
      expect(row.competencyScore).toBe(assessment.competency.score);
      expect(row.blended).toBe(assessment.competency.blended);
    }
    expect(inboxScores(team)).toEqual([
      ['Ann', 4.2, 5, true],
      ['Ben', 1.52, 2, true],
      ['Cat', null, 4, false],
      ['Dan', null, null, false],
      ['Eve', null, null, false],
    ]);
    expect(team.every((r) => r.competencyWeight === 20)).toBe(true);
    // the adjusted and total scores beside it are the scorecard's, unchanged
    expect(team.map((r) => [r.totalScore, r.adjustedTotal])).toEqual(
      team0.map((r) => [r.totalScore, r.adjustedTotal]),
    );
    expect(inboxScores(await inbox('employee-reviews', ann.token))).toEqual([['Ann', 4.2, 5, true]]);
  });

  it('back at weight 0 every report and file reads exactly as before', async () => {
    await setWeight(0);
    const [scores, curve, year] = await Promise.all([report('scores'), report('curve'), employeeReport()]);
    expect(still(scores)).toEqual(still(scores0));
    expect(still(curve)).toEqual(still(curve0));
    expect(still(year)).toEqual(still(year0));
    expect(stillRows(await xlsx('scores'))).toEqual(stillRows(file0));
    expect(stillRows(await xlsx('employee-performance', {}, 'export-employee'))).toEqual(
      stillRows(yearFile0),
    );
    expect(await inbox('subordinate-employee-reviews', boss.token)).toEqual(team0);
  });
});
