import * as routes from '@stratum/contracts';
import {
  addRatingScale,
  deleteRatingScale,
  listRatingScales,
  updateRatingScale,
} from '@stratum/core/planning';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('rating-scale', [
  bind(routes.listRatingScales, ({ ctx, input }) => listRatingScales(ctx, input)),
  bind(routes.addRatingScale, async ({ ctx, input }) => ({ item: await addRatingScale(ctx, input) })),
  bind(routes.updateRatingScale, async ({ ctx, input }) => ({ item: await updateRatingScale(ctx, input) })),
  bind(routes.deleteRatingScale, async ({ ctx, input }) => ({ item: await deleteRatingScale(ctx, input) })),
]);
