import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from './entity';

/**
 * The stored side of a link token (ARCHITECTURE §6): the signature says who issued a token, this
 * record says whether it still counts. Keyed by the token's company and id, so the gate reads it
 * with one GetItem; using or revoking it is a conditional update, so two uses race to one winner.
 * DynamoDB drops the record (TTL) a while after the token expired: by then the signature's own
 * expiry refuses the token anyway.
 */
export const LinkTokenEntity = new Entity({
  model: { entity: 'linkToken', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    tokenId: { type: 'string', required: true, readOnly: true },
    purpose: { type: 'string', required: true, readOnly: true },
    /** what the token opens, in the purpose's own terms (e.g. `<questionnaireId>/<contactId>`) */
    target: { type: 'string', required: true, readOnly: true },
    /** epoch ms */
    expiresAt: { type: 'number', required: true, readOnly: true },
    singleUse: { type: 'boolean', required: true, readOnly: true },
    issuedAt: { type: 'string', required: true, readOnly: true },
    issuedBy: { type: 'string', required: true, readOnly: true },
    usedAt: { type: 'string' },
    revokedAt: { type: 'string' },
    revokedBy: { type: 'string' },
    ttl: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['tokenId'] },
    },
  },
});

export type LinkTokenItem = EntityItem<typeof LinkTokenEntity>;
