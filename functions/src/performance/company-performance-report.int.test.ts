import type {
  TCeoPerformanceReport,
  TCompanyPerformanceReport,
  TCompanyProgressiveReport,
  TPlan,
  TQuarter,
  TRatingBand,
  TScorecard,
  TScorecardDetail,
} from '@stratum/contracts';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../tests/support/api';
import { downloadExport, sheetRows } from '../../../tests/support/exports';
import { addUnit, type UnitRef } from '../../../tests/support/org';
import {
  addAnnualPlan,
  addPerspective,
  addPlan,
  addRatingEntry,
  makePlanningTenant,
} from '../../../tests/support/planning';
import { addKpa, addScorecard, saveKpi } from '../../../tests/support/scorecard';
import {
  addPerson,
  agreeQuarter,
  assessQuarter,
  employeeScorecard,
  expectFailed,
  ok,
  type Who,
} from '../../../tests/support/performance';
import { ownerSession, unique, type Tenant } from '../../../tests/support/world';

/*
 * The company reports over a year built through the APIs. Scale: 0–59 → 1, 60–79 → 2, 80–99 → 3,
 * 100–119 → 4, 120–149 → 5. The corporate scorecard (built from a strategic one):
 *   Growth:  Revenue   50%, 200 a quarter          — open quarter q: 170 → 85% → 3 → 1.5
 *            Unit cost 30%, 20 a quarter, lower is better — q: 25 → 20/25 = 80% → 3 → 0.9
 *   Service: Satisfaction 20%, qualitative, scored 4 by hand (0.8), adjusted to 5 (1.0)
 * q's periodic scorecard is built; the other quarters rate the annual scorecard (no actuals there:
 * only Satisfaction counts, 0.8, adjusted 1.0). The company score is the scorecards' final score
 * (3.4, the adjusted total), as the company assessment of q (added through its API) computes it.
 * Employees (their KPIs: Calls 60% quantitative, Attitude 40% by hand): Ann (Sales / Retail) Agreed and
 * assessed: Calls 85% → 3 × 0.6 + Attitude 4 × 0.4 = 3.4; Ben (Sales) Submitted; Dan (Operations)
 * Draft; Bea (Operations, business-unit head, reports to nobody — the chief executive) Draft.
 */

const FAMILY = 'performance-report';
let a: Tenant;
let b: Tenant;
let bea: Who;
let ann: Who;
let ben: Who;
let dan: Who;
let sales: UnitRef;
let retail: UnitRef;
let operations: UnitRef;
let bands: TRatingBand[];
let annualPlanId: string;
let quarter: number;
let annual: TScorecard;
let periodic: TScorecard;

const read = async <T>(action: string, query: Record<string, string | number>, token = a.admin.token) =>
  ok<T>(await get(`/${FAMILY}/${action}`, query, token), 'report');
const company = (query: Record<string, string | number> = {}) =>
  read<TCompanyPerformanceReport>('company-performance', { annualPlanId, quarter, ...query });
const progressive = (query: Record<string, string> = {}) =>
  read<TCompanyProgressiveReport>('company-performance-progressive', { annualPlanId, ...query });
const ceo = (query: Record<string, string> = {}) =>
  read<TCeoPerformanceReport>('ceo-performance', { annualPlanId, ...query });

