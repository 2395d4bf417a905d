import { decodeJwt } from 'jose';
import { db } from '../../db';
import type { Ctx } from '../../kernel/ctx';
import { revokeRefreshToken } from '../../kernel/identity';
import { isStratumToken } from '../../kernel/session-tokens';
import { tokenHash } from '../../kernel/tokens';
import { forgetCallers } from '../resolve-caller';

const REFRESH_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/**
 * Ends this session only (other devices stay signed in): the apiToken is refused from now until
 * it would have expired, and the refresh token is revoked.
 */
export const signOut = async (
  ctx: Ctx,
  input: { refreshToken?: string | undefined },
  apiToken: string,
): Promise<{ signedOut: true }> => {
  const nowSeconds = Math.floor(ctx.now.getTime() / 1000);
  const exp = decodeJwt(apiToken).exp ?? nowSeconds + 3600;
  const { revokedToken } = db().entities;
  await revokedToken.put({ tokenHash: tokenHash(apiToken), ttl: exp }).go();
  if (input.refreshToken) {
    await revokedToken
      .put({ tokenHash: tokenHash(input.refreshToken), ttl: nowSeconds + REFRESH_LIFETIME_SECONDS })
      .go();
    // Stratum's own refresh tokens (a provider session) are refused by the record above alone.
    if (!isStratumToken(input.refreshToken)) await revokeRefreshToken(input.refreshToken);
  }
  forgetCallers();
  return { signedOut: true };
};
