import { MAX_RATING_BANDS, type TRatingBand, type TRatingScale } from '@stratum/contracts';
import { db } from '../../db';
import { auditEntry, changes } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError, orNullIfMissing } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { commit } from '../../kernel/transact';
import { requireModuleAdmin } from '../../platform/module/require-module-admin';
import type { PlanItem } from '../entities/plan';
import type { RatingScaleItem } from '../entities/rating-scale';
import { findPlan, loadPlanByRef, planChildCountUpdate, planNoun } from '../plan/plan-store';
import {
  findRatingScaleEntry,
  ratingBandOf,
  ratingScaleOf,
  ratingTargetScope,
  toRatingBands,
} from './rating-scale-store';

interface PlanRefInput {
  strategicPlanId?: string | undefined;
  operationalPlanId?: string | undefined;
}

interface EntryFields {
  description: string;
  target: number;
  colorValue?: string | null | undefined;
}

/** The rating scale of one plan of the caller's company: its bands, and the scale once complete. */
export const listRatingScales = async (
  ctx: Ctx,
  input: PlanRefInput,
): Promise<{ list: TRatingBand[]; scale: TRatingScale | null }> => {
  const plan = await loadPlanByRef(ctx, input);
  const scale = await ratingScaleOf(plan.companyId, plan.planId);
  return { list: toRatingBands(scale), scale: scale.scale };
};

const fullMessage = (plan: PlanItem) =>
  `The ${planNoun(plan.kind)} “${plan.description}” already has ${MAX_RATING_BANDS} rating scale entries, one per rating: change or delete one instead.`;

/** 409 when another entry of the plan already has the target. */
const checkTargetFree = async (plan: PlanItem, target: number, ratingScaleId: string | null) => {
  const claim = await db()
    .entities.unique.get({ scope: ratingTargetScope(plan.companyId, plan.planId), value: String(target) })
    .go();
  if (claim.data && claim.data.ownerId !== ratingScaleId) {
    throw new AppError(
      'CONFLICT',
      `target: the rating scale of “${plan.description}” already has an entry with a target of ${target}%.`,
    );
  }
};

const audited = (e: Pick<RatingScaleItem, 'description' | 'target' | 'colorValue'>) => ({
  description: e.description,
  target: e.target,
  colorValue: e.colorValue ?? null,
});

/**
 * Adds a rating scale entry to a plan (Strategic Planning administrators): at most five per plan
 * (the plan's `ratingScaleCount + 1` is conditional on it being below five), each target claimed
 * within the plan, all in one transaction.
 */
export const addRatingScale = async (ctx: Ctx, input: PlanRefInput & EntryFields): Promise<TRatingBand> => {
  const plan = await loadPlanByRef(ctx, input);
  await requireModuleAdmin(ctx, 'planning');
  const companyId = plan.companyId;
  const checks = async (p: PlanItem) => {
    if (p.ratingScaleCount >= MAX_RATING_BANDS) throw new AppError('CONFLICT', fullMessage(p));
    await checkTargetFree(p, input.target, null);
  };
  await checks(plan);
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    ratingScaleId: newId(),
    planId: plan.planId,
    planKind: plan.kind,
    description: input.description,
    target: input.target,
    ...(input.colorValue ? { colorValue: input.colorValue } : {}),
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies RatingScaleItem;
  try {
    await commit(
      db().transaction.write((tx) => [
        tx.unique
          .create({
            scope: ratingTargetScope(companyId, plan.planId),
            value: String(item.target),
            ownerId: item.ratingScaleId,
          })
          .commit(),
        tx.ratingScale.create(item).commit(),
        tx.plan
          .patch({ companyId, planId: plan.planId })
          .add({ ratingScaleCount: 1 })
          .where((attr, op) => op.lt(attr.ratingScaleCount, MAX_RATING_BANDS))
          .commit(),
        tx.auditTrail
          .create(
            auditEntry(ctx, {
              companyId,
              entityType: 'rating-scale',
              entityId: item.ratingScaleId,
              action: 'add',
              summary: `Rating scale entry “${item.description}” (${item.target}%) added to “${plan.description}”`,
              after: audited(item),
            }),
          )
          .commit(),
      ]),
    );
  } catch (e) {
    // Another entry took the target or the fifth place, or the plan went, a moment ago: say which.
    if (e instanceof AppError && e.code === 'CONFLICT') {
      const again = await orNullIfMissing(findPlan(companyId, plan.kind, plan.planId));
      if (!again) {
        throw new AppError(
          'CONFLICT',
          `The ${planNoun(plan.kind)} “${plan.description}” was deleted a moment ago.`,
        );
      }
      await checks(again);
    }
    throw e;
  }
  return ratingBandOf(item);
};

