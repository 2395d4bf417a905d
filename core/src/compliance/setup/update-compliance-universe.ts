import type { TComplianceUniverse, TUpdateComplianceUniverseRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { updateNamed } from './named-items';

export const updateComplianceUniverse = (ctx: Ctx, input: TUpdateComplianceUniverseRequest) =>
  updateNamed(ctx, 'universe', input) as Promise<TComplianceUniverse>;
