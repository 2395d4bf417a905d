import * as routes from '@stratum/contracts';
import { listQuarters, setDefaultTargetDate, updateQuarter } from '@stratum/core/planning';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('quarter', [
  bind(routes.listQuarters, async ({ ctx, input }) => ({ list: await listQuarters(ctx, input) })),
  bind(routes.updateQuarter, async ({ ctx, input }) => ({ item: await updateQuarter(ctx, input) })),
  bind(routes.setDefaultTargetDate, async ({ ctx, input }) => ({
    item: await setDefaultTargetDate(ctx, input),
  })),
]);
