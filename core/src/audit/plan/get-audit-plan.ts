import type { TAuditPlanDetail } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { planDetail } from './plan-store';

export const getAuditPlan = (ctx: Ctx, input: { id: string }): Promise<TAuditPlanDetail> =>
  planDetail(tenantOf(ctx), input.id);
