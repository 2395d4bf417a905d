import { PLAN_FAMILY, PLAN_ITEM_KEY, PLAN_ROUTES, type PlanKind } from '@stratum/contracts';
import { addPlan, deletePlan, getPlan, listPlans, updatePlan } from '@stratum/core/planning';
import { bind, keyed } from '../http/bind';
import { familyHandler } from '../http/family';

/**
 * Strategic and operational plans differ only by kind: the same five calls, answered under the
 * kind's key (`data.strategic` / `data.operational`; `all`: `data.list`).
 */
export const planFamily = (kind: PlanKind) => {
  const routes = PLAN_ROUTES[kind];
  const itemKey = PLAN_ITEM_KEY[kind];
  return familyHandler(PLAN_FAMILY[kind], [
    bind(routes.all, async ({ ctx, input }) => ({ list: await listPlans(ctx, kind, input) })),
    bind(routes.get, async ({ ctx, input }) => keyed(itemKey, await getPlan(ctx, kind, input))),
    bind(routes.add, async ({ ctx, input }) => keyed(itemKey, await addPlan(ctx, kind, input))),
    bind(routes.update, async ({ ctx, input }) => keyed(itemKey, await updatePlan(ctx, kind, input))),
    bind(routes.delete, async ({ ctx, input }) => keyed(itemKey, await deletePlan(ctx, kind, input))),
  ]);
};
