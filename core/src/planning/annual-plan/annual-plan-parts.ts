import { db } from '../../db';
import { AppError } from '../../kernel/errors';
import type { AnnualPlanItem } from '../entities/annual-plan';
import type { PlanItem } from '../entities/plan';
import { annualPlansOf } from './annual-plan-store';
import { annualPlanDateProblem } from './rules';
import type { TxEntities } from '../../kernel/transact';

/** The descriptions of these strategic plans, by id: one batch get. */
export const planDescriptions = async (
  companyId: string,
  planIds: readonly string[],
): Promise<Map<string, string>> => {
  const ids = [...new Set(planIds)];
  if (ids.length === 0) return new Map();
  const { data } = await db()
    .entities.plan.get(ids.map((planId) => ({ companyId, planId })))
    .go();
  return new Map(data.map((p) => [p.planId, p.description]));
};

/** Refuses dates outside the plan or overlapping another of its annual plans. */
export const checkDates = async (
  plan: PlanItem,
  dates: { startDate: string; endDate: string },
  self: string | null,
): Promise<void> => {
  const others = (await annualPlansOf(plan.companyId, plan.planId)).filter((a) => a.annualPlanId !== self);
  const problem = annualPlanDateProblem(dates, plan, others);
  if (problem) throw new AppError(problem.code, problem.message);
};

/**
 * The plan item every annual plan change carries: `annualPlanRev + 1` (with the count's change),
 * conditional on the rev and the plan's dates being what the checks saw, so two overlapping
 * annual plans added at once, or a plan date change racing an annual plan, cannot both win.
 */
export const planGuard = (tx: TxEntities, plan: PlanItem, countDelta: number) =>
  tx.plan
    .patch({ companyId: plan.companyId, planId: plan.planId })
    .add({ annualPlanRev: 1, annualPlanCount: countDelta })
    .where((attr, op) =>
      [
        op.eq(attr.annualPlanRev, plan.annualPlanRev),
        op.eq(attr.startDate, plan.startDate),
        op.eq(attr.endDate, plan.endDate),
      ].join(' AND '),
    )
    .commit();

export const audited = (a: Pick<AnnualPlanItem, 'startDate' | 'endDate' | 'strategicPlanId'>) => ({
  strategicPlanId: a.strategicPlanId,
  startDate: a.startDate,
  endDate: a.endDate,
});

export const checkVersion = (a: AnnualPlanItem, version: number) => {
  if (a.version !== version) {
    throw new AppError(
      'CONFLICT',
      'This annual plan was changed by someone else since you opened it. Reload it and try again.',
    );
  }
};
