import { CORPORATE_KPI_FIELDS, type TSaveCorporateKpiRequest, type TKpi } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { requireCorporateWriter } from './corporate-access';
import { updateKpi, CORPORATE_KINDS, findScorecard } from '../../scorecard';

/** save-kpi of a corporate scorecard: a KPI's targets, weight and scores (versioned, audited). */
export const saveCorporateKpi = async (ctx: Ctx, input: TSaveCorporateKpiRequest): Promise<TKpi> => {
  const s = await findScorecard(tenantOf(ctx), input.scorecardId, CORPORATE_KINDS, 'scorecardId');
  await requireCorporateWriter(ctx);
  return updateKpi(ctx, s, input, CORPORATE_KPI_FIELDS);
};
