import type { TAuditFollowUp } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { namesOf } from '../people';
import { findPlan, loadFollowUps, toFollowUp } from './plan-store';

export const listAuditFollowUps = async (ctx: Ctx, input: { planId: string }): Promise<TAuditFollowUp[]> => {
  const companyId = tenantOf(ctx);
  await findPlan(companyId, input.planId, 'planId');
  const items = await loadFollowUps(companyId, input.planId);
  const names = await namesOf(
    companyId,
    items.map((f) => f.leadId),
  );
  return items
    .map((f) => toFollowUp(f, names))
    .sort((a, b) => a.quarter - b.quarter || a.title.localeCompare(b.title));
};
