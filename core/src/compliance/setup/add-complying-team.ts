import type { TAddComplianceTeamRequest, TComplianceTeam } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { addNamed } from './named-items';

export const addComplyingTeam = (ctx: Ctx, input: TAddComplianceTeamRequest) =>
  addNamed(ctx, 'complying', input) as Promise<TComplianceTeam>;
