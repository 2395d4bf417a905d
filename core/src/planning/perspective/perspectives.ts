import type { TPerspective } from '@stratum/contracts';
import { db } from '../../db';
import { auditEntry } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError, orNullIfMissing } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { commit } from '../../kernel/transact';
import { requireModuleAdmin } from '../../platform/module/require-module-admin';
import type { PerspectiveItem } from '../entities/perspective';
import type { PlanItem } from '../entities/plan';
import { findPlan, loadPlanByRef, planChildCountUpdate, planNoun } from '../plan/plan-store';
import {
  findPerspective,
  perspectiveNameKey,
  perspectiveNameScope,
  perspectivesOf,
} from './perspective-store';
import { toPerspective } from './perspective-view';
import { byNameThenId } from '../../kernel/text';

interface PlanRefInput {
  strategicPlanId?: string | undefined;
  operationalPlanId?: string | undefined;
}

const byName = byNameThenId<TPerspective>;

/** The perspectives of one plan of the caller's company (404 naming the plan field otherwise). */
export const listPerspectives = async (ctx: Ctx, input: PlanRefInput): Promise<TPerspective[]> => {
  const plan = await loadPlanByRef(ctx, input);
  return (await perspectivesOf(plan.companyId, plan.planId)).map(toPerspective).sort(byName);
};

/** 409 when another perspective of the plan already has the name (any case). */
const checkNameFree = async (plan: PlanItem, name: string, perspectiveId: string | null) => {
  const claim = await db()
    .entities.unique.get({
      scope: perspectiveNameScope(plan.companyId, plan.planId),
      value: perspectiveNameKey(name),
    })
    .go();
  if (claim.data && claim.data.ownerId !== perspectiveId) {
    throw new AppError(
      'CONFLICT',
      `name: the ${planNoun(plan.kind)} “${plan.description}” already has a perspective named “${name}”.`,
    );
  }
};

const audited = (p: Pick<PerspectiveItem, 'name' | 'planId'>) => ({ name: p.name, planId: p.planId });

/**
 * Adds a perspective to a plan (Strategic Planning administrators): the name is claimed within the
 * plan, and the plan's `perspectiveCount + 1` (conditional on the plan still being there) goes
 * in the same transaction.
 */
export const addPerspective = async (
  ctx: Ctx,
  input: PlanRefInput & { name: string },
): Promise<TPerspective> => {
  const plan = await loadPlanByRef(ctx, input);
  await requireModuleAdmin(ctx, 'planning');
  const companyId = plan.companyId;
  await checkNameFree(plan, input.name, null);
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    perspectiveId: newId(),
    planId: plan.planId,
    planKind: plan.kind,
    name: input.name,
    nameKey: perspectiveNameKey(input.name),
    useCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies PerspectiveItem;
  try {
    await commit(
      db().transaction.write((tx) => [
        tx.unique
          .create({
            scope: perspectiveNameScope(companyId, plan.planId),
            value: item.nameKey,
            ownerId: item.perspectiveId,
          })
          .commit(),
        tx.perspective.create(item).commit(),
        planChildCountUpdate(tx, companyId, plan.planId, 'perspectives', 1),
        tx.auditTrail
          .create(
            auditEntry(ctx, {
              companyId,
              entityType: 'perspective',
              entityId: item.perspectiveId,
              action: 'add',
              summary: `Perspective “${item.name}” added to “${plan.description}”`,
              after: audited(item),
            }),
          )
          .commit(),
      ]),
    );
  } catch (e) {
    // The name was taken, or the plan deleted, a moment ago: say which.
    if (e instanceof AppError && e.code === 'CONFLICT') {
      const again = await orNullIfMissing(findPlan(companyId, plan.kind, plan.planId));
      if (!again) {
        throw new AppError(
          'CONFLICT',
          `The ${planNoun(plan.kind)} “${plan.description}” was deleted a moment ago.`,
        );
      }
      await checkNameFree(plan, input.name, null);
    }
    throw e;
  }
  return toPerspective(await findPerspective(companyId, item.perspectiveId));
};

