import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';
import { SETUP_COLLECTION } from './risk-setup';

/**
 * One cell of a rating type's matrix (spec §3: impact, likelihood, ratingScore,
 * riskRatingTypeId), keyed by the cell, so a cell has at most one entry. Its level is not stored:
 * the rating type's bands give it, so changing a band or a score re-rates every risk at once.
 */
export const RiskMatrixEntryEntity = new Entity({
  model: { entity: 'riskMatrixEntry', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    ratingTypeId: { type: 'string', required: true, readOnly: true },
    impact: { type: 'number', required: true, readOnly: true },
    likelihood: { type: 'number', required: true, readOnly: true },
    entryId: { type: 'string', required: true, readOnly: true },
    ratingScore: { type: 'number', required: true },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      collection: SETUP_COLLECTION,
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['ratingTypeId', 'impact', 'likelihood'] },
    },
  },
});

export type RiskMatrixEntryItem = EntityItem<typeof RiskMatrixEntryEntity>;
