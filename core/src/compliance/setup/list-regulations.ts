import type { TRegulation } from '@stratum/contracts';
import type { Ctx } from '../../kernel/ctx';
import { listRegulationItems } from './regulations';

export const listRegulations = (ctx: Ctx): Promise<TRegulation[]> => listRegulationItems(ctx);
