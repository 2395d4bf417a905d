import { type TRatingPeriod, type TScorecardDetail } from '@stratum/contracts';
import { db } from '../db';
import { tenantOf, type Ctx } from '../kernel/ctx';
import { AppError } from '../kernel/errors';
import { isModuleAdmin } from '../platform';
import type { ScorecardKind } from './entities/scorecard';
import { perspectivesOf } from './perspective-store';
import { ratingScaleOf } from './rating-scale-store';
import { scorecardNoun } from './scorecard-store';
import { defaultPeriod, toScorecardDetail } from './scorecard-view';

/**
 * A whole scorecard, scored: its record, KPAs and KPIs in ONE query of its partition, then its
 * plan's rating scale and perspectives (two queries at once). Hidden scorecards are 404 to people
 * who do not administer Strategic Planning.
 */
export const readScorecard = async (
  ctx: Ctx,
  kinds: readonly ScorecardKind[],
  input: { id: string; period?: TRatingPeriod | undefined },
): Promise<TScorecardDetail> => {
  const companyId = tenantOf(ctx);
  const { data } = await db()
    .collections.scorecardItems({ companyId, scorecardId: input.id })
    .go({ pages: 'all' });
  const s = data.scorecard[0];
  const missing = () => new AppError('NOT_FOUND', `id: no such ${scorecardNoun(kinds[0]!)} in your company`);
  if (!s || !kinds.includes(s.kind) || s.state !== 'ready') throw missing();
  const [scale, perspectives, admin] = await Promise.all([
    ratingScaleOf(companyId, s.planId),
    perspectivesOf(companyId, s.planId),
    s.visible ? Promise.resolve(true) : isModuleAdmin(ctx, 'planning'),
  ]);
  if (!admin) throw missing();
  return toScorecardDetail(
    s,
    { kpas: data.scorecardKpa, kpis: data.scorecardKpi },
    scale,
    new Map(perspectives.map((p) => [p.perspectiveId, p.name])),
    defaultPeriod(s, input.period),
  );
};
