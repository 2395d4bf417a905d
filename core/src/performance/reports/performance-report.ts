import {
  NOBODY,
  PERFORMANCE_REPORT_TITLE,
  type PerformanceReportKind,
  type TPerformanceReport,
  type TPerformanceReportRequest,
} from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { findCompany } from '../../platform';
import { requireModuleAdmin } from '../../platform';
import { loadAnnualPlan, rangeLabel } from '../../planning';
import { ratingScaleOf } from '../../scorecard';
import { inPlacement, namesOf, quarterRecords, summarise, toReportRow, unitsOf } from './report-rows';

/**
 * One performance report of a quarter: 404 for an annual plan, business unit or department not of
 * the caller's company, then refused (403) to anyone who does not administer Performance
 * Management. Reads: the annual plan and the units; the company, the plan's rating scale and the
 * quarter's records (one gsi1 Query) at once; the names (one BatchGet).
 */
export const performanceReport = async (
  ctx: Ctx,
  kind: PerformanceReportKind,
  input: TPerformanceReportRequest,
): Promise<TPerformanceReport> => {
  const companyId = tenantOf(ctx);
  // The ids first (another company's are 404 to everyone), then who may read them.
  const [annualPlan, units] = await Promise.all([
    loadAnnualPlan(ctx, input.annualPlanId),
    unitsOf(companyId, input),
  ]);
  await requireModuleAdmin(ctx, 'performance');
  const [company, records, scale] = await Promise.all([
    findCompany(companyId),
    quarterRecords(companyId, input.annualPlanId, input.quarter),
    ratingScaleOf(companyId, annualPlan.strategicPlanId),
  ]);
  const mine = records.filter((r) => inPlacement(r.placementPath, input.businessUnitId, input.departmentId));
  const names = await namesOf(
    companyId,
    mine.flatMap((r) => (r.supervisorId === NOBODY ? [r.employeeId] : [r.employeeId, r.supervisorId])),
  );
  const rows = mine
    .map((r) => toReportRow(r, names, scale.bands))
    .sort((a, b) => a.employeeName.localeCompare(b.employeeName) || a.employeeId.localeCompare(b.employeeId));
  return {
    kind,
    title: PERFORMANCE_REPORT_TITLE[kind],
    companyName: company.companyName,
    generatedAt: ctx.now.toISOString(),
    annualPlan: { id: annualPlan.annualPlanId, label: rangeLabel(annualPlan) },
    quarter: input.quarter,
    quarterLabel: `Q${input.quarter + 1}`,
    ...units,
    total: rows.length,
    ...summarise(kind, rows, scale.bands),
    rows,
  };
};
