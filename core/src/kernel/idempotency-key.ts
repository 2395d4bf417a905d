import { Entity } from 'electrodb';
import { SERVICE } from './entity';

/**
 * One Idempotency-Key of one person in one company (ARCHITECTURE §4). The request that holds it
 * (`owner`, until `leaseUntil`) runs the change; each of its change transactions also updates
 * this item on the condition that it still owns it (`fenceItem`), so the key's `committed` mark
 * lands with the change, even when the change lands after its request gave up waiting, and a
 * transaction of a request whose key was taken over by a retry writes nothing. The first known
 * outcome (status and envelope) is kept for a day and replayed to a retry.
 */
export const IdempotencyEntity = new Entity({
  model: { entity: 'idempotency', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    key: { type: 'string', required: true, readOnly: true },
    /** `METHOD path` of the route the key was first used for */
    route: { type: 'string', required: true, readOnly: true },
    /** a hash of the first request's input (and file) */
    fingerprint: { type: 'string', required: true, readOnly: true },
    /** the request id that may write under this key now */
    owner: { type: 'string', required: true },
    /** epoch ms: until then the owner may still be running */
    leaseUntil: { type: 'number', required: true },
    /** a change of the owner's was committed */
    committed: { type: 'boolean', required: true, default: false },
    /** the first known outcome, once the owner answered */
    status: { type: 'number' },
    answer: { type: 'string' },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', composite: ['companyId', 'userId', 'key'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
