import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';
import { SETUP_COLLECTION } from './risk-setup';

/** A risk team, optionally led by an employee; `riskCount` as on categories. */
export const RiskTeamEntity = new Entity({
  model: { entity: 'riskTeam', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    teamId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    nameKey: { type: 'string', required: true },
    description: { type: 'string' },
    leaderId: { type: 'string' },
    riskCount: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      collection: SETUP_COLLECTION,
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['teamId'] },
    },
  },
});

export type RiskTeamItem = EntityItem<typeof RiskTeamEntity>;
