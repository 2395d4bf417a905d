import type { TAuditPlan, TListAuditPlansRequest } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { pageOf, type Page } from '../../kernel/paging';
import { toPlan } from './plan-store';

/**
 * A page of the company's plans, newest first (one Query of the company's plans in key order; a
 * year is a filter on it), each with its count of planned (included) audits.
 */
export const listAuditPlans = async (ctx: Ctx, input: TListAuditPlansRequest): Promise<Page<TAuditPlan>> => {
  const companyId = tenantOf(ctx);
  const base = db().entities.auditPlan.query.byId({ companyId });
  const year = input.year;
  const query = year ? base.where((a, op) => op.eq(a.year, year)) : base;
  const page = await pageOf(query, { limit: input.limit, cursor: input.cursor });
  const counts = await Promise.all(
    page.list.map(async (p) => {
      const { data: planned } = await db()
        .entities.plannedAudit.query.byPlan({ companyId, planId: p.planId })
        .where((a, op) => op.eq(a.included, true))
        .go({ pages: 'all', attributes: ['plannedAuditId'] });
      return planned.length;
    }),
  );
  return { ...page, list: page.list.map((p, i) => toPlan(p, counts[i]!)) };
};
