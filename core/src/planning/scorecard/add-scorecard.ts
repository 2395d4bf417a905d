import { PLAN_ID_FIELD, type PlanKind, type TScorecard } from '@stratum/contracts';
import { type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireModuleAdmin } from '../../platform';
import {
  type ScorecardItem,
  findScorecard,
  SCORECARD_KIND_FAMILY,
  scorecardNoun,
  capital,
  toScorecard,
  auditedScorecard,
} from '../../scorecard';
import { findPlan, loadPlan, planChildCountUpdate, planNoun } from '../plan/plan-store';
import { writeChange } from '../../kernel/change';

/**
 * Adds a scorecard to a strategic or operational plan (Strategic Planning administrators); the
 * plan's `scorecardCount + 1` (conditional on the plan still being there) goes in the same
 * transaction.
 */
export const addScorecard = async (
  ctx: Ctx,
  kind: PlanKind,
  input: Partial<Record<'strategicPlanId' | 'operationalPlanId', string>> & {
    name: string;
    includeKeyPerformanceArea: 'Yes' | 'No';
    ratingMode: 'automatic' | 'manual';
  },
): Promise<TScorecard> => {
  const plan = await loadPlan(ctx, kind, input[PLAN_ID_FIELD[kind]] ?? '');
  await requireModuleAdmin(ctx, 'planning');
  const companyId = plan.companyId;
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    scorecardId: newId(),
    kind,
    planId: plan.planId,
    planKind: plan.kind,
    listKey: plan.planId,
    name: input.name,
    includeKeyPerformanceArea: input.includeKeyPerformanceArea,
    visible: true,
    ratingMode: input.ratingMode,
    kpaCount: 0,
    kpiCount: 0,
    commentCount: 0,
    state: 'ready',
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies ScorecardItem;
  await writeChange(
    ctx,
    {
      companyId,
      entityType: SCORECARD_KIND_FAMILY[kind],
      entityId: item.scorecardId,
      action: 'add',
      summary: `${capital(scorecardNoun(kind))} “${item.name}” added to “${plan.description}”`,
      after: auditedScorecard(item),
    },
    (tx) => [
      tx.scorecard.create(item).commit(),
      planChildCountUpdate(tx, companyId, plan.planId, 'scorecards', 1),
    ],
    new AppError('CONFLICT', `The ${planNoun(kind)} “${plan.description}” was deleted a moment ago.`),
  );
  return toScorecard(await findScorecard(companyId, item.scorecardId, [kind]));
};

/** The plan of a strategic/operational scorecard, for messages. */
export const planOfScorecard = (s: ScorecardItem) => findPlan(s.companyId, s.planKind, s.planId);
