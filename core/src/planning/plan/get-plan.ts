import type { PlanKind, TPlan } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { findPlan } from './plan-store';
import { toPlan } from './plan-view';

/** One plan of a kind in the caller's company (404 naming `id` otherwise). */
export const getPlan = async (ctx: Ctx, kind: PlanKind, input: { id: string }): Promise<TPlan> =>
  toPlan(await findPlan(tenantOf(ctx), kind, input.id));
