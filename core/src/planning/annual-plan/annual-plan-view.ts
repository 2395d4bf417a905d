import type { TAnnualPlan } from '@stratum/contracts';
import { formatDate } from '@stratum/rules';
import type { AnnualPlanItem } from '../entities/annual-plan';
import { rangeLabel } from './rules';

/** An annual plan as the API shows it; `planDescription` is its strategic plan's. */
export const toAnnualPlan = (a: AnnualPlanItem, planDescription: string): TAnnualPlan => ({
  id: a.annualPlanId,
  strategicPlanId: a.strategicPlanId,
  strategicPlanDescription: planDescription,
  startDate: a.startDate,
  endDate: a.endDate,
  d_startDate: formatDate(a.startDate),
  d_endDate: formatDate(a.endDate),
  label: rangeLabel(a),
  scorecardCount: a.scorecardCount,
  version: a.version,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
});
