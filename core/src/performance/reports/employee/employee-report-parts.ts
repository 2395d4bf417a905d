import type { TPerformanceReportRequest } from '@stratum/contracts';
import { db } from '../../../db';
import { tenantOf, type Ctx } from '../../../kernel/ctx';
import type { EmployeeItem } from '../../../organisation';
import { loadAnnualPlan, rangeLabel, type AnnualPlanItem } from '../../../planning';
import { inPlacement, unitsOf } from '../report-rows';

/*
 * The employee reports (docs/performance.md "Employee reports"). Like the quarter reports, each
 * checks the ids first (another company's annual plan or units: 404 naming the field), then the
 * caller (403 unless a company or Performance Management administrator), then reads by Query —
 * never a Scan. Per-employee reads run eight at a time.
 */

export const PARALLEL = 8;

/** The ids, then who may read: the annual plan and the units asked for, for an administrator. */
export const opening = async (
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

export const heading = (
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
export const activeEmployees = async (
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

export const byName = (a: { employeeName: string; employeeId: string }, b: typeof a) =>
  a.employeeName.localeCompare(b.employeeName) || a.employeeId.localeCompare(b.employeeId);

export const quarterLabelOf = (q: number) => `Q${q + 1}`;