const checkVersion = (p: PerspectiveItem, version: number) => {
  if (p.version !== version) {
    throw new AppError(
      'CONFLICT',
      'This perspective was changed by someone else since you opened it. Reload it and try again.',
    );
  }
};

/** Renames a perspective; the name claim moves with it in the same transaction. */
export const updatePerspective = async (
  ctx: Ctx,
  input: { id: string; version: number; name: string },
): Promise<TPerspective> => {
  const companyId = tenantOf(ctx);
  const before = await findPerspective(companyId, input.id);
  await requireModuleAdmin(ctx, 'planning');
  checkVersion(before, input.version);
  const nameKey = perspectiveNameKey(input.name);
  const claimMoves = nameKey !== before.nameKey;
  if (claimMoves) {
    const plan = await findPlan(companyId, before.planKind, before.planId);
    await checkNameFree(plan, input.name, before.perspectiveId);
  }
  const scope = perspectiveNameScope(companyId, before.planId);
  await commit(
    db().transaction.write((tx) => [
      tx.perspective
        .patch({ companyId, perspectiveId: before.perspectiveId })
        .set({ name: input.name, nameKey, updatedAt: ctx.now.toISOString() })
        .add({ version: 1 })
        .where((attr, op) => op.eq(attr.version, input.version))
        .commit(),
      ...((claimMoves
        ? [
            tx.unique.delete({ scope, value: before.nameKey }).commit(),
            tx.unique.create({ scope, value: nameKey, ownerId: before.perspectiveId }).commit(),
          ]
        : []) as never[]),
      tx.auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: 'perspective',
            entityId: before.perspectiveId,
            action: 'update',
            summary: `Perspective “${before.name}” renamed “${input.name}”`,
            before: { name: before.name },
            after: { name: input.name },
          }),
        )
        .commit(),
    ]),
    new AppError(
      'CONFLICT',
      'This perspective was changed by someone else since you opened it, or its name was taken a moment ago. Reload it and try again.',
    ),
  );
  return toPerspective(await findPerspective(companyId, before.perspectiveId));
};

const checkDeletable = (p: PerspectiveItem, version: number) => {
  checkVersion(p, version);
  if (p.useCount > 0) {
    throw new AppError(
      'CONFLICT',
      `The perspective “${p.name}” has ${p.useCount} scorecard ${p.useCount === 1 ? 'item' : 'items'} filed under it: move or delete them first.`,
    );
  }
};

/**
 * Deletes a perspective nothing is filed under, conditional on the version and `useCount = 0`;
 * its name claim and the plan's `perspectiveCount - 1` go in the same transaction.
 */
export const deletePerspective = async (
  ctx: Ctx,
  input: { id: string; version: number },
): Promise<TPerspective> => {
  const companyId = tenantOf(ctx);
  const before = await findPerspective(companyId, input.id);
  await requireModuleAdmin(ctx, 'planning');
  checkDeletable(before, input.version);
  try {
    await commit(
      db().transaction.write((tx) => [
        tx.perspective
          .delete({ companyId, perspectiveId: before.perspectiveId })
          .where((attr, op) => `${op.eq(attr.version, input.version)} AND ${op.eq(attr.useCount, 0)}`)
          .commit(),
        tx.unique
          .delete({ scope: perspectiveNameScope(companyId, before.planId), value: before.nameKey })
          .commit(),
        planChildCountUpdate(tx, companyId, before.planId, 'perspectives', -1),
        tx.auditTrail
          .create(
            auditEntry(ctx, {
              companyId,
              entityType: 'perspective',
              entityId: before.perspectiveId,
              action: 'delete',
              summary: `Perspective “${before.name}” deleted`,
              before: audited(before),
            }),
          )
          .commit(),
      ]),
    );
  } catch (e) {
    if (e instanceof AppError && e.code === 'CONFLICT') {
      checkDeletable(await findPerspective(companyId, input.id), input.version);
    }
    throw e;
  }
  return toPerspective(before);
};
