import {
  EMPLOYEE_REPORT_TITLE,
  NO_COMMITTEE_MESSAGE,
  NOBODY,
  type TEmployeeKpaEmployee,
  type TEmployeeKpaReport,
  type TEmployeeKpaReportRequest,
  type TEmployeePerformanceReport,
  type TEmployeePerformanceReportRequest,
  type TEmployeeScorecardsReport,
  type TEmployeeScorecardsReportRequest,
  type TEmployeeScorecardsRow,
  type TPerformanceReport,
  type TPerformanceReportRequest,
} from '@stratum/contracts';
import { scoreScorecard, totalScore, type Band } from '@stratum/rules';
import { db } from '../../../db';
import { tenantOf, type Ctx } from '../../../kernel/ctx';
import { AppError } from '../../../kernel/errors';
import { fullNameOf } from '../../../organisation';
import type { EmployeeItem } from '../../../organisation';
import { findCompany } from '../../../platform';
import { requireModuleAdmin } from '../../../platform';
import { loadAnnualPlan, rangeLabel, type AnnualPlanItem } from '../../../planning';
import { ratingScaleOf, contentsOf, scorecardsUnder } from '../../../scorecard';
import type { PerformanceRecordItem } from '../../entities/performance-record';
import { findEmployee } from '../../scorecard/access';
import { employeeListKey } from '../../scorecard/employee-scorecard-parts';
import { inPlacement, namesOf, quarterRecords, summarise, toReportRow, unitsOf } from '../reports';
import { mapLimit, meanOf, reviewedByCommittee, weightsOf, yearOf } from './figures';

/*
 * The employee reports (docs/performance.md "Employee reports"). Like the quarter reports, each
 * checks the ids first (another company's annual plan or units: 404 naming the field), then the
 * caller (403 unless a company or Performance Management administrator), then reads by Query —
 * never a Scan. Per-employee reads run eight at a time.
 */

const PARALLEL = 8;

/** The ids, then who may read: the annual plan and the units asked for, for an administrator. */
const opening = async (
  ctx: Ctx,
  input: { annualPlanId: string; businessUnitId?: string | undefined; departmentId?: string | undefined },
) => {
  const companyId = tenantOf(ctx);
  const [annualPlan, units] = await Promise.all([
    loadAnnualPlan(ctx, input.annualPlanId),
    unitsOf(companyId, input as TPerformanceReportRequest),
  ]);
  return { companyId, annualPlan, units };
};

const heading = (
  ctx: Ctx,
  companyName: string,
  annualPlan: AnnualPlanItem,
  units: Awaited<ReturnType<typeof unitsOf>>,
) => ({
  companyName,
  generatedAt: ctx.now.toISOString(),
  annualPlan: { id: annualPlan.annualPlanId, label: rangeLabel(annualPlan) },
  ...units,
});

/** The company's Active employees (one filtered Query of its people by name), in the units asked for. */
const activeEmployees = async (
  companyId: string,
  businessUnitId: string | undefined,
  departmentId: string | undefined,
): Promise<EmployeeItem[]> => {
  const { data } = await db()
    .entities.employee.query.byName({ companyId })
    .where((a, op) => op.eq(a.status, 'Active'))
    .go({ pages: 'all' });
  return data.filter((e) => inPlacement(e.placementPath, businessUnitId, departmentId));
};

const byName = (a: { employeeName: string; employeeId: string }, b: typeof a) =>
  a.employeeName.localeCompare(b.employeeName) || a.employeeId.localeCompare(b.employeeId);

const quarterLabelOf = (q: number) => `Q${q + 1}`;

// ---- employee scorecards -------------------------------------------------------------------

/**
 * Every Active employee (of the units asked for) with their annual employee scorecard of the plan —
 * KPAs, KPIs, the weights' total and whether it is 100 — and, for a quarter, the periodic scorecard
 * and its agreement status. Reads: the company's people (one Query); per employee their
 * scorecards (one gsi1 Query of `emp#<annualPlanId>#<employeeId>`), per annual scorecard its KPIs
 * (one Query of its partition); the quarter's records (one gsi1 Query).
 */
