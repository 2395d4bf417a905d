import type { TAddComplianceCategoryRequest, TComplianceCategory } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { addNamed } from './named-items';

export const addComplianceCategory = (ctx: Ctx, input: TAddComplianceCategoryRequest) =>
  addNamed(ctx, 'category', input) as Promise<TComplianceCategory>;
