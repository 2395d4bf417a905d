import {
  addCorporateKpa,
  addCorporateKpi,
  addCorporateScorecard,
  addPeriodicScorecard,
  deleteCorporateKpa,
  deleteCorporateKpi,
  deleteCorporateScorecard,
  getAnnualPlan,
  getCorporateScorecard,
  listAnnualPlans,
  listCorporateScorecards,
  listPerspectives,
  listQuarters,
  listRatingScales,
  PLAN_ID_FIELD,
  PLAN_ROUTES,
  saveCorporateKpi,
  SCORECARD_ROUTES,
  setCorporateScorecardVisible,
  updateCorporateActual,
  updateCorporateKpa,
  updateCorporateScorecard,
  type PlanKind,
  type RouteInput,
  type strategicScorecardRoutes,
  type TKpi,
  type TScorecardDetail,
} from '@stratum/contracts';
import { useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../lib/query';

/**
 * The scorecard screens' calls (contracts scorecard.ts, corporate-scorecard.ts). Strategic and
 * operational scorecards have the same calls under two families (SCORECARD_ROUTES): one set of
 * hooks serves both, parameterised by the plan kind.
 */

/** Both kinds' routes have one shape; the plan field of `all` and `add` differs (PLAN_ID_FIELD). */
export type ScorecardRoutes = typeof strategicScorecardRoutes;
export const routesOf = (kind: PlanKind): ScorecardRoutes =>
  SCORECARD_ROUTES[kind] as unknown as ScorecardRoutes;

/**
 * The calls the scorecard editor's parts make (one scorecard: read, change, KPAs, KPIs, comments).
 * Other families whose scorecards have these same shapes (employee scorecards, contracts
 * employee-scorecard.ts) pass theirs with the queries a change refreshes; a plan kind names its own.
 */
export type EditorRoutes = Pick<
  ScorecardRoutes,
  | 'get'
  | 'update'
  | 'addKpa'
  | 'updateKpa'
  | 'deleteKpa'
  | 'saveKpi'
  | 'deleteKpi'
  | 'addComment'
  | 'comments'
>;
export interface ScorecardCalls {
  routes: EditorRoutes;
  /** what any change may show elsewhere */
  keys: QueryKey[];
}
export type EditorKind = PlanKind | ScorecardCalls;
const editorRoutesOf = (kind: EditorKind): EditorRoutes =>
  typeof kind === 'string' ? routesOf(kind) : kind.routes;

/**
 * The KPA calls only: what the KPA forms need. Corporate scorecards (whose other calls differ from
 * the editor's) pass `CORPORATE_KPA_CALLS`.
 */
export type KpaRoutes = Pick<EditorRoutes, 'addKpa' | 'updateKpa' | 'deleteKpa'>;
export type KpaKind = PlanKind | { routes: KpaRoutes; keys: QueryKey[] };
const kpaRoutesOf = (kind: KpaKind): KpaRoutes => (typeof kind === 'string' ? routesOf(kind) : kind.routes);

/** `{ strategicPlanId }` or `{ operationalPlanId }`. */
export const planRef = (kind: PlanKind, planId: string) =>
  ({ [PLAN_ID_FIELD[kind]]: planId }) as RouteInput<ScorecardRoutes['all']>;

// ---------------------------------------------------------------- reads

export const scorecardsQueryOptions = (kind: PlanKind, planId: string) =>
  routeQueryOptions(routesOf(kind).all, planRef(kind, planId));
export const useScorecards = (kind: PlanKind, planId: string) =>
  useQuery(scorecardsQueryOptions(kind, planId));

/** One scorecard, scored for the year (the screens rate other periods themselves). */
export const scorecardQueryOptions = (kind: EditorKind, id: string) =>
  routeQueryOptions(editorRoutesOf(kind).get, { id });
export const useScorecard = (kind: EditorKind, id: string) => useQuery(scorecardQueryOptions(kind, id));

/** The plan's rating-scale bands (the same read as the rating-scale screen's). */
export const bandsQueryOptions = (kind: PlanKind, planId: string) =>
  routeQueryOptions(listRatingScales, { [PLAN_ID_FIELD[kind]]: planId });
export const useBands = (kind: PlanKind, planId: string | undefined) =>
  useQuery({ ...bandsQueryOptions(kind, planId ?? ''), enabled: Boolean(planId) });

export const usePerspectives = (kind: PlanKind, planId: string | undefined) =>
  useQuery({
    ...routeQueryOptions(listPerspectives, { [PLAN_ID_FIELD[kind]]: planId ?? '' }),
    enabled: Boolean(planId),
  });

export const commentsQueryOptions = (kind: EditorKind, input: RouteInput<ScorecardRoutes['comments']>) =>
  routeQueryOptions(editorRoutesOf(kind).comments, input);

// ---------------------------------------------------------------- writes

/** What any change of a kind's scorecards may show elsewhere: its lists, itself, its plan's counts. */
export const scorecardKeys = (kind: KpaKind): QueryKey[] =>
  typeof kind === 'string'
    ? [
        routeKey(routesOf(kind).all),
        routeKey(routesOf(kind).get),
        routeKey(PLAN_ROUTES[kind].all),
        routeKey(PLAN_ROUTES[kind].get),
        routeKey(listPerspectives),
      ]
    : kind.keys;

/** The kind's own route: its input names the plan by the kind's field (PLAN_ID_FIELD). */
export const useAddScorecard = (kind: PlanKind) =>
  useRouteMutation(SCORECARD_ROUTES[kind].add, { invalidates: scorecardKeys(kind) });
export const useUpdateScorecard = (kind: EditorKind) =>
  useRouteMutation(editorRoutesOf(kind).update, { invalidates: scorecardKeys(kind) });
/** Refusals and stale versions are explained by the screen. */
export const useDeleteScorecard = (kind: PlanKind) =>
  useRouteMutation(routesOf(kind).delete, { invalidates: scorecardKeys(kind), toast: false });
export const useSetVisible = (kind: PlanKind) =>
  useRouteMutation(routesOf(kind).setVisible, { invalidates: scorecardKeys(kind), toast: false });

export const useAddKpa = (kind: KpaKind) =>
  useRouteMutation(kpaRoutesOf(kind).addKpa, { invalidates: scorecardKeys(kind) });
export const useUpdateKpa = (kind: KpaKind) =>
  useRouteMutation(kpaRoutesOf(kind).updateKpa, { invalidates: scorecardKeys(kind) });
export const useDeleteKpa = (kind: KpaKind) =>
  useRouteMutation(kpaRoutesOf(kind).deleteKpa, { invalidates: scorecardKeys(kind), toast: false });

/** A row's save: the screen tells a stale version from other failures (it toasts those itself). */
export const useSaveKpi = (kind: EditorKind) =>
  useRouteMutation(editorRoutesOf(kind).saveKpi, { invalidates: scorecardKeys(kind), toast: false });
export const useDeleteKpi = (kind: EditorKind) =>
  useRouteMutation(editorRoutesOf(kind).deleteKpi, { invalidates: scorecardKeys(kind), toast: false });

export const useAddComment = (kind: EditorKind) =>
  useRouteMutation(editorRoutesOf(kind).addComment, {
    invalidates: [routeKey(editorRoutesOf(kind).comments)],
  });

/**
 * Puts a saved KPI into the cached scorecard at once (the refetch follows), so the next save of
 * the row sends the version the server just gave.
 */
export const storeKpi = (queryClient: QueryClient, key: QueryKey, kpi: TKpi) =>
  queryClient.setQueriesData<{ scorecard: TScorecardDetail }>({ queryKey: key }, (old) => {
    if (!old || old.scorecard.id !== kpi.scorecardId) return old;
    const has = old.scorecard.kpiList.some((k) => k.id === kpi.id);
    return {
      scorecard: {
        ...old.scorecard,
        kpiList: has
          ? old.scorecard.kpiList.map((k) => (k.id === kpi.id ? kpi : k))
          : [...old.scorecard.kpiList, kpi],
      },
    };
  });

// ---------------------------------------------------------------- corporate scorecards

export const corporateListQueryOptions = (annualPlanId: string) =>
  routeQueryOptions(listCorporateScorecards, { annualPlanId });
export const useCorporateScorecards = (annualPlanId: string) =>
  useQuery(corporateListQueryOptions(annualPlanId));

export const corporateQueryOptions = (id: string) => routeQueryOptions(getCorporateScorecard, { id });
export const useCorporateScorecard = (id: string | null) =>
  useQuery({ ...corporateQueryOptions(id ?? ''), enabled: Boolean(id) });

export const useQuarters = (annualPlanId: string) =>
  useQuery(routeQueryOptions(listQuarters, { annualPlanId }));

export const corporateKeys: QueryKey[] = [
  routeKey(listCorporateScorecards),
  routeKey(getCorporateScorecard),
  routeKey(listAnnualPlans),
  routeKey(getAnnualPlan),
];

export const useAddCorporateScorecard = () =>
  useRouteMutation(addCorporateScorecard, { invalidates: corporateKeys });
export const useAddPeriodicScorecard = () =>
  useRouteMutation(addPeriodicScorecard, { invalidates: corporateKeys });
export const useUpdateCorporateScorecard = () =>
  useRouteMutation(updateCorporateScorecard, { invalidates: corporateKeys });
export const useDeleteCorporateScorecard = () =>
  useRouteMutation(deleteCorporateScorecard, { invalidates: corporateKeys, toast: false });
export const useSetCorporateVisible = () =>
  useRouteMutation(setCorporateScorecardVisible, { invalidates: corporateKeys, toast: false });
/** A corporate scorecard's own KPAs (contracts corporate-scorecard.ts add-kpa, update-kpa, delete-kpa). */
export const CORPORATE_KPA_CALLS = {
  routes: { addKpa: addCorporateKpa, updateKpa: updateCorporateKpa, deleteKpa: deleteCorporateKpa },
  keys: corporateKeys,
} satisfies KpaKind;
export const useAddCorporateKpi = () => useRouteMutation(addCorporateKpi, { invalidates: corporateKeys });
/** Refusals (in use, stale) are explained by the screen. */
export const useDeleteCorporateKpi = () =>
  useRouteMutation(deleteCorporateKpi, { invalidates: corporateKeys, toast: false });
export const useSaveCorporateKpi = () =>
  useRouteMutation(saveCorporateKpi, { invalidates: corporateKeys, toast: false });
/** An actual's refusal ("Period is closed") toasts centrally, titled "Update Corporate Scorecards Failed". */
export const useUpdateActual = () => useRouteMutation(updateCorporateActual, { invalidates: corporateKeys });
