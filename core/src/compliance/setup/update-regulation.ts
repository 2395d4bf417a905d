import type { TRegulation, TUpdateRegulationRequest } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { updateRegulationItem } from './regulations';

export const updateRegulation = (ctx: Ctx, input: TUpdateRegulationRequest): Promise<TRegulation> =>
  updateRegulationItem(ctx, input);
