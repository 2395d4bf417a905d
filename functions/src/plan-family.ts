import {
  PLAN_FAMILY,
  PLAN_ITEM_KEY,
  PLAN_ROUTES,
  type PlanKind,
  type RouteDef,
  type TAddPlanRequest,
  type TUpdatePlanRequest,
} from '@stratum/contracts';
import { addPlan, deletePlan, getPlan, listPlans, updatePlan } from '@stratum/core/planning';
import { bind, type Binding } from './http/bind';
import { familyHandler } from './http/family';

/**
 * Strategic and operational plans differ only by kind: the same five calls, answered under the
 * kind's key (`data.strategic` / `data.operational`; `all`: `data.list`).
 */
export const planFamily = (kind: PlanKind) => {
  const routes = PLAN_ROUTES[kind];
  const itemKey = PLAN_ITEM_KEY[kind];
  // One binding for both kinds: the routes' inputs and outputs are the kind's (see plan.ts).
  const loose = <I>(
    route: RouteDef,
    run: (ctx: Parameters<Binding['run']>[0]['ctx'], input: I) => Promise<unknown>,
  ) => bind(route, ({ ctx, input }) => run(ctx, input as I) as never);
  return familyHandler(PLAN_FAMILY[kind], [
    loose<{ status?: 'Active' | 'Inactive' }>(routes.all, async (ctx, input) => ({
      list: await listPlans(ctx, kind, input),
    })),
    loose<{ id: string }>(routes.get, async (ctx, input) => ({ [itemKey]: await getPlan(ctx, kind, input) })),
    loose<TAddPlanRequest>(routes.add, async (ctx, input) => ({
      [itemKey]: await addPlan(ctx, kind, input),
    })),
    loose<TUpdatePlanRequest>(routes.update, async (ctx, input) => ({
      [itemKey]: await updatePlan(ctx, kind, input),
    })),
    loose<{ id: string; version: number }>(routes.delete, async (ctx, input) => ({
      [itemKey]: await deletePlan(ctx, kind, input),
    })),
  ]);
};
