import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';
import { byEngagement, reviewAttributes } from './review-attributes';

/** A process of the audited area as the team understood it (spec §2 `process-description`). */
export const AuditProcessEntity = new Entity({
  model: { entity: 'auditProcess', version: '1', service: SERVICE },
  attributes: {
    ...reviewAttributes,
    name: { type: 'string', required: true },
    owner: { type: 'string', required: true, default: '' },
    description: { type: 'string', required: true },
    /** rows of the risk-control matrix under it, counted in the rows' own transactions */
    rcmCount: { type: 'number', required: true, default: 0 },
    ...versioned,
    ...timestamps,
  },
  indexes: { byEngagement },
});

export type AuditProcessItem = EntityItem<typeof AuditProcessEntity>;
