import type { TAddRiskCategoryRequest, TRiskCategory } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { addGroup } from './risk-groups';

export const addRiskCategory = (ctx: Ctx, input: TAddRiskCategoryRequest) =>
  addGroup(ctx, 'category', input) as Promise<TRiskCategory>;
