import type { TComplianceRefRequest, TComplianceTeam } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { deleteNamed } from './named-items';

export const deleteComplyingTeam = (ctx: Ctx, input: TComplianceRefRequest) =>
  deleteNamed(ctx, 'complying', input) as Promise<TComplianceTeam>;
