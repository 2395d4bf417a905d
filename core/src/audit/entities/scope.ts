import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, timestamps, versioned } from '../../kernel/entity';
import { byEngagement, reviewAttributes } from './review-attributes';

/** A scope entry of an engagement (spec §2 `scope`): what is in and out, approved by a reviewer. */
export const AuditScopeEntity = new Entity({
  model: { entity: 'auditScope', version: '1', service: SERVICE },
  attributes: {
    ...reviewAttributes,
    title: { type: 'string', required: true },
    inScope: { type: 'string', required: true },
    outOfScope: { type: 'string', required: true, default: '' },
    periodFrom: { type: 'string', required: true, default: '' },
    periodTo: { type: 'string', required: true, default: '' },
    /** why a change of the approved scope was allowed; '' when none was */
    changeReason: { type: 'string', required: true, default: '' },
    ...versioned,
    ...timestamps,
  },
  indexes: { byEngagement },
});

export type AuditScopeItem = EntityItem<typeof AuditScopeEntity>;
