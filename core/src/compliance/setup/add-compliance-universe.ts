import type { TAddComplianceUniverseRequest, TComplianceUniverse } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { addNamed } from './named-items';

export const addComplianceUniverse = (ctx: Ctx, input: TAddComplianceUniverseRequest) =>
  addNamed(ctx, 'universe', input) as Promise<TComplianceUniverse>;