export const employeeScorecardsReport = async (
  ctx: Ctx,
  input: TEmployeeScorecardsReportRequest,
): Promise<TEmployeeScorecardsReport> => {
  const { companyId, annualPlan, units } = await opening(ctx, input);
  await requireModuleAdmin(ctx, 'performance');
  const quarter = input.quarter ?? null;
  const [company, employees, records] = await Promise.all([
    findCompany(companyId),
    activeEmployees(companyId, input.businessUnitId, input.departmentId),
    quarter === null ? Promise.resolve([]) : quarterRecords(companyId, input.annualPlanId, quarter),
  ]);
  const recordOf = new Map(records.map((r) => [r.scorecardId, r]));
  const rows = await mapLimit(employees, PARALLEL, async (e): Promise<TEmployeeScorecardsRow> => {
    const all = (await scorecardsUnder(companyId, employeeListKey(annualPlan.annualPlanId, e.employeeId)))
      .filter((s) => s.state === 'ready')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.scorecardId.localeCompare(b.scorecardId));
    const annual = all.find((s) => s.kind === 'employee-annual' && !s.functional) ?? null;
    const periodic =
      quarter === null
        ? null
        : (all.find(
            (s) =>
              s.kind === 'employee-periodic' &&
              s.quarter === quarter &&
              s.sourceScorecardId === annual?.scorecardId,
          ) ??
          all.find((s) => s.kind === 'employee-periodic' && s.quarter === quarter) ??
          null);
    const weights = annual ? weightsOf((await contentsOf(companyId, annual.scorecardId)).kpis) : null;
    return {
      employeeId: e.employeeId,
      employeeName: fullNameOf(e),
      jobTitle: e.jobTitle ?? null,
      supervisorName: e.supervisorId ? (e.supervisorName ?? null) : null,
      annualScorecard:
        annual && weights
          ? {
              id: annual.scorecardId,
              name: annual.name,
              kpaCount: annual.kpaCount,
              kpiCount: annual.kpiCount,
              ...weights,
            }
          : null,
      functionalCount: all.filter((s) => s.kind === 'employee-annual' && s.functional).length,
      periodicScorecard: periodic ? { id: periodic.scorecardId, name: periodic.name } : null,
      agreementStatus: periodic ? (recordOf.get(periodic.scorecardId)?.agreementStatus ?? null) : null,
    };
  });
  rows.sort(byName);
  const withAnnual = rows.filter((r) => r.annualScorecard).length;
  return {
    kind: 'employee-scorecards',
    title: EMPLOYEE_REPORT_TITLE['employee-scorecards'],
    ...heading(ctx, company.companyName, annualPlan, units),
    quarter,
    quarterLabel: quarter === null ? null : quarterLabelOf(quarter),
    total: rows.length,
    withAnnual,
    withoutAnnual: rows.length - withAnnual,
    periodicBuilt: rows.filter((r) => r.periodicScorecard).length,
    validWeights: rows.filter((r) => r.annualScorecard?.weightsValid).length,
    rows,
  };
};

// ---- employee KPA / initiative -------------------------------------------------------------

type Quarter = 0 | 1 | 2 | 3;

