import type { TRiskCategory } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { deleteGroup } from './risk-groups';

export const deleteRiskCategory = (ctx: Ctx, input: { id: string; version: number }) =>
  deleteGroup(ctx, 'category', input) as Promise<TRiskCategory>;
