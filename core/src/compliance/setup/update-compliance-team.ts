import type { TComplianceTeam, TUpdateComplianceTeamRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { updateNamed } from './named-items';

export const updateComplianceTeam = (ctx: Ctx, input: TUpdateComplianceTeamRequest) =>
  updateNamed(ctx, 'compliance', input) as Promise<TComplianceTeam>;
