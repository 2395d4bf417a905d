import type { TComplianceCategory } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { listNamed } from './named-items';

export const listComplianceCategories = (ctx: Ctx) =>
  listNamed(ctx, 'category') as Promise<TComplianceCategory[]>;
