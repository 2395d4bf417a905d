import { AWAITING_STEPS, type TInboxRecord, type TAwaitingStep } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { loadAnnualPlan } from '../../planning';
import { employeeNames } from '../../organisation';
import { awaitingQuery, byName, toRecord } from './inbox-parts';

/**
 * What waits on the caller, grouped by step in workflow order (steps with nothing waiting left
 * out). One gsi2 Query: the cost grows with the caller's own queue, not the company. The annual
 * plan's check and the names' version are read beside it; the names come from those this process
 * remembers (employee-names.ts), so a warm call costs one round trip.
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
  const names = employeeNames(companyId);
  const read = awaitingQuery(companyId, me, input.annualPlanId).go({ pages: 'all' });
  read.catch(() => undefined); // awaited below, after the plan's check (its 404 comes first)
  if (input.annualPlanId) await loadAnnualPlan(ctx, input.annualPlanId);
  const { data } = await read;
  const people = await names.of(data.map((r) => r.employeeId));
  const rows = data.map((r) => toRecord(r, people, null)).sort(byName);
  const groups = AWAITING_STEPS.map((step) => {
    const list = rows.filter((r) => r.awaitingStep === step);
    return { step, count: list.length, list };
  }).filter((g) => g.count > 0);
  return { groups, total: rows.length };
};
