import type { RiskAxis, TRiskScalePoint } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { setupOf } from './setup-store';
import { toScalePoint } from './setup-view';

export const listRiskScale = async (ctx: Ctx, axis: RiskAxis): Promise<TRiskScalePoint[]> =>
  (await setupOf(ctx, { provision: true })).scales[axis].map(toScalePoint);
