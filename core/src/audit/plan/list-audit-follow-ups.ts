import type { TAuditFollowUp, TListAuditFollowUpsRequest } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { pageOf, type Page } from '../../kernel/paging';
import { namesOf } from '../people';
import { findPlan, toFollowUp } from './plan-store';

/** A page of a plan's follow-up entries, in the order they were added (one Query of the plan's index). */
export const listAuditFollowUps = async (
  ctx: Ctx,
  input: TListAuditFollowUpsRequest,
): Promise<Page<TAuditFollowUp>> => {
  const companyId = tenantOf(ctx);
  await findPlan(companyId, input.planId, 'planId');
  const query = db().entities.auditFollowUp.query.byPlan({ companyId, planId: input.planId });
  const page = await pageOf(query, { limit: input.limit, cursor: input.cursor, order: 'asc' });
  const names = await namesOf(
    companyId,
    page.list.map((f) => f.leadId),
  );
  return { ...page, list: page.list.map((f) => toFollowUp(f, names)) };
};
