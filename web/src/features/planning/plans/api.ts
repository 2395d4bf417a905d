import {
  addAnnualPlan,
  addPerspective,
  addRatingScale,
  deleteAnnualPlan,
  deletePerspective,
  deleteRatingScale,
  getAnnualPlan,
  listAnnualPlans,
  listPerspectives,
  listQuarters,
  listRatingScales,
  PLAN_ID_FIELD,
  PLAN_ITEM_KEY,
  PLAN_ROUTES,
  setDefaultTargetDate,
  updateAnnualPlan,
  updatePerspective,
  updateQuarter,
  updateRatingScale,
  type PlanKind,
  type RouteInput,
  type TPlan,
} from '@stratum/contracts';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { routeKey, routeQueryOptions, useRouteMutation } from '../../../lib/query';
import { planKeys } from '../shared/api';

// ---------------------------------------------------------------- plans (both kinds)

export const planQueryOptions = (kind: PlanKind, id: string) => ({
  ...routeQueryOptions(PLAN_ROUTES[kind].get, { id }),
  select: (data: unknown) => (data as Record<string, TPlan>)[PLAN_ITEM_KEY[kind]] as TPlan,
});

export const usePlan = (kind: PlanKind, id: string) => useQuery(planQueryOptions(kind, id));

/** What a plan's change may show elsewhere: its counts and names in annual plans. */
const afterPlanChange = (kind: PlanKind): QueryKey[] => [
  ...planKeys(kind),
  ...(kind === 'strategic' ? [routeKey(listAnnualPlans), routeKey(getAnnualPlan)] : []),
];

type PlanAction = 'add' | 'update' | 'delete';
/** An action's route of either kind (both kinds' routes take the same input). */
type PlanWriteRoute<A extends PlanAction> = (typeof PLAN_ROUTES)[PlanKind][A];

/**
 * A write of a plan of either kind: the kinds' calls have one shape (contracts PLAN_ROUTES), so
 * one hook serves them; it answers the plan (under the kind's item key).
 */
export const usePlanWrite = <A extends PlanAction>(kind: PlanKind, action: A, { toast = true } = {}) => {
  const queryClient = useQueryClient();
  const route: PlanWriteRoute<A> = PLAN_ROUTES[kind][action];
  return useMutation({
    mutationKey: routeKey(route),
    mutationFn: async (input: RouteInput<PlanWriteRoute<A>>): Promise<TPlan> => {
      const out = (await api.call(route, input)) as Record<string, TPlan>;
      return out[PLAN_ITEM_KEY[kind]] as TPlan;
    },
    meta: { toast },
    onSuccess: () =>
      Promise.all(afterPlanChange(kind).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};

/** The input naming a plan of a kind: `{ strategicPlanId }` or `{ operationalPlanId }`. */
export const planRef = (kind: PlanKind, planId: string) =>
  ({ [PLAN_ID_FIELD[kind]]: planId }) as { strategicPlanId?: string; operationalPlanId?: string };

// ---------------------------------------------------------------- perspectives

export const perspectivesQueryOptions = (kind: PlanKind, planId: string) =>
  routeQueryOptions(listPerspectives, planRef(kind, planId));

export const usePerspectives = (kind: PlanKind, planId: string) =>
  useQuery(perspectivesQueryOptions(kind, planId));

export const perspectiveKeys = (kind: PlanKind) => [routeKey(listPerspectives), ...planKeys(kind)];

export const useAddPerspective = (kind: PlanKind) =>
  useRouteMutation(addPerspective, { invalidates: perspectiveKeys(kind) });
export const useUpdatePerspective = (kind: PlanKind) =>
  useRouteMutation(updatePerspective, { invalidates: perspectiveKeys(kind) });
/** A refused delete (in use, changed meanwhile) is explained by the page. */
export const useDeletePerspective = (kind: PlanKind) =>
  useRouteMutation(deletePerspective, { invalidates: perspectiveKeys(kind), toast: false });

// ---------------------------------------------------------------- rating scales

export const ratingScalesQueryOptions = (kind: PlanKind, planId: string) =>
  routeQueryOptions(listRatingScales, planRef(kind, planId));

export const useRatingScales = (kind: PlanKind, planId: string) =>
  useQuery(ratingScalesQueryOptions(kind, planId));

export const ratingScaleKeys = (kind: PlanKind) => [routeKey(listRatingScales), ...planKeys(kind)];

export const useAddRatingScale = (kind: PlanKind) =>
  useRouteMutation(addRatingScale, { invalidates: ratingScaleKeys(kind) });
export const useUpdateRatingScale = (kind: PlanKind) =>
  useRouteMutation(updateRatingScale, { invalidates: ratingScaleKeys(kind) });
export const useDeleteRatingScale = (kind: PlanKind) =>
  useRouteMutation(deleteRatingScale, { invalidates: ratingScaleKeys(kind), toast: false });

// ---------------------------------------------------------------- annual plans

export const annualPlanQueryOptions = (id: string) => routeQueryOptions(getAnnualPlan, { id });
export const useAnnualPlan = (id: string) => useQuery(annualPlanQueryOptions(id));

/** An annual plan's change moves its quarters and its strategic plan's count. */
export const annualKeys = [
  routeKey(listAnnualPlans),
  routeKey(getAnnualPlan),
  routeKey(listQuarters),
  ...planKeys('strategic'),
];

export const useAddAnnualPlan = () => useRouteMutation(addAnnualPlan, { invalidates: annualKeys });
export const useUpdateAnnualPlan = () => useRouteMutation(updateAnnualPlan, { invalidates: annualKeys });
export const useDeleteAnnualPlan = () =>
  useRouteMutation(deleteAnnualPlan, { invalidates: annualKeys, toast: false });

// ---------------------------------------------------------------- quarters

export const quartersQueryOptions = (annualPlanId: string) =>
  routeQueryOptions(listQuarters, { annualPlanId });
export const useQuarters = (annualPlanId: string) => useQuery(quartersQueryOptions(annualPlanId));

/** Failures toast centrally: "Update Quarter Failed", "Set Default Target Date Failed". */
export const useUpdateQuarter = () =>
  useRouteMutation(updateQuarter, { invalidates: [routeKey(listQuarters)] });
export const useSetDefaultTargetDate = () =>
  useRouteMutation(setDefaultTargetDate, { invalidates: [routeKey(listQuarters)] });
