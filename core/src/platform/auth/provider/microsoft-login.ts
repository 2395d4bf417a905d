import type { TSessionUser } from '@stratum/contracts';
import { db } from '../../../db';
import type { PublicCtx } from '../../../kernel/ctx';
import { isConditionFailure } from '../../../kernel/errors';
import { authorizationUrl, exchangeCode, hashOf, notConfirmed, randomToken, verifyIdToken } from './oidc';
import { signInWithProvider } from './provider-identity';

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

/**
 * `/auth/microsoft/callback`: the state must be one this server issued and not used yet (it is
 * deleted as it is read, so a replayed callback finds nothing); the code is exchanged with that
 * sign-in's verifier; the ID token must carry its nonce.
 */
export const finishMicrosoftLogin = async (
  ctx: PublicCtx,
  input: { code: string; state: string },
): Promise<{ user: TSessionUser }> => {
  const attempt = await takeAttempt(input.state);
  if (!attempt || attempt.expiresAt < ctx.now.getTime()) throw notConfirmed();
  const idToken = await exchangeCode(input.code, attempt.verifier);
  const claims = await verifyIdToken(idToken, attempt.nonce);
  return signInWithProvider(ctx, { provider: 'microsoft', claims, companyId: attempt.companyId });
};

const takeAttempt = async (state: string) => {
  try {
    const { data } = await db()
      .entities.providerLogin.delete({ stateHash: hashOf(state) })
      .where(({ stateHash }, { exists }) => exists(stateHash))
      .go({ response: 'all_old' });
    return data;
  } catch (e) {
    // Another callback with the same state took it first (or it never existed).
    if (isConditionFailure(e)) return null;
    throw e;
  }
};
