import {
  COMPANY_REPORT_TITLE,
  type TCompanyProgressiveReport,
  type TCompanyProgressiveRequest,
} from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../../kernel/ctx';
import { inPlacement, quarterRecords, unitsOf } from '../report-rows';
import { companyLineOf, employeePicture, progressiveOf, QUARTER_INDEXES } from './figures';
import { assessmentSummaryOf, corporateScorecardsOf, loadCard, openReport } from './reads';

/**
 * The year so far (spec §2 /app/reports/company-performance-progressive-reports): each annual
 * corporate scorecard's KPIs, KPAs and total per quarter and to date (figures.ts), the company line,
 * each quarter's company assessment, and the employees' quarters in the chosen units.
 *
 * Reads: the annual plan and units; the company and rating scale; the plan's scorecards (ONE gsi1
 * Query); one Query per annual and periodic scorecard (their KPIs); four gsi1 Queries of the
 * quarters' records; four GetItems of the company assessments. Cost grows with the corporate KPIs
 * and the company's records of the year.
 */
export const companyProgressiveReport = async (
  ctx: Ctx,
  input: TCompanyProgressiveRequest,
): Promise<TCompanyProgressiveReport> => {
  const {
    companyId,
    bands,
    head,
    extra: units,
  } = await openReport(ctx, input.annualPlanId, unitsOf(tenantOf(ctx), { ...input, quarter: 0 }));
  const [cards, years, assessments] = await Promise.all([
    corporateScorecardsOf(companyId, input.annualPlanId).then((list) =>
      Promise.all(
        list.map(async ({ annual, periodics }) => ({
          annual: await loadCard(annual),
          periodics: await Promise.all(periodics.map((p) => (p ? loadCard(p) : null))),
        })),
      ),
    ),
    Promise.all(QUARTER_INDEXES.map((q) => quarterRecords(companyId, input.annualPlanId, q))),
    Promise.all(QUARTER_INDEXES.map((q) => assessmentSummaryOf(ctx, input.annualPlanId, q, bands))),
  ]);
  const scorecards = cards.map(({ annual, periodics }) => ({
    annualScorecardId: annual.scorecard.scorecardId,
    name: annual.scorecard.name,
    periodicScorecardIds: periodics.map((p) => p?.scorecard.scorecardId ?? null),
    ...progressiveOf(
      annual.card,
      periodics.map((p) => p?.card ?? null),
      bands,
    ),
  }));
  return {
    title: COMPANY_REPORT_TITLE['company-performance-progressive'],
    ...head,
    ...units,
    scorecards,
    company: companyLineOf(
      scorecards.map((s) => s.total),
      bands,
    ),
    companyAssessments: assessments,
    employees: years.map((records) =>
      employeePicture(
        records.filter((r) => inPlacement(r.placementPath, input.businessUnitId, input.departmentId)),
        bands,
      ),
    ),
  };
};
