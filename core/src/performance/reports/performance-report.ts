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
import { employeeNames } from '../../organisation';
import { planCompetencyScores } from '../../surveys';
import { inPlacement, NO_COMPETENCY, quarterRecords, summarise, toReportRow, unitsOf } from './report-rows';

/** A read started before the checks it waits on: awaited later, never an unhandled rejection. */
const quiet = <T>(p: Promise<T>): Promise<T> => {
  p.catch(() => undefined);
  return p;
};

/**
 * One performance report of a quarter: 404 for an annual plan, business unit or department not of
 * the caller's company, then refused (403) to anyone who does not administer Performance
 * Management. Reads, at once: the annual plan, the units, the company, the quarter's records (one
 * gsi1 Query) and the names' version; then the plan's rating scale. The names come from those this
 * process remembers (employee-names.ts): only names not seen yet are read (BatchGets of 100).
 * The scores and the curve also read the plan's 360 competency review (its set-up, and its answers
 * in one Query when the contribution weight is above 0), so their final score is the review page's.
 */
export const performanceReport = async (
  ctx: Ctx,
  kind: PerformanceReportKind,
  input: TPerformanceReportRequest,
): Promise<TPerformanceReport> => {
  const companyId = tenantOf(ctx);
  // What the answer is made of is read at once, beside the checks; nothing of it is answered
  // unless they pass.
  const names = employeeNames(companyId);
  const company = quiet(findCompany(companyId));
  const records = quiet(quarterRecords(companyId, input.annualPlanId, input.quarter));
  // The ids first (another company's are 404 to everyone), then who may read them.
  const [annualPlan, units] = await Promise.all([
    loadAnnualPlan(ctx, input.annualPlanId),
    unitsOf(companyId, input),
  ]);
  const scale = quiet(ratingScaleOf(companyId, annualPlan.strategicPlanId));
  // only the scores and the curve show a score (the agreement and assessment reports read none)
  const competency = quiet(
    kind === 'scores' || kind === 'curve'
      ? planCompetencyScores(companyId, input.annualPlanId)
      : Promise.resolve(NO_COMPETENCY),
  );
  await requireModuleAdmin(ctx, 'performance');
  const mine = (await records).filter((r) =>
    inPlacement(r.placementPath, input.businessUnitId, input.departmentId),
  );
  const people = await names.of(
    mine.flatMap((r) => (r.supervisorId === NOBODY ? [r.employeeId] : [r.employeeId, r.supervisorId])),
  );
  const [{ bands }, part] = await Promise.all([scale, competency]);
  const rows = mine
    .map((r) => toReportRow(r, people, bands, part))
    .sort((a, b) => a.employeeName.localeCompare(b.employeeName) || a.employeeId.localeCompare(b.employeeId));
  return {
    kind,
    title: PERFORMANCE_REPORT_TITLE[kind],
    companyName: (await company).companyName,
    generatedAt: ctx.now.toISOString(),
    annualPlan: { id: annualPlan.annualPlanId, label: rangeLabel(annualPlan) },
    quarter: input.quarter,
    quarterLabel: `Q${input.quarter + 1}`,
    ...units,
    competencyWeight: part.weight,
    total: rows.length,
    ...summarise(kind, rows, bands),
    rows,
  };
};
