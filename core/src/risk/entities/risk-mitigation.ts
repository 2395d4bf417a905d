import { Entity, type EntityItem } from 'electrodb';
import { MITIGATION_STATUSES } from '@stratum/contracts';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';

/**
 * A mitigation of a risk, keyed under its risk. `percent` and `status` change only through
 * progress updates (risk-progress.ts); `progressCount` counts them, so a mitigation with a history
 * is never deleted.
 */
export const RiskMitigationEntity = new Entity({
  model: { entity: 'riskMitigation', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    riskId: { type: 'string', required: true, readOnly: true },
    mitigationId: { type: 'string', required: true, readOnly: true },
    description: { type: 'string', required: true },
    ownerId: { type: 'string', required: true },
    /** YYYY-MM-DD */
    dueDate: { type: 'string', required: true },
    percent: { type: 'number', required: true, default: 0 },
    status: { type: MITIGATION_STATUSES, required: true, default: 'In Progress' },
    progressCount: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['riskId', 'mitigationId'] },
    },
  },
});

export type RiskMitigationItem = EntityItem<typeof RiskMitigationEntity>;
