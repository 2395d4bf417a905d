import { PLAN_ID_FIELD, PLAN_TITLE, planRefOf, type PlanKind } from '@stratum/contracts';
import { db } from '../../db';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import type { PlanItem } from '../entities/plan';
import type { TxEntities } from '../../kernel/transact';

/** "strategic plan" / "operational plan": a kind as a sentence names it. */
export const planNoun = (kind: PlanKind): string => PLAN_TITLE[kind].toLowerCase();

/**
 * One plan of a kind in the company. Another company's id, a plan of the other kind or no plan
 * at all are the same answer: 404 naming the field (`id` by default).
 */
export const findPlan = async (
  companyId: string,
  kind: PlanKind,
  planId: string,
  field = 'id',
): Promise<PlanItem> => {
  const { data } = await db().entities.plan.get({ companyId, planId }).go();
  if (!data || data.kind !== kind) {
    throw new AppError('NOT_FOUND', `${field}: no such ${planNoun(kind)} in your company`);
  }
  return data;
};

/**
 * The caller's company's plan of a kind, 404 naming `field` otherwise (default: the kind's id
 * field, `strategicPlanId` / `operationalPlanId`, as children and scorecards name their plan).
 */
export const loadPlan = (
  ctx: Ctx,
  kind: PlanKind,
  planId: string,
  field: string = PLAN_ID_FIELD[kind],
): Promise<PlanItem> => findPlan(tenantOf(ctx), kind, planId, field);

/** The plan a request names by `strategicPlanId` or `operationalPlanId` (exactly one). */
export const loadPlanByRef = (
  ctx: Ctx,
  ref: { strategicPlanId?: string | undefined; operationalPlanId?: string | undefined },
): Promise<PlanItem> => {
  const { kind, planId } = planRefOf(ref);
  return loadPlan(ctx, kind, planId);
};

/** What may hang under a plan, and the count that tracks each. */
export const PLAN_CHILD_COUNT = {
  perspectives: 'perspectiveCount',
  ratingScales: 'ratingScaleCount',
  scorecards: 'scorecardCount',
  annualPlans: 'annualPlanCount',
} as const;
export type PlanChild = keyof typeof PLAN_CHILD_COUNT;

/**
 * The transaction item that keeps a plan's count of one kind of child: `+1` in the transaction
 * that adds the child (conditional on the plan still being there, so a plan deleted a moment ago
 * fails the whole transaction), `-1` in the one that removes it. Example, in a scorecard's add:
 * `db().transaction.write((tx) => [tx.scorecard.create(…).commit(), planChildCountUpdate(tx, companyId, planId, 'scorecards', 1)])`.
 */
export const planChildCountUpdate = (
  tx: TxEntities,
  companyId: string,
  planId: string,
  child: PlanChild,
  delta: number,
) => {
  const field = PLAN_CHILD_COUNT[child];
  return tx.plan
    .patch({ companyId, planId })
    .add({ [field]: delta } as Record<typeof field, number>)
    .commit();
};
