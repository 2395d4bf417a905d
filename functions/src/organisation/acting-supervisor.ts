import * as routes from '@stratum/contracts';
import {
  getActingSupervisor,
  listActingSupervisors,
  setActingSupervisor,
  unsetActingSupervisor,
} from '@stratum/core/organisation';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('acting-supervisor', [
  bind(routes.getActingSupervisor, ({ ctx, input }) => getActingSupervisor(ctx, input)),
  bind(routes.listActingSupervisors, ({ ctx, input }) => listActingSupervisors(ctx, input)),
  bind(routes.setActingSupervisor, ({ ctx, input }) => setActingSupervisor(ctx, input)),
  bind(routes.unsetActingSupervisor, ({ ctx, input }) => unsetActingSupervisor(ctx, input)),
]);
