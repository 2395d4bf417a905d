import * as routes from '@stratum/contracts';
import { getActingSupervisor } from '@stratum/core/organisation/acting-supervisor/get-acting-supervisor';
import { listActingSupervisors } from '@stratum/core/organisation/acting-supervisor/list-acting-supervisors';
import { setActingSupervisor } from '@stratum/core/organisation/acting-supervisor/set-acting-supervisor';
import { unsetActingSupervisor } from '@stratum/core/organisation/acting-supervisor/unset-acting-supervisor';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('acting-supervisor', [
  bind(routes.getActingSupervisor, ({ ctx, input }) => getActingSupervisor(ctx, input)),
  bind(routes.listActingSupervisors, ({ ctx, input }) => listActingSupervisors(ctx, input)),
  bind(routes.setActingSupervisor, ({ ctx, input }) => setActingSupervisor(ctx, input)),
  bind(routes.unsetActingSupervisor, ({ ctx, input }) => unsetActingSupervisor(ctx, input)),
]);
