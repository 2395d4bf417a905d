import type { TAddRiskTeamRequest, TRiskTeam } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { addGroup } from './risk-groups';

export const addRiskTeam = (ctx: Ctx, input: TAddRiskTeamRequest) =>
  addGroup(ctx, 'team', input) as Promise<TRiskTeam>;
