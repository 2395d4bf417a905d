import type { TComplianceTeam, TUpdateComplianceTeamRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { updateNamed } from './named-items';

export const updateComplyingTeam = (ctx: Ctx, input: TUpdateComplianceTeamRequest) =>
  updateNamed(ctx, 'complying', input) as Promise<TComplianceTeam>;
