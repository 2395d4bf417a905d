import type { TRiskTeam } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { deleteGroup } from './risk-groups';

export const deleteRiskTeam = (ctx: Ctx, input: { id: string; version: number }) =>
  deleteGroup(ctx, 'team', input) as Promise<TRiskTeam>;