/** The corporate year: a strategic scorecard copied into the annual plan, q's periodic one, q's actuals. */
const corporateYear = async (plan: TPlan) => {
  const token = a.admin.token;
  const perspective = await addPerspective(token, plan, 'Financial');
  const card = await addScorecard(token, plan, { name: unique('Strategy') });
  const growth = await addKpa(token, 'strategic', card.id, 'Growth', perspective.id);
  const service = await addKpa(token, 'strategic', card.id, 'Service', perspective.id);
  const each = (n: number) => ({
    periodicTarget1: n,
    periodicTarget2: n,
    periodicTarget3: n,
    periodicTarget4: n,
  });
  await saveKpi(token, 'strategic', {
    scorecardId: card.id,
    kpaId: growth.id,
    name: 'Revenue',
    target: 800,
    weight: 50,
    ...each(200),
  });
  await saveKpi(token, 'strategic', {
    scorecardId: card.id,
    kpaId: growth.id,
    name: 'Unit cost',
    optionType: 'ASC',
    target: 80,
    weight: 30,
    ...each(20),
  });
  await saveKpi(token, 'strategic', {
    scorecardId: card.id,
    kpaId: service.id,
    name: 'Satisfaction',
    kpiType: 'Qualitative',
    manualTarget: 'Happy customers',
    weight: 20,
  });
  const corp = (action: string, body: Record<string, unknown>) =>
    post(`/corporate-scorecard/${action}`, body, token);
  annual = ok<TScorecard>(
    await corp('add', { annualPlanId, strategicScorecardId: card.id, name: 'Corporate year' }),
    'scorecard',
  );
  const whole = ok<TScorecardDetail>(
    await get('/corporate-scorecard/get', { id: annual.id }, token),
    'scorecard',
  );
  const kpi = (name: string) => whole.kpiList.find((k) => k.name === name)!;
  ok(
    await corp('save-kpi', {
      scorecardId: annual.id,
      id: kpi('Satisfaction').id,
      version: kpi('Satisfaction').version,
      manualRatingScore: 4,
      adjustedScore: 5,
    }),
    'kpi',
  );
  periodic = ok<TScorecard>(
    await corp('add-periodic', { annualScorecardId: annual.id, quarter }),
    'scorecard',
  );
  for (const [name, actual] of [
    ['Revenue', 170],
    ['Unit cost', 25],
  ] as const) {
    ok(
      await corp('update-actual', {
        scorecardId: annual.id,
        kpiId: kpi(name).id,
        quarter,
        actual,
        version: kpi(name).version,
      }),
      'kpi',
    );
  }
};

beforeAll(async () => {
  const owner = await ownerSession();
  [a, b] = await Promise.all([
    makePlanningTenant(owner, 'creport-a'),
    makePlanningTenant(owner, 'creport-b'),
  ]);
  for (const t of [a, b]) {
    const r = await post(
      '/module/update',
      { companyId: t.companyId, moduleKey: 'performance', enabled: true },
      owner.token,
    );
    expect(r.status, r.body.err_msg).toBe(200);
  }
  sales = await addUnit(a.admin.token, 'business-unit', unique('Sales'));
  operations = await addUnit(a.admin.token, 'business-unit', unique('Operations'));
  retail = await addUnit(a.admin.token, 'department', unique('Retail'), sales.id);
  bea = await addPerson(a, 'Bea', { unitId: operations.id, businessUnitHead: 'Yes' });
  [ann, ben, dan] = await Promise.all([
    addPerson(a, 'Ann', { unitId: retail.id, supervisorId: bea.employeeId }),
    addPerson(a, 'Ben', { unitId: sales.id, supervisorId: bea.employeeId }),
    addPerson(a, 'Dan', { unitId: operations.id, supervisorId: bea.employeeId }),
  ]);
  const y = new Date().getUTCFullYear();
  const plan = await addPlan(a.admin.token, 'strategic', {
    description: unique('Plan'),
    startDate: `${y - 1}-01-01`,
    endDate: `${y + 2}-12-31`,
  });
  bands = [];
  for (const target of [59, 79, 99, 119, 149]) bands.push(await addRatingEntry(a.admin.token, plan, target));
  annualPlanId = (await addAnnualPlan(a.admin.token, plan.id, `${y}-01-01`, `${y}-12-31`)).id;
  const quarters = (await get<{ list: TQuarter[] }>('/quarter/all', { annualPlanId }, a.admin.token)).body
    .data.list;
  quarter = quarters.find((q) => q.open.pmAgreement && q.open.pmAssessment && q.open.assessment)!.quarter;
  await corporateYear(plan);
  // the company assessment of q (company-assessment family): computed 3.4, Draft
  ok(await post('/company-assessment/add', { annualPlanId, quarter }, a.admin.token), 'assessment');
  const quarterOf = async (who: Who) => (await employeeScorecard(who, annualPlanId, quarter)).periodicId!;
  const [annId, benId] = await Promise.all([quarterOf(ann), quarterOf(ben), quarterOf(dan), quarterOf(bea)]);
  // Ann: agreed; Calls 85, self scores 3; Bea scores Attitude 4 and assesses. Ben: submitted.
  await Promise.all([
    agreeQuarter(ann, annId!, bea).then(() => assessQuarter(ann, bea, annId!, 85, 4)),
    agreeQuarter(ben, benId!),
  ]);
}, 240_000);

const band = (n: number) => bands[n - 1]!.colorValue;

