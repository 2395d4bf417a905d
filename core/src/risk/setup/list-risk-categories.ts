import type { TRiskCategory } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { listGroups } from './risk-groups';

export const listRiskCategories = (ctx: Ctx) => listGroups(ctx, 'category') as Promise<TRiskCategory[]>;
