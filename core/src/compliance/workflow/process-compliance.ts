import type { TActivity, TComplianceRefRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { acceptMove, moveActivity } from './workflow';

/** A member of the compliance team accepts the waiting submission. */
export const processCompliance = (ctx: Ctx, input: TComplianceRefRequest): Promise<TActivity> =>
  moveActivity(ctx, input, acceptMove(false));