/** One record's quarter: its periodic scorecard's KPAs and KPIs (one Query) and self scores (one Query), rated. */
const kpasOf = async (
  r: PerformanceRecordItem,
  bands: readonly Band[],
  names: ReadonlyMap<string, string>,
): Promise<TEmployeeKpaEmployee> => {
  const key = { companyId: r.companyId, scorecardId: r.scorecardId };
  const [items, selfScores] = await Promise.all([
    db().collections.scorecardItems(key).go({ pages: 'all' }),
    db().entities.performanceSelfScore.query.byScorecard(key).go({ pages: 'all' }),
  ]);
  const s = items.data.scorecard[0];
  const kpaNames = new Map(items.data.scorecardKpa.map((k) => [k.kpaId, k.name]));
  const kpaOrder = new Map(items.data.scorecardKpa.map((k) => [k.kpaId, k.order]));
  const kpis = [...items.data.scorecardKpi].sort(
    (a, b) =>
      (kpaOrder.get(a.kpaId ?? '') ?? -1) - (kpaOrder.get(b.kpaId ?? '') ?? -1) ||
      a.createdAt.localeCompare(b.createdAt) ||
      a.kpiId.localeCompare(b.kpiId),
  );
  const self = new Map(selfScores.data.map((x) => [x.kpiId, x.selfScore ?? null]));
  const quarter = r.quarter as Quarter;
  const scored = scoreScorecard(kpis, bands as Band[], {
    mode: s?.ratingMode ?? 'automatic',
    period: quarter,
  });
  const t = `periodicTarget${quarter + 1}` as 'periodicTarget1';
  const a = `actual${quarter + 1}` as 'actual1';
  const supervisorId = r.supervisorId === NOBODY ? null : r.supervisorId;
  return {
    employeeId: r.employeeId,
    employeeName: names.get(r.employeeId) ?? '(former employee)',
    supervisorName: supervisorId ? (names.get(supervisorId) ?? '(former employee)') : null,
    scorecardId: r.scorecardId,
    agreementStatus: r.agreementStatus,
    assessmentStatus: r.assessmentStatus,
    kpis: scored.kpis.map((k) => ({
      kpiId: k.kpiId,
      kpaName: k.kpaId ? (kpaNames.get(k.kpaId) ?? null) : null,
      name: k.name,
      weight: k.weight ?? null,
      target: k[t] ?? k.target ?? null,
      manualTarget: k.manualTarget ?? null,
      actual: k[a] ?? null,
      selfScore: self.get(k.kpiId) ?? null,
      supervisorScore: k.manualRatingScore ?? null,
      adjustedScore: k.adjustedScore ?? null,
      score: k.score ?? null,
      colorValue: k.colorValue ?? null,
    })),
    weightTotal: scored.weightTotal,
    selfTotal: totalScore(kpis.map((k) => ({ score: self.get(k.kpiId) ?? 0, weight: k.weight }))),
    total: scored.total,
    adjustedTotal: scored.adjustedTotal,
    colorValue: scored.colorValue,
    adjustedColorValue: scored.adjustedColorValue,
  };
};

/**
 * Per employee, per KPA and KPI of their periodic scorecard for the quarter: weight, target,
 * actual, self, supervisor and adjusted score and the band-coloured rating; the employee's totals.
 * Reads: the quarter's records (one gsi1 Query), the names (one BatchGet), then per record two
 * Queries of its scorecard's partition (KPAs/KPIs, self scores) — 1 + 2 × employees Queries.
 */
export const employeeKpaReport = async (
  ctx: Ctx,
  input: TEmployeeKpaReportRequest,
): Promise<TEmployeeKpaReport> => {
  const { companyId, annualPlan, units } = await opening(ctx, input);
  const employee = input.employeeId ? await findEmployee(ctx, input.employeeId) : null;
  await requireModuleAdmin(ctx, 'performance');
  const [company, records, scale] = await Promise.all([
    findCompany(companyId),
    quarterRecords(companyId, input.annualPlanId, input.quarter),
    ratingScaleOf(companyId, annualPlan.strategicPlanId),
  ]);
  const mine = records.filter(
    (r) =>
      inPlacement(r.placementPath, input.businessUnitId, input.departmentId) &&
      (!employee || r.employeeId === employee.employeeId),
  );
  const names = await namesOf(
    companyId,
    mine.flatMap((r) => (r.supervisorId === NOBODY ? [r.employeeId] : [r.employeeId, r.supervisorId])),
  );
  const employees = (await mapLimit(mine, PARALLEL, (r) => kpasOf(r, scale.bands, names))).sort(byName);
  return {
    kind: 'employee-kpa-initiative',
    title: EMPLOYEE_REPORT_TITLE['employee-kpa-initiative'],
    ...heading(ctx, company.companyName, annualPlan, units),
    quarter: input.quarter,
    quarterLabel: quarterLabelOf(input.quarter),
    employee: employee ? { id: employee.employeeId, name: fullNameOf(employee) } : null,
    total: employees.length,
    kpiCount: employees.reduce((n, e) => n + e.kpis.length, 0),
    employees,
  };
};

// ---- employee performance over the year ------------------------------------------------------

/**
 * Per employee, the final score of each quarter Q1..Q4 with its band colour, the average of the
 * rated quarters and the trend. Reads: four gsi1 Queries (one per quarter) and one BatchGet of names.
 */
