import type { TKpi } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import {
  checkVersion,
  CORPORATE_KINDS,
  deleteKpi,
  findKpi,
  findScorecard,
  requireScorecardWriter,
} from '../../scorecard';
import { refuseKpiInUse } from './corporate-in-use';

/**
 * delete-kpi of a corporate scorecard: 404 for another company's ids, 403, 409 on a stale version,
 * 422 for a KPI in use (results entered, or carried into a built periodic scorecard); then the
 * shared delete, conditional on the version (an actual entered meanwhile moves it).
 */
export const deleteCorporateKpi = async (
  ctx: Ctx,
  input: { scorecardId: string; id: string; version: number },
): Promise<TKpi> => {
  const companyId = tenantOf(ctx);
  const s = await findScorecard(companyId, input.scorecardId, CORPORATE_KINDS, 'scorecardId');
  const kpi = await findKpi(companyId, s.scorecardId, input.id);
  await requireScorecardWriter(ctx, s);
  checkVersion(kpi, input.version, 'KPI');
  await refuseKpiInUse(s, kpi);
  return deleteKpi(ctx, CORPORATE_KINDS, input);
};
