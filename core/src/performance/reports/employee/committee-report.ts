import {
  EMPLOYEE_REPORT_TITLE,
  NO_COMMITTEE_MESSAGE,
  NOBODY,
  type TPerformanceReport,
  type TPerformanceReportRequest,
} from '@stratum/contracts';
import type { Ctx } from '../../../kernel/ctx';
import { AppError } from '../../../kernel/errors';
import { findCompany } from '../../../platform';
import { requireModuleAdmin } from '../../../platform';
import { ratingScaleOf } from '../../../scorecard';
import { inPlacement, namesOf, quarterRecords, summarise, toReportRow } from '../report-rows';
import { activeEmployees, byName, heading, opening, quarterLabelOf } from './employee-report-parts';
import { reviewedByCommittee } from './figures';

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
    competencyWeight: 0,
    total: rows.length,
    ...summarise(kind, rows, scale.bands),
    rows,
  };
};
