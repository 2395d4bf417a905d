import type { TRiskTeam } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { listGroups } from './risk-groups';

export const listRiskTeams = (ctx: Ctx) => listGroups(ctx, 'team') as Promise<TRiskTeam[]>;
