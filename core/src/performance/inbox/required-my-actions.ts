import { AWAITING_STEPS, type TInboxRecord, type TAwaitingStep } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { loadAnnualPlan } from '../../planning';
import { employeesById } from '../qa/qa-view';
import { awaitingQuery, byName, toRecord } from './inbox-parts';

/**
 * What waits on the caller, grouped by step in workflow order (steps with nothing waiting left
 * out). One gsi2 Query: the cost grows with the caller's own queue, not the company.
 */
export const requiredMyActions = async (
  ctx: Ctx,
  input: { annualPlanId?: string | undefined },
): Promise<{
  groups: Array<{ step: TAwaitingStep; count: number; list: TInboxRecord[] }>;
  total: number;
}> => {
  const companyId = tenantOf(ctx);
  const me = ctx.employeeId;
  if (!me) return { groups: [], total: 0 };
  if (input.annualPlanId) await loadAnnualPlan(ctx, input.annualPlanId);
  const { data } = await awaitingQuery(companyId, me, input.annualPlanId).go({ pages: 'all' });
  const people = await employeesById(
    companyId,
    data.map((r) => r.employeeId),
  );
  const rows = data.map((r) => toRecord(r, people, null)).sort(byName);
  const groups = AWAITING_STEPS.map((step) => {
    const list = rows.filter((r) => r.awaitingStep === step);
    return { step, count: list.length, list };
  }).filter((g) => g.count > 0);
  return { groups, total: rows.length };
};