const checkVersion = (e: RatingScaleItem, version: number) => {
  if (e.version !== version) {
    throw new AppError(
      'CONFLICT',
      'This rating scale entry was changed by someone else since you opened it. Reload it and try again.',
    );
  }
};

/**
 * Changes an entry's description, target or colour (no colour = the rating's default). A new
 * target moves the claim in the same transaction, conditional on the version read.
 */
export const updateRatingScale = async (
  ctx: Ctx,
  input: EntryFields & { id: string; version: number },
): Promise<TRatingBand> => {
  const companyId = tenantOf(ctx);
  const before = await findRatingScaleEntry(companyId, input.id);
  await requireModuleAdmin(ctx, 'planning');
  checkVersion(before, input.version);
  const targetMoves = input.target !== before.target;
  if (targetMoves)
    await checkTargetFree(
      await findPlan(companyId, before.planKind, before.planId),
      input.target,
      before.ratingScaleId,
    );
  const after = {
    description: input.description,
    target: input.target,
    colorValue: input.colorValue ?? undefined,
  };
  const diff = changes(audited(before), audited(after));
  const scope = ratingTargetScope(companyId, before.planId);
  const key = { companyId, ratingScaleId: before.ratingScaleId };
  await commit(
    db().transaction.write((tx) => {
      const set = tx.ratingScale
        .patch(key)
        .set({ description: after.description, target: after.target, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 });
      const coloured = after.colorValue
        ? set.set({ colorValue: after.colorValue })
        : set.remove(['colorValue']);
      return [
        coloured.where((attr, op) => op.eq(attr.version, input.version)).commit(),
        ...((targetMoves
          ? [
              tx.unique.delete({ scope, value: String(before.target) }).commit(),
              tx.unique
                .create({ scope, value: String(input.target), ownerId: before.ratingScaleId })
                .commit(),
            ]
          : []) as never[]),
        tx.auditTrail
          .create(
            auditEntry(ctx, {
              companyId,
              entityType: 'rating-scale',
              entityId: before.ratingScaleId,
              action: 'update',
              summary: `Rating scale entry “${before.description}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
              ...diff,
            }),
          )
          .commit(),
      ];
    }),
    new AppError(
      'CONFLICT',
      'This rating scale entry was changed by someone else since you opened it, or its target was taken a moment ago. Reload it and try again.',
    ),
  );
  return ratingBandOf(await findRatingScaleEntry(companyId, before.ratingScaleId));
};

/**
 * Deletes an entry, conditional on the version; its target claim and the plan's
 * `ratingScaleCount - 1` go in the same transaction. Answers the entry's band as it was.
 */
export const deleteRatingScale = async (
  ctx: Ctx,
  input: { id: string; version: number },
): Promise<TRatingBand> => {
  const companyId = tenantOf(ctx);
  const before = await findRatingScaleEntry(companyId, input.id);
  await requireModuleAdmin(ctx, 'planning');
  checkVersion(before, input.version);
  const band = await ratingBandOf(before);
  await commit(
    db().transaction.write((tx) => [
      tx.ratingScale
        .delete({ companyId, ratingScaleId: before.ratingScaleId })
        .where((attr, op) => op.eq(attr.version, input.version))
        .commit(),
      tx.unique
        .delete({ scope: ratingTargetScope(companyId, before.planId), value: String(before.target) })
        .commit(),
      planChildCountUpdate(tx, companyId, before.planId, 'ratingScales', -1),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: 'rating-scale',
            entityId: before.ratingScaleId,
            action: 'delete',
            summary: `Rating scale entry “${before.description}” (${before.target}%) deleted`,
            before: audited(before),
          }),
        )
        .commit(),
    ]),
  );
  return band;
};
