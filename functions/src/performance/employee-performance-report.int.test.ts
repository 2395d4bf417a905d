import type {
  TEmployeeKpaReport,
  TEmployeePerformanceReport,
  TEmployeeScorecardsReport,
  TPerformanceReport,
  TRatingBand,
} from '@stratum/contracts';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post, type Session } from '../../../tests/support/api';
import { downloadExport, sheetRows } from '../../../tests/support/exports';
import { addUnit, type UnitRef } from '../../../tests/support/org';
import {
  addPerson,
  agreeQuarter,
  assessQuarter,
  employeeScorecard,
  enablePerformance,
  expectFailed,
  ok,
  performanceYear,
  setCommittee,
  type Who,
} from '../../../tests/support/performance';
import { makePlanningTenant } from '../../../tests/support/planning';
import { ownerSession, type Tenant } from '../../../tests/support/world';

/*
 * The employee reports over a quarter built through the APIs. Tenant A has Ada Admin and Emma
 * Ployee (no supervisor, no unit, no scorecards) and:
 *   Cid — the top (no supervisor, no unit): annual scorecard and quarter, agreement Draft;
 *   Hal — Cid's report, head of Sales (placed in Sales): agreed, Calls 85 % → 3, Attitude 4 → 3.4;
 *   Ann — Hal's report in Sales / Retail: agreed, Calls 50 % → 1, Attitude 2 → 1.4, Calls adjusted
 *         to 4 → 4 × 0.6 + 2 × 0.4 = 3.2;
 *   Ben — Hal's report in Sales: an annual scorecard of Calls only (weight 60), no quarter;
 *   Dan — Cid's report in Operations: no scorecard.
 * Scale 0–59 → 1, 60–79 → 2, 80–99 → 3, 100–119 → 4, 120–149 → 5.
 */

const FAMILY = 'performance-report';
let owner: Session;
let a: Tenant;
let b: Tenant;
let cid: Who;
let hal: Who;
let ann: Who;
let ben: Who;
let dan: Who;
let sales: UnitRef;
let retail: UnitRef;
let operations: UnitRef;
let bands: TRatingBand[];
let annualPlanId: string;
let quarter: number;
const annualNames: Record<string, string> = {};
const periodicIds: Record<string, string> = {};

const report = async <T>(action: string, query: Record<string, string | number> = {}): Promise<T> =>
  ok<T>(await get(`/${FAMILY}/${action}`, { annualPlanId, ...query }, a.admin.token), 'report');

beforeAll(async () => {
  owner = await ownerSession();
  [a, b] = await Promise.all([
    makePlanningTenant(owner, 'ereport-a'),
    makePlanningTenant(owner, 'ereport-b'),
  ]);
  await enablePerformance(owner, a, b);
  sales = await addUnit(a.admin.token, 'business-unit', 'Sales');
  operations = await addUnit(a.admin.token, 'business-unit', 'Operations');
  retail = await addUnit(a.admin.token, 'department', 'Retail', sales.id);
  cid = await addPerson(a, 'Cid');
  [hal, dan] = await Promise.all([
    addPerson(a, 'Hal', { supervisorId: cid.employeeId, unitId: sales.id, businessUnitHead: 'Yes' }),
    addPerson(a, 'Dan', { supervisorId: cid.employeeId, unitId: operations.id }),
  ]);
  [ann, ben] = await Promise.all([
    addPerson(a, 'Ann', { supervisorId: hal.employeeId, unitId: retail.id }),
    addPerson(a, 'Ben', { supervisorId: hal.employeeId, unitId: sales.id }),
  ]);
  ({ bands, annualPlanId, quarter } = await performanceYear(a.admin.token));

  const built = await Promise.all([
    employeeScorecard(cid, annualPlanId, quarter),
    employeeScorecard(hal, annualPlanId, quarter),
    employeeScorecard(ann, annualPlanId, quarter),
    employeeScorecard(ben, annualPlanId, quarter, { periodic: false, attitude: false }),
  ]);
  ['Cid', 'Hal', 'Ann', 'Ben'].forEach((name, i) => {
    annualNames[name] = built[i]!.annual.name;
    if (built[i]!.periodicId) periodicIds[name] = built[i]!.periodicId!;
  });
  await Promise.all([agreeQuarter(hal, periodicIds.Hal!, cid), agreeQuarter(ann, periodicIds.Ann!, hal)]);
  await assessQuarter(hal, cid, periodicIds.Hal!, 85, 4);
  await assessQuarter(ann, hal, periodicIds.Ann!, 50, 2, 4);
}, 240_000);

const first = (name: string) => name.split(' ')[0];