export const employeePerformanceReport = async (
  ctx: Ctx,
  input: TEmployeePerformanceReportRequest,
): Promise<TEmployeePerformanceReport> => {
  const { companyId, annualPlan, units } = await opening(ctx, input);
  await requireModuleAdmin(ctx, 'performance');
  const [company, scale, ...quarters] = await Promise.all([
    findCompany(companyId),
    ratingScaleOf(companyId, annualPlan.strategicPlanId),
    ...[0, 1, 2, 3].map((q) => quarterRecords(companyId, input.annualPlanId, q)),
  ]);
  const byEmployee = new Map<string, { supervisorId: string; quarters: PerformanceRecordItem[][] }>();
  quarters.forEach((records, q) => {
    for (const r of records) {
      if (!inPlacement(r.placementPath, input.businessUnitId, input.departmentId)) continue;
      let entry = byEmployee.get(r.employeeId);
      if (!entry)
        byEmployee.set(r.employeeId, (entry = { supervisorId: r.supervisorId, quarters: [[], [], [], []] }));
      entry.quarters[q]!.push(r);
      entry.supervisorId = r.supervisorId;
    }
  });
  const names = await namesOf(
    companyId,
    [...byEmployee].flatMap(([id, e]) => (e.supervisorId === NOBODY ? [id] : [id, e.supervisorId])),
  );
  const rows = [...byEmployee]
    .map(([employeeId, e]) => ({
      employeeId,
      employeeName: names.get(employeeId) ?? '(former employee)',
      supervisorName: e.supervisorId === NOBODY ? null : (names.get(e.supervisorId) ?? '(former employee)'),
      ...yearOf(e.quarters, scale.bands),
    }))
    .sort(byName);
  const quarterAverages = [0, 1, 2, 3].map((q) => meanOf(rows.map((r) => r.quarters[q]!.score)));
  return {
    kind: 'employee-performance',
    title: EMPLOYEE_REPORT_TITLE['employee-performance'],
    ...heading(ctx, company.companyName, annualPlan, units),
    total: rows.length,
    quarterAverages,
    average: meanOf(rows.map((r) => r.average)),
    rows,
  };
};

// ---- the committee's agreements and assessments -------------------------------------------

/**
 * The agreements or assessments report of the employees the performance committee reviews — the
 * top of the company (Active, reporting to nobody) and the heads of business units — when the
 * company reviews performance through a committee (`performanceCommitteeFunction` Yes; otherwise
 * 422). The same shape and figures as the quarter reports (`summarise`). Reads: as those, plus the
 * company's people (one filtered Query) for the committee's set.
 */
export const committeeReport = async (
  ctx: Ctx,
  kind: 'agreements' | 'assessments',
  input: TPerformanceReportRequest,
): Promise<TPerformanceReport> => {
  const { companyId, annualPlan, units } = await opening(ctx, input);
  await requireModuleAdmin(ctx, 'performance');
  const company = await findCompany(companyId);
  if (company.performanceCommitteeFunction !== 'Yes')
    throw new AppError('UNPROCESSABLE', NO_COMMITTEE_MESSAGE);
  const [people, records, scale] = await Promise.all([
    activeEmployees(companyId, undefined, undefined),
    quarterRecords(companyId, input.annualPlanId, input.quarter),
    ratingScaleOf(companyId, annualPlan.strategicPlanId),
  ]);
  const committee = new Set(people.filter(reviewedByCommittee).map((e) => e.employeeId));
  const mine = records.filter(
    (r) =>
      committee.has(r.employeeId) && inPlacement(r.placementPath, input.businessUnitId, input.departmentId),
  );
  const names = await namesOf(
    companyId,
    mine.flatMap((r) => (r.supervisorId === NOBODY ? [r.employeeId] : [r.employeeId, r.supervisorId])),
  );
  const rows = mine.map((r) => toReportRow(r, names, scale.bands)).sort(byName);
  return {
    kind,
    title: EMPLOYEE_REPORT_TITLE[kind === 'agreements' ? 'committee-agreements' : 'committee-assessments'],
    ...heading(ctx, company.companyName, annualPlan, units),
    quarter: input.quarter,
    quarterLabel: quarterLabelOf(input.quarter),
    total: rows.length,
    ...summarise(kind, rows, scale.bands),
    rows,
  };
};
