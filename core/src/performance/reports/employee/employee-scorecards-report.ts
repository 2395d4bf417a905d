import {
  EMPLOYEE_REPORT_TITLE,
  type TEmployeeScorecardsReport,
  type TEmployeeScorecardsReportRequest,
  type TEmployeeScorecardsRow,
} from '@stratum/contracts';
import type { Ctx } from '../../../kernel/ctx';
import { fullNameOf } from '../../../organisation';
import { findCompany } from '../../../platform';
import { requireModuleAdmin } from '../../../platform';
import { contentsOf, scorecardsUnder } from '../../../scorecard';
import { employeeListKey } from '../../scorecard/employee-scorecard-parts';
import { quarterRecords } from '../report-rows';
import { activeEmployees, byName, heading, opening, PARALLEL, quarterLabelOf } from './employee-report-parts';
import { mapLimit, weightsOf } from './figures';

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
