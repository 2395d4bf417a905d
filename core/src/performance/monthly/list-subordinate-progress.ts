import type { TMonthRequest, TSubordinateProgress } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { findAnnualPlan } from '../../planning';
import { averageOf } from './periods';
import { periodOf } from './progress-store';

/**
 * The caller's reports who recorded updates in the month, with their averages: ONE key-prefix
 * query of the month's updates (gsi1, by supervisor). The supervisor is the one on the employee's
 * record when they last wrote an update (docs/performance.md).
 */
export const listSubordinateProgress = async (
  ctx: Ctx,
  input: TMonthRequest,
): Promise<TSubordinateProgress[]> => {
  const companyId = tenantOf(ctx);
  const plan = await findAnnualPlan(companyId, input.annualPlanId, 'annualPlanId');
  await periodOf(ctx, plan, input.month);
  if (!ctx.employeeId) return [];
  const { data } = await db()
    .entities.monthlyUpdate.query.byPeriod({
      companyId,
      annualPlanId: plan.annualPlanId,
      month: input.month,
      supervisorId: ctx.employeeId,
    })
    .go({ pages: 'all' });
  const people = new Map<string, { fullName: string; sum: number; count: number }>();
  for (const u of data) {
    if (u.kind !== 'employee' || u.supervisorId !== ctx.employeeId) continue;
    const p = people.get(u.employeeId) ?? { fullName: u.employeeName, sum: 0, count: 0 };
    people.set(u.employeeId, { fullName: p.fullName, sum: p.sum + u.progress, count: p.count + 1 });
  }
  return [...people]
    .map(([employeeId, p]) => ({ employeeId, fullName: p.fullName, ...averageOf(p.sum, p.count) }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
};
