import type { TComplianceRefRequest, TRegulation } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { deleteRegulationItem } from './regulations';

export const deleteRegulation = (ctx: Ctx, input: TComplianceRefRequest): Promise<TRegulation> =>
  deleteRegulationItem(ctx, input);
