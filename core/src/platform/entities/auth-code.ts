import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '../../kernel/entity';

/**
 * A one-time code mailed to set a password (forgot password, invitation, sign-up). Only a hash is
 * kept; DynamoDB's TTL removes it, and `expiresAt` is checked too because TTL deletion is lazy.
 * An address holds one code per scope: one reset, one sign-up, and one invitation per inviting
 * company, so one company's invitation never voids another's.
 */
export const AuthCodeEntity = new Entity({
  model: { entity: 'authCode', version: '1', service: SERVICE },
  attributes: {
    email: { type: 'string', required: true, readOnly: true },
    /** `reset`, `sign-up`, or `invite#<companyId>` */
    scope: { type: 'string', required: true, readOnly: true },
    /** the company an invitation or sign-up is for */
    companyId: { type: 'string' },
    codeHash: { type: 'string', required: true },
    purpose: { type: ['reset', 'invite', 'sign-up'] as const, required: true },
    expiresAt: { type: 'number', required: true },
    attempts: { type: 'number', required: true, default: 0 },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byEmail: {
      pk: { field: 'pk', composite: ['email'] },
      sk: { field: 'sk', composite: ['scope'] },
    },
  },
});

export type AuthCodeItem = EntityItem<typeof AuthCodeEntity>;
