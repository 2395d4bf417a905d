import type { TRiskCategory, TUpdateRiskCategoryRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { updateGroup } from './risk-groups';

export const updateRiskCategory = (ctx: Ctx, input: TUpdateRiskCategoryRequest) =>
  updateGroup(ctx, 'category', input) as Promise<TRiskCategory>;
