import type { TComplianceRefRequest, TComplianceUniverse } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { deleteNamed } from './named-items';

export const deleteComplianceUniverse = (ctx: Ctx, input: TComplianceRefRequest) =>
  deleteNamed(ctx, 'universe', input) as Promise<TComplianceUniverse>;
