import { decodeJwt } from 'jose';
import { db } from '../../db';
import type { PublicCtx } from '../../kernel/ctx';
import { AppError } from '../../kernel/errors';
import { refreshTokens } from '../../kernel/identity';
import { isStratumToken, issueSession, verifySession } from '../../kernel/session-tokens';
import { tokenHash } from '../../kernel/tokens';

const expired = () => new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');

/** A new apiToken for a refresh token that was neither signed out nor revoked. */
export const refresh = async (
  ctx: PublicCtx,
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
  if (isStratumToken(input.refreshToken)) return refreshProviderSession(input.refreshToken, ctx.now);
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

/**
 * A provider session is renewed by Stratum itself, while its refresh token is valid and the
 * membership it was issued for is still active; it is never longer than the refresh token.
 */
const refreshProviderSession = async (
  refreshToken: string,
  now: Date,
): Promise<{ apiToken: string; expiresAt: number }> => {
  const session = await verifySession(refreshToken, 'refresh');
  if (!session) throw expired();
  const { data: account } = await db()
    .entities.account.get({ tenantId: session.companyId, userId: session.sub })
    .go();
  if (account?.status !== 'Active') throw expired();
  const tokens = await issueSession(session, now);
  const exp = decodeJwt(tokens.idToken).exp ?? 0;
  return { apiToken: tokens.idToken, expiresAt: Math.min(exp, session.exp) * 1000 };
};
