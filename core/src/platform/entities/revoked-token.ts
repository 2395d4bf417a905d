import { Entity } from 'electrodb';
import { SERVICE } from '../../kernel/entity';

/** A signed-out token, refused until it would have expired anyway (then TTL removes it). */
export const RevokedTokenEntity = new Entity({
  model: { entity: 'revokedToken', version: '1', service: SERVICE },
  attributes: {
    tokenHash: { type: 'string', required: true, readOnly: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byHash: {
      pk: { field: 'pk', composite: ['tokenHash'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