describe('the employee scorecards report', () => {
  it('lists every Active employee with their annual scorecard, its weights, and the quarter’s agreement', async () => {
    const r = await report<TEmployeeScorecardsReport>('employee-scorecards', { quarter });
    expect(r).toMatchObject({
      kind: 'employee-scorecards',
      title: 'Employee Scorecards Report',
      quarter,
      quarterLabel: `Q${quarter + 1}`,
      total: 7,
      withAnnual: 4,
      withoutAnnual: 3,
      periodicBuilt: 3,
      validWeights: 3,
    });
    expect(r.rows.map((x) => first(x.employeeName))).toEqual([
      'Ada',
      'Ann',
      'Ben',
      'Cid',
      'Dan',
      'Emma',
      'Hal',
    ]);
    const row = (name: string) => r.rows.find((x) => first(x.employeeName) === name)!;
    expect(row('Ann')).toMatchObject({
      supervisorName: 'Hal Tester',
      annualScorecard: {
        name: annualNames.Ann,
        kpaCount: 0,
        kpiCount: 2,
        weightTotal: 100,
        weightsValid: true,
      },
      functionalCount: 0,
      periodicScorecard: { id: periodicIds.Ann },
      agreementStatus: 'Agreed',
    });
    expect(row('Ben')).toMatchObject({
      annualScorecard: { kpiCount: 1, weightTotal: 60, weightsValid: false },
      periodicScorecard: null,
      agreementStatus: null,
    });
    expect(row('Cid')).toMatchObject({ supervisorName: null, agreementStatus: 'Draft' });
    expect(row('Dan')).toMatchObject({ annualScorecard: null, periodicScorecard: null });
  });

  it('narrows to a business unit and a department, and shows the annual scorecards alone without a quarter', async () => {
    const inSales = await report<TEmployeeScorecardsReport>('employee-scorecards', {
      quarter,
      businessUnitId: sales.id,
    });
    expect(inSales.businessUnit).toEqual({ id: sales.id, name: sales.name });
    expect(inSales.rows.map((x) => first(x.employeeName))).toEqual(['Ann', 'Ben', 'Hal']);
    expect(inSales).toMatchObject({ total: 3, withAnnual: 3, periodicBuilt: 2, validWeights: 2 });
    const inRetail = await report<TEmployeeScorecardsReport>('employee-scorecards', {
      businessUnitId: sales.id,
      departmentId: retail.id,
    });
    expect(inRetail.rows.map((x) => first(x.employeeName))).toEqual(['Ann']);
    expect(inRetail).toMatchObject({ quarter: null, quarterLabel: null, periodicBuilt: 0 });
    expect(inRetail.rows[0]).toMatchObject({ periodicScorecard: null, agreementStatus: null });
  });
});

describe('the employee KPA / initiative report', () => {
  it('lists each employee’s KPIs with weight, target, actual, self, supervisor and band-coloured scores', async () => {
    const r = await report<TEmployeeKpaReport>('employee-kpa-initiative', { quarter });
    expect(r).toMatchObject({ kind: 'employee-kpa-initiative', total: 3, kpiCount: 6, employee: null });
    expect(r.employees.map((e) => first(e.employeeName))).toEqual(['Ann', 'Cid', 'Hal']);
    const annE = r.employees[0]!;
    expect(annE).toMatchObject({
      supervisorName: 'Hal Tester',
      scorecardId: periodicIds.Ann,
      assessmentStatus: 'Supervisor Assessed',
      weightTotal: 100,
      selfTotal: 3,
      total: 1.4,
      adjustedTotal: 3.2,
      colorValue: bands[0]!.colorValue,
      adjustedColorValue: bands[2]!.colorValue,
    });
    expect(
      annE.kpis.map((k) => [
        k.name,
        k.weight,
        k.target,
        k.actual,
        k.selfScore,
        k.supervisorScore,
        k.adjustedScore,
        k.score,
        k.colorValue,
      ]),
    ).toEqual([
      ['Calls', 60, 100, 50, 3, null, 4, 1, bands[0]!.colorValue],
      ['Attitude', 40, null, null, 3, 2, null, 2, bands[1]!.colorValue],
    ]);
    expect(annE.kpis[1]!.manualTarget).toBe('Helpful');
    expect(r.employees[2]).toMatchObject({
      total: 3.4,
      adjustedTotal: null,
      colorValue: bands[2]!.colorValue,
    });
    expect(r.employees[1]).toMatchObject({
      agreementStatus: 'Draft',
      assessmentStatus: 'Not Started',
      total: 0,
    });
  });

  it('narrows to a unit or one employee', async () => {
    const inSales = await report<TEmployeeKpaReport>('employee-kpa-initiative', {
      quarter,
      businessUnitId: sales.id,
    });
    expect(inSales.employees.map((e) => first(e.employeeName))).toEqual(['Ann', 'Hal']);
    const halOnly = await report<TEmployeeKpaReport>('employee-kpa-initiative', {
      quarter,
      employeeId: hal.employeeId,
    });
    expect(halOnly.employee).toEqual({ id: hal.employeeId, name: 'Hal Tester' });
    expect(halOnly.employees.map((e) => e.employeeName)).toEqual(['Hal Tester']);
    expect(halOnly.kpiCount).toBe(2);
  });
});

