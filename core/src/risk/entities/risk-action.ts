import { Entity, type EntityItem } from 'electrodb';
import { RISK_ACTION_STATUSES } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * One entry of a risk's log of actions and responses taken, keyed under its risk. The risk counts
 * its entries (`actionCount`) without its version moving, like its mitigations.
 */
export const RiskActionEntity = new Entity({
  model: { entity: 'riskAction', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    riskId: { type: 'string', required: true, readOnly: true },
    actionId: { type: 'string', required: true, readOnly: true },
    description: { type: 'string', required: true },
    /** none stored as '' */
    ownerId: { type: 'string' },
    /** YYYY-MM-DD; none stored as '' */
    dueDate: { type: 'string' },
    status: { type: RISK_ACTION_STATUSES, required: true, default: 'Open' },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['riskId', 'actionId'] },
    },
  },
});

export type RiskActionItem = EntityItem<typeof RiskActionEntity>;
