import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/** An engagement's planning memorandum (IIA 13.1–13.6): one per engagement, under its id. */
export const AuditMemoEntity = new Entity({
  model: { entity: 'auditMemo', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    engagementId: { type: 'string', required: true, readOnly: true },
    objectives: { type: 'string', required: true },
    criteria: { type: 'string', required: true, default: '' },
    risksConsidered: { type: 'string', required: true, default: '' },
    resources: { type: 'string', required: true, default: '' },
    timeline: { type: 'string', required: true, default: '' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['engagementId'] },
    },
  },
});

export type AuditMemoItem = EntityItem<typeof AuditMemoEntity>;
