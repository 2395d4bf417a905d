import { SCORECARD_FAMILY, SCORECARD_ROUTES, type PlanKind } from '@stratum/contracts';
import {
  addComment,
  addKpa,
  deleteKpa,
  deleteKpi,
  deleteScorecard,
  listComments,
  readScorecard,
  saveKpi,
  setScorecardVisible,
  updateKpa,
  updateScorecard,
} from '@stratum/core/scorecard';
import { addScorecard, listScorecards } from '@stratum/core/planning';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

/**
 * Strategic and operational scorecards differ only by the kind of plan they hang under: the same
 * calls (contracts planning/plan-scorecard.ts), on scorecards of that kind only.
 */
export const scorecardFamily = (kind: PlanKind) => {
  const routes = SCORECARD_ROUTES[kind];
  const kinds = [kind] as const;
  return familyHandler(SCORECARD_FAMILY[kind], [
    bind(routes.all, async ({ ctx, input }) => ({ list: await listScorecards(ctx, kind, input) })),
    bind(routes.get, async ({ ctx, input }) => ({ scorecard: await readScorecard(ctx, kinds, input) })),
    bind(routes.add, async ({ ctx, input }) => ({ scorecard: await addScorecard(ctx, kind, input) })),
    bind(routes.update, async ({ ctx, input }) => ({ scorecard: await updateScorecard(ctx, kinds, input) })),
    bind(routes.delete, async ({ ctx, input }) => ({ scorecard: await deleteScorecard(ctx, kinds, input) })),
    bind(routes.setVisible, async ({ ctx, input }) => ({
      scorecard: await setScorecardVisible(ctx, kinds, input),
    })),
    bind(routes.addKpa, async ({ ctx, input }) => ({ kpa: await addKpa(ctx, kinds, input) })),
    bind(routes.updateKpa, async ({ ctx, input }) => ({ kpa: await updateKpa(ctx, kinds, input) })),
    bind(routes.deleteKpa, async ({ ctx, input }) => ({ kpa: await deleteKpa(ctx, kinds, input) })),
    bind(routes.saveKpi, async ({ ctx, input }) => ({ kpi: await saveKpi(ctx, kinds, input) })),
    bind(routes.deleteKpi, async ({ ctx, input }) => ({ kpi: await deleteKpi(ctx, kinds, input) })),
    bind(routes.addComment, async ({ ctx, input }) => ({ comment: await addComment(ctx, kinds, input) })),
    bind(routes.comments, async ({ ctx, input }) => ({ list: await listComments(ctx, kinds, input) })),
  ]);
};
