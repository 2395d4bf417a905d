import type { TRiskTeam, TUpdateRiskTeamRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { updateGroup } from './risk-groups';

export const updateRiskTeam = (ctx: Ctx, input: TUpdateRiskTeamRequest) =>
  updateGroup(ctx, 'team', input) as Promise<TRiskTeam>;
