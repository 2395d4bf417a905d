import type { TComplianceRefRequest, TComplianceTeam } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { deleteNamed } from './named-items';

export const deleteComplianceTeam = (ctx: Ctx, input: TComplianceRefRequest) =>
  deleteNamed(ctx, 'compliance', input) as Promise<TComplianceTeam>;
