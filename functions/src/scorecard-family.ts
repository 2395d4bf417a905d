import {
  SCORECARD_FAMILY,
  SCORECARD_ROUTES,
  type PlanKind,
  type RouteDef,
  type TAddKpaRequest,
  type TRatingPeriod,
  type TSaveKpiRequest,
  type TUpdateKpaRequest,
  type TUpdateScorecardRequest,
} from '@stratum/contracts';
import {
  addComment,
  listComments,
  deleteScorecard,
  addKpa,
  deleteKpa,
  updateKpa,
  deleteKpi,
  saveKpi,
  readScorecard,
  setScorecardVisible,
  updateScorecard,
} from '@stratum/core/scorecard';
import { addScorecard, listScorecards } from '@stratum/core/planning';
import { bind, type Binding } from './http/bind';
import { familyHandler } from './http/family';

type PlanRef = Partial<Record<'strategicPlanId' | 'operationalPlanId', string>>;
type ItemRef = { scorecardId: string; id: string; version: number };
type Target = { scorecardId: string; kpaId?: string; kpiId?: string };

/**
 * Strategic and operational scorecards differ only by the kind of plan they hang under: the same
 * calls (see scorecard.ts), on scorecards of that kind only.
 */
export const scorecardFamily = (kind: PlanKind) => {
  const routes = SCORECARD_ROUTES[kind];
  const kinds = [kind] as const;
  // One binding for both kinds: the routes' inputs and outputs are the kind's (see scorecard.ts).
  const loose = <I>(
    route: RouteDef,
    run: (ctx: Parameters<Binding['run']>[0]['ctx'], input: I) => Promise<unknown>,
  ) => bind(route, ({ ctx, input }) => run(ctx, input as I) as never);
  return familyHandler(SCORECARD_FAMILY[kind], [
    loose<PlanRef>(routes.all, async (ctx, input) => ({ list: await listScorecards(ctx, kind, input) })),
    loose<{ id: string; period?: TRatingPeriod }>(routes.get, async (ctx, input) => ({
      scorecard: await readScorecard(ctx, kinds, input),
    })),
    loose<
      PlanRef & { name: string; includeKeyPerformanceArea: 'Yes' | 'No'; ratingMode: 'automatic' | 'manual' }
    >(routes.add, async (ctx, input) => ({ scorecard: await addScorecard(ctx, kind, input) })),
    loose<TUpdateScorecardRequest>(routes.update, async (ctx, input) => ({
      scorecard: await updateScorecard(ctx, kinds, input),
    })),
    loose<{ id: string; version: number }>(routes.delete, async (ctx, input) => ({
      scorecard: await deleteScorecard(ctx, kinds, input),
    })),
    loose<{ id: string; version: number; visible: boolean }>(routes.setVisible, async (ctx, input) => ({
      scorecard: await setScorecardVisible(ctx, kinds, input),
    })),
    loose<TAddKpaRequest>(routes.addKpa, async (ctx, input) => ({ kpa: await addKpa(ctx, kinds, input) })),
    loose<TUpdateKpaRequest>(routes.updateKpa, async (ctx, input) => ({
      kpa: await updateKpa(ctx, kinds, input),
    })),
    loose<ItemRef>(routes.deleteKpa, async (ctx, input) => ({ kpa: await deleteKpa(ctx, kinds, input) })),
    loose<TSaveKpiRequest>(routes.saveKpi, async (ctx, input) => ({ kpi: await saveKpi(ctx, kinds, input) })),
    loose<ItemRef>(routes.deleteKpi, async (ctx, input) => ({ kpi: await deleteKpi(ctx, kinds, input) })),
    loose<Target & { comment: string }>(routes.addComment, async (ctx, input) => ({
      comment: await addComment(ctx, kinds, input),
    })),
    loose<Target>(routes.comments, async (ctx, input) => ({ list: await listComments(ctx, kinds, input) })),
  ]);
};
