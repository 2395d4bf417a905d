import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from './entity';

/** Who changed what, written in the same transaction as the change itself. */
export const AuditTrailEntity = new Entity({
  model: { entity: 'auditTrail', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    doneAt: { type: 'string', required: true, readOnly: true },
    actorId: { type: 'string', required: true },
    actorName: { type: 'string', required: true },
    entityType: { type: 'string', required: true },
    entityId: { type: 'string', required: true },
    action: { type: 'string', required: true },
    summary: { type: 'string', required: true },
    before: { type: 'any' },
    after: { type: 'any' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['doneAt', 'id'] },
    },
    byEntity: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'entityId'] },
      sk: { field: 'gsi1sk', composite: ['doneAt', 'id'] },
    },
  },
});

export type AuditTrailItem = EntityItem<typeof AuditTrailEntity>;
