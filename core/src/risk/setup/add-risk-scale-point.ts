import type { RiskAxis, TAddRiskScalePointRequest, TRiskScalePoint } from '@stratum/contracts';
import { writeChange } from '../../kernel/change';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { requireRiskAdmin } from '../access';
import type { RiskScalePointItem } from '../entities/risk-scale-point';
import { loadSetup } from './setup-store';
import { audited, checkNameFree, DEFAULT_SCALE, fresh } from './scales';

export const addRiskScalePoint = async (
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
  await writeChange(
    ctx,
    {
      companyId,
      entityType: `risk-${axis}`,
      entityId: item.pointId,
      action: 'add',
      summary: `Risk ${axis} ${item.score} “${item.name}” added`,
      after: audited(item),
    },
    ({ riskScalePoint }) => [riskScalePoint.create(item).commit()],
    new AppError('CONFLICT', `score: the ${axis} scale named ${input.score} a moment ago.`),
  );
  return fresh(companyId, axis, item.pointId);
};
