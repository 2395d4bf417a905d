import { Entity } from 'electrodb';
import { SERVICE } from '../../kernel/entity';

/** Failed sign-ins counted per account and per client address, in a fixed window. */
export const LoginThrottleEntity = new Entity({
  model: { entity: 'loginThrottle', version: '1', service: SERVICE },
  attributes: {
    subject: { type: 'string', required: true, readOnly: true },
    windowStart: { type: 'number', required: true, readOnly: true },
    failures: { type: 'number', required: true, default: 0 },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    bySubject: {
      pk: { field: 'pk', composite: ['subject'] },
      sk: { field: 'sk', composite: ['windowStart'] },
    },
  },
});
