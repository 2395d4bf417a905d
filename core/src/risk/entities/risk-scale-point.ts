import { Entity, type EntityItem } from 'electrodb';
import { RISK_AXES } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';
import { SETUP_COLLECTION } from './risk-setup';

/** A named point of the impact or likelihood scale, keyed by its score: a score has one name. */
export const RiskScalePointEntity = new Entity({
  model: { entity: 'riskScalePoint', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    axis: { type: RISK_AXES, required: true, readOnly: true },
    score: { type: 'number', required: true, readOnly: true },
    pointId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      collection: SETUP_COLLECTION,
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['axis', 'score'] },
    },
  },
});

export type RiskScalePointItem = EntityItem<typeof RiskScalePointEntity>;
