import {
  COMPANY_REPORT_TITLE,
  type TCompanyPerformanceReport,
  type TCompanyPerformanceRequest,
} from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../../kernel/ctx';
import { inPlacement, quarterRecords, unitsOf } from '../report-rows';
import { companyScoreOf, employeePicture, scoreCardForQuarter } from './figures';
import { assessmentSummaryOf, corporateScorecardsOf, loadCard, openReport } from './reads';

/**
 * The company's quarter (spec §2 /app/reports/company-performance-reports): each annual corporate
 * scorecard's quarter — its periodic scorecard of the quarter where built, else the annual one rated
 * for the quarter — scored with its KPAs and KPIs; the company score (the mean of their final scores,
 * as the company assessment computes it); the quarter's company assessment; and the employees' quarter in the chosen business unit
 * and department. Corporate KPIs carry no owning unit, so the unit filter narrows the employees'
 * part only.
 *
 * Reads: the annual plan and units; the company and rating scale; the plan's scorecards (ONE gsi1
 * Query); one Query per scorecard scored (its KPIs); the quarter's records (ONE gsi1 Query, paged);
 * the company assessment (one GetItem). Cost grows with the corporate KPIs and the company's
 * records of the quarter — never with the table.
 */
export const companyPerformanceReport = async (
  ctx: Ctx,
  input: TCompanyPerformanceRequest,
): Promise<TCompanyPerformanceReport> => {
  const {
    companyId,
    bands,
    head,
    extra: units,
  } = await openReport(ctx, input.annualPlanId, unitsOf(tenantOf(ctx), input));
  const [cards, records, assessment] = await Promise.all([
    corporateScorecardsOf(companyId, input.annualPlanId).then((list) =>
      Promise.all(
        list.map(async ({ annual, periodics }) => ({
          annual,
          loaded: await loadCard(periodics[input.quarter] ?? annual),
        })),
      ),
    ),
    quarterRecords(companyId, input.annualPlanId, input.quarter),
    assessmentSummaryOf(ctx, input.annualPlanId, input.quarter, bands),
  ]);
  const scorecards = cards.map(({ annual, loaded }) => ({
    annualScorecardId: annual.scorecardId,
    scorecardId: loaded.scorecard.scorecardId,
    source: loaded.scorecard.kind === 'corporate-periodic' ? ('periodic' as const) : ('annual' as const),
    name: loaded.scorecard.name,
    ratingMode: loaded.scorecard.ratingMode,
    ...scoreCardForQuarter(loaded.card, bands, input.quarter),
  }));
  const mine = records.filter((r) => inPlacement(r.placementPath, input.businessUnitId, input.departmentId));
  return {
    title: COMPANY_REPORT_TITLE['company-performance'],
    ...head,
    ...units,
    quarter: input.quarter,
    quarterLabel: `Q${input.quarter + 1}`,
    scorecards,
    companyScore: companyScoreOf(
      scorecards.map((s) => s.finalScore),
      bands,
    ),
    companyAssessment: assessment,
    employees: employeePicture(mine, bands),
  };
};
