import * as routes from '@stratum/contracts';
import {
  addAnnualPlan,
  deleteAnnualPlan,
  getAnnualPlan,
  listAnnualPlans,
  updateAnnualPlan,
} from '@stratum/core/planning';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('annual-plan', [
  bind(routes.listAnnualPlans, async ({ ctx, input }) => ({ list: await listAnnualPlans(ctx, input) })),
  bind(routes.getAnnualPlan, async ({ ctx, input }) => ({ item: await getAnnualPlan(ctx, input) })),
  bind(routes.addAnnualPlan, async ({ ctx, input }) => ({ item: await addAnnualPlan(ctx, input) })),
  bind(routes.updateAnnualPlan, async ({ ctx, input }) => ({ item: await updateAnnualPlan(ctx, input) })),
  bind(routes.deleteAnnualPlan, async ({ ctx, input }) => ({ item: await deleteAnnualPlan(ctx, input) })),
]);
