import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps } from '../../kernel/entity';

/** An employee's rights inside one module (spec §3 "employee modules with admin access and control effectiveness"). */
export const EmployeeModuleEntity = new Entity({
  model: { entity: 'employeeModule', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    employeeId: { type: 'string', required: true, readOnly: true },
    moduleKey: { type: 'string', required: true, readOnly: true },
    adminAccess: { type: 'boolean', required: true, default: false },
    controlEffectiveness: { type: 'boolean', required: true, default: false },
    ...timestamps,
  },
  indexes: {
    byEmployee: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['employeeId', 'moduleKey'] },
    },
  },
});

export type EmployeeModuleItem = EntityItem<typeof EmployeeModuleEntity>;