describe('company performance of a quarter', () => {
  it('scores the quarter’s periodic corporate scorecard with its KPAs, KPIs and totals', async () => {
    const r = await company();
    expect(r).toMatchObject({ title: 'Company Performance Report', quarterLabel: `Q${quarter + 1}` });
    expect(r.scorecards).toHaveLength(1);
    const s = r.scorecards[0]!;
    expect(s).toMatchObject({
      annualScorecardId: annual.id,
      scorecardId: periodic.id,
      source: 'periodic',
      total: 3.2,
      adjustedTotal: 3.4,
      finalScore: 3.4,
      weightTotal: 100,
      weightsValid: true,
      colorValue: band(3),
      finalColorValue: band(3),
    });
    expect(s.kpis.map((k) => [k.name, k.target, k.actual, k.percent, k.score, k.weightedScore])).toEqual([
      ['Revenue', 200, 170, 85, 3, 1.5],
      ['Unit cost', 20, 25, 80, 3, 0.9],
      ['Satisfaction', null, null, null, 4, 0.8],
    ]);
    expect(s.kpis[2]).toMatchObject({ manualTarget: 'Happy customers', colorValue: band(4) });
    expect(s.kpas.map((k) => [k.name, k.weightTotal, k.total])).toEqual([
      ['Growth', 80, 2.4],
      ['Service', 20, 0.8],
    ]);
    // the company score is the scorecards' final score, as the company assessment computes it
    expect(r.companyScore).toEqual({ score: 3.4, colorValue: band(3) });
    expect(r.companyAssessment).toMatchObject({
      status: 'Draft',
      computedScore: 3.4,
      adjustedScore: null,
      finalScore: 3.4,
      colorValue: band(3),
    });
    expect((await company({ quarter: (quarter + 1) % 4 })).companyAssessment).toBeNull();
  });

  it('rates the annual scorecard for a quarter without a periodic one', async () => {
    const other = (quarter + 1) % 4;
    const r = await company({ quarter: other });
    const s = r.scorecards[0]!;
    expect(s).toMatchObject({
      scorecardId: annual.id,
      source: 'annual',
      total: 0.8,
      adjustedTotal: 1,
      finalScore: 1,
    });
    expect(s.kpis.map((k) => [k.name, k.actual, k.score])).toEqual([
      ['Revenue', null, 0],
      ['Unit cost', null, 0],
      ['Satisfaction', null, 4],
    ]);
    expect(r.employees.records).toBe(0);
  });

  it('gives the employees’ quarter for the company, a business unit and a department', async () => {
    expect((await company()).employees).toEqual({
      records: 4,
      rated: 1,
      averageScore: 3.4,
      averageColorValue: band(3),
      agreed: 1,
      agreedPercent: 25,
      assessmentsComplete: 0,
      completePercent: 0,
    });
    const inSales = await company({ businessUnitId: sales.id });
    expect(inSales.businessUnit).toEqual({ id: sales.id, name: sales.name });
    expect(inSales.employees).toMatchObject({ records: 2, rated: 1, averageScore: 3.4, agreedPercent: 50 });
    // the corporate KPIs carry no unit: the filter narrows the employees only
    expect(inSales.scorecards[0]!.finalScore).toBe(3.4);
    const inRetail = await company({ businessUnitId: sales.id, departmentId: retail.id });
    expect(inRetail.employees).toMatchObject({ records: 1, agreed: 1, agreedPercent: 100 });
    expect((await company({ businessUnitId: operations.id })).employees).toMatchObject({
      records: 2,
      rated: 0,
      averageScore: null,
      agreedPercent: 0,
    });
  });
});

