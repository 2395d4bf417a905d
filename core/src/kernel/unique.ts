import { Entity } from 'electrodb';
import { SERVICE } from './entity';

/**
 * A claim on a value that must be unique in a scope (a company name on the platform, an email
 * among accounts). Created in the same transaction as the record that owns it, so two concurrent
 * writers cannot both win: the second transaction fails its existence condition.
 */
export const UniqueEntity = new Entity({
  model: { entity: 'unique', version: '1', service: SERVICE },
  attributes: {
    scope: { type: 'string', required: true, readOnly: true },
    value: { type: 'string', required: true, readOnly: true },
    ownerId: { type: 'string', required: true },
  },
  indexes: {
    byValue: {
      pk: { field: 'pk', composite: ['scope', 'value'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
