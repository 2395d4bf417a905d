import type { TAddComplianceTeamRequest, TComplianceTeam } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { addNamed } from './named-items';

export const addComplianceTeam = (ctx: Ctx, input: TAddComplianceTeamRequest) =>
  addNamed(ctx, 'compliance', input) as Promise<TComplianceTeam>;
