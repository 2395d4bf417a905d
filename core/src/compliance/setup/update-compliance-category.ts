import type { TComplianceCategory, TUpdateComplianceCategoryRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { updateNamed } from './named-items';

export const updateComplianceCategory = (ctx: Ctx, input: TUpdateComplianceCategoryRequest) =>
  updateNamed(ctx, 'category', input) as Promise<TComplianceCategory>;
