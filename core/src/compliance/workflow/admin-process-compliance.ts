import type { TActivity, TComplianceRefRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { acceptMove, moveActivity } from './workflow';

/** An administrator accepts the waiting submission on the compliance team's behalf, recorded as such. */
export const adminProcessCompliance = (ctx: Ctx, input: TComplianceRefRequest): Promise<TActivity> =>
  moveActivity(ctx, input, acceptMove(true));
