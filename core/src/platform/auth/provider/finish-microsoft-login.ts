import type { TSessionUser } from '@stratum/contracts';
import { db } from '../../../db';
import type { PublicCtx } from '../../../kernel/ctx';
import { isConditionFailure } from '../../../kernel/errors';
import { exchangeCode, hashOf, notConfirmed, verifyIdToken } from './oidc';
import { signInWithProvider } from './provider-identity';

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