describe('the employee performance report', () => {
  it('gives each employee’s quarters with band colours, the average of the rated ones and the trend', async () => {
    const r = await report<TEmployeePerformanceReport>('employee-performance');
    expect(r.rows.map((x) => first(x.employeeName))).toEqual(['Ann', 'Cid', 'Hal']);
    const [annR, cidR, halR] = r.rows;
    expect(annR!.quarters[quarter]).toEqual({
      quarter,
      score: 3.2,
      colorValue: bands[2]!.colorValue,
      assessmentStatus: 'Supervisor Assessed',
    });
    expect(annR!.quarters.filter((q) => q.quarter !== quarter).every((q) => q.score === null)).toBe(true);
    expect(annR).toMatchObject({ average: 3.2, averageColorValue: bands[2]!.colorValue, trend: null });
    expect(halR).toMatchObject({ average: 3.4 });
    expect(cidR).toMatchObject({ average: null, averageColorValue: null });
    expect(cidR!.quarters[quarter]).toMatchObject({ score: null, assessmentStatus: 'Not Started' });
    // (3.2 + 3.4) / 2
    expect(r.quarterAverages[quarter]).toBe(3.3);
    expect(r.quarterAverages.filter((x) => x !== null)).toHaveLength(1);
    expect(r.average).toBe(3.3);
    const inRetail = await report<TEmployeePerformanceReport>('employee-performance', {
      departmentId: retail.id,
    });
    expect(inRetail.rows.map((x) => first(x.employeeName))).toEqual(['Ann']);
    expect(inRetail.average).toBe(3.2);
    expect(
      (await report<TEmployeePerformanceReport>('employee-performance', { businessUnitId: operations.id }))
        .total,
    ).toBe(0);
  });
});

describe('the committee reports', () => {
  it('are refused while the company has no committee, then cover the top of the company and the unit heads', async () => {
    for (const action of ['committee-agreements', 'committee-assessments']) {
      expectFailed(
        await get(`/${FAMILY}/${action}`, { annualPlanId, quarter }, a.admin.token),
        422,
        /^This company does not review performance through a committee\.$/,
      );
    }
    await setCommittee(owner, a.companyId, 'Yes');
    const agreements = await report<TPerformanceReport>('committee-agreements', { quarter });
    expect(agreements).toMatchObject({
      kind: 'agreements',
      title: 'Committee Performance Agreement Report',
      total: 2,
    });
    expect(agreements.rows.map((x) => first(x.employeeName))).toEqual(['Cid', 'Hal']);
    expect(agreements.byStatus.map((s) => [s.status, s.count, s.percent])).toEqual([
      ['Draft', 1, 50],
      ['Submitted', 0, 0],
      ['Disputed', 0, 0],
      ['Agreed', 1, 50],
    ]);
    const assessments = await report<TPerformanceReport>('committee-assessments', { quarter });
    expect(assessments.title).toBe('Committee Performance Assessment Report');
    expect(assessments.byStatus.filter((s) => s.count > 0).map((s) => [s.status, s.count])).toEqual([
      ['Not Started', 1],
      ['Supervisor Assessed', 1],
    ]);
    expect(assessments.byQaStatus[0]).toEqual({ status: 'Not Started', count: 2, percent: 100 });
    const inSales = await report<TPerformanceReport>('committee-assessments', {
      quarter,
      businessUnitId: sales.id,
    });
    expect(inSales.rows.map((x) => x.employeeName)).toEqual(['Hal Tester']);
    expect(inSales.rows[0]).toMatchObject({ totalScore: 3.4, finalColorValue: bands[2]!.colorValue });
  });
});

