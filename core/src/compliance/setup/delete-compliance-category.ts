import type { TComplianceRefRequest, TComplianceCategory } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { deleteNamed } from './named-items';

export const deleteComplianceCategory = (ctx: Ctx, input: TComplianceRefRequest) =>
  deleteNamed(ctx, 'category', input) as Promise<TComplianceCategory>;
