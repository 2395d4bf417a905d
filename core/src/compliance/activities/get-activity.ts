import type { TActivity } from '@stratum/contracts';
import { tenantOf, type Ctx } from '../../kernel/ctx';
import { loadSetup } from '../setup/setup-store';
import { dayOf, findActivity } from './activity-store';
import { toActivity } from './activity-view';

export const getActivity = async (ctx: Ctx, input: { id: string }): Promise<TActivity> => {
  const companyId = tenantOf(ctx);
  const [setup, a] = await Promise.all([loadSetup(companyId), findActivity(companyId, input.id)]);
  return toActivity(a, setup, dayOf(ctx.now));
};
