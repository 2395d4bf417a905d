import { Entity } from 'electrodb';
import { SERVICE } from '../../kernel/entity';

/**
 * A provider sign-in under way: what the callback must match (OIDC `state`, kept as a hash) and
 * what only the server knows (the PKCE verifier, the nonce). Used once: the callback deletes it
 * conditionally, so a replayed callback finds nothing. TTL removes abandoned ones.
 */
export const ProviderLoginEntity = new Entity({
  model: { entity: 'providerLogin', version: '1', service: SERVICE },
  attributes: {
    stateHash: { type: 'string', required: true, readOnly: true },
    provider: { type: ['microsoft'] as const, required: true },
    verifier: { type: 'string', required: true },
    nonce: { type: 'string', required: true },
    /** the company the person asked to start in */
    companyId: { type: 'string' },
    expiresAt: { type: 'number', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byState: {
      pk: { field: 'pk', composite: ['stateHash'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
