import { type TInboxEmployee } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { fullNameOf } from '../../organisation';
import { loadAnnualPlan } from '../../planning';
import { linesOf } from './inbox-parts';

/**
 * The active people who report to the caller (and to each supervisor they act for today), for
 * their annual scorecards of the plan. The company's people are read once with a filter (employees
 * keep no index by supervisor; a company's list is bounded by its own size).
 */
export const subordinateEmployees = async (
  ctx: Ctx,
  input: { annualPlanId: string },
): Promise<{ list: TInboxEmployee[]; total: number }> => {
  const companyId = tenantOf(ctx);
  await loadAnnualPlan(ctx, input.annualPlanId);
  const lines = await linesOf(ctx);
  if (lines.length === 0) return { list: [], total: 0 };
  const bySupervisor = new Map(lines.map((l) => [l.supervisorId, l]));
  const { data } = await db()
    .entities.employee.query.byName({ companyId })
    .where((a, op) => lines.map((l) => op.eq(a.supervisorId, l.supervisorId)).join(' OR '))
    .go({ pages: 'all' });
  const list = data
    .filter((e) => e.status === 'Active' && e.employeeId !== ctx.employeeId)
    .map((e) => {
      const line = bySupervisor.get(e.supervisorId ?? '');
      return {
        employeeId: e.employeeId,
        name: fullNameOf(e),
        jobTitle: e.jobTitle ?? null,
        email: e.email,
        actingForId: line?.actingFor?.employeeId ?? null,
        actingForName: line?.actingFor ? fullNameOf(line.actingFor) : null,
      };
    });
  return { list, total: list.length };
};
