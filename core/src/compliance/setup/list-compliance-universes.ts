import type { TComplianceUniverse } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { listNamed } from './named-items';

export const listComplianceUniverses = (ctx: Ctx) =>
  listNamed(ctx, 'universe') as Promise<TComplianceUniverse[]>;
