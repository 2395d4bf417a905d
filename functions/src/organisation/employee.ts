import * as routes from '@stratum/contracts';
import {
  addEmployee,
  deleteEmployee,
  getEmployee,
  giveEmployeeAccess,
  listEmployees,
  listOrgEmployees,
  revokeEmployeeAccess,
  updateEmployee,
  updateEmployeeRole,
} from '@stratum/core/organisation';
import { importBindings } from './employee-import-bindings';
import { bind } from '../http/bind';
import { familyHandler } from '../http/family';

export const handler = familyHandler('employee', [
  bind(routes.listEmployees, ({ ctx, input }) => listEmployees(ctx, input)),
  bind(routes.getEmployee, ({ ctx, input }) => getEmployee(ctx, input)),
  bind(routes.getOrgEmployees, ({ ctx, input }) => listOrgEmployees(ctx, input)),
  bind(routes.addEmployee, ({ ctx, input }) => addEmployee(ctx, input)),
  bind(routes.updateEmployee, ({ ctx, input }) => updateEmployee(ctx, input)),
  bind(routes.deleteEmployee, ({ ctx, input }) => deleteEmployee(ctx, input)),
  bind(routes.giveEmployeeAccess, ({ ctx, input }) => giveEmployeeAccess(ctx, input)),
  bind(routes.revokeEmployeeAccess, ({ ctx, input }) => revokeEmployeeAccess(ctx, input)),
  bind(routes.updateEmployeeRole, ({ ctx, input }) => updateEmployeeRole(ctx, input)),
  ...importBindings,
]);
