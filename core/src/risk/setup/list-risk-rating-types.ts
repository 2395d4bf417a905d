import type { TRiskRatingType } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { setupOf } from './setup-store';
import { byName, toRatingType } from './setup-view';

export const listRiskRatingTypes = async (ctx: Ctx): Promise<TRiskRatingType[]> =>
  (await setupOf(ctx, { provision: true })).types.map(toRatingType).sort(byName);
