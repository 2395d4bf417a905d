import { Entity, type EntityItem } from 'electrodb';
import { PLATFORM_TENANT, SERVICE, timestamps, versioned } from '../../kernel/entity';

/** A PDF manual the platform owner publishes for one module; platform content, not a tenant's. */
export const UserManualEntity = new Entity({
  model: { entity: 'userManual', version: '1', service: SERVICE },
  attributes: {
    tenantId: { type: 'string', required: true, readOnly: true, default: PLATFORM_TENANT },
    manualId: { type: 'string', required: true, readOnly: true },
    moduleKey: { type: 'string', required: true },
    title: { type: 'string', required: true },
    fileName: { type: 'string', required: true },
    fileKey: { type: 'string', required: true },
    size: { type: 'number', required: true },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['tenantId'] },
      sk: { field: 'sk', composite: ['manualId'] },
    },
  },
});

export type UserManualItem = EntityItem<typeof UserManualEntity>;
