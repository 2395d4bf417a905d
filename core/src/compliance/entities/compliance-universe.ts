import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';
import { COMPLIANCE_SETUP_COLLECTION } from './compliance-setup';

/** A universe: regulations grouped by scope or business unit. */
export const ComplianceUniverseEntity = new Entity({
  model: { entity: 'complianceUniverse', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    universeId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    nameKey: { type: 'string', required: true },
    description: { type: 'string' },
    regulationIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      collection: COMPLIANCE_SETUP_COLLECTION,
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['universeId'] },
    },
  },
});

export type ComplianceUniverseItem = EntityItem<typeof ComplianceUniverseEntity>;