describe('refusals', () => {
  it('refuses bad input, other companies’ ids and people who do not administer Performance Management', async () => {
    expectFailed(
      await get(`/${FAMILY}/employee-kpa-initiative`, { annualPlanId, quarter: 4 }, a.admin.token),
      400,
      /^quarter must be 0, 1, 2 or 3$/,
    );
    expectFailed(
      await get(`/${FAMILY}/employee-kpa-initiative`, { annualPlanId }, a.admin.token),
      400,
      /^quarter/,
    );
    expectFailed(
      await get(`/${FAMILY}/employee-performance`, { annualPlanId }, b.admin.token),
      404,
      /^annualPlanId: no such annual plan in your company$/,
    );
    expectFailed(
      await get(`/${FAMILY}/employee-scorecards`, { annualPlanId, businessUnitId: retail.id }, a.admin.token),
      404,
      /^businessUnitId: no such business unit in your company$/,
    );
    expectFailed(
      await get(
        `/${FAMILY}/employee-kpa-initiative`,
        { annualPlanId, quarter, employeeId: b.employee.employeeId! },
        a.admin.token,
      ),
      404,
      /^employeeId: no such employee in your company$/,
    );
    for (const who of [ann, hal, dan]) {
      for (const action of ['employee-scorecards', 'employee-performance', 'committee-agreements']) {
        expectFailed(
          await get(`/${FAMILY}/${action}`, { annualPlanId, quarter }, who.token),
          403,
          /^Only a company administrator or a Performance Management administrator can do this\.$/,
        );
      }
    }
    expectFailed(
      await post(
        `/${FAMILY}/export-employee`,
        { report: 'employee-performance', format: 'pdf', annualPlanId },
        ben.token,
      ),
      403,
      /administrator/,
    );
    expectFailed(
      await post(
        `/${FAMILY}/export-employee`,
        { report: 'employee-kpa-initiative', format: 'pdf', annualPlanId },
        a.admin.token,
      ),
      400,
      /^quarter: the employee-kpa-initiative report needs a quarter$/,
    );
    expectFailed(
      await post(
        `/${FAMILY}/export-employee`,
        { report: 'scores', format: 'pdf', annualPlanId, quarter },
        a.admin.token,
      ),
      400,
      /^report: /,
    );
  });
});

const download = (body: Record<string, unknown>) =>
  downloadExport(`/${FAMILY}/export-employee`, { annualPlanId, ...body }, a.admin.token);

describe('exports', () => {
  it('writes the employee scorecards as an Excel workbook with the same figures', async () => {
    const file = await download({
      report: 'employee-scorecards',
      format: 'xlsx',
      quarter,
      businessUnitId: sales.id,
    });
    expect(file.filename).toMatch(
      new RegExp(`^employee-scorecards-q${quarter + 1}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
    );
    const rows = await sheetRows(file.bytes);
    expect(rows[0]).toEqual(['Employee Scorecards Report']);
    expect(rows).toContainEqual(['Business unit', sales.name]);
    expect(rows).toContainEqual(['With an annual scorecard', 3]);
    expect(rows).toContainEqual(['Ben Tester', 'Hal Tester', annualNames.Ben, 0, 1, 60, 'No', '-', '-']);
    expect(rows.find((r) => r[0] === 'Ann Tester')).toEqual([
      'Ann Tester',
      'Hal Tester',
      annualNames.Ann,
      0,
      2,
      100,
      'Yes',
      expect.any(String),
      'Agreed',
    ]);
    expect(rows.some((r) => r[0] === 'Dan Tester')).toBe(false);
  });

  it('writes the performance report and the KPA report as PDF, the committee agreements as Excel', async () => {
    const pdf = await download({ report: 'employee-performance', format: 'pdf' });
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toMatch(/^employee-performance-\d{4}-\d{2}-\d{2}\.pdf$/);
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe('Employee Performance Report');
    const kpa = await download({ report: 'employee-kpa-initiative', format: 'pdf', quarter });
    expect((await PDFDocument.load(kpa.bytes)).getTitle()).toBe('Employee KPA and Initiative Report');
    const perf = await sheetRows((await download({ report: 'employee-performance', format: 'xlsx' })).bytes);
    const annRow = perf.find((r) => r[0] === 'Ann Tester')!;
    expect(annRow[2 + quarter]).toBe(3.2);
    expect(annRow[6]).toBe(3.2);
    await setCommittee(owner, a.companyId, 'Yes');
    const committee = await download({ report: 'committee-agreements', format: 'xlsx', quarter });
    expect(committee.filename).toMatch(new RegExp(`^committee-agreements-q${quarter + 1}-`));
    const rows = await sheetRows(committee.bytes);
    expect(rows[0]).toEqual(['Committee Performance Agreement Report']);
    expect(rows).toContainEqual(['Draft', 1, 50]);
    expect(rows).toContainEqual(['Total', 2, 100]);
  });
});
