import type { TOutsideFinding } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { openOutsideFinding, toOutsideFinding } from './outside-store';

/** One finding raised outside an engagement: the audit team, administrators and its MR owners. */
export const getOutsideFinding = async (ctx: Ctx, input: { id: string }): Promise<TOutsideFinding> => {
  const { finding, rights } = await openOutsideFinding(ctx, input.id, 'read');
  return toOutsideFinding(ctx, finding, rights.manage);
};
