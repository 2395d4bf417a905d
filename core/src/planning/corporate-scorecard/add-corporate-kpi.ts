import type { TAddCorporateKpiRequest, TKpi } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { CORPORATE_KINDS, saveKpi } from '../../scorecard';

/**
 * add-kpi of a corporate scorecard: a new KPI with its targets, weight and texts — results (year to
 * date, actuals) are entered afterwards, actuals through update-actual in the quarter's window. A
 * KPI added to an annual scorecard is not carried into periodic scorecards already built (docs/planning.md).
 */
export const addCorporateKpi = (ctx: Ctx, input: TAddCorporateKpiRequest): Promise<TKpi> =>
  saveKpi(ctx, CORPORATE_KINDS, input);