describe('the progressive report', () => {
  it('scores each KPI, KPA and the company per quarter and to date', async () => {
    const r = await progressive();
    expect(r.title).toBe('Company Performance Progressive Report');
    const s = r.scorecards[0]!;
    const periodics: (string | null)[] = [null, null, null, null];
    periodics[quarter] = periodic.id;
    expect(s.periodicScorecardIds).toEqual(periodics);
    const only = (at: number, elsewhere: number | null) =>
      [0, 1, 2, 3].map((i) => (i === quarter ? at : elsewhere));
    const scores = (cells: { score: number | null }[]) => cells.map((c) => c.score);
    const rows = Object.fromEntries(s.kpis.map((k) => [k.name, scores(k.quarters)]));
    // Only q has actuals, so only q is reported: Revenue and Unit cost 3 each, Satisfaction adjusted to 5.
    expect(rows).toEqual({ Revenue: only(3, null), 'Unit cost': only(3, null), Satisfaction: only(5, null) });
    expect(s.kpis[0]!.quarters[quarter]).toMatchObject({ target: 200, actual: 170, colorValue: band(3) });
    expect(scores(s.kpis[0]!.cumulative)).toEqual([0, 1, 2, 3].map((i) => (i >= quarter ? 3 : null)));
    // Growth 3 × 0.5 + 3 × 0.3 = 2.4 in q; Service 5 × 0.2 = 1; total 3.4 in q, nothing elsewhere
    expect(s.kpas.map((k) => [k.name, scores(k.quarters)])).toEqual([
      ['Growth', only(2.4, null)],
      ['Service', only(1, null)],
    ]);
    expect(scores(s.total.quarters)).toEqual(only(3.4, null));
    // to date: the mean of the reported quarters so far — none before q, 3.4 from q on
    const toDate = [0, 1, 2, 3].map((i) => (i < quarter ? null : 3.4));
    expect(scores(s.total.cumulative)).toEqual(toDate);
    expect(scores(r.company.quarters)).toEqual(only(3.4, null));
    expect(scores(r.company.cumulative)).toEqual(toDate);
    expect(r.companyAssessments.map((a) => a?.finalScore ?? null)).toEqual(only(3.4, null));
    expect(r.employees.map((e) => e.records)).toEqual(only(4, 0));
    expect(r.employees.map((e) => e.averageScore)).toEqual(only(3.4, null));
    const inOps = await progressive({ businessUnitId: operations.id });
    expect(inOps.employees.map((e) => e.records)).toEqual(only(2, 0));
    expect(scores(inOps.company.quarters)).toEqual(only(3.4, null));
  });
});

