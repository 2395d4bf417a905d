import type { TAuditPlan } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { toPlan } from './plan-store';

/** The company's plans, newest year first; each with its count of planned (included) audits. */
export const listAuditPlans = async (
  ctx: Ctx,
  input: { year?: number | undefined },
): Promise<TAuditPlan[]> => {
  const companyId = tenantOf(ctx);
  const { data } = await db().entities.auditPlan.query.byId({ companyId }).go({ pages: 'all' });
  const plans = data.filter((p) => !input.year || p.year === input.year);
  const counts = await Promise.all(
    plans.map(async (p) => {
      const { data: planned } = await db()
        .entities.plannedAudit.query.byPlan({ companyId, planId: p.planId })
        .where((a, op) => op.eq(a.included, true))
        .go({ pages: 'all', attributes: ['plannedAuditId'] });
      return planned.length;
    }),
  );
  return plans
    .map((p, i) => toPlan(p, counts[i]!))
    .sort((a, b) => b.year - a.year || a.title.localeCompare(b.title));
};
