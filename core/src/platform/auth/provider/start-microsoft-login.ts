import { db } from '../../../db';
import type { PublicCtx } from '../../../kernel/ctx';
import { authorizationUrl, hashOf, randomToken } from './oidc';

/** How long the person has to finish at the provider before the sign-in must be started again. */
const ATTEMPT_MS = 10 * 60 * 1000;

/**
 * `auth/mslogin`: a fresh state, nonce and PKCE verifier, kept server-side under the state's
 * hash, and the provider address that carries the state, the nonce and the verifier's hash.
 */
export const startMicrosoftLogin = async (
  ctx: PublicCtx,
  input: { companyId?: string | undefined },
): Promise<{ url: string; state: string }> => {
  const state = randomToken();
  const nonce = randomToken();
  const verifier = randomToken();
  const url = await authorizationUrl({ state, nonce, verifier });
  const expiresAt = ctx.now.getTime() + ATTEMPT_MS;
  await db()
    .entities.providerLogin.put({
      stateHash: hashOf(state),
      provider: 'microsoft',
      verifier,
      nonce,
      ...(input.companyId ? { companyId: input.companyId } : {}),
      expiresAt,
      ttl: Math.ceil(expiresAt / 1000),
    })
    .go();
  return { url, state };
};