describe('the CEO report', () => {
  it('chooses the chief executive (Active, reports to nobody, a business-unit head) and shows the year', async () => {
    const r = await ceo();
    expect(r).toMatchObject({ title: 'CEO Performance Report', isDefault: true });
    expect(r.employee).toMatchObject({ id: bea.employeeId, name: 'Bea Tester', businessUnitHead: true });
    expect(r.quarters.map((q) => q.quarterLabel)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    const mine = r.quarters[quarter]!;
    expect(mine.record).toMatchObject({
      agreementStatus: 'Draft',
      assessmentStatus: 'Not Started',
      finalScore: null,
    });
    expect(mine.kpis.map((k) => [k.name, k.target, k.actual, k.score])).toEqual([
      ['Calls', 100, null, 0],
      ['Attitude', null, null, 0],
    ]);
    expect(mine.company).toEqual({ score: 3.4, colorValue: band(3) });
    expect(mine.companyAssessment).toMatchObject({ finalScore: 3.4 });
    for (const q of r.quarters.filter((x) => x.quarter !== quarter)) {
      expect(q).toMatchObject({ record: null, kpis: [], company: { score: 1 }, companyAssessment: null });
    }
  });

  it('shows another employee’s year when asked', async () => {
    const r = await ceo({ employeeId: ann.employeeId });
    expect(r).toMatchObject({ isDefault: false, employee: { id: ann.employeeId, businessUnitHead: false } });
    const mine = r.quarters[quarter]!;
    expect(mine.record).toMatchObject({
      agreementStatus: 'Agreed',
      assessmentStatus: 'Supervisor Assessed',
      supervisorName: 'Bea Tester',
      selfScore: 3,
      selfColorValue: band(3),
      totalScore: 3.4,
      finalScore: 3.4,
      finalColorValue: band(3),
    });
    expect(mine.kpis.map((k) => [k.name, k.actual, k.percent, k.score, k.colorValue])).toEqual([
      ['Calls', 85, 85, 3, band(3)],
      ['Attitude', null, null, 4, band(4)],
    ]);
  });
});

describe('refusals', () => {
  it('refuses bad input, other companies’ ids and people who do not administer Performance Management', async () => {
    expectFailed(
      await get(`/${FAMILY}/company-performance`, { annualPlanId, quarter: 4 }, a.admin.token),
      400,
      /^quarter must be 0, 1, 2 or 3$/,
    );
    expectFailed(
      await get(`/${FAMILY}/company-performance-progressive`, {}, a.admin.token),
      400,
      /^annualPlanId: /,
    );
    expectFailed(
      await get(`/${FAMILY}/ceo-performance`, { annualPlanId, employeeId: 'nope' }, a.admin.token),
      400,
      /^employeeId: must be a valid id$/,
    );
    expectFailed(
      await get(`/${FAMILY}/company-performance`, { annualPlanId, quarter }, b.admin.token),
      404,
      /^annualPlanId: no such annual plan in your company$/,
    );
    expectFailed(
      await get(
        `/${FAMILY}/company-performance`,
        { annualPlanId, quarter, businessUnitId: retail.id },
        a.admin.token,
      ),
      404,
      /^businessUnitId: no such business unit in your company$/,
    );
    expectFailed(
      await get(
        `/${FAMILY}/company-performance-progressive`,
        { annualPlanId, businessUnitId: operations.id, departmentId: retail.id },
        a.admin.token,
      ),
      404,
      /^departmentId: no such department in “/,
    );
    expectFailed(
      await get(`/${FAMILY}/ceo-performance`, { annualPlanId }, b.admin.token),
      404,
      /^annualPlanId: no such annual plan in your company$/,
    );
    const theirs = await post<{ employee: { id: string } }>(
      '/employee/add',
      { firstName: 'Zed', lastName: 'Other', email: `${unique('zed')}@example.com` },
      b.admin.token,
    );
    expectFailed(
      await get(
        `/${FAMILY}/ceo-performance`,
        { annualPlanId, employeeId: theirs.body.data.employee.id },
        a.admin.token,
      ),
      404,
      /^employeeId: no such employee in your company$/,
    );
    for (const who of [ann, bea]) {
      for (const [action, query] of [
        ['company-performance', { annualPlanId, quarter }],
        ['company-performance-progressive', { annualPlanId }],
        ['ceo-performance', { annualPlanId }],
      ] as const) {
        expectFailed(
          await get(`/${FAMILY}/${action}`, query, who.token),
          403,
          /^Only a company administrator or a Performance Management administrator can do this\.$/,
        );
      }
    }
    expectFailed(
      await post(
        `/${FAMILY}/export-company`,
        { report: 'ceo-performance', format: 'pdf', annualPlanId },
        bea.token,
      ),
      403,
      /administrator/,
    );
    expectFailed(
      await post(
        `/${FAMILY}/export-company`,
        { report: 'scores', format: 'pdf', annualPlanId },
        a.admin.token,
      ),
      400,
      /report/,
    );
    expectFailed(
      await post(
        `/${FAMILY}/export-company`,
        { report: 'company-performance', format: 'docx', annualPlanId, quarter },
        a.admin.token,
      ),
      400,
      /format/,
    );
  });
});

const download = (body: Record<string, unknown>) =>
  downloadExport(`/${FAMILY}/export-company`, { annualPlanId, ...body }, a.admin.token);

describe('exports', () => {
  it('writes the company performance of a quarter as an Excel workbook with the same figures', async () => {
    const file = await download({
      report: 'company-performance',
      format: 'xlsx',
      quarter,
      businessUnitId: sales.id,
    });
    expect(file.filename).toMatch(
      new RegExp(`^company-performance-q${quarter + 1}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
    );
    const rows = await sheetRows(file.bytes);
    expect(rows[0]).toEqual(['Company Performance Report']);
    expect(rows).toContainEqual(['Business unit', sales.name]);
    expect(rows).toContainEqual(['Company score', '3.40']);
    expect(rows).toContainEqual(['Company assessment', '3.40 (Draft)']);
    expect(rows).toContainEqual(['Revenue', 50, 200, 170, 85, 3, 1.5]);
    expect(rows).toContainEqual(['Growth', 80, 2.4]);
    expect(rows).toContainEqual(['Adjusted total', null, null, null, null, null, 3.4]);
    expect(rows).toContainEqual([`Q${quarter + 1}`, 2, 3.4, 50, 0]);
  });

  it('writes the progressive report and the CEO report as PDFs, and the CEO report as Excel', async () => {
    for (const report of ['company-performance-progressive', 'ceo-performance'] as const) {
      const pdf = await download({ report, format: 'pdf' });
      expect(pdf.contentType).toBe('application/pdf');
      const doc = await PDFDocument.load(pdf.bytes);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(doc.getTitle()).toBe(
        report === 'ceo-performance' ? 'CEO Performance Report' : 'Company Performance Progressive Report',
      );
    }
    const rows = await sheetRows(
      (await download({ report: 'ceo-performance', format: 'xlsx', employeeId: ann.employeeId })).bytes,
    );
    expect(rows).toContainEqual(['Employee', 'Ann Tester']);
    expect(rows).toContainEqual([
      `Q${quarter + 1}`,
      'Agreed',
      'Supervisor Assessed',
      'Not Started',
      3,
      3.4,
      null,
      3.4,
      3.4,
    ]);
    expect(rows).toContainEqual(['Calls', null, 60, 100, 85, 85, 3]);
  });
});
