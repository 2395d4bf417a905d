import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

const yesNo = { type: ['Yes', 'No'] as const, required: true, default: 'No' } as const;

/** spec §3 Employee. The organisation module grows this; the platform needs the administrator's record. */
export const EmployeeEntity = new Entity({
  model: { entity: 'employee', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    employeeId: { type: 'string', required: true, readOnly: true },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    email: { type: 'string', required: true },
    status: { type: ['Active', 'Inactive'] as const, required: true, default: 'Active' },
    /** the Cognito subject once the employee has been given access */
    userId: { type: 'string' },
    businessUnitHead: yesNo,
    departmentHead: yesNo,
    divisionHead: yesNo,
    sectionHead: yesNo,
    subSectionHead: yesNo,
    subSubSectionHead: yesNo,
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['employeeId'] },
    },
    /** which companies have this email on record (sign-up) */
    byEmail: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['email'] },
      sk: { field: 'gsi1sk', composite: ['companyId'] },
    },
  },
});

export type EmployeeItem = EntityItem<typeof EmployeeEntity>;
