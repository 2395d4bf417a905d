import type { TFollowUpRef, TFollowUpWork } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { viewWork } from './follow-up-store';

/** spec §2 follow-audit/{id}/work: the entry, its follow-up audit and the work plan. */
export const getFollowUpWork = (ctx: Ctx, input: TFollowUpRef): Promise<TFollowUpWork> =>
  viewWork(ctx, tenantOf(ctx), input.followUpId);
