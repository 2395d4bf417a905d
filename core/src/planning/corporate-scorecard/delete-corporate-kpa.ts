import type { TKpa } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import {
  checkVersion,
  CORPORATE_KINDS,
  deleteKpa,
  findKpa,
  findScorecard,
  requireScorecardWriter,
} from '../../scorecard';
import { refuseKpaInUse } from './corporate-in-use';

/**
 * delete-kpa of a corporate scorecard: another company's ids are 404, a caller who does not answer
 * for corporate scorecards 403, a stale version 409, a KPA in use 422 (KPIs under it, or carried
 * into a built periodic scorecard); then the shared delete (conditional on the version and on no
 * KPI having been filed under it meanwhile).
 */
export const deleteCorporateKpa = async (
  ctx: Ctx,
  input: { scorecardId: string; id: string; version: number },
): Promise<TKpa> => {
  const companyId = tenantOf(ctx);
  const s = await findScorecard(companyId, input.scorecardId, CORPORATE_KINDS, 'scorecardId');
  const kpa = await findKpa(companyId, s.scorecardId, input.id);
  await requireScorecardWriter(ctx, s);
  checkVersion(kpa, input.version, 'key performance area');
  await refuseKpaInUse(s, kpa);
  return deleteKpa(ctx, CORPORATE_KINDS, input);
};
