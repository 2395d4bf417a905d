import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';
import { COMPLIANCE_SETUP_COLLECTION } from './compliance-setup';

/** A compliance category; `regulationCount` guards its delete. */
export const ComplianceCategoryEntity = new Entity({
  model: { entity: 'complianceCategory', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    categoryId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    nameKey: { type: 'string', required: true },
    description: { type: 'string' },
    regulationCount: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      collection: COMPLIANCE_SETUP_COLLECTION,
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['categoryId'] },
    },
  },
});

export type ComplianceCategoryItem = EntityItem<typeof ComplianceCategoryEntity>;
