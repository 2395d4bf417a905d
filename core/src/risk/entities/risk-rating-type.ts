import { Entity, type EntityItem } from 'electrodb';
import { RISK_SCHEMES } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';
import { SETUP_COLLECTION } from './risk-setup';

/**
 * A rating type: how its matrix's rating scores become levels (`scheme`, `thresholds`: the lowest
 * score of each level above Low). `riskCount` counts the risks of both registers rated with it,
 * kept by their writes, so it cannot be deleted while any are.
 */
export const RiskRatingTypeEntity = new Entity({
  model: { entity: 'riskRatingType', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    ratingTypeId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    /** lower-cased name: the name claim */
    nameKey: { type: 'string', required: true },
    description: { type: 'string' },
    scheme: { type: RISK_SCHEMES, required: true },
    thresholds: { type: 'list', items: { type: 'number' }, required: true },
    riskCount: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      collection: SETUP_COLLECTION,
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['ratingTypeId'] },
    },
  },
});

export type RiskRatingTypeItem = EntityItem<typeof RiskRatingTypeEntity>;
