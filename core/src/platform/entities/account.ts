import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * A sign-in identity: one Cognito user. Holders live in the platform tenant; everyone else in their
 * company. Email is unique across the platform (it is the Cognito username).
 */
export const AccountEntity = new Entity({
  model: { entity: 'account', version: '1', service: SERVICE },
  attributes: {
    tenantId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true },
    role: { type: ['holder', 'employee'] as const, required: true },
    companyRole: { type: ['administrator', 'employee'] as const },
    employeeId: { type: 'string' },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    /** Invited: password not yet set; Disabled: may not sign in */
    status: { type: ['Invited', 'Active', 'Disabled'] as const, required: true },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byTenant: {
      pk: { field: 'pk', composite: ['tenantId'] },
      sk: { field: 'sk', composite: ['userId'] },
    },
    byEmail: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['email'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
  },
});

export type AccountItem = EntityItem<typeof AccountEntity>;
