import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';
import { SETUP_COLLECTION } from './risk-setup';

/** A risk category. `riskCount` counts its risks (both registers), so it is deleted only when empty. */
export const RiskCategoryEntity = new Entity({
  model: { entity: 'riskCategory', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    categoryId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    nameKey: { type: 'string', required: true },
    description: { type: 'string' },
    riskCount: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      collection: SETUP_COLLECTION,
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['categoryId'] },
    },
  },
});

export type RiskCategoryItem = EntityItem<typeof RiskCategoryEntity>;
