import type { EngagementRole, TEngagement, TListEngagementsRequest } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { pageOf, type Page } from '../../kernel/paging';
import { isModuleAdmin } from '../../platform';
import type { AuditEngagementItem } from '../entities/engagement';
import { namesOf } from '../people';
import { toEngagement } from './engagement-store';

const myRolesIn = (e: AuditEngagementItem, me: string | null, admin: boolean): EngagementRole[] => {
  const roles: EngagementRole[] = [];
  if (me && e.leadId === me) roles.push('lead');
  if (me && e.performerIds.includes(me)) roles.push('performer');
  if (me && e.reviewerIds.includes(me)) roles.push('reviewer');
  if (admin) roles.push('admin');
  return roles;
};

/**
 * A page of the open (or closed) engagements, newest first: administrators see all of them,
 * anyone else the ones whose team they are on.
 */
export const listEngagements = async (
  ctx: Ctx,
  input: TListEngagementsRequest,
): Promise<Page<TEngagement>> => {
  const companyId = tenantOf(ctx);
  const admin = await isModuleAdmin(ctx, 'audit');
  const me = ctx.employeeId ?? '';
  const base = db().entities.auditEngagement.query.byStatus({ companyId, status: input.status });
  const query = admin
    ? base
    : base.where(
        (a, op) =>
          `${op.eq(a.leadId, me)} OR ${op.contains(a.performerIds, me)} OR ${op.contains(a.reviewerIds, me)}`,
      );
  const page = await pageOf(query, { limit: input.limit, cursor: input.cursor });
  const names = await namesOf(
    companyId,
    page.list.flatMap((e) => [e.leadId, ...e.performerIds, ...e.reviewerIds]),
  );
  return { ...page, list: page.list.map((e) => toEngagement(e, names, myRolesIn(e, ctx.employeeId, admin))) };
};
