import type { TMonthRequest, TOrganisationalProgress, TUnitProgress } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import type { OrgUnitItem } from '../../organisation';
import { findAnnualPlan } from '../../planning';
import { averageOf } from './periods';
import { periodOf } from './progress-store';
import { byName } from './sheet';

/**
 * A month's organisational progress (`/app/reports/monthly-progress`): the averages by business
 * unit and department, over all employees and for the company scorecard — read from the month's
 * running totals (ONE query of at most 2 + units items) and the unit names (one gsi1 query per
 * level). Its cost grows with the number of units, not with people or updates.
 */
export const getOrganisationalProgress = async (
  ctx: Ctx,
  input: TMonthRequest,
): Promise<TOrganisationalProgress> => {
  const companyId = tenantOf(ctx);
  const plan = await findAnnualPlan(companyId, input.annualPlanId, 'annualPlanId');
  const unitsOf = async (level: 'business-unit' | 'department') =>
    (await db().entities.orgUnit.query.byLevel({ companyId, level }).go({ pages: 'all' })).data;
  const [period, totals, businessUnits, departments] = await Promise.all([
    periodOf(ctx, plan, input.month),
    db()
      .entities.monthlyTotal.query.byMonth({ companyId, annualPlanId: plan.annualPlanId, month: input.month })
      .go({ pages: 'all' })
      .then((r) => new Map(r.data.map((t) => [t.key, t]))),
    unitsOf('business-unit'),
    unitsOf('department'),
  ]);
  const of = (key: string) => {
    const t = totals.get(key);
    return averageOf(t?.sum ?? 0, t?.count ?? 0);
  };
  const rows = (units: OrgUnitItem[], prefix: string): TUnitProgress[] =>
    units.map((u) => ({ unitId: u.unitId, name: u.name, ...of(`${prefix}#${u.unitId}`) })).sort(byName);
  return {
    annualPlanId: plan.annualPlanId,
    period,
    employees: of('employees'),
    company: of('company'),
    businessUnits: rows(businessUnits, 'bu'),
    departments: rows(departments, 'dept'),
  };
};
