import { PLAN_TITLE, type PlanKind } from '@stratum/contracts';

/** "1 perspective", "2 annual plans". */
const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * Why a plan cannot be deleted yet, or null when it can: what hangs under it would be orphaned.
 * Names every kind of child it still has, and what to do about it.
 */
export const planDeleteRefusal = (plan: {
  kind: PlanKind;
  description: string;
  perspectiveCount: number;
  ratingScaleCount: number;
  scorecardCount: number;
  annualPlanCount: number;
}): string | null => {
  const under = [
    plan.perspectiveCount > 0 ? count(plan.perspectiveCount, 'perspective') : '',
    plan.ratingScaleCount > 0
      ? count(plan.ratingScaleCount, 'rating scale entry', 'rating scale entries')
      : '',
    plan.scorecardCount > 0 ? count(plan.scorecardCount, 'scorecard') : '',
    plan.annualPlanCount > 0 ? count(plan.annualPlanCount, 'annual plan') : '',
  ].filter(Boolean);
  if (under.length === 0) return null;
  const list = under.length === 1 ? under[0] : `${under.slice(0, -1).join(', ')} and ${under.at(-1)}`;
  return `The ${PLAN_TITLE[plan.kind].toLowerCase()} “${plan.description}” has ${list} under it: delete them first.`;
};

/** The audit trail's picture of a plan. */
export const auditedPlan = (p: {
  description: string;
  startDate: string;
  endDate: string;
  status: string;
}) => ({
  description: p.description,
  startDate: p.startDate,
  endDate: p.endDate,
  status: p.status,
});
