import type { TAddRegulationRequest, TRegulation } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { addRegulationItem } from './regulations';

export const addRegulation = (ctx: Ctx, input: TAddRegulationRequest): Promise<TRegulation> =>
  addRegulationItem(ctx, input);
