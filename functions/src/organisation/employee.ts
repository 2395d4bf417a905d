import * as routes from '@stratum/contracts';
import { addEmployee } from '@stratum/core/organisation/employee/add-employee';
import { deleteEmployee } from '@stratum/core/organisation/employee/delete-employee';
import { getEmployee } from '@stratum/core/organisation/employee/get-employee';
import { giveEmployeeAccess } from '@stratum/core/organisation/employee/give-access';
import { listEmployees } from '@stratum/core/organisation/employee/list-employees';
import { listOrgEmployees } from '@stratum/core/organisation/employee/list-org-employees';
import { revokeEmployeeAccess } from '@stratum/core/organisation/employee/revoke-access';
import { updateEmployee } from '@stratum/core/organisation/employee/update-employee';
import { updateEmployeeRole } from '@stratum/core/organisation/employee/update-role';
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
