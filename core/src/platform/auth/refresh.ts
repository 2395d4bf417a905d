import { decodeJwt } from 'jose';
import { db } from '../../db';
import type { PublicCtx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { refreshTokens } from '../../kernel/identity';
import { tokenHash } from '../../kernel/tokens';

const expired = () => new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');

/** A new apiToken for a refresh token that was neither signed out nor revoked. */
export const refresh = async (
  _ctx: PublicCtx,
  input: { refreshToken: string },
): Promise<{ apiToken: string; expiresAt: number }> => {
  if (
    (
      await db()
        .entities.revokedToken.get({ tokenHash: tokenHash(input.refreshToken) })
        .go()
    ).data
  )
    throw expired();
  let tokens;
  try {
    tokens = await refreshTokens(input.refreshToken);
  } catch (e) {
    const name = (e as { name?: string }).name;
    if (name === 'NotAuthorizedException' || name === 'UserNotFoundException') throw expired();
    throw e;
  }
  const exp = decodeJwt(tokens.idToken).exp;
  return { apiToken: tokens.idToken, expiresAt: exp ? exp * 1000 : Date.now() + tokens.expiresIn * 1000 };
};
