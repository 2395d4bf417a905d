import * as routes from '@stratum/contracts';
import {
  addPerspective,
  deletePerspective,
  listPerspectives,
  updatePerspective,
} from '@stratum/core/planning';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('perspective', [
  bind(routes.listPerspectives, async ({ ctx, input }) => ({ list: await listPerspectives(ctx, input) })),
  bind(routes.addPerspective, async ({ ctx, input }) => ({ perspective: await addPerspective(ctx, input) })),
  bind(routes.updatePerspective, async ({ ctx, input }) => ({
    perspective: await updatePerspective(ctx, input),
  })),
  bind(routes.deletePerspective, async ({ ctx, input }) => ({
    perspective: await deletePerspective(ctx, input),
  })),
]);
