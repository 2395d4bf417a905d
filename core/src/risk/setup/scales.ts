import type {
  RiskAxis,
  TAddRiskScalePointRequest,
  TRiskScalePoint,
  TUpdateRiskScalePointRequest,
} from '@stratum/contracts';
import { IMPACT_SCALE, LIKELIHOOD_SCALE } from '@stratum/rules';
import { db } from '../../db';
import { auditEntry, changes } from '../../kernel/audit';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { commit } from '../../kernel/transact';
import { requireRiskAdmin } from '../access';
import { allCounts, sumOf } from '../counts';
import type { RiskScalePointItem } from '../entities/risk-scale-point';
import { nameKeyOf } from './names';
import { checkVersion, findPoint, loadSetup, setupOf, type RiskSetup } from './setup-store';
import { toScalePoint } from './setup-view';

/**
 * The impact and likelihood scales (spec §9): a company names each score from 1 to 5. A point is
 * keyed by its score, so two points can never claim one score; names are unique on a scale.
 */
const noun = (axis: RiskAxis) => `${axis} scale point`;

const DEFAULT_SCALE = { impact: IMPACT_SCALE, likelihood: LIKELIHOOD_SCALE } as const;

const checkNameFree = (setup: RiskSetup, axis: RiskAxis, name: string, pointId: string | null) => {
  const taken = setup.scales[axis].find(
    (p) => nameKeyOf(p.name) === nameKeyOf(name) && p.pointId !== pointId,
  );
  if (taken) {
    throw new AppError('CONFLICT', `name: the ${axis} scale already names ${taken.score} “${taken.name}”.`);
  }
};

const audited = (p: Pick<RiskScalePointItem, 'name' | 'description' | 'score'>) => ({
  score: p.score,
  name: p.name,
  description: p.description || null,
});

const fresh = async (companyId: string, axis: RiskAxis, id: string) =>
  toScalePoint(findPoint(await loadSetup(companyId), axis, id));

export const listScale = async (ctx: Ctx, axis: RiskAxis): Promise<TRiskScalePoint[]> =>
  (await setupOf(ctx, { provision: true })).scales[axis].map(toScalePoint);

export const addScalePoint = async (
  ctx: Ctx,
  axis: RiskAxis,
  input: TAddRiskScalePointRequest,
): Promise<TRiskScalePoint> => {
  await requireRiskAdmin(ctx);
  const companyId = tenantOf(ctx);
  const setup = await loadSetup(companyId);
  const scoreTaken = (p: { score: number; name: string }) =>
    new AppError('CONFLICT', `score: the ${axis} scale already names ${p.score} “${p.name}”.`);
  // A company's first use names every score (spec §9's scales): a new point would find its score taken.
  const points = setup.provisioned ? setup.scales[axis] : DEFAULT_SCALE[axis];
  const taken = points.find((p) => p.score === input.score);
  if (taken) throw scoreTaken(taken);
  checkNameFree(setup, axis, input.name, null);
  const now = ctx.now.toISOString();
  const item = {
    companyId,
    axis,
    score: input.score,
    pointId: newId(),
    name: input.name,
    description: input.description ?? '',
    version: 1,
    createdAt: now,
    updatedAt: now,
  } satisfies RiskScalePointItem;
  await commit(
    db().transaction.write(({ riskScalePoint, auditTrail }) => [
      riskScalePoint.create(item).commit(),
      auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: `risk-${axis}`,
            entityId: item.pointId,
            action: 'add',
            summary: `Risk ${axis} ${item.score} “${item.name}” added`,
            after: audited(item),
          }),
        )
        .commit(),
    ]),
    new AppError('CONFLICT', `score: the ${axis} scale named ${input.score} a moment ago.`),
  );
  return fresh(companyId, axis, item.pointId);
};

export const updateScalePoint = async (
  ctx: Ctx,
  axis: RiskAxis,
  input: TUpdateRiskScalePointRequest,
): Promise<TRiskScalePoint> => {
  const companyId = tenantOf(ctx);
  const setup = await loadSetup(companyId);
  const before = findPoint(setup, axis, input.id);
  await requireRiskAdmin(ctx);
  checkVersion(before, input.version, noun(axis));
  checkNameFree(setup, axis, input.name, before.pointId);
  const set = { name: input.name, description: input.description ?? '', updatedAt: ctx.now.toISOString() };
  const diff = changes(audited(before), audited({ ...before, ...set }));
  await commit(
    db().transaction.write(({ riskScalePoint, auditTrail }) => [
      riskScalePoint
        .patch({ companyId, axis, score: before.score })
        .set(set)
        .add({ version: 1 })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: `risk-${axis}`,
            entityId: before.pointId,
            action: 'update',
            summary: `Risk ${axis} ${before.score} “${before.name}” updated (${Object.keys(diff.after).join(', ') || 'no change'})`,
            ...diff,
          }),
        )
        .commit(),
    ]),
  );
  return fresh(companyId, axis, before.pointId);
};

/**
 * Deletes a point of a scale while no risk of either register is rated at its score (inherent or
 * residual): a rated risk must keep the name of its rating.
 */
export const deleteScalePoint = async (
  ctx: Ctx,
  axis: RiskAxis,
  input: { id: string; version: number },
): Promise<TRiskScalePoint> => {
  const companyId = tenantOf(ctx);
  const before = findPoint(await loadSetup(companyId), axis, input.id);
  await requireRiskAdmin(ctx);
  checkVersion(before, input.version, noun(axis));
  const rated = sumOf(
    await allCounts(companyId),
    (r) => (r.kind === 'inherent' || r.kind === 'residual') && r[axis] === before.score,
  );
  if (rated > 0) {
    throw new AppError(
      'CONFLICT',
      `Risks are rated at ${axis} ${before.score} “${before.name}” (${rated} inherent or residual ratings): rate them otherwise first.`,
    );
  }
  await commit(
    db().transaction.write(({ riskScalePoint, auditTrail }) => [
      riskScalePoint
        .delete({ companyId, axis, score: before.score })
        .where((a, op) => op.eq(a.version, input.version))
        .commit(),
      auditTrail
        .create(
          auditEntry(ctx, {
            companyId,
            entityType: `risk-${axis}`,
            entityId: before.pointId,
            action: 'delete',
            summary: `Risk ${axis} ${before.score} “${before.name}” deleted`,
            before: audited(before),
          }),
        )
        .commit(),
    ]),
  );
  return toScalePoint(before);
};
