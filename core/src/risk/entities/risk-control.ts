import { Entity, type EntityItem } from 'electrodb';
import { CONTROL_EFFECTIVENESS, CONTROL_TYPES } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/** A control of a risk (spec §9 types), keyed under its risk: a risk's controls are one query. */
export const RiskControlEntity = new Entity({
  model: { entity: 'riskControl', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    riskId: { type: 'string', required: true, readOnly: true },
    controlId: { type: 'string', required: true, readOnly: true },
    description: { type: 'string', required: true },
    type: { type: CONTROL_TYPES, required: true },
    effectiveness: { type: CONTROL_EFFECTIVENESS, required: true },
    ownerId: { type: 'string' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['riskId', 'controlId'] },
    },
  },
});

export type RiskControlItem = EntityItem<typeof RiskControlEntity>;
