import {
  EMPLOYEE_REPORT_TITLE,
  NOBODY,
  type TEmployeePerformanceReport,
  type TEmployeePerformanceReportRequest,
} from '@stratum/contracts';
import type { Ctx } from '../../../kernel/ctx';
import { findCompany } from '../../../platform';
import { requireModuleAdmin } from '../../../platform';
import { ratingScaleOf } from '../../../scorecard';
import type { PerformanceRecordItem } from '../../entities/performance-record';
import { planCompetencyScores } from '../../../surveys';
import { finalOf, inPlacement, namesOf, quarterRecords } from '../report-rows';
import { byName, heading, opening } from './employee-report-parts';
import { meanOf, yearOf } from './figures';

/**
 * Per employee, the final score of each quarter Q1..Q4 with its band colour, the average of the
 * rated quarters and the trend. Reads: four gsi1 Queries (one per quarter), one BatchGet of names,
 * and the plan's 360 competency review (set-up; answers in one Query when its weight is above 0),
 * so a quarter's score is the final score the review page shows (docs/surveys.md).
 */
export const employeePerformanceReport = async (
  ctx: Ctx,
  input: TEmployeePerformanceReportRequest,
): Promise<TEmployeePerformanceReport> => {
  const { companyId, annualPlan, units } = await opening(ctx, input);
  await requireModuleAdmin(ctx, 'performance');
  const [company, scale, competency, ...quarters] = await Promise.all([
    findCompany(companyId),
    ratingScaleOf(companyId, annualPlan.strategicPlanId),
    planCompetencyScores(companyId, input.annualPlanId),
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
      competencyScore: competency.weight > 0 ? (competency.scores.get(employeeId) ?? null) : null,
      ...yearOf(e.quarters, scale.bands, (r) => finalOf({ ...r, employeeId }, competency).finalScore),
    }))
    .sort(byName);
  const quarterAverages = [0, 1, 2, 3].map((q) => meanOf(rows.map((r) => r.quarters[q]!.score)));
  return {
    kind: 'employee-performance',
    title: EMPLOYEE_REPORT_TITLE['employee-performance'],
    ...heading(ctx, company.companyName, annualPlan, units),
    competencyWeight: competency.weight,
    total: rows.length,
    quarterAverages,
    average: meanOf(rows.map((r) => r.average)),
    rows,
  };
};
