import type { TPlannedAudit } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { viewPlannedOne } from './plan-store';

export const getPlannedAudit = (ctx: Ctx, input: { id: string }): Promise<TPlannedAudit> =>
  viewPlannedOne(tenantOf(ctx), input.id);

/**
 * A planned audit of the caller's company (404 otherwise), for opening its engagement: its
 * process, unit, quarter, lead and team.
 */
export const findPlannedAudit = (ctx: Ctx, id: string): Promise<TPlannedAudit> =>
  viewPlannedOne(tenantOf(ctx), id);
