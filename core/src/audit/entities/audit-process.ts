import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * An auditable process of the audit universe. The risk score is kept with the factors it comes
 * from (rules `auditRiskScore`); `plannedCount` counts the plans that name it, so a process a plan
 * names cannot be deleted, even a moment after it was planned.
 */
export const AuditProcessEntity = new Entity({
  model: { entity: 'auditProcess', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    processId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    businessUnitId: { type: 'string', required: true },
    ownerId: { type: 'string' },
    likelihood: { type: 'number', required: true },
    impact: { type: 'number', required: true },
    riskScore: { type: 'number', required: true },
    /** risks of the risk register's management register, with their titles when linked */
    risks: {
      type: 'list',
      items: {
        type: 'map',
        properties: { id: { type: 'string', required: true }, title: { type: 'string', required: true } },
      },
    },
    lastAuditedDate: { type: 'string' },
    plannedCount: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['processId'] },
    },
  },
});

export type AuditProcessItem = EntityItem<typeof AuditProcessEntity>;
