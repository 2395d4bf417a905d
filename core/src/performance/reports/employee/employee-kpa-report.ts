import {
  EMPLOYEE_REPORT_TITLE,
  NOBODY,
  type TEmployeeKpaEmployee,
  type TEmployeeKpaReport,
  type TEmployeeKpaReportRequest,
} from '@stratum/contracts';
import { scoreScorecard, totalScore, type Band } from '@stratum/rules';
import { db } from '../../../db';
import type { Ctx } from '../../../kernel/ctx';
import { fullNameOf } from '../../../organisation';
import { findCompany } from '../../../platform';
import { requireModuleAdmin } from '../../../platform';
import { ratingScaleOf } from '../../../scorecard';
import type { PerformanceRecordItem } from '../../entities/performance-record';
import { findEmployee } from '../../scorecard/access';
import { inPlacement, namesOf, quarterRecords } from '../report-rows';
import { byName, heading, opening, PARALLEL, quarterLabelOf } from './employee-report-parts';
import { mapLimit } from './figures';

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
