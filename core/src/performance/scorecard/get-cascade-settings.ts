import type { TCascadeSetting } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { contentsOf, findScorecard } from '../../scorecard';
import { toSetting } from './cascade-setting-parts';

/** Every KPI of an annual corporate scorecard with how far down it cascades (any employee may read). */
export const getCascadeSettings = async (
  ctx: Ctx,
  input: { scorecardId: string },
): Promise<TCascadeSetting[]> => {
  const s = await findScorecard(tenantOf(ctx), input.scorecardId, ['corporate-annual'], 'scorecardId');
  const { kpas, kpis } = await contentsOf(s.companyId, s.scorecardId);
  const names = new Map(kpas.map((k) => [k.kpaId, k.name]));
  const order = new Map(kpas.map((k) => [k.kpaId, k.order]));
  return kpis
    .sort(
      (a, b) =>
        (order.get(a.kpaId ?? '') ?? -1) - (order.get(b.kpaId ?? '') ?? -1) || a.kpiId.localeCompare(b.kpiId),
    )
    .map((k) => toSetting(k, names));
};
